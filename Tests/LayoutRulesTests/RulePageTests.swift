import LayoutDiagnostics
import LayoutLint
import LayoutRules
import LayoutReporters
import LayoutTestSupport
import XCTest

/// The YAML examples on every rule page are tests: the triggering one must report the rule
/// exactly at its `↓`, the fixed one must not report the rule at all, and each example's full
/// output is kept as a golden.
final class RulePageTests: XCTestCase {
    private func page(_ id: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent("rules/\(id).md"), encoding: .utf8)
    }

    func testEveryRuleHasAPageAndEveryPageARule() throws {
        let pages = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("rules").path)
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
        XCTAssertEqual(pages, RuleRegistry.descriptions.map(\.id).sorted())
        for id in pages {
            XCTAssertEqual(RuleDocumentation.page(for: id), try page(id), "the embedded page of \(id) is out of date")
        }
    }

    func testPageExamplesTriggerExactlyAtTheirMarker() throws {
        for description in RuleRegistry.descriptions {
            let examples = MarkedExample.examples(inPage: try page(description.id))
            XCTAssertTrue(examples.contains { $0.marker != nil }, "\(description.id): no triggering example")
            XCTAssertTrue(examples.contains { $0.marker == nil }, "\(description.id): no example that does not trigger")
            for (number, example) in examples.enumerated() {
                let path = "\(description.id)-example-\(number + 1).layout.yaml"
                let diagnostics = Linter.lint(SourceFile(path: path, text: example.text))
                let found = diagnostics.filter { $0.ruleID == description.id }.map(\.location.start)
                let context = "\(description.id) example at rules/\(description.id).md:\(example.pageLine)"
                if let marker = example.marker {
                    XCTAssertTrue(found.contains(marker), "\(context): expected '\(description.id)' at \(marker), found \(found)")
                    XCTAssertEqual(Set(found).count, 1, "\(context): reported at more than the marked place: \(found)")
                } else {
                    XCTAssertEqual(found, [], "\(context): the fixed example still reports the rule")
                }
                XCTAssertFalse(diagnostics.contains { $0.ruleID == InputProblem.layoutSchema || $0.ruleID == InputProblem.yamlSyntax },
                               "\(context): the example does not load: \(diagnostics.map(\.message))")
                let output = TextReporter().render(Report(diagnostics: diagnostics))
                assertGolden(output, path.replacingOccurrences(of: ".layout.yaml", with: ".txt"), in: "Tests/LayoutRulesTests/Goldens")
            }
        }
    }
}
