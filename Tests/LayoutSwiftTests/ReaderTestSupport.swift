import LayoutDiagnostics
import LayoutLint
import LayoutRules
import LayoutSwift
@_exported import LayoutTestSupport
import XCTest

/// One diagnostic as a test compares it: rule, line, column and message.
struct Seen: Equatable, CustomStringConvertible {
    var rule: String
    var line: Int
    var column: Int
    var message: String

    var description: String { "\(rule) \(line):\(column) \(message)" }
}

/// Lints Swift files given together (the first is the one reported on), as `layoutlint lint` does;
/// `othersFirst` puts the others before it in the module, as a folder's order may.
func lintSwift(_ text: String, path: String = "View.swift", others: [(path: String, text: String)] = [],
               othersFirst: Bool = false, rules: RuleRunner = RuleRunner()) -> [Seen] {
    let file = SourceFile(path: path, text: text)
    let otherFiles = others.map { SourceFile(path: $0.path, text: $0.text) }
    let module = SwiftModule(files: othersFirst ? otherFiles + [file] : [file] + otherFiles)
    return Linter.lint(file, rules: rules, swiftModule: module).map {
        Seen(rule: $0.ruleID, line: $0.location.range.start.line, column: $0.location.range.start.column, message: $0.message)
    }
}

/// Diagnostics one per line, as the tests write what they expect.
func show(_ seen: [Seen]) -> String { seen.map(\.description).joined(separator: "\n") }
