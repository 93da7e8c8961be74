import Foundation

/// Runs the `layoutlint` executable that `swift test` built beside the test bundles, as a user
/// runs it, so tests assert what users see: exit status, standard output and standard error.

/// What `layoutlint` printed and returned.
public struct CommandResult: Equatable, Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// The built executable: beside the test bundle on Linux, inside it on macOS.
public var layoutLintExecutable: URL {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutlint")
    if FileManager.default.fileExists(atPath: beside.path) { return beside }
    return Bundle.main.bundleURL.appendingPathComponent("layoutlint")
}

/// Runs `layoutlint ARGUMENTS` in `directory` with `stdin` as its input. The environment is the
/// test's without `NO_COLOR` (tests of colour set it themselves), plus `environment`.
public func runLayoutLint(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
                          directory: URL = repositoryRoot) throws -> CommandResult {
    var inherited = ProcessInfo.processInfo.environment
    inherited.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { inherited[key] = value }
    // posix_spawn and waitpid, not Foundation's `Process`: its `waitUntilExit` waits on a run
    // loop and took about 50 ms more a run here, seconds over the suite's runs. `sh` changes
    // directory and execs layoutlint in the same process (`posix_spawn_file_actions_addchdir_np`
    // is not visible to Swift on Linux, and macOS's `env` has no `-C`).
    let argv = (["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path, layoutLintExecutable.path] + arguments).map { strdup($0) } + [nil]
    let envp = inherited.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    let input = Pipe(), out = Pipe(), err = Pipe()
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input.fileHandleForReading.fileDescriptor, 0)
    posix_spawn_file_actions_adddup2(&actions, out.fileHandleForWriting.fileDescriptor, 1)
    posix_spawn_file_actions_adddup2(&actions, err.fileHandleForWriting.fileDescriptor, 2)
    for pipe in [input, out, err] {
        posix_spawn_file_actions_addclose(&actions, pipe.fileHandleForReading.fileDescriptor)
        posix_spawn_file_actions_addclose(&actions, pipe.fileHandleForWriting.fileDescriptor)
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
    // The child's ends are closed here, so that reading ends when the child exits.
    try input.fileHandleForReading.close()
    try out.fileHandleForWriting.close()
    try err.fileHandleForWriting.close()
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    // Standard error is read on another thread: a child that fills both pipes would otherwise
    // block on the one not being read.
    let errData = ErrorReader(err.fileHandleForReading)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    // As `Process.terminationStatus`: the exit status, or the signal that ended the child.
    let signal = status & 0x7F
    return CommandResult(status: signal == 0 ? (status >> 8) & 0xFF : signal, stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData.wait(), as: UTF8.self))
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
