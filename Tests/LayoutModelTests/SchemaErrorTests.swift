import LayoutDiagnostics
import XCTest
@testable import LayoutModel

/// Every kind of `layout-schema` error, with its exact place and message.
final class SchemaErrorTests: XCTestCase {
    private let base = """
    views:
      root: { size: [100, 100] }
      title: { parent: root, kind: label }

    """

    // MARK: Document

    func testEmptyFile() {
        assertSchemaError("", line: 1, column: 1, "the file is empty; a layout needs a 'views' mapping")
        assertSchemaError("# only a comment\n", line: 1, column: 1, "the file is empty; a layout needs a 'views' mapping")
        assertSchemaError("---\n~\n", line: 1, column: 1, "the file is empty; a layout needs a 'views' mapping")
    }

    func testYAMLSyntaxErrorsComeFromTheReaderAlone() {
        let result = load("views: [\n")
        XCTAssertEqual(result.diagnostics.map(\.ruleID), ["yaml-syntax"])
        XCTAssertNil(result.document)
    }

    func testTopLevelNotAMapping() {
        assertSchemaError("- a\n- b\n", line: 1, column: 1, "expected a mapping with a 'views' key at the top level, found a sequence")
    }

    func testMissingViews() {
        assertSchemaError("layout: x\n", line: 1, column: 1, endColumn: 1, "missing key 'views': a layout needs a 'views' mapping")
    }

    func testUnknownTopLevelKey() {
        assertSchemaError("view:\n  a: {}\nviews: { root: {} }\n", line: 1, column: 1, endColumn: 5,
                          "unknown key 'view' at the top level; did you mean 'views'?")
    }

    func testUnknownKeyWithoutSuggestionListsValidKeys() {
        assertSchemaError(base + "zzzzzz: 1\n", line: 4, column: 1,
                          "unknown key 'zzzzzz' at the top level; valid keys are 'layout', 'version', 'direction', 'metrics', 'views', 'constraints', 'states'")
    }

    func testVersionAndDirection() {
        assertSchemaError("version: 2\n" + base, line: 1, column: 10, "unsupported format version 2; only version 1 exists")
        assertSchemaError("direction: rtl\n" + base, line: 1, column: 12, endColumn: 15,
                          "unknown direction 'rtl'; expected 'leftToRight' or 'rightToLeft'")
    }

    // MARK: Views

    func testUnknownViewKey() {
        assertSchemaError("""
        views:
          root: {}
          title: { parent: root, hugs: 251 }
        """, line: 3, column: 26, endColumn: 30, "unknown key 'hugs' in view 'title'; did you mean 'hugging'?")
    }

    func testWrongType() {
        assertSchemaError("""
        views:
          root: { frame: [0, 0, { w: 1 }, 4] }
        """, line: 2, column: 25, "expected a number, found a mapping")
        assertSchemaError("views:\n  root: { hidden: maybe }\n", line: 2, column: 19, endColumn: 24, "expected true or false, found 'maybe'")
    }

    func testQuotedNumbersAreStrings() {
        assertSchemaError("views:\n  root: { margins: \"20\" }\n", line: 2, column: 20, endColumn: 24,
                          "expected a number, found the quoted string '20'; write numbers without quotes")
    }

    func testNonFiniteAndOverflowingNumbers() {
        assertSchemaError("views:\n  root: { margins: .inf }\n", line: 2, column: 20, "expected a finite number, found '.inf'")
        assertSchemaError("views:\n  root: { margins: .NaN }\n", line: 2, column: 20, "expected a finite number, found '.NaN'")
        assertSchemaError("views:\n  root: { margins: 1e309 }\n", line: 2, column: 20, endColumn: 25, "number '1e309' is out of range")
        assertSchemaError("views:\n  root: { margins: 0x14 }\n", line: 2, column: 20,
                          "'0x14' is not a decimal number; write numbers such as 20, 0.5, -8 or 1e3")
    }

    func testBadViewIDs() {
        assertSchemaError("views:\n  my-view: {}\n", line: 2, column: 3, endColumn: 10,
                          "invalid view id 'my-view': it must start with a letter or '_' and contain only letters, digits and '_' ('-' would read as a minus)")
        assertSchemaError("views:\n  superview: {}\n", line: 2, column: 3, "'superview' is reserved and cannot be a view id")
        assertSchemaError("views:\n  high: {}\n", line: 2, column: 3, "'high' is a priority name and cannot be a view id")
    }

    func testUnknownParent() {
        assertSchemaError("views:\n  root: {}\n  title: { parent: rot }\n", line: 3, column: 20, endColumn: 23,
                          "unknown view 'rot'; did you mean 'root'?")
    }

    func testParentCycle() {
        assertSchemaError("""
        views:
          a: { parent: c }
          b: { parent: a }
          c: { parent: b }
        """, line: 2, column: 16, "views 'a' → 'c' → 'b' → 'a' form a parent cycle")
        assertSchemaError("views:\n  a: { parent: a }\n", line: 2, column: 16, "view 'a' cannot be its own parent")
    }

    func testSizeOnlyForRoots() {
        assertSchemaError(base + "  child: { parent: root, size: [1, 2] }\n", line: 4, column: 26, endColumn: 30,
                          "'size' applies to roots only; view 'child' has parent 'root'")
    }

    func testIntrinsicShape() {
        assertSchemaError("views:\n  root: { intrinsic: [1, 2, 3] }\n", line: 2, column: 22, "expected [width, height], found 3 items")
        assertSchemaError("views:\n  root: { intrinsic: [1, auto] }\n", line: 2, column: 26, "expected a number or 'none', found 'auto'")
    }

    func testUnknownKind() {
        assertSchemaError("views:\n  root: { kind: lable }\n", line: 2, column: 17, "unknown view kind 'lable'; did you mean 'label'?")
    }

    func testContentPriorityRangeAndNames() {
        assertSchemaError("views:\n  root: { hugging: 1001 }\n", line: 2, column: 20, "priority 1001 is outside 1…1000")
        assertSchemaError("views:\n  root: { compression: { horizontal: hihg } }\n", line: 2, column: 38, endColumn: 42,
                          "unknown priority 'hihg'; did you mean 'high'?")
    }

    func testMixedMargins() {
        assertSchemaError("views:\n  root: { margins: { left: 1, leading: 2 } }\n", line: 2, column: 31,
                          "'leading' cannot be combined with 'left': give the horizontal margins either as left/right or as leading/trailing")
    }

    // MARK: Constraints

    func testErrorInsideAPlainString() {
        assertSchemaError(base + "constraints:\n  - title.leading = root.leading\n", line: 5, column: 19, endColumn: 20,
                          "expected a relation ('==', '<=' or '>='), found '='; write '==' for equality")
    }

    func testErrorInsideAQuotedStringWithEscapes() {
        // "\t" is one character of the value but two in the source.
        assertSchemaError(base + "constraints:\n  - \"title.top ==\\troot.tp\"\n", line: 5, column: 25, endColumn: 27,
                          "unknown attribute 'tp'; did you mean 'top'?")
    }

    func testUnknownViewInExpression() {
        assertSchemaError(base + "constraints:\n  - titel.top == root.top\n", line: 5, column: 5, endColumn: 10,
                          "unknown view 'titel'; did you mean 'title'?")
    }

    func testSuperviewOfARoot() {
        assertSchemaError(base + "constraints:\n  - root.top == superview.top\n", line: 5, column: 17, endColumn: 26,
                          "'superview' of 'root' does not exist: 'root' is a root")
    }

    func testPriorityGivenTwice() {
        let result = load(base + "constraints:\n  - expr: title.top == root.top @999\n    priority: 750\n")
        XCTAssertEqual(summaries(result), ["6:5-6:13 [layout-schema] the priority is given twice: with '@' in 'expr' and with the 'priority' key"])
        XCTAssertEqual(result.diagnostics.first?.notes.first?.location.range.description, "5:33-5:37")
        XCTAssertEqual(result.document?.constraints.count, 0)
    }

    func testExprWithFirst() {
        assertSchemaError(base + "constraints:\n  - { expr: title.top == root.top, first: title.top }\n", line: 5, column: 36,
                          "'first' cannot be combined with 'expr', which already gives the whole relation")
    }

    func testMissingFirst() {
        assertSchemaError(base + "constraints:\n  - { id: x, relation: == }\n", line: 5, column: 5,
                          "missing key 'first': a constraint needs 'first' (or 'expr')")
    }

    func testUnknownRelationAndConstraintKey() {
        assertSchemaError(base + "constraints:\n  - { first: title.width, relation: equals, constant: 1 }\n", line: 5, column: 37,
                          "unknown relation 'equals'; expected '==', '<=', '>=', 'equal', 'lessThanOrEqual' or 'greaterThanOrEqual' (did you mean 'equal'?)")
        assertSchemaError(base + "constraints:\n  - { first: title.width, constnt: 1 }\n", line: 5, column: 27,
                          "unknown key 'constnt' in constraint #1; did you mean 'constant'?")
    }

    func testDuplicateConstraintID() {
        let result = load(base + "constraints:\n  - w: title.width == 1\n  - w: title.width == 2\n")
        XCTAssertEqual(summaries(result), ["6:5-6:6 [layout-schema] duplicate constraint id 'w'"])
        XCTAssertEqual(result.diagnostics.first?.notes.map(\.message), ["'w' is first declared here"])
        XCTAssertEqual(result.diagnostics.first?.notes.first?.location.range.description, "5:5-5:6")
        XCTAssertEqual(result.document?.constraints.map(\.constant), [1])
    }

    /// The first 'pin' is left out (its view names an unknown parent), yet its id is taken:
    /// the second 'pin' is still a duplicate, in every form of constraint.
    func testDuplicateConstraintIDAfterTheFirstIsLeftOut() {
        let layout = "views:\n  root: { size: [100, 100] }\n  a: { parent: nothere }\n  b: { parent: root }\n"
        let result = load(layout + "constraints: [ {pin: a.top == root.top}, {pin: b.top == root.top} ]\n")
        XCTAssertEqual(summaries(result), [
            "3:16-3:23 [layout-schema] unknown view 'nothere'",
            "5:43-5:46 [layout-schema] duplicate constraint id 'pin'",
        ])
        XCTAssertEqual(result.diagnostics.last?.notes.first?.location.range.description, "5:17-5:20")
        let mapping = load(layout + "constraints:\n  - { id: pin, expr: \"a.top == root.top\" }\n  - { id: row, visual: \"H:[a][b]\" }\n"
            + "  - { id: pin, expr: \"b.top == root.top\" }\n  - { id: row, visual: \"H:|[b]\" }\n")
        XCTAssertEqual(summaries(mapping), [
            "3:16-3:23 [layout-schema] unknown view 'nothere'",
            "8:11-8:14 [layout-schema] duplicate constraint id 'pin'",
            "9:11-9:14 [layout-schema] duplicate constraint id 'row'",
        ])
    }

    func testBadConstraintID() {
        assertSchemaError(base + "constraints:\n  - my-width: title.width == 1\n", line: 5, column: 5,
                          "invalid constraint id 'my-width': it must start with a letter or '_' and contain only letters, digits and '_' ('-' would read as a minus)")
    }

    func testConstraintOfWrongType() {
        assertSchemaError(base + "constraints:\n  - [1, 2]\n", line: 5, column: 5,
                          "expected a constraint (a string or a mapping), found a sequence")
    }

    // MARK: Visual format

    func testVisualFormatErrors() {
        assertSchemaError(base + "constraints:\n  - visual: \"H:|-[titel]\"\n", line: 5, column: 19, endColumn: 24,
                          "unknown view 'titel'; did you mean 'title'?")
        assertSchemaError(base + "constraints:\n  - visual: H:|-20@750-[title]\n", line: 5, column: 19, endColumn: 20,
                          "a spacing with a priority needs parentheses: '-(20@750)-'")
        assertSchemaError(base + "constraints:\n  - visual: \"H:[title]-\"\n", line: 5, column: 24, endColumn: 24,
                          "expected a spacing, '(', '[' or '|' after '-', found the end of the string")
        assertSchemaError(base + "constraints:\n  - visual: \"V:|[root]\"\n", line: 5, column: 16, endColumn: 17,
                          "'|' stands for the superview of the views in the string, but 'root' is a root")
        assertSchemaError(base + "constraints:\n  - { visual: \"H:[title]\", options: [alignAllLeading] }\n", line: 5, column: 38,
                          "option 'alignAllLeading' aligns views along the horizontal axis, which a horizontal ('H:') format lays out")
        assertSchemaError(base + "constraints:\n  - { visual: \"H:[title]\", options: [alignAllTopp] }\n", line: 5, column: 38,
                          "unknown option 'alignAllTopp'; did you mean 'alignAllTop'?")
        assertSchemaError(base + "constraints:\n  - visual: \"H:[title(>=wide)]\"\n", line: 5, column: 25, endColumn: 29,
                          "unknown metric or view 'wide'")
    }

    // MARK: States

    func testStateErrors() {
        assertSchemaError(base + "constraints:\n  - w: title.width == 1\nstates:\n  s:\n    hide: [titel]\n", line: 8, column: 12,
                          "unknown view 'titel'; did you mean 'title'?")
        assertSchemaError(base + "constraints:\n  - w: title.width == 1\nstates:\n  s:\n    deactivate: [x]\n", line: 8, column: 18,
                          "unknown constraint 'x'")
        assertSchemaError(base + "states:\n  s: { from: s }\n", line: 5, column: 14, "state 's' starts from itself")
        assertSchemaError(base + "states:\n  s: { from: t }\n", line: 5, column: 14, "unknown state 't'")
        assertSchemaError(base + "states:\n  s: { hid: [title] }\n", line: 5, column: 8, "unknown key 'hid' in state 's'; did you mean 'hide'?")
        assertSchemaError(base + "states:\n  s: { size: { title: [1, 2] } }\n", line: 5, column: 16,
                          "'size' applies to roots only; view 'title' has parent 'root'")
    }

    func testFromCycleLeavesOutTheStatesInIt() {
        let result = load(base + "states:\n  a: { from: b }\n  b: { from: a }\n  c: { from: a }\n  d: {}\n")
        XCTAssertEqual(summaries(result), ["5:14-5:15 [layout-schema] states 'a' → 'b' → 'a' form a 'from' cycle"])
        XCTAssertEqual(result.document?.states.map(\.name), ["d"])
    }

    // MARK: Several problems

    func testReportsEveryProblemAndKeepsTheRest() {
        let result = load("""
        views:
          root: { size: [100, 100], hidden: nope }
          a: { parent: root, hugs: 1 }
          b: { parent: nowhere }
        constraints:
          - a.width == 10
          - b.width == 10
          - a.widht == 10
          - named: a.height == 5
        states:
          s: { deactivate: [named, nothing] }
        """)
        XCTAssertEqual(summaries(result), [
            "2:37-2:41 [layout-schema] expected true or false, found 'nope'",
            "3:22-3:26 [layout-schema] unknown key 'hugs' in view 'a'; did you mean 'hugging'?",
            "4:16-4:23 [layout-schema] unknown view 'nowhere'",
            "8:7-8:12 [layout-schema] unknown attribute 'widht'; did you mean 'width'?",
            "11:28-11:35 [layout-schema] unknown constraint 'nothing'",
        ])
        XCTAssertEqual(result.document?.views.map(\.id), ["root", "a"])
        XCTAssertEqual(describe(result.document?.constraints ?? []), ["#1: a.width == 10", "named: a.height == 5"])
    }
}

/// More error kinds: wrong container types, names, VFL ids and options, state values.
final class MoreSchemaErrorTests: XCTestCase {
    private let base = "views:\n  root: { size: [100, 100] }\n  a: { parent: root }\n  b: { parent: root }\n"

    func testWrongContainerTypes() {
        assertSchemaError("views: [a, b]\n", line: 1, column: 8, "expected a mapping of view ids to views, found a sequence")
        assertSchemaError(base + "constraints: { a: 1 }\n", line: 5, column: 14, "expected a sequence of constraints, found a mapping")
        assertSchemaError(base + "states: [a]\n", line: 5, column: 9, "expected a mapping of state names to changes, found a sequence")
        assertSchemaError("layout: [x]\n" + base, line: 1, column: 9, "expected a name, found a sequence")
        assertSchemaError("views:\n  a: 5\n", line: 2, column: 6, "expected a mapping of view keys, found a number")
    }

    func testInvalidParentTypeLeavesTheViewOut() {
        let result = load("views:\n  root: {}\n  a: { parent: [root] }\nconstraints:\n  - a.width == 1\n")
        XCTAssertEqual(summaries(result), ["3:16-3:22 [layout-schema] expected a view id, found a sequence"])
        XCTAssertEqual(result.document?.views.map(\.id), ["root"])
        XCTAssertEqual(result.document?.constraints.count, 0)
    }

    func testMetricNames() {
        assertSchemaError("metrics: { my-gap: 8 }\n" + base, line: 1, column: 12,
                          "invalid metric name 'my-gap': it must start with a letter or '_' and contain only letters, digits and '_' ('-' would read as a minus)")
        assertSchemaError("metrics: { low: 8 }\n" + base, line: 1, column: 12, "'low' is a priority name and cannot be a metric name")
        assertSchemaError("metrics: { gap: wide }\n" + base, line: 1, column: 17, "expected a number, found 'wide'")
    }

    func testQuotedPriorityNumberAndNonStringKey() {
        assertSchemaError(base + "constraints:\n  - { first: a.width, priority: \"999\" }\n", line: 6, column: 33,
                          "expected a priority, found the quoted string '999'; write numbers without quotes")
        assertSchemaError(base + "states:\n  ? [x]\n  : {}\n", line: 6, column: 5, "expected a string key, found a sequence")
    }

    func testVisualFormatIDsAndOptions() {
        let duplicate = load(base + "constraints:\n  - { id: row, visual: \"H:[a][b]\" }\n  - { id: row, visual: \"H:[b][a]\" }\n")
        XCTAssertEqual(summaries(duplicate), ["7:11-7:14 [layout-schema] duplicate constraint id 'row'"])
        XCTAssertEqual(describe(duplicate.document?.constraints ?? []), ["row.1: b.leading == a.trailing"])
        assertSchemaError(base + "constraints:\n  - { visual: \"[a]\", options: [directionLeftToRight, directionRightToLeft] }\n",
                          line: 6, column: 54, "'directionRightToLeft' contradicts 'directionLeftToRight'")
        assertSchemaError(base + "constraints:\n  - { visual: \"[a]-[b]\", metrics: { gap: x } }\n", line: 6, column: 42,
                          "expected a number, found 'x'")
        assertSchemaError(base + "constraints:\n  - { visual: \"H:|-(a)-[b]\" }\n", line: 6, column: 21, endColumn: 22,
                          "a spacing takes a number or a metric, not a view ('a')")
        assertSchemaError(base + "constraints:\n  - { visual: \"X:[a]\" }\n", line: 6, column: 16, endColumn: 17,
                          "unknown orientation 'X': write 'H:' or 'V:'")
    }

    func testNoCommonSuperviewForThePipe() {
        assertSchemaError("views:\n  r1: {}\n  r2: {}\n  a: { parent: r1 }\n  b: { parent: r2 }\nconstraints:\n  - visual: \"|[a][b]\"\n",
                          line: 7, column: 14, endColumn: 15,
                          "'|' stands for the superview of the views in the string, but they have no common superview")
    }

    func testStateValues() {
        assertSchemaError(base + "constraints:\n  - w: a.width == 1\nstates:\n  s: { priority: { w: 0 } }\n", line: 8, column: 23,
                          "priority 0 is outside 1…1000")
        assertSchemaError(base + "constraints:\n  - w: a.width == 1\nstates:\n  s: { constant: { w: gapp } }\n", line: 8, column: 23,
                          "unknown metric 'gapp'")
        assertSchemaError(base + "constraints:\n  - width: a.width == 1\nstates:\n  s: { activate: [widht] }\n", line: 8, column: 19,
                          "unknown constraint 'widht'; did you mean 'width'?")
        assertSchemaError(base + "states:\n  s: { intrinsic: { a: [1] } }\n", line: 6, column: 24, "expected [width, height], found 1 item")
    }

    func testReferencesToConstraintsLeftOutAreNotReportedAgain() {
        let result = load(base + "constraints:\n  - w: a.width == nope\n  - { id: row, visual: \"[zz]\" }\nstates:\n  s: { deactivate: [w, row.1] }\n")
        XCTAssertEqual(summaries(result), [
            "6:19-6:23 [layout-schema] unknown metric 'nope'",
            "7:26-7:28 [layout-schema] unknown view 'zz'",
        ])
    }
}

final class FollowUpTests: XCTestCase {
    func testUsesOfABrokenMetricAreNotReportedAgain() {
        let result = load("""
        metrics: { gap: wide, my-pad: 2 }
        views:
          root: {}
          a: { parent: root }
        constraints:
          - a.leading == root.leading + gap
          - visual: "H:|-gap-[a]"
          - a.width == my
        """)
        XCTAssertEqual(summaries(result), [
            "1:17-1:21 [layout-schema] expected a number, found 'wide'",
            "1:23-1:29 [layout-schema] invalid metric name 'my-pad': it must start with a letter or '_' and contain only letters, digits and '_' ('-' would read as a minus)",
            "8:16-8:18 [layout-schema] unknown metric 'my'",
        ])
        XCTAssertEqual(result.document?.constraints.count, 0)
    }
}
