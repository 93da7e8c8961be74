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

/// Issue 28's second example: a label 15 below the top margin and 30 above the bottom margin
/// of a 49.5-high cell holds for margins adding up to 4.5 at most; UIKit's default margins
/// (8 + 8) make it a conflict, which is what its message reported.
final class DefaultMarginTests: XCTestCase {
    private let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600000001 UILabel:0x7f00000a1.top == UITableViewCellContentView:0x7f00000b2.topMargin + 15   (active)>",
            "<NSLayoutConstraint:0x600000002 UITableViewCellContentView:0x7f00000b2.bottomMargin == UILabel:0x7f00000a1.bottom + 30   (active)>",
            "<NSLayoutConstraint:0x600000003 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f00000b2.height == 49.5   (active)>"
        )

        """

    func testAConflictOnlyForSomeMarginsIsExplainedWithUIKitsDefault() {
        let file = SourceFile(path: "t.log", text: text)
        let explanation = ConflictExplainer.explain(file)
        let diagnostics = LogReports.diagnostics(explanation, path: "t.log")
        XCTAssertEqual(TextReporter().render(Report(diagnostics: diagnostics, sources: ["t.log": file])), """
            t.log:5:6: error: 3 listed constraints and the rule that sizes are never negative (UILabel #1 (…0a1).height >= 0), layout margins not negative (the bottom layout margin of UITableViewCellContentView #1 (…0b2) >= 0) cannot all hold with UIKit's default layout margins (8 points: the top layout margin of UITableViewCellContentView #1 (…0b2)): they hold only while the bottom layout margin of UITableViewCellContentView #1 (…0b2) + the top layout margin of UITableViewCellContentView #1 (…0b2) is at most 4.5, and UIKit's default layout margins make it 8 + 8 = 16 [unsatisfiable-required]
            t.log:3:6: note: conflicting: <NSLayoutConstraint:0x600000001 UILabel:0x7f00000a1.top == UITableViewCellContentView:0x7f00000b2.topMargin + 15   (active)>
            t.log:4:6: note: conflicting: <NSLayoutConstraint:0x600000002 UITableViewCellContentView:0x7f00000b2.bottomMargin == UILabel:0x7f00000a1.bottom + 30   (active)>
            t.log:3:6: note: conflicting: UILabel #1 (…0a1).height >= 0 (implicit: UIKit keeps every width and height at least zero)
            t.log:3:6: note: conflicting: the bottom layout margin of UITableViewCellContentView #1 (…0b2) >= 0 (its value is not in the log; UIKit's margins are not negative)
            t.log:3:6: note: conflicting: the top layout margin of UITableViewCellContentView #1 (…0b2) = 8 (not in the log: UIKit's default layout margins are 8 points on each side for most views; a view controller's root view has the system minimum margins instead)
            t.log:5:6: note: fix-it: the table or collection view fixes UITableViewCellContentView #1 (…0b2) at a height of 49.5 ('UIView-Encapsulated-Layout-Height'): lower 'UITableViewCellContentView #1 (…0b2).bottomMargin == UILabel #1 (…0a1).bottom + 30' to 999, or let the cell size itself (automaticDimension, estimated sizes) [encapsulated-size]

            """)
    }

    /// In a 70-high cell the label leaves 70 - 45 = 25 points for the margins: 8 + 8 fits,
    /// and no conflict is claimed (the margins stay among what the log leaves out).
    func testMarginsThatFitAreNoConflict() {
        let fits = text.replacingOccurrences(of: "49.5", with: "70")
        let explanation = ConflictExplainer.explain(SourceFile(path: "t.log", text: fits))
        XCTAssertEqual(explanation.messages.map(\.sets.count), [0])
        XCTAssertEqual(explanation.messages.first?.missingValues.prefix(2), [
            "the top layout margin of UITableViewCellContentView #1 (…0b2)", "the bottom layout margin of UITableViewCellContentView #1 (…0b2)"])
    }
}
