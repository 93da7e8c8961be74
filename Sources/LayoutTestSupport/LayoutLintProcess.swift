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
    let process = Process()
    process.executableURL = layoutLintExecutable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var inherited = ProcessInfo.processInfo.environment
    inherited.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { inherited[key] = value }
    process.environment = inherited
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    // Standard error is read on another thread: a child that fills both pipes would otherwise
    // block on the one not being read.
    let errData = ErrorReader(err.fileHandleForReading)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
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
