import LayoutConsoleLog
import LayoutDiagnostics
import LayoutReporters
import XCTest

/// A list whose constraints relate groups of items that share none: each group holds, so
/// what conflicts is outside the list, and the warning names the groups.
final class UnconnectedListTests: XCTestCase {
    private let text = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600000001 V:|-(34)-[UIView:0x7f00000a1]   (active, names: '|':UIView:0x7f00000b2 )>",
            "<NSLayoutConstraint:0x600000002 UIView:0x7f00000c3.top == UIView:0x7f00000d4.bottom   (active)>",
            "<NSLayoutConstraint:0x600000003 UIView:0x7f00000d4.height == 0   (active)>"
        )

        """

    func testTheWarningNamesEachGroupOfItems() {
        let file = SourceFile(path: "u.log", text: text)
        let explanation = ConflictExplainer.explain(file)
        XCTAssertEqual(TextReporter().render(Report(diagnostics: LogReports.diagnostics(explanation, path: "u.log"), sources: ["u.log": file])), """
            u.log:1:1: warning: the 3 listed constraints can all hold: UIKit listed them because of values the log does not print (what connects the 2 groups of items the listed constraints relate, which share no item (UIView #1 (…0a1), UIView #2 (…0b2); UIView #3 (…0c3), UIView #4 (…0d4)); the content sizes and constraints UIKit did not list) [conflict-not-reproduced]

            """)
    }

    /// UIKit breaks a constraint of its list: one whose address is not listed is said so.
    func testABrokenConstraintOutsideTheListIsSaidToBe() {
        let text = self.text + """
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600000009 UIView:0x7f00000e5.top == UIView:0x7f00000f6.bottom   (active)>

            """
        let explanation = ConflictExplainer.explain(SourceFile(path: "u.log", text: text))
        XCTAssertEqual(LogReports.diagnostics(explanation, path: "u.log").flatMap(\.notes).map(\.message),
                       ["UIKit broke a constraint whose address is not in the list: <NSLayoutConstraint:0x600000009 UIView:0x7f00000e5.top == UIView:0x7f00000f6.bottom   (active)>"])
    }

    /// A constraint that joins the groups makes one: nothing more is said.
    func testJoinedItemsAreOneGroup() {
        let joined = text.replacingOccurrences(of: "UIView:0x7f00000c3.top", with: "UIView:0x7f00000a1.bottom")
        XCTAssertEqual(ConflictExplainer.explain(SourceFile(path: "u.log", text: joined)).messages.first?.missingValues,
                       ["the content sizes and constraints UIKit did not list"])
    }

    /// A long list names the first five groups of at most five items each, and counts the rest.
    func testALongListOfGroupsIsCut() {
        var lines = (1...8).map { "    \"<NSLayoutConstraint:0x6000000\($0)0 UIView:0x7f00000\($0)0.width == 10   (active)>\"," }
        lines += (1...7).map { "    \"<NSLayoutConstraint:0x6000009\($0)0 UIView:0x7f00009\($0)0.left == UIView:0x7f00009\($0 + 1)0.left   (active)>\"," }
        let text = "Unable to simultaneously satisfy constraints.\n(\n" + lines.joined(separator: "\n") + "\n)\n"
        let values = ConflictExplainer.explain(SourceFile(path: "u.log", text: text)).messages.first?.missingValues
        XCTAssertEqual(values?.first, "what connects the 9 groups of items the listed constraints relate, which share no item (UIView #1 (…010); UIView #2 (…020); UIView #3 (…030); UIView #4 (…040); UIView #5 (…050); and 4 more groups)")
        let chain = "Unable to simultaneously satisfy constraints.\n(\n" + ([lines[0]] + lines.suffix(7)).joined(separator: "\n") + "\n)\n"
        XCTAssertEqual(ConflictExplainer.explain(SourceFile(path: "u.log", text: chain)).messages.first?.missingValues.first,
                       "what connects the 2 groups of items the listed constraints relate, which share no item (UIView #1 (…010); UIView #2 (…910), UIView #3 (…920), UIView #4 (…930), UIView #5 (…940), UIView #6 (…950), and 3 more items)")
    }
}
