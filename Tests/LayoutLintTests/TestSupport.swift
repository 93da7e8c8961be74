import Foundation
import LayoutTestSupport
import XCTest

/// The result of running the built `layoutlint` binary.
struct CommandResult: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the `layoutlint` executable that `swift test` built next to the test bundle.
func runLayoutLint(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
                   directory: URL = repositoryRoot) throws -> CommandResult {
    let process = Process()
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var executable = bundleDirectory.appendingPathComponent("layoutlint")
    if !FileManager.default.fileExists(atPath: executable.path) {
        executable = Bundle.main.bundleURL.appendingPathComponent("layoutlint")
    }
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
}

/// Compares `actual` with the golden file at `relativePath` under `Tests/LayoutLintTests/Goldens`
/// (see LayoutTestSupport for recording).
func assertGolden(_ actual: String, _ relativePath: String, file: StaticString = #filePath, line: UInt = #line) {
    LayoutTestSupport.assertGolden(actual, relativePath, in: "Tests/LayoutLintTests/Goldens", file: file, line: line)
}

/// Every layout file under `folder` (repository-relative), sorted.
func layoutFiles(under folder: String) -> [String] {
    let root = repositoryRoot.appendingPathComponent(folder).resolvingSymlinksInPath()
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    return enumerator.compactMap { $0 as? String }
        .filter { $0.hasSuffix(".layout.yaml") || $0.hasSuffix(".layout.yml") }
        .map { folder + "/" + $0 }
        .sorted()
}

/// A temporary folder for a test's files.
struct ScratchFolder {
    let url: URL

    init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` (a relative path), creating its folders.
    func write(_ name: String, _ text: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    func exists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
