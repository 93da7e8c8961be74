import LayoutConsoleLog
import LayoutDiagnostics
import LayoutLint
import LayoutReporters
import XCTest

/// Issue 28's example: KVNProgress's log, where the image view's two 249-point insets in a
/// 320-wide view cannot hold with the image's width >= 0 alone. The label inside the image
/// view (20-point insets, its width >= 0) is no member, in explain-log and in the lint of
/// the layout file explain-log writes.
final class MinimalConflictTests: XCTestCase {
    private let logName = "issues/AssistoLab__KVNProgress__6.log"

    private func log() throws -> SourceFile {
        let text = try String(contentsOf: corpusFolder.appendingPathComponent(logName), encoding: .utf8)
        return SourceFile(path: logName, text: text)
    }

    func testExplainLogNamesTheInsetsTheWidthAndTheImageSizeOnly() throws {
        let file = try log()
        let diagnostics = LogReports.diagnostics(ConflictExplainer.explain(file), path: logName)
        XCTAssertEqual(TextReporter().render(Report(diagnostics: diagnostics, sources: [logName: file])), """
            \(logName):8:6: error: 3 listed constraints and the rule that sizes are never negative (UIImageView #1 (…e20).width >= 0) cannot all hold: the others hold KVNProgress #1 (…b30).width at least 249 + 249 = 498, where it needs 320 [unsatisfiable-required]
            \(logName):6:6: note: conflicting: <NSLayoutConstraint:0x7fd978f82db0 H:[UIImageView:0x7fd978f7fe20]-(249)-|   (Names: '|':KVNProgress:0x7fd978f7eb30 )>
            \(logName):7:6: note: conflicting: <NSLayoutConstraint:0x7fd978f82e00 H:|-(249)-[UIImageView:0x7fd978f7fe20]   (Names: '|':KVNProgress:0x7fd978f7eb30 )>
            \(logName):6:6: note: conflicting: UIImageView #1 (…e20).width >= 0 (implicit: UIKit keeps every width and height at least zero)
            \(logName):4:6: note: plays no part: <NSLayoutConstraint:0x7fd978f82970 H:[UILabel:0x7fd978f7ff60'Loading...']-(20)-|   (Names: '|':UIImageView:0x7fd978f7fe20 )>
            \(logName):5:6: note: plays no part: <NSLayoutConstraint:0x7fd978f82a10 H:|-(20)-[UILabel:0x7fd978f7ff60'Loading...']   (Names: '|':UIImageView:0x7fd978f7fe20 )>
            \(logName):8:6: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it [lower-priority]

            """)
    }

    func testTheLintOfItsLayoutFileNamesTheSameMembers() throws {
        let layout = LayoutFileWriter.write(ConflictExplainer.explain(try log()), path: logName)
        let path = "kvn.layout.yaml"
        let source = SourceFile(path: path, text: layout.text)
        let conflicts = Linter.lint(source).filter { $0.ruleID == "unsatisfiable-required" }
        XCTAssertEqual(TextReporter().render(Report(diagnostics: conflicts, sources: [path: source])), """
            kvn.layout.yaml:19:5: error: 'KVNProgress_1.width == 320' cannot hold together with 3 other required constraints: the others put KVNProgress_1.width at 249 + 249 = 498 or more, where it needs 320; UIKit breaks one of them at run time [unsatisfiable-required]
            kvn.layout.yaml:6:3: note: conflicting: 'UIImageView_1'.width >= 0 (sizes are never negative)
            kvn.layout.yaml:15:5: note: conflicting: 'KVNProgress_1.trailing == UIImageView_1.trailing + 249'
            kvn.layout.yaml:17:5: note: conflicting: 'UIImageView_1.leading == KVNProgress_1.leading + 249'
            kvn.layout.yaml:19:5: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it

            """)
    }
}
