import LayoutDiagnostics
import LayoutLint
import LayoutSwift
import XCTest

/// One diagnostic as a test compares it: rule, line, column and message.
struct Seen: Equatable, CustomStringConvertible {
    var rule: String
    var line: Int
    var column: Int
    var message: String

    var description: String { "\(rule) \(line):\(column) \(message)" }
}

/// Lints Swift files given together (the first is the one reported on), as `layoutlint lint` does.
func lintSwift(_ text: String, path: String = "View.swift", others: [(path: String, text: String)] = []) -> [Seen] {
    let file = SourceFile(path: path, text: text)
    let module = SwiftModule(files: [file] + others.map { SourceFile(path: $0.path, text: $0.text) })
    return Linter.lint(file, swiftModule: module).map {
        Seen(rule: $0.ruleID, line: $0.location.range.start.line, column: $0.location.range.start.column, message: $0.message)
    }
}

/// Runs the `layoutlint` executable built next to the test bundle.
func runLayoutLint(_ arguments: [String], directory: String) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var executable = bundleDirectory.appendingPathComponent("layoutlint")
    if !FileManager.default.fileExists(atPath: executable.path) {
        executable = Bundle.main.bundleURL.appendingPathComponent("layoutlint")
    }
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
