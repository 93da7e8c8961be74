import LayoutConsoleLog
import LayoutDiagnostics
import LayoutLint
import XCTest

/// The reader on console text no corpus file shows in one piece.
final class ReaderTests: XCTestCase {
    private func read(_ text: String) -> LogReading { LogReader.read(SourceFile(path: "t.log", text: text)) }

    func testMessagesAreFoundAmongUnrelatedLinesWithTheirPrefixes() {
        let reading = read("""
            2020-07-21 18:51:52.283789+0200 App[741:299997] started
            2020-07-21 18:51:52.283789+0200 App[741:299997] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
            (
                "<NSLayoutConstraint:0x1 UIView:0xa.height == 16   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xa.height == 20   (active)>"
            )

            Will attempt to recover by breaking constraint\u{20}
            <NSLayoutConstraint:0x1 UIView:0xa.height == 16   (active)>
            2020-07-21 18:51:53.000000+0200 App[741:299997] network ok
            Mar  4 18:25:38 Host App[1]: Unable to simultaneously satisfy constraints:
            \t(
            \t    "<NSLayoutConstraint:0x3 H:[NSView:0xb(10)]>"
            \t)
            """)
        XCTAssertEqual(reading.messages.map(\.line), [2, 12])
        XCTAssertEqual(reading.messages.map(\.form), [.uikit, .appkit])
        XCTAssertEqual(reading.messages.map { $0.constraints.map(\.line) }, [[5, 6], [14]])
        XCTAssertEqual(reading.messages[0].broken?.address, "0x1")
        XCTAssertEqual(reading.lineKinds[0], .unrelated)
        XCTAssertEqual(reading.lineKinds[10], .unrelated)
        XCTAssertEqual(reading.problems, [])
    }

    /// Columns count characters (Unicode scalars), not bytes, after non-ASCII label text.
    func testAnUnreadableLineIsLocatedAndTheRestOfTheMessageIsStillExplained() {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UILabel:0xa'Größe ✓'.width == UIView:0xb.width + 4   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0xa'Größe ✓'.widht == 3   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0xb.width == - 10   (active)>"
            )
            """
        let explanation = ConflictExplainer.explain(SourceFile(path: "t.log", text: text))
        XCTAssertEqual(explanation.reading.problems, [LogProblem(line: 4, column: 51, message: "unknown attribute 'widht'")])
        XCTAssertEqual(explanation.messages.count, 1)
        XCTAssertEqual(explanation.messages[0].sets.map { $0.members.count }, [2])
    }

    /// Content-size constraints carry their priorities; a visual format may carry one too.
    /// Only required ones take part in a conflict.
    func testContentSizeAndOptionalConstraintsTakePartOnlyWhenRequired() {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSContentSizeLayoutConstraint:0x1 H:[UILabel:0xa'Hi'(42)] Hug:250 CompressionResistance:1000>",
                "<NSLayoutConstraint:0x2 UILabel:0xa'Hi'.width == 30   (active)>",
                "<NSLayoutConstraint:0x3 H:[UILabel:0xa(50@999)]>"
            )
            """
        let explanation = ConflictExplainer.explain(SourceFile(path: "t.log", text: text))
        let constraints = explanation.messages[0].message.constraints
        XCTAssertEqual(constraints.map { $0.relation?.relation }, [.greaterThanOrEqual, .equal, .equal])
        XCTAssertEqual(constraints.map { $0.relation?.priority }, [1000, 1000, 999])
        XCTAssertEqual(explanation.messages[0].sets.map(\.members), [[.listed(0), .listed(1)]])
        XCTAssertEqual(explanation.messages[0].uninvolved, [2])
    }

    /// AppKit's autoresizing position names its superview in the suffix.
    func testAPositionAloneIsMeasuredInTheSuperviewTheSuffixNames() {
        let text = """
            Unable to simultaneously satisfy constraints:
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& NSView:0xa.minX == 10   (active, names: '|':NSView:0xb )>",
                "<NSLayoutConstraint:0x2 H:|-(20)-[NSView:0xa]   (active, names: '|':NSView:0xb )>"
            )
            """
        let explanation = ConflictExplainer.explain(SourceFile(path: "t.log", text: text))
        XCTAssertEqual(explanation.items.map(\.parent), [1, nil])
        XCTAssertEqual(explanation.messages[0].sets.first?.arithmetic,
                       "the others hold NSView #1 (0xa).leading - NSView #2 (0xb).leading at 10, where it needs 20")
    }

    /// Found by Fuzz/run-logs.sh: a pairing UIKit refuses to create is no constraint of a log.
    func testAPairingUIKitRefusesIsAnUnreadableLine() {
        let reading = read("(\n    \"<NSLayoutConstraint:0x1 UIView:0xa.width == UIView:0xb.right - 13>\"\n)\n")
        XCTAssertEqual(reading.problems, [LogProblem(line: 2, column: 47, message: "UIKit refuses to relate 'width' and 'right': a size and a location")])
    }

    /// Found by Fuzz/run-logs.sh: a bar bound to a class followed by a lone quote (`UIView'`,
    /// no text) trapped on an empty range; it is a class name with no text.
    func testABarBoundToAClassWithALoneQuoteIsReadWithoutText() throws {
        let reading = read("(\n    \"<NSLayoutConstraint:0x2 H:|-(20)-[UIView:0xa]   (active, names: '|':UIView':0xb )>\"\n)\n")
        XCTAssertEqual(reading.problems, [])
        let relation = try XCTUnwrap(reading.messages.first?.constraints.first?.relation)
        XCTAssertEqual(relation.second?.item.address, "0xb")
        XCTAssertEqual(relation.second?.item.className, "UIView'")
        XCTAssertNil(relation.second?.item.text)
    }

    func testEarlySnapKitOldFormsAndNamesAreRead() throws {
        let reading = read("""
            (
                "<<App.LayoutConstraint:0x7f8a412e8740> <UIView:0x7f8a412e8eb0>.top == <_UILayoutGuide:0x7f8a412e9430>.bottom>",
                "<NSLayoutConstraint: 0x15ee9630> H:[UIView:0x15d5bff0]-(0)-| ((null), (null))",
                "<NSLayoutConstraint:0x6 V:[A...]-(7)-[A...]   (active, names: A...:0xe0, A...:0xb0 )>",
                "<SnapKit.LayoutConstraint:0x7@File+Ext.swift#21 UIView:0x8.leading == UILayoutGuide:0x9.leading + 10.0>"
            )
            """)
        XCTAssertEqual(reading.problems, [])
        let constraints = reading.messages[0].constraints
        XCTAssertEqual(constraints.map(\.className), ["App.LayoutConstraint", "NSLayoutConstraint", "NSLayoutConstraint", "SnapKit.LayoutConstraint"])
        let first = try XCTUnwrap(constraints[0].relation)
        XCTAssertEqual([first.first.item.address, first.second?.item.address], ["0x7f8a412e8eb0", "0x7f8a412e9430"])
        XCTAssertEqual(constraints[1].relation?.second?.item.address, "0x15d5bff0")
        XCTAssertEqual(constraints[1].relation?.first.item.name, "superview of 0x15d5bff0")
        // The same truncated name twice: bound in the order the names clause lists them.
        XCTAssertEqual(constraints[2].relation?.second?.item.address, "0xe0")
        XCTAssertEqual(constraints[2].relation?.first.item.address, "0xb0")
        XCTAssertEqual(constraints[3].sourceLocation, "File+Ext.swift#21")
        XCTAssertEqual(constraints[3].relation?.constant, 10)
    }

    func testMacOS14PrintsTheConflictTwiceAndItIsExplainedOnce() {
        let text = """
            Conflicting constraints detected: (
                "<NSLayoutConstraint:0x1 NSView:0xa.width == 15   (active)>",
                "<NSLayoutConstraint:0x2 NSView:0xa.width == 16   (active)>"
            ).

            Will attempt to recover by breaking <NSLayoutConstraint:0x2 NSView:0xa.width == 16   (active)>.
            Unable to simultaneously satisfy constraints:
            (
                "<NSLayoutConstraint:0x1 NSView:0xa.width == 15   (active)>",
                "<NSLayoutConstraint:0x2 NSView:0xa.width == 16   (active)>"
            )

            Will attempt to recover by breaking constraint\u{20}
            <NSLayoutConstraint:0x2 NSView:0xa.width == 16   (active)>
            """
        let explanation = ConflictExplainer.explain(SourceFile(path: "t.log", text: text))
        XCTAssertEqual(explanation.messages.map(\.message.form), [.appkit14, .appkit])
        XCTAssertEqual(explanation.messages.map(\.sets.count), [1, 0])
        XCTAssertEqual(explanation.messages[1].sameAsMessageAt, 1)
        XCTAssertEqual(explanation.messages[0].message.broken?.column, 37)
    }

    func testListedConstraintsThatCanAllHoldSayWhatTheLogLeavesOut() {
        let text = """
            (
                "<NSLayoutConstraint:0x1 UILabel:0xa.top == UIView:0xb.topMargin   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xb.height == 54.6667   (active)>"
            )
            """
        let explanation = ConflictExplainer.explain(SourceFile(path: "t.log", text: text))
        XCTAssertEqual(explanation.messages[0].sets.count, 0)
        XCTAssertEqual(explanation.messages[0].missingValues, [
            "the top layout margin of UIView #1 (0xb)", "the exact values of the numbers it rounds (54.6667)",
            "the content sizes and constraints UIKit did not list",
        ])
    }
}

/// Found by Fuzz/run-logs.sh: label text the log prints verbatim (here a NUL and a bell)
/// must not break the rebuilt layout file.
final class RebuiltLayoutTests: XCTestCase {
    func testControlCharactersInLabelTextAreReplacedInTheLayoutFile() {
        let text = "(\n    \"<NSLayoutConstraint:0x1 UILabel:0xa'a\u{0}b\u{7}c'.width == - 5   (active)>\"\n)\n"
        let explanation = ConflictExplainer.explain(SourceFile(path: "t.log", text: text))
        XCTAssertEqual(explanation.messages.map(\.sets.count), [1])
        let layout = LayoutFileWriter.write(explanation, path: "t.log")
        XCTAssertTrue(layout.text.contains("  UILabel_1: { parent: window }   # UILabel #1 'a?b?c' (0xa)\n"), layout.text)
        let diagnostics = Linter.lint(SourceFile(path: "t.layout.yaml", text: layout.text))
        XCTAssertEqual(diagnostics.filter { $0.ruleID == "unsatisfiable-required" }.count, 1, "\(diagnostics.map(\.message))")
        XCTAssertFalse(diagnostics.contains { $0.ruleID == "yaml-syntax" || $0.ruleID == "layout-schema" })
    }
}
