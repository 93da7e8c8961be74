import Foundation
@_exported import LayoutTestSupport
import XCTest

/// Limits every hostile-input run must stay within. They are generous on purpose: they catch
/// a hang or a runaway allocation, not a slow machine. No run takes 2 s of processor time in
/// a debug build, but on a 2-core machine shared by a dozen processes one took 17 s of wall
/// time: the guard is 120 s.
enum Bounds {
    static let seconds: Double = 120
    static let peakMemoryBytes = 2 << 30
}

/// What one run of the built `layoutlint` binary did, and what it cost.
struct BoundedResult {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Wall-clock time from spawn to exit.
    var seconds: Double
    /// The child's peak resident set size (getrusage via wait4).
    var peakMemoryBytes: Int
    /// True when the run was killed at the time limit.
    var timedOut: Bool
    /// The signal that ended the process, if one did (a crash).
    var signal: Int32?
}

/// Runs `layoutlint` with `posix_spawn` and `wait4`, so its own peak memory is measured
/// (Foundation's `Process` reaps the child itself and loses the rusage). Output goes to
/// files, so a huge output cannot block the child on a full pipe. The child is killed at
/// `timeLimit`.
func runBounded(_ arguments: [String], stdinFile: String? = nil, directory: URL = repositoryRoot,
                timeLimit: Double = Bounds.seconds) throws -> BoundedResult {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outPath = scratch.appendingPathComponent("stdout").path
    let errPath = scratch.appendingPathComponent("stderr").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdinFile ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    var environment = ProcessInfo.processInfo.environment
    environment.removeValue(forKey: "NO_COLOR")
    environment["SWIFT_BACKTRACE"] = "enable=no"
    // `env -C` changes directory and execs in the same process, so wait4 still measures
    // layoutlint itself (posix_spawn_file_actions_addchdir_np is not exported to Swift here).
    let argv = (["/usr/bin/env", "-C", directory.path, layoutLintExecutable.path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }

    var pid: pid_t = 0
    let start = Date()
    let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv, envp)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }

    var status: Int32 = 0
    var usage = rusage()
    var timedOut = false
    while true {
        let waited = wait4(pid, &status, WNOHANG, &usage)
        if waited == pid { break }
        if waited < 0, errno != EINTR { throw POSIXError(.ECHILD) }
        if Date().timeIntervalSince(start) > timeLimit, !timedOut {
            timedOut = true
            kill(pid, SIGKILL)
        }
        usleep(2_000)
    }
    let seconds = Date().timeIntervalSince(start)
    let exitedNormally = (status & 0x7F) == 0
    return BoundedResult(
        status: exitedNormally ? (status >> 8) & 0xFF : -1,
        stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? String(decoding: FileManager.default.contents(atPath: outPath) ?? Data(), as: UTF8.self),
        stderr: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self),
        seconds: seconds,
        peakMemoryBytes: Int(usage.ru_maxrss) * 1024,
        timedOut: timedOut,
        signal: exitedNormally ? nil : status & 0x7F
    )
}

/// Lints one input file and asserts the run stayed within bounds and ended cleanly: exit
/// status 0 (clean) or 1 (diagnostics), never a crash, a hang or a runaway allocation.
@discardableResult
func lintBounded(_ path: String, extraArguments: [String] = [], timeLimit: Double = Bounds.seconds,
                 file: StaticString = #filePath, line: UInt = #line) throws -> BoundedResult {
    // Run next to the file, so output names it by its file name alone.
    let url = URL(fileURLWithPath: path)
    let result = try runBounded(["lint", "--no-snippet", "--color", "never"] + extraArguments + [url.lastPathComponent],
                                directory: url.deletingLastPathComponent(), timeLimit: timeLimit)
    XCTAssertFalse(result.timedOut, "layoutlint took over \(timeLimit) s on \(path)", file: file, line: line)
    XCTAssertNil(result.signal, "layoutlint was killed by signal \(result.signal ?? 0) on \(path):\n\(result.stderr.suffix(2000))", file: file, line: line)
    XCTAssertTrue([0, 1].contains(result.status), "exit status \(result.status) on \(path):\n\(result.stderr.suffix(2000))", file: file, line: line)
    XCTAssertLessThan(result.peakMemoryBytes, Bounds.peakMemoryBytes,
                      "layoutlint used \(result.peakMemoryBytes >> 20) MiB on \(path)", file: file, line: line)
    assertFiniteNumbers(result.stdout, input: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "", file: file, line: line)
    return result
}

/// No NaN or infinity may reach the output. Messages quote what the user wrote, so a word
/// such as `inf` only counts when the input does not contain it.
func assertFiniteNumbers(_ output: String, input: String, file: StaticString = #filePath, line: UInt = #line) {
    func words(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() })
    }
    let suspicious = words(output).intersection(["nan", "inf", "infinity"]).subtracting(words(input))
    XCTAssertTrue(suspicious.isEmpty, "a non-finite number reached the output:\n\(output.prefix(4000))", file: file, line: line)
}

/// A scratch folder for generated inputs, removed when the test ends.
final class ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-robustness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `bytes` to `name` and returns its path.
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = url.appendingPathComponent(name).path
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { throw POSIXError(.EIO) }
        return path
    }

    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Array(text.utf8))
    }
}

/// The diagnostic lines of a text report (`file:line:col: level: message [rule]`).
func diagnosticLines(_ output: String) -> [String] {
    output.split(separator: "\n").map(String.init)
        .filter { $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ") }
}

/// A small valid layout that the hostile inputs are built around.
let smallLayout = """
layout: small
views:
  root: { size: [375, 100] }
  panel: { parent: root }
constraints:
  - visual: "H:|-16-[panel]-16-|"
  - visual: "V:|-8-[panel(44)]"

"""
