import Foundation
import XCTest

/// A temporary folder holding the files of one test; fixes are written there.
struct FixScratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// What the built `layoutlint` printed and returned.
struct FixCommandResult: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the `layoutlint` executable built next to the test bundle, in `directory`.
func runLayoutLint(_ arguments: [String], in directory: URL) throws -> FixCommandResult {
    let process = Process()
    var executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutlint")
    if !FileManager.default.fileExists(atPath: executable.path) {
        executable = Bundle.main.bundleURL.appendingPathComponent("layoutlint")
    }
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return FixCommandResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                            stderr: String(decoding: errData, as: UTF8.self))
}
