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

    /// UIKit resolves margin attributes through the margins guide and lists the guide's
    /// constraints when a margin takes part: the margins are then the printed 2 and 3, not a default.
    func testMarginsTheGuideConstraintsPrintAreTheirValues() {
        let guides = text.replacingOccurrences(of: "49.5   (active)>\"\n", with: """
            49.5   (active)>",
                "<NSLayoutConstraint:0x600000004 'UIView-topMargin-guide-constraint' V:|-(2)-[UILayoutGuide:0x600000005'UIViewLayoutMarginsGuide']   (active, names: '|':UITableViewCellContentView:0x7f00000b2 )>",
                "<NSLayoutConstraint:0x600000006 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x600000005'UIViewLayoutMarginsGuide']-(3)-|   (active, names: '|':UITableViewCellContentView:0x7f00000b2 )>"

            """)
        XCTAssertNotEqual(guides, text)
        let file = SourceFile(path: "g.log", text: guides)
        let diagnostics = LogReports.diagnostics(ConflictExplainer.explain(file), path: "g.log")
        XCTAssertEqual(TextReporter().render(Report(diagnostics: diagnostics, sources: ["g.log": file])), """
            g.log:7:6: error: 5 listed constraints and the rule that sizes are never negative (UILabel #1 (…0a1).height >= 0) cannot all hold: the others hold UITableViewCellContentView #1 (…0b2).height at least 15 + 30 + 2 + 3 = 50, where 'UIView-Encapsulated-Layout-Height' needs 49.5 [unsatisfiable-required]
            g.log:3:6: note: conflicting: <NSLayoutConstraint:0x600000001 UILabel:0x7f00000a1.top == UITableViewCellContentView:0x7f00000b2.topMargin + 15   (active)>
            g.log:4:6: note: conflicting: <NSLayoutConstraint:0x600000002 UITableViewCellContentView:0x7f00000b2.bottomMargin == UILabel:0x7f00000a1.bottom + 30   (active)>
            g.log:5:6: note: conflicting: <NSLayoutConstraint:0x600000003 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f00000b2.height == 49.5   (active)>
            g.log:6:6: note: conflicting: <NSLayoutConstraint:0x600000004 'UIView-topMargin-guide-constraint' V:|-(2)-[UILayoutGuide:0x600000005'UIViewLayoutMarginsGuide']   (active, names: '|':UITableViewCellContentView:0x7f00000b2 )>
            g.log:3:6: note: conflicting: UILabel #1 (…0a1).height >= 0 (implicit: UIKit keeps every width and height at least zero)
            g.log:7:6: note: fix-it: the table or collection view fixes UITableViewCellContentView #1 (…0b2) at a height of 49.5 ('UIView-Encapsulated-Layout-Height'): lower 'UITableViewCellContentView #1 (…0b2).bottomMargin == UILabel #1 (…0a1).bottom + 30' to 999, or let the cell size itself (automaticDimension, estimated sizes) [encapsulated-size]
            g.log:7:6: note: fix-it: the layout margins or safe area take room the chain does not have: pin to the view's edges instead of its margins, set the margins to 0, or lower 'UITableViewCellContentView #1 (…0b2).bottomMargin == UILabel #1 (…0a1).bottom + 30' to 999 [margins]

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

/// UIKit prints numbers to six significant digits: a list that holds exactly as printed
/// conflicts for values that print the same, and is explained at the first one that tips it.
final class RoundedConstantTests: XCTestCase {
    private func log(cellHeight: String, labelRelation: String) -> String {
        """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600000001 V:|-(12)-[UILabel:0x7f00000a1]   (active, names: '|':UITableViewCellContentView:0x7f00000b2 )>",
            "<NSLayoutConstraint:0x600000002 V:[UILabel:0x7f00000a1]-(12)-|   (active, names: '|':UITableViewCellContentView:0x7f00000b2 )>",
            "<NSLayoutConstraint:0x600000003 UILabel:0x7f00000a1.height \(labelRelation) 20.3333   (active)>",
            "<NSLayoutConstraint:0x600000004 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f00000b2.height == \(cellHeight)   (active)>"
        )

        """
    }

    func testAListThatHoldsOnlyAsPrintedConflictsWithinTheRounding() {
        let file = SourceFile(path: "r.log", text: log(cellHeight: "44.3333", labelRelation: "=="))
        let explanation = ConflictExplainer.explain(file)
        XCTAssertEqual(TextReporter().render(Report(diagnostics: LogReports.diagnostics(explanation, path: "r.log"), sources: ["r.log": file])), """
            r.log:6:6: error: 4 listed constraints cannot all hold within the log's rounding: the others hold UITableViewCellContentView #1 (…0b2).height at 12 + 12 + 20.3333 = 44.3333, where it needs 44.3333 as printed; the log prints six significant digits, and with 11.99995 for 12 they conflict [unsatisfiable-required]
            r.log:3:6: note: conflicting: <NSLayoutConstraint:0x600000001 V:|-(12)-[UILabel:0x7f00000a1]   (active, names: '|':UITableViewCellContentView:0x7f00000b2 )>
            r.log:4:6: note: conflicting: <NSLayoutConstraint:0x600000002 V:[UILabel:0x7f00000a1]-(12)-|   (active, names: '|':UITableViewCellContentView:0x7f00000b2 )>
            r.log:5:6: note: conflicting: <NSLayoutConstraint:0x600000003 UILabel:0x7f00000a1.height == 20.3333   (active)>
            r.log:3:6: note: rounded: UIKit prints six significant digits, so 12 stands for any value from 11.99995 to 12.00005; 11.99995 makes the conflict
            r.log:6:6: note: fix-it: the table or collection view fixes UITableViewCellContentView #1 (…0b2) at a height of 44.3333 ('UIView-Encapsulated-Layout-Height'): lower 'UILabel #1 (…0a1).height == 20.3333' to 999, or let the cell size itself (automaticDimension, estimated sizes) [encapsulated-size]

            """)
        XCTAssertTrue(LogReports.json([("r.log", explanation)]).filter { !$0.isWhitespace }.contains(#""rounded":[{"line":3,"column":6,"printed":"12","value":"11.99995"}]"#))
        // The layout file holds the value that makes the conflict, and its lint finds the same one.
        let layout = LayoutFileWriter.write(explanation, path: "r.log")
        XCTAssertTrue(layout.text.contains("(printed 12, rounded to six significant digits)\n  - \"UILabel_1.top == UITableViewCellContentView_1.top + 11.99995\""), layout.text)
        XCTAssertEqual(Linter.lint(SourceFile(path: "r.layout.yaml", text: layout.text)).filter { $0.ruleID == "unsatisfiable-required" }.count, 1)
    }

    /// Every constant at the end of its rounding together (a corner) may be needed: 0.0001 of
    /// room is more than any one number's rounding, less than all of theirs.
    func testTheEndsOfSeveralRoundingsTogether() {
        let explanation = ConflictExplainer.explain(SourceFile(path: "r.log", text: log(cellHeight: "44.3334", labelRelation: ">=")))
        XCTAssertEqual(explanation.messages.first?.sets.first?.rounded.map(\.value), [12.00005, 20.33335, 44.33335])
    }

    /// In a list of more than ten numbers, the corners are those of the numbers that could tip
    /// it: nine widths elsewhere have all the room they need.
    func testTheCornersOfALongListAreThoseOfTheNumbersThatCanTipIt() {
        let widths = (1...9).map { "    \"<NSLayoutConstraint:0x60000010\($0) UIView:0x7f00000c\($0).width == 1\($0)   (active)>\"," }
        let text = log(cellHeight: "44.3334", labelRelation: ">=").replacingOccurrences(of: "(\n", with: "(\n" + widths.joined(separator: "\n") + "\n")
        let explanation = ConflictExplainer.explain(SourceFile(path: "r.log", text: text))
        XCTAssertEqual(explanation.messages.first?.message.constraints.count, 13)
        XCTAssertEqual(explanation.messages.first?.sets.first?.rounded.map(\.value), [12.00005, 20.33335, 44.33335])
    }

    /// With more room than the roundings add up to, the list holds: no conflict is claimed.
    func testRoomBeyondTheRoundingIsNoConflict() {
        let explanation = ConflictExplainer.explain(SourceFile(path: "r.log", text: log(cellHeight: "44.334", labelRelation: ">=")))
        XCTAssertEqual(explanation.messages.map(\.sets.count), [0])
    }
}
