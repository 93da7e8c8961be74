import LayoutDiagnostics
import LayoutLint
import LayoutReporters
import LayoutTestSupport
import XCTest

/// A layout written for one rule's tests, with every `↓` marking a place where that rule
/// must report (a layout may have several markers, or none for a near-miss that must stay
/// silent).
struct RuleCase {
    /// The layout with the markers removed: what is linted.
    var text: String
    /// Where each marker stood, in the marker-free text, in order of appearance.
    var markers: [SourcePosition]

    init(_ marked: String) {
        var lines: [String] = []
        var markers: [SourcePosition] = []
        for (index, line) in marked.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var cleaned = String.UnicodeScalarView()
            for scalar in line.unicodeScalars {
                if scalar == "↓" {
                    markers.append(SourcePosition(line: index + 1, column: cleaned.count + 1))
                } else {
                    cleaned.append(scalar)
                }
            }
            lines.append(String(cleaned))
        }
        text = lines.joined(separator: "\n")
        if !text.hasSuffix("\n") { text += "\n" }
        self.markers = markers
    }
}

/// Lints `layout` and checks what `rule` reports:
///
/// - it reports exactly at the `↓` markers (one diagnostic per marker, no other);
/// - with `messages`, the messages of its diagnostics, in report order, are exactly these;
/// - with `notes`, the notes of its diagnostics (without fix-its), in order, are exactly these;
/// - each rule in `silent` reports nothing (the interactions the spec states: one mistake
///   gives one error, ties are not underconstrained axes, …);
/// - the layout loads without input errors;
/// - the full text output of the file matches the golden `cases/<rule>/<name>.txt`.
///
/// With `knownBug`, the case describes the correct behaviour of a rule that does not have
/// it yet: the test is skipped with that reason while the rule still misbehaves, and fails
/// (so that the skip is removed) once it behaves. Goldens are not compared for such cases.
func assertRule(_ rule: String, _ name: String, _ layout: String, messages: [String]? = nil,
                notes: [String]? = nil, silent: [String] = [], knownBug: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
    let example = RuleCase(layout)
    let path = "\(name).layout.yaml"
    let diagnostics = Linter.lint(SourceFile(path: path, text: example.text))
    let found = diagnostics.filter { $0.ruleID == rule }
    var problems: [String] = []

    let inputErrors = diagnostics.filter { $0.ruleID == InputProblem.layoutSchema || $0.ruleID == InputProblem.yamlSyntax }
    if !inputErrors.isEmpty {
        problems.append("the layout does not load: \(inputErrors.map { "\($0.location.start): \($0.message)" })")
    }
    let positions = found.map(\.location.start).sorted()
    if positions != example.markers.sorted() {
        problems.append("'\(rule)' expected at \(example.markers.sorted()), found at \(positions): \(found.map(\.message))")
    }
    if let messages, found.map(\.message) != messages {
        problems.append("'\(rule)' messages differ:\n  expected \(messages)\n  found    \(found.map(\.message))")
    }

    if let notes, found.flatMap({ $0.notes.map(\.message) }) != notes {
        problems.append("'\(rule)' notes differ:\n  expected \(notes)\n  found    \(found.flatMap { $0.notes.map(\.message) })")
    }
    for other in silent {
        let reported = diagnostics.filter { $0.ruleID == other }
        if !reported.isEmpty {
            problems.append("'\(other)' must stay silent, found \(reported.map { "\($0.location.start): \($0.message)" })")
        }
    }

    if let knownBug {
        if problems.isEmpty {
            XCTFail("\(name): the known bug (\(knownBug)) no longer reproduces; remove knownBug", file: file, line: line)
            return
        }
        throw XCTSkip("bug: \(knownBug) [\(problems.joined(separator: "; "))]")
    }
    for problem in problems { XCTFail("\(name): \(problem)", file: file, line: line) }
    let output = TextReporter().render(Report(diagnostics: diagnostics))
    assertGolden(output, "cases/\(rule)/\(name).txt", in: "Tests/LayoutRulesTests/Goldens", file: file, line: line)
}
