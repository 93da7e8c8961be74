import LayoutDiagnostics
import LayoutLint
import LayoutReporters
import Foundation
import XCTest

/// The examples of issue 19, each solved by hand against the spec ("Configurations" and
/// "Solving semantics"): sizes are never negative, the member a conflict leaves out takes no
/// further part, hidden-view space is judged on optimal ranges, and what counts as one defect.
/// Each asserts the whole text output (every rule, line, column, message and note) and the
/// exit status.
final class ExactVerdictTests: XCTestCase {
    private func assertLint(_ name: String, _ yaml: String, _ expected: String, exit: Int32,
                            file: StaticString = #filePath, line: UInt = #line) {
        let diagnostics = Linter.lint(SourceFile(path: "\(name).layout.yaml", text: yaml + "\n"))
        XCTAssertEqual(TextReporter().render(Report(diagnostics: diagnostics)), expected, file: file, line: line)
        XCTAssertEqual(LintOutcome(diagnostics: diagnostics).exitCode(), exit, "exit status", file: file, line: line)
    }

    // MARK: - Sizes are never negative

    /// 60 + 60 points of insets in a 100-point root: a's width would be -20. Its implicit
    /// `width >= 0` is a member of the conflict (at a's key), never the one left out; what the
    /// left-out inset alone determined (a's width) is not reported again.
    func testRequiredInsetsPastTheRootAreAConflictWithTheImplicitWidth() {
        assertLint("insets", """
            views: { root: { size: [100, 100] }, a: { parent: root } }
            constraints: [ { visual: "H:|-60-[a]-60-|" }, { visual: "V:|[a(20)]" } ]
            """, """
            insets.layout.yaml:2:37: error: 'root.trailing == a.trailing + 60' cannot hold together with 3 other required constraints: the others put root.trailing at 100, where it needs a.trailing + 60 = 60 + 60 = 120 or more; UIKit breaks one of them at run time [unsatisfiable-required]
            insets.layout.yaml:1:38: note: conflicting: 'a'.width >= 0 (sizes are never negative)
            insets.layout.yaml:1:18: note: conflicting: the width of root 'root' (100)
            insets.layout.yaml:2:30: note: conflicting: 'a.leading == root.leading + 60'
            insets.layout.yaml:2:37: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it

            """, exit: 1)
    }

    /// The label would be -18 wide (the @999 fallback outranks its compression resistance); it
    /// is held at 0 and the fallback gives way by 18, so b sits at 28 as drawn: negative-size
    /// only, no misplaced frame and no compression reported again.
    func testOptionalFallbackGivesWayWhileTheLabelIsHeldAtZero() {
        assertLint("fallback", """
            views:
              root: { size: [200, 100] }
              a: { parent: root, kind: label, intrinsic: [50, 20], frame: [20, 0, 0, 20] }
              b: { parent: root, frame: [28, 0, 40, 20] }
            constraints: [ { visual: "H:|-20-[a]-8-[b(40)]" }, { fallback: "b.leading == root.leading + 10 @999" }, { visual: "V:|[a]" }, { visual: "V:|[b(20)]" } ]
            """, """
            fallback.layout.yaml:3:3: warning: 'a' is held at a width of 0: constraints of higher priority than its compression resistance would squeeze it to -18; UIKit keeps sizes at zero or more, so optional constraints give way [negative-size]
            fallback.layout.yaml:5:30: note: held in place by 'a.leading == root.leading + 20'
            fallback.layout.yaml:5:37: note: held in place by 'b.leading == a.trailing + 8'
            fallback.layout.yaml:5:54: note: gives way by 18: 'fallback' (b.leading == root.leading + 10 @999)
            fallback.layout.yaml:3:3: note: fix-it: lower the priority of the constraint that should give way, or give 'a' a minimum width the others can keep

            """, exit: 0)
    }

    /// A plain view between two 60-point labels in a 100-point row: held at 0, and the labels
    /// share the 20 points too few at equal compression resistance, a tie.
    func testViewHeldAtZeroLeavesACompressionTie() {
        assertLint("row", """
            views:
              root: { size: [100, 100] }
              a: { parent: root }
              b: { parent: root, kind: label, intrinsic: [60, 20] }
              c: { parent: root, kind: label, intrinsic: [60, 20] }
            constraints: [ { visual: "H:|[a][b][c]|" }, { visual: "V:|[a(20)][b][c]" } ]
            """, """
            row.layout.yaml:3:3: warning: 'a' is held at a width of 0: its constraints would squeeze it to -20; UIKit keeps sizes at zero or more, so optional constraints give way [negative-size]
            row.layout.yaml:6:29: note: held in place by 'a.leading == root.leading'
            row.layout.yaml:6:32: note: held in place by 'b.leading == a.trailing'
            row.layout.yaml:3:3: note: fix-it: lower the priority of the constraint that should give way, or give 'a' a minimum width the others can keep
            row.layout.yaml:4:3: warning: 'b' and 'c' have equal horizontal compression resistance priority (750) and share 20 points of space to give up, so UIKit may resize either [compression-tie]
            row.layout.yaml:5:3: note: 'c' has the same horizontal compression resistance priority (750)
            row.layout.yaml:4:3: note: fix-it: lower one view's compression resistance to 749 (it is squeezed first) or raise the other's to 751

            """, exit: 0)
    }

    // MARK: - Hidden-view space on optimal ranges

    /// Hidden a and visible b share 52 points of height at equal hugging: a's height ranges over
    /// [20, 72] and b's y over [28, 80]; without a, b's y is 80. Both the tie and the space.
    func testHiddenViewInATieHoldsSpace() {
        assertLint("tied", """
            views:
              root: { size: [200, 100] }
              a: { parent: root, kind: label, intrinsic: [50, 20], hugging: 750, hidden: true }
              b: { parent: root, kind: label, intrinsic: [50, 20], hugging: 750 }
            constraints:
              - visual: "H:|[a]"
              - visual: "H:|[b]"
              - visual: "V:|[a]-8-[b]|"
            """, """
            tied.layout.yaml:3:3: warning: 'a' and 'b' have equal vertical content hugging priority (750) and share 52 points of extra space to take up, so UIKit may resize either [hugging-tie]
            tied.layout.yaml:4:3: note: 'b' has the same vertical content hugging priority (750)
            tied.layout.yaml:3:3: note: fix-it: lower one view's hugging priority to 749 (it stretches) or raise the other's to 751
            tied.layout.yaml:3:78: warning: 'a' is hidden but still takes 20 to 72 points of height, and 'b' is laid out against it; hidden views keep their constraints [hidden-view-space]
            tied.layout.yaml:4:3: note: 'b' would move, resize or come free without 'a' (laid out against it by 'b.top == a.bottom + 8')
            tied.layout.yaml:3:78: note: fix-it: deactivate the constraints that hold it, or activate a zero-height constraint while it is hidden

            """, exit: 0)
    }

    /// A determined hidden view and a partly ambiguous visible one (b's height tied between 10
    /// and 30): b's y goes from 28 to free without a.
    func testVisibleViewThatIsPartlyAmbiguousComesFree() {
        assertLint("partly", """
            views:
              root: { size: [200, 100] }
              a: { parent: root, hidden: true }
              b: { parent: root }
            constraints:
              - visual: "H:|[a(20)]"
              - visual: "H:|[b(20)]"
              - visual: "V:|[a(20)]-8-[b]"
              - b.height == 10 @500
              - b.height == 30 @500
            """, """
            partly.layout.yaml:3:30: warning: 'a' is hidden but still takes 20 points of height, and 'b' is laid out against it; hidden views keep their constraints [hidden-view-space]
            partly.layout.yaml:4:3: note: 'b' would move, resize or come free without 'a' (laid out against it by 'b.top == a.bottom + 8')
            partly.layout.yaml:3:30: note: fix-it: deactivate the constraints that hold it, or activate a zero-height constraint while it is hidden
            partly.layout.yaml:9:5: warning: 'b.height == 10 @500' and 1 other constraint of priority 500 trade 20 points of vertical space against each other, so UIKit may satisfy either [optional-priority-tie]
            partly.layout.yaml:10:5: note: trades against 'b.height == 30 @500'
            partly.layout.yaml:9:5: note: fix-it: raise the constraint that should win to 501

            """, exit: 0)
    }

    /// b is placed against hidden a, c against b: removing a frees both; b is named with the
    /// constraint that ties it to a, c is counted as a view that follows it.
    func testViewsFreedThroughAnotherViewAreNamed() {
        assertLint("chain", """
            views:
              root: { size: [200, 100] }
              a: { parent: root, hidden: true }
              b: { parent: root }
              c: { parent: root }
            constraints:
              - a.leading == root.leading
              - a.width == 20
              - b.leading == a.leading
              - b.width == 20
              - c.leading == b.trailing + 8
              - c.width == 20
              - visual: "V:|[a(20)]"
              - visual: "V:|[b(20)]"
              - visual: "V:|[c(20)]"
            """, """
            chain.layout.yaml:3:30: warning: 'a' is hidden but still takes 20 points of width, and 'b' is laid out against it (and 1 view that follows it); hidden views keep their constraints [hidden-view-space]
            chain.layout.yaml:4:3: note: 'b' would move, resize or come free without 'a' (laid out against it by 'b.leading == a.leading')
            chain.layout.yaml:3:30: note: fix-it: deactivate the constraints that hold it, or activate a zero-width constraint while it is hidden

            """, exit: 0)
    }

    // MARK: - The member left out

    /// The left-out `b.trailing == root.trailing - 8` settles nothing: a's width stays tied
    /// between its two @500 constraints, and hiding b in state s frees no space that the
    /// left-out member alone held.
    func testLeftOutMemberSettlesNoTieAndHoldsNoSpace() {
        assertLint("left-out", """
            views:
              root: { size: [200, 40] }
              a: { parent: root }
              b: { parent: root }
            constraints:
              - visual: "H:|[a][b(20)]"
              - a.width == 40 @500
              - a.width == 60 @500
              - b.trailing <= root.trailing - 100
              - b.trailing == root.trailing - 8
              - visual: "V:|[a(20)]"
              - visual: "V:|[b(20)]"
            states:
              s: { hide: [b] }
            """, """
            left-out.layout.yaml:7:5: warning: 'a.width == 40 @500' and 1 other constraint of priority 500 trade 20 points of horizontal space against each other, so UIKit may satisfy either [optional-priority-tie]
            left-out.layout.yaml:8:5: note: trades against 'a.width == 60 @500'
            left-out.layout.yaml:7:5: note: fix-it: raise the constraint that should win to 501
            left-out.layout.yaml:10:5: error: 'b.trailing == root.trailing - 8' cannot hold together with 1 other required constraint: the others put b.trailing at root.trailing - 100 or less, where it needs root.trailing - 8; UIKit breaks one of them at run time [unsatisfiable-required]
            left-out.layout.yaml:9:5: note: conflicting: 'b.trailing <= root.trailing - 100'
            left-out.layout.yaml:10:5: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it

            """, exit: 1)
    }

    /// The second line is left out (a's width would be -10); `a.width == 50` then holds, and no
    /// negative-size exists through the member left out.
    func testLeftOutMemberPushesNoSizeBelowZero() {
        assertLint("no-cascade", """
            views: { root: { size: [200, 100] }, a: { parent: root } }
            constraints: [ "a.leading == root.leading + 100", "a.trailing <= root.leading + 90", "a.width == 50", {visual: "V:|[a(20)]"} ]
            """, """
            no-cascade.layout.yaml:2:51: error: 'a.trailing <= root.leading + 90' cannot hold together with 2 other required constraints: the others put a.trailing at 100 or more, where it needs at most root.leading + 90 = 90; UIKit breaks one of them at run time [unsatisfiable-required]
            no-cascade.layout.yaml:1:38: note: conflicting: 'a'.width >= 0 (sizes are never negative)
            no-cascade.layout.yaml:2:16: note: conflicting: 'a.leading == root.leading + 100'
            no-cascade.layout.yaml:2:51: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it

            """, exit: 1)
    }

    // MARK: - What counts as one defect

    /// The same constraint conflicts with top1 as declared and with top2 in state s: two
    /// conflicts, each in its own configuration.
    func testDifferentMembersAreDifferentConflicts() {
        assertLint("tops", """
            views:
              root: { size: [100, 100] }
              a: { parent: root }
            constraints:
              - visual: "H:|[a(10)]"
              - { id: top1, expr: "a.top == root.top + 10" }
              - { id: top2, expr: "a.top == root.top + 50", active: false }
              - a.top == root.top + 30
              - a.height == 10
            states:
              s: { deactivate: [top1], activate: [top2] }
            """, """
            tops.layout.yaml:8:5: error: 'a.top == root.top + 30' cannot hold together with 1 other required constraint: the others put a.top at 10, where it needs root.top + 30 = 30; UIKit breaks one of them at run time in the declared layout [unsatisfiable-required]
            tops.layout.yaml:6:23: note: conflicting: 'top1' (a.top == root.top + 10)
            tops.layout.yaml:8:5: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it
            tops.layout.yaml:8:5: error: 'a.top == root.top + 30' cannot hold together with 1 other required constraint: the others put a.top at 50, where it needs root.top + 30 = 30; UIKit breaks one of them at run time in state 's' [unsatisfiable-required]
            tops.layout.yaml:7:23: note: conflicting: 'top2' (a.top == root.top + 50)
            tops.layout.yaml:8:5: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it

            """, exit: 1)
    }

    /// a's width is free in both configurations, but b follows it only as declared (through
    /// bToA): two defects, and the one in state s names no follower.
    func testDifferentFollowersAreDifferentAmbiguities() {
        assertLint("followers", """
            views:
              root: { size: [200, 100] }
              a: { parent: root }
              b: { parent: root }
            constraints:
              - a.leading == root.leading + 10
              - bToA: b.leading == a.trailing + 8
              - { id: bFixed, expr: "b.leading == root.leading + 100", active: false }
              - b.width == 20
              - visual: "V:|[a(20)]"
              - visual: "V:|[b(20)]"
            states:
              s: { deactivate: [bToA], activate: [bFixed] }
            """, """
            followers.layout.yaml:3:3: error: 'a' has no width: add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges in state 's' [underconstrained-axis]
            followers.layout.yaml:3:3: error: 'a' has no width: add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges in the declared layout [underconstrained-axis]
            followers.layout.yaml:4:3: note: 'b' is placed relative to it and moves with it

            """, exit: 1)
    }

    /// One hidden view and axis, hidden by two states through two `hide:` entries: one defect,
    /// reported once with both states, the second entry as a note.
    func testOneHiddenViewHiddenByTwoStatesIsOneDefect() {
        assertLint("two-states", """
            views:
              root: { size: [375, 400] }
              photo: { parent: root, kind: imageView }
              caption: { parent: root, kind: label, intrinsic: [160, 17] }
            constraints:
              - visual: "H:|-16-[photo]-16-|"
              - visual: "H:|-16-[caption]"
              - visual: "V:|-16-[photo(200)]-8-[caption]"
            states:
              offline:
                hide: [photo]
              loading:
                hide: [photo]
            """, """
            two-states.layout.yaml:11:12: warning: 'photo' is hidden but still takes 200 points of height, and 'caption' is laid out against it; hidden views keep their constraints in states 'offline' and 'loading' [hidden-view-space]
            two-states.layout.yaml:4:3: note: 'caption' would move, resize or come free without 'photo' (laid out against it by 'caption.top == photo.bottom + 8')
            two-states.layout.yaml:13:12: note: in state 'loading': 'photo' is hidden here
            two-states.layout.yaml:11:12: note: fix-it: deactivate the constraints that hold it, or activate a zero-height constraint while it is hidden

            """, exit: 0)
    }

    // MARK: - A free position next to a tied size

    /// a's width is tied between two @500 constraints and nothing places it: the tie and the
    /// missing position are both reported, and the missing position is an error.
    func testFreePositionIsReportedBesideATiedSize() {
        assertLint("free-x", """
            views:
              root: { size: [100, 100] }
              a: { parent: root }
            constraints:
              - a.width == 80 @500
              - a.width <= 60 @500
              - visual: "V:|[a(20)]"
            """, """
            free-x.layout.yaml:3:3: error: 'a' has no horizontal position: add a leading, trailing, left, right or centerX constraint [underconstrained-axis]
            free-x.layout.yaml:5:5: warning: 'a.width == 80 @500' and 1 other constraint of priority 500 trade 20 points of horizontal space against each other, so UIKit may satisfy either [optional-priority-tie]
            free-x.layout.yaml:6:5: note: trades against 'a.width <= 60 @500'
            free-x.layout.yaml:5:5: note: fix-it: raise the constraint that should win to 501

            """, exit: 1)
    }

    // MARK: - Lists that grow with the layout

    /// The properties of each diagnostic of `yaml`, as `--format json` writes them.
    private func jsonProperties(_ name: String, _ yaml: String) throws -> [[String: [String]]] {
        let diagnostics = Linter.lint(SourceFile(path: "\(name).layout.yaml", text: yaml))
        let data = Data(JSONReporter().render(Report(diagnostics: diagnostics)).utf8)
        let items = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return items.map { ($0["properties"] as? [String: [String]]) ?? [:] }
    }

    /// Fourteen views in a row after a hidden view: the text names the one laid out against it
    /// (with the constraint) and counts the thirteen that follow it; JSON lists all fourteen.
    func testHiddenViewSpaceNamesTheViewTiedToItAndJSONListsEveryAffectedView() throws {
        var yaml = "views:\n  root: { size: [400, 100] }\n  h: { parent: root, hidden: true }\n"
        for index in 0..<14 { yaml += "  v\(index): { parent: root }\n" }
        yaml += "constraints:\n  - visual: \"H:|[h(20)]\"\n  - visual: \"V:|[h(20)]\"\n  - v0.leading == h.trailing + 8\n"
        for index in 1..<14 { yaml += "  - v\(index).leading == v\(index - 1).trailing\n" }
        for index in 0..<14 { yaml += "  - v\(index).width == 10\n  - v\(index).top == root.top\n  - v\(index).height == 10\n" }
        let diagnostics = Linter.lint(SourceFile(path: "many.layout.yaml", text: yaml))
        XCTAssertEqual(diagnostics.map(\.message), [
            "'h' is hidden but still takes 20 points of width, and 'v0' is laid out against it (and 13 views that follow it); "
                + "hidden views keep their constraints",
        ])
        XCTAssertEqual(diagnostics.first?.notes.map(\.message), [
            "'v0' would move, resize or come free without 'h' (laid out against it by 'v0.leading == h.trailing + 8')",
        ])
        XCTAssertEqual(try jsonProperties("many", yaml), [["affectedViews": (0..<14).map { "v\($0)" }]])
    }

    /// A hidden photo with a badge beside it and a caption below it, two views following the
    /// caption: each axis names only the views tied to the photo by a constraint, with that
    /// constraint, and counts the rest; JSON and SARIF list every affected view.
    func testHiddenViewSpaceNamesOnlyTheViewsTiedToItAndCountsTheirFollowers() throws {
        let yaml = """
            views:
              root: { size: [300, 400] }
              photo: { parent: root }
              badge: { parent: root }
              caption: { parent: root }
              like: { parent: root }
              share: { parent: root }
            constraints:
              - visual: "H:|-10-[photo(100)]"
              - visual: "V:|-10-[photo(100)]-8-[caption(20)]-8-[like(20)]-8-[share(20)]"
              - badge.leading == photo.trailing + 8
              - badge.top == photo.top
              - badge.width == 20
              - badge.height == 20
              - visual: "H:|-10-[caption(100)]"
              - visual: "H:|-10-[like(100)]"
              - visual: "H:|-10-[share(100)]"
            states:
              no-photo: { hide: [photo] }
            """
        assertLint("hidden-photo", yaml, """
            hidden-photo.layout.yaml:19:22: warning: 'photo' is hidden but still takes 100 points of height, and 'badge' and 'caption' are laid out against it (and 2 views that follow them); hidden views keep their constraints in state 'no-photo' [hidden-view-space]
            hidden-photo.layout.yaml:4:3: note: 'badge' would move, resize or come free without 'photo' (laid out against it by 'badge.top == photo.top')
            hidden-photo.layout.yaml:5:3: note: 'caption' would move, resize or come free without 'photo' (laid out against it by 'caption.top == photo.bottom + 8')
            hidden-photo.layout.yaml:19:22: note: fix-it: deactivate the constraints that hold it, or activate a zero-height constraint while it is hidden
            hidden-photo.layout.yaml:19:22: warning: 'photo' is hidden but still takes 100 points of width, and 'badge' is laid out against it; hidden views keep their constraints in state 'no-photo' [hidden-view-space]
            hidden-photo.layout.yaml:4:3: note: 'badge' would move, resize or come free without 'photo' (laid out against it by 'badge.leading == photo.trailing + 8')
            hidden-photo.layout.yaml:19:22: note: fix-it: deactivate the constraints that hold it, or activate a zero-width constraint while it is hidden

            """, exit: 0)
        let everyAffected = [["affectedViews": ["badge", "caption", "like", "share"]], ["affectedViews": ["badge"]]]
        XCTAssertEqual(try jsonProperties("hidden-photo", yaml + "\n"), everyAffected)
        let diagnostics = Linter.lint(SourceFile(path: "hidden-photo.layout.yaml", text: yaml + "\n"))
        let sarif = SARIFReporter(sourceRoot: "/", toolVersion: "0").render(Report(diagnostics: diagnostics))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { ($0["properties"] as? [String: [String]]) ?? [:] }, everyAffected)
    }

    /// Twelve views placed against a view with no horizontal position: the text names ten and
    /// counts two; JSON lists the cause and all twelve.
    func testUnderconstrainedAxisJSONListsEveryUndeterminedView() throws {
        var yaml = "views:\n  root: { size: [400, 100] }\n  a: { parent: root }\n"
        for index in 0..<12 { yaml += "  f\(index): { parent: root }\n" }
        yaml += "constraints:\n  - visual: \"V:|[a(20)]\"\n  - a.width == 10\n"
        for index in 0..<12 { yaml += "  - f\(index).leading == a.trailing + \(index)\n  - f\(index).width == 10\n  - visual: \"V:|[f\(index)(10)]\"\n" }
        let diagnostics = Linter.lint(SourceFile(path: "followers.layout.yaml", text: yaml))
        XCTAssertEqual(diagnostics.map(\.message), ["'a' has no horizontal position: add a leading, trailing, left, right or centerX constraint"])
        XCTAssertEqual(diagnostics.first?.notes.count, 11)
        XCTAssertEqual(diagnostics.first?.notes.last?.message, "and 2 more views move with it")
        XCTAssertEqual(try jsonProperties("followers", yaml), [["undeterminedViews": ["a"] + (0..<12).map { "f\($0)" }]])
    }

    // MARK: - Generated layouts (issue 28, item 5)

    /// Each left-out height alone fixes both heights (200 put back gives a 150 and b 0), so
    /// the freedom they leave belongs to the conflicts: put back together, their pulls cancel
    /// along a + b = 150, which must not make it missing constraints. Only the two conflicts.
    func testFreedomThatEitherLeftOutMemberAloneRemovesBelongsToTheConflicts() {
        assertLint("conflicts", """
            views: { root: { size: [100, 200] }, a: { parent: root }, b: { parent: root } }
            constraints:
              - visual: "V:|-20-[a]-10-[b]-(>=20)-|"
              - a.height == 200
              - b.height == 180
              - visual: "H:|[a(20)]"
              - visual: "H:|[b(20)]"
            """, """
            conflicts.layout.yaml:4:5: error: 'a.height == 200' cannot hold together with 5 other required constraints: the others put a.height at 150 or less, where it needs 200; UIKit breaks one of them at run time [unsatisfiable-required]
            conflicts.layout.yaml:1:59: note: conflicting: 'b'.height >= 0 (sizes are never negative)
            conflicts.layout.yaml:1:18: note: conflicting: the height of root 'root' (200)
            conflicts.layout.yaml:3:17: note: conflicting: 'a.top == root.top + 20'
            conflicts.layout.yaml:3:24: note: conflicting: 'b.top == a.bottom + 10'
            conflicts.layout.yaml:3:31: note: conflicting: 'root.bottom >= b.bottom + 20'
            conflicts.layout.yaml:4:5: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it
            conflicts.layout.yaml:5:5: error: 'b.height == 180' cannot hold together with 5 other required constraints: the others put b.height at 150 or less, where it needs 180; UIKit breaks one of them at run time [unsatisfiable-required]
            conflicts.layout.yaml:1:38: note: conflicting: 'a'.height >= 0 (sizes are never negative)
            conflicts.layout.yaml:1:18: note: conflicting: the height of root 'root' (200)
            conflicts.layout.yaml:3:17: note: conflicting: 'a.top == root.top + 20'
            conflicts.layout.yaml:3:24: note: conflicting: 'b.top == a.bottom + 10'
            conflicts.layout.yaml:3:31: note: conflicting: 'root.bottom >= b.bottom + 20'
            conflicts.layout.yaml:5:5: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it

            """, exit: 1)
    }

    /// The aspect ratio carries c's vertical freedom onto its width, but only vertical
    /// compression resistances trade: one compression-tie of the three, no horizontal tie.
    func testATieIsTheConstraintsThatTradeNotTheAxesThatMove() {
        assertLint("tie", """
            views:
              root: { size: [200, 100] }
              a: { parent: root, kind: label, intrinsic: [50, 40] }
              b: { parent: root, kind: label, intrinsic: [50, 40] }
              c: { parent: root, intrinsic: [none, 40] }
            constraints:
              - visual: "V:|[a]-10-[b]-10-[c]|"
              - visual: "H:|[a]"
              - visual: "H:|[b]"
              - c.leading == root.leading
              - c.width == c.height * 0.5
            """, """
            tie.layout.yaml:3:3: warning: 'a', 'b' and 'c' have equal vertical compression resistance priority (750) and share 40 points of space to give up, so UIKit may resize either [compression-tie]
            tie.layout.yaml:4:3: note: 'b' has the same vertical compression resistance priority (750)
            tie.layout.yaml:5:3: note: 'c' has the same vertical compression resistance priority (750)
            tie.layout.yaml:3:3: note: fix-it: lower one view's compression resistance to 749 (it is squeezed first) or raise the other's to 751

            """, exit: 0)
    }

    /// The card and the spinner share one vertical freedom: the cause is the first of them in
    /// `views`, however the constraint between them is written.
    func testTheRootCauseOfSharedFreedomIsTheFirstViewWhicheverWayAConstraintIsWritten() {
        let below = """
            views:
              root: { size: [320, 480] }
              card: { parent: root }
              spinner: { parent: root }
            constraints:
              - visual: "H:|-20-[card]-20-|"
              - card.height == 100
              - visual: "H:[spinner(20)]"
              - spinner.centerX == root.centerX
              - spinner.height == 20
              - spinner.top == card.bottom + 248
            """
        let output = """
            cause.layout.yaml:3:3: error: 'card' has no vertical position: add a top, bottom, centerY or baseline constraint [underconstrained-axis]
            cause.layout.yaml:4:3: note: 'spinner' is placed relative to it and moves with it

            """
        assertLint("cause", below, output, exit: 1)
        let above = below.replacingOccurrences(of: "spinner.top == card.bottom + 248", with: "card.bottom == spinner.top - 248")
        XCTAssertNotEqual(above, below)
        assertLint("cause", above, output, exit: 1)
    }

    // MARK: - Found by the rule oracle

    /// Seed 22002491: c7 joins v5 and v4 at size 'regular' but is the conflict's left-out
    /// member at 'compact'. Where it holds is the conflict's concern: one hidden-space defect.
    func testAConstraintLeftOutInOneConfigurationDoesNotSplitAHiddenSpaceDefect() {
        let yaml = """
            views:
              r1: { size: { compact: [60, 100], regular: [300, 100] } }
              v2: { parent: r1, intrinsic: [30, none], hugging: 250, frame: [20, 8, 20, 20] }
              v3: { parent: r1, frame: [28, 8, 20, 20] }
              v4: { parent: v3, kind: label, intrinsic: [50, 20], compression: 1000 }
              v5: { parent: v3, hidden: true }
            constraints:
              - c1: v5.width == v4.width * 0.5
              - c2: v3.width == v2.width
              - v2.top == r1.top + 10
              - visual: "V:|-0-[v5(60)]-(20@750)-[v4]-60-|"
              - visual: "H:|-(>=0)-[v4]-(20@250)-[v5(40)]-(>=0)-|"
              - v3.top == v2.bottom + 20
              - v5.bottom >= v3.bottom + 50 @999
              - v5.bottom >= v3.bottom + 70 @999
              - visual: "H:|-20-[v2(>=20)]-0-|"
              - c7: v5.leading == v4.leading + 8
              - c8: v3.height == v2.height
              - v2.bottom == v3.centerY + 50 @999
              - { id: c10, expr: "v4.top >= v5.top + 8 @750", active: false }
              - c11: v2.height == 10 @251
            """
        let diagnostics = Linter.lint(SourceFile(path: "oracle.layout.yaml", text: yaml)).filter { $0.ruleID == "hidden-view-space" }
        XCTAssertEqual(TextReporter().render(Report(diagnostics: diagnostics)), """
            oracle.layout.yaml:6:29: warning: 'v5' is hidden but still takes 40 points of width, and 'v4' is laid out against it; hidden views keep their constraints [hidden-view-space]
            oracle.layout.yaml:5:3: note: 'v4' would move, resize or come free without 'v5' (laid out against it by 'c1' (v5.width == v4.width * 0.5), 'v5.leading == v4.trailing + 20 @250')
            oracle.layout.yaml:6:29: note: fix-it: deactivate the constraints that hold it, or activate a zero-width constraint while it is hidden

            """)
    }

    /// a's frame is fixed in the root's coordinates: it does not follow the root's free width.
    func testSubviewThatKeepsItsPlaceIsNoFollower() {
        assertLint("auto-root", """
            views:
              root: { size: [auto, 100] }
              a: { parent: root }
            constraints:
              - visual: "H:|-10-[a(20)]"
              - visual: "V:|[a(20)]"
            """, """
            auto-root.layout.yaml:2:3: error: 'root' has no width: add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]

            """, exit: 1)
    }

    /// b's width is tied between its two @750 constraints and a hangs from b's center with no
    /// width of its own: a is underconstrained, b's tie is reported too, and b (which does not
    /// depend on a) is no follower of a.
    func testTieOfAViewAFreeViewHangsFromIsReported() {
        assertLint("hanging", """
            views:
              root: { size: [200, 100] }
              a: { parent: root }
              b: { parent: root }
            constraints:
              - visual: "V:|[a(20)]"
              - visual: "V:|[b(20)]"
              - b.trailing == root.trailing - 20
              - b.width == 60 @750
              - b.width == 80 @750
              - a.trailing == b.centerX
            """, """
            hanging.layout.yaml:3:3: error: 'a' has no horizontal position or width: add a leading, trailing, left, right or centerX constraint, and a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]
            hanging.layout.yaml:9:5: warning: 'b.width == 60 @750' and 1 other constraint of priority 750 trade 20 points of horizontal space against each other, so UIKit may satisfy either [optional-priority-tie]
            hanging.layout.yaml:10:5: note: trades against 'b.width == 80 @750'
            hanging.layout.yaml:9:5: note: fix-it: raise the constraint that should win to 751

            """, exit: 1)
    }

    /// A state that only activates a vertical constraint leaves the horizontal space the same
    /// defect: one diagnostic for both configurations.
    func testHiddenViewSpaceIdentityIsPerAxis() {
        assertLint("per-axis", """
            views:
              root: { size: [200, 100] }
              a: { parent: root, hidden: true }
              b: { parent: root }
            constraints:
              - visual: "H:|[a(20)]-8-[b(20)]"
              - visual: "V:|[a(20)]"
              - visual: "V:|[b(20)]"
              - { id: extra, expr: "a.height == b.height", active: false }
            states:
              s: { activate: [extra] }
            """, """
            per-axis.layout.yaml:3:30: warning: 'a' is hidden but still takes 20 points of width, and 'b' is laid out against it; hidden views keep their constraints [hidden-view-space]
            per-axis.layout.yaml:4:3: note: 'b' would move, resize or come free without 'a' (laid out against it by 'b.leading == a.trailing + 8')
            per-axis.layout.yaml:3:30: note: fix-it: deactivate the constraints that hold it, or activate a zero-width constraint while it is hidden

            """, exit: 0)
    }

    /// In state s1 the conflict is the declared layout's (line 10 against c1), not one found
    /// with c5 because the state's changes were applied last; in s2 (c1's constant changed)
    /// c5, declared last, is left out.
    func testStateConflictsAreThoseOfItsConstraintsInDeclarationOrder() {
        let yaml = """
            views:
              r1: { size: [auto, 100] }
              v2: { parent: r1, kind: label, intrinsic: [60, 20], hidden: true }
              v3: { parent: r1, kind: label, intrinsic: [50, 20], hugging: { horizontal: 251, vertical: 250 }, hidden: true }
            constraints:
              - visual: "H:|-8-[v3]-[v2(20)]"
              - c1: v2.top == v3.bottom
              - { id: c2, expr: "v3.width == 20 @500", active: false }
              - c3: v2.bottom == v3.top @750
              - v3.top == v2.centerY + 10
              - c5: v2.height == 40
            states:
              s1: { hide: [v2], activate: [c2] }
              s2: { hide: [v3], constant: { c1: -10 } }
            """
        let conflicts = Linter.lint(SourceFile(path: "states.layout.yaml", text: yaml + "\n")).filter { $0.ruleID == "unsatisfiable-required" }
        XCTAssertEqual(conflicts.map { "\($0.location.start): \($0.configurations.joined(separator: "; "))" }, [
            "10:5: the declared layout; state 's1'",
            "11:5: state 's2'",
        ])
        XCTAssertEqual(conflicts.map { $0.notes.map(\.message) }, [
            ["conflicting: 'v2'.height >= 0 (sizes are never negative)", "conflicting: 'v3'.height >= 0 (sizes are never negative)",
             "conflicting: 'c1' (v2.top == v3.bottom)"],
            ["conflicting: 'v3'.height >= 0 (sizes are never negative)", "conflicting: 'c1' (v2.top == v3.bottom - 10)",
             "conflicting: 'v3.top == v2.centerY + 10'"],
        ])
    }

    /// a and b have no horizontal position, and b's place relative to a trades two @500
    /// constraints: a is missing constraints, and b moves with it (a note); what is left of b's
    /// freedom once a is placed is the tie, not missing constraints.
    func testFreedomLeftOnceAnEarlierCauseIsPlacedIsItsOwn() {
        assertLint("relative", """
            views:
              root: { size: [200, 100] }
              a: { parent: root }
              b: { parent: root }
            constraints:
              - visual: "V:|[a(20)]"
              - visual: "V:|[b(20)]"
              - a.width == 20
              - b.width == 20
              - b.leading == a.trailing + 10 @500
              - b.leading == a.trailing + 30 @500
            """, """
            relative.layout.yaml:3:3: error: 'a' has no horizontal position: add a leading, trailing, left, right or centerX constraint [underconstrained-axis]
            relative.layout.yaml:4:3: note: 'b' is placed relative to it and moves with it
            relative.layout.yaml:10:5: warning: 'b.leading == a.trailing + 10 @500' and 1 other constraint of priority 500 trade 20 points of horizontal space against each other, so UIKit may satisfy either [optional-priority-tie]
            relative.layout.yaml:11:5: note: trades against 'b.leading == a.trailing + 30 @500'
            relative.layout.yaml:10:5: note: fix-it: raise the constraint that should win to 501

            """, exit: 1)
    }

    /// v3 is placed after v4, which follows v2's free position, and v3's width is only bounded:
    /// v3 follows v2 (a note of v2's diagnostic) and is reported for the width of its own.
    func testViewPlacedByTheCauseWithAFreeSizeFollowsItAndIsReportedForItsSize() {
        assertLint("placed-only", """
            views:
              root: { size: [300, 100] }
              v2: { parent: root }
              v3: { parent: root }
              v4: { parent: root }
            constraints:
              - v2.width == 20
              - v4.leading == v2.trailing + 8
              - v4.width == 20
              - v3.leading == v4.trailing + 8
              - v3.width <= 20
              - visual: "V:|[v2(20)]"
              - visual: "V:|[v3(20)]"
              - visual: "V:|[v4(20)]"
            """, """
            placed-only.layout.yaml:3:3: error: 'v2' has no horizontal position: add a leading, trailing, left, right or centerX constraint [underconstrained-axis]
            placed-only.layout.yaml:4:3: note: 'v3' is placed relative to it and moves with it
            placed-only.layout.yaml:5:3: note: 'v4' is placed relative to it and moves with it
            placed-only.layout.yaml:4:3: error: 'v3' has no width: only inequalities bound it (its width can be anywhere from 0 to 20); add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]

            """, exit: 1)
    }

    /// Three @750 constraints on b trade (b.top from -5 to 30 over the optimal solutions): the
    /// tie names all three, not the two of one direction.
    func testTieNamesEveryConstraintWhoseViolationVaries() {
        let yaml = """
            views:
              root: { size: [200, 100] }
              a: { parent: root }
              b: { parent: root }
            constraints:
              - visual: "H:|[a(20)]"
              - visual: "H:|[b(20)]"
              - a.top == root.top
              - a.height == 10
              - b.top == a.bottom + 20 @750
              - b.height == 20 @750
              - b.bottom == a.centerY + 10 @750
            """
        let ties = Linter.lint(SourceFile(path: "three.layout.yaml", text: yaml + "\n")).filter { $0.ruleID == "optional-priority-tie" }
        XCTAssertEqual(ties.map { "\($0.location.start)" }, ["10:5"])
        XCTAssertEqual(ties.first?.notes.map(\.message), [
            "trades against 'b.height == 20 @750'",
            "trades against 'b.bottom == a.centerY + 10 @750'",
        ])
    }

    /// A hidden view with no width of its own (0 to 172 over the optimal solutions) still holds
    /// space: its width is not zero in some optimal solution, and without it b's position goes
    /// from 8…180 to free.
    func testAmbiguousHiddenViewHoldsSpaceOverItsRange() {
        assertLint("open-width", """
            views:
              root: { size: [200, 100] }
              a: { parent: root, hidden: true }
              b: { parent: root }
            constraints:
              - a.leading == root.leading
              - b.leading == a.trailing + 8
              - b.width == 20
              - b.trailing <= root.trailing
              - visual: "V:|[a(20)]"
              - visual: "V:|[b(20)]"
            """, """
            open-width.layout.yaml:3:3: error: 'a' has no width: only inequalities bound it (its width can be anywhere from 0 to 172); add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]
            open-width.layout.yaml:4:3: note: 'b' is placed relative to it and moves with it
            open-width.layout.yaml:3:30: warning: 'a' is hidden but still takes 0 to 172 points of width, and 'b' is laid out against it; hidden views keep their constraints [hidden-view-space]
            open-width.layout.yaml:4:3: note: 'b' would move, resize or come free without 'a' (laid out against it by 'b.leading == a.trailing + 8')
            open-width.layout.yaml:3:30: note: fix-it: deactivate the constraints that hold it, or activate a zero-width constraint while it is hidden

            """, exit: 1)
    }

    /// b's top is a.bottom + 0…20 (two @500 constraints trade) and nothing places a: b moves
    /// with a, so the missing constraints leave both undetermined, and the tie leaves b.
    func testViewThatMovesWithAFreeViewAndThroughATieIsNamedByBoth() throws {
        let yaml = """
            views:
              root: { size: [200, 100] }
              a: { parent: root }
              b: { parent: root }
            constraints:
              - visual: "H:|[a(20)]"
              - visual: "H:|[b(20)]"
              - a.height == 20
              - b.height == 20
              - b.top == a.bottom @500
              - b.top == a.bottom + 20 @500
            """
        let diagnostics = Linter.lint(SourceFile(path: "both.layout.yaml", text: yaml + "\n"))
        XCTAssertEqual(diagnostics.map(\.ruleID), ["underconstrained-axis", "optional-priority-tie"])
        XCTAssertEqual(diagnostics.first?.notes.map(\.message), ["'b' is placed relative to it and moves with it"])
        XCTAssertEqual(try jsonProperties("both", yaml), [["undeterminedViews": ["a", "b"]], ["undeterminedViews": ["b"]]])
    }

    /// b's place trades two @750 constraints (b.x anywhere from 20 to 172); with b held
    /// anywhere there, a's width can still be anything from 20 to b.x with nothing changing:
    /// missing constraints beside the tie.
    func testFreedomBesideATieIsReported() {
        assertLint("beside", """
            views:
              root: { size: [200, 100] }
              a: { parent: root }
              b: { parent: root }
            constraints:
              - visual: "V:|[a(20)]"
              - visual: "V:|[b(20)]"
              - visual: "H:|[a]-(>=0)-[b(20)]-(8@750)-|"
              - a.width >= 20 @750
              - a.leading >= b.trailing + 20 @750
            """, """
            beside.layout.yaml:3:3: error: 'a' has no width: only inequalities bound it (its width can be anywhere from 20 to 172); add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]
            beside.layout.yaml:8:34: warning: 'root.trailing == b.trailing + 8 @750' and 1 other constraint of priority 750 trade 152 points of horizontal space against each other, so UIKit may satisfy either [optional-priority-tie]
            beside.layout.yaml:10:5: note: trades against 'a.leading >= b.trailing + 20 @750'
            beside.layout.yaml:8:34: note: fix-it: raise the constraint that should win to 751

            """, exit: 1)
    }

    /// The root's width is free, and a's centre trades two @251 constraints (a.centerX minus
    /// root.centerX anywhere from 8 to 18) at any width from 20 up. At the solver's vertex the
    /// width is 0, where a.x >= 8 holds the trade at one end: the cause is held inside its
    /// range, not at the vertex, so the tie is still seen (10 points: each violation 0 to 10).
    func testTieOfAFollowerIsSeenWithTheCauseHeldInsideItsRange() {
        assertLint("inside", """
            views:
              root: { size: [auto, 100] }
              a: { parent: root }
            constraints:
              - visual: "H:|-(>=8)-[a(20)]"
              - a.centerX == root.centerX + 18 @251
              - a.centerX == root.centerX + 8 @251
              - visual: "V:|[a(20)]"
            """, """
            inside.layout.yaml:2:3: error: 'root' has no width: add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]
            inside.layout.yaml:3:3: note: 'a' is placed relative to it and moves with it
            inside.layout.yaml:6:5: warning: 'a.centerX == root.centerX + 18 @251' and 1 other constraint of priority 251 trade 10 points of horizontal space against each other, so UIKit may satisfy either [optional-priority-tie]
            inside.layout.yaml:7:5: note: trades against 'a.centerX == root.centerX + 8 @251'
            inside.layout.yaml:6:5: note: fix-it: raise the constraint that should win to 252

            """, exit: 1)
    }

    /// b (declared first) sits on a, whose height nothing fixes (0 to 40): b is the cause, as
    /// the first of the views that share the freedom, and a follows it. b's centre also trades
    /// the two @251 constraints, a tie of its own: 20 points (b's centre anywhere from 20 to
    /// 40).
    func testFirstOfViewsThatShareAFreedomIsTheCauseAndKeepsItsTie() {
        assertLint("swap", """
            views:
              root: { size: [100, 100] }
              b: { parent: root }
              a: { parent: root }
            constraints:
              - visual: "H:|[a(20)]"
              - visual: "H:|[b(20)]"
              - visual: "V:|[a][b]"
              - b.centerY == root.top + 40 @251
              - b.centerY == root.top + 20 @251
            """, """
            swap.layout.yaml:3:3: error: 'b' has no vertical position or height: only inequalities bound it (its vertical position can be anywhere from 0 to 40, and its height can be anywhere from 0 to 80); add a top, bottom, centerY or baseline constraint, and a height constraint, an intrinsic height, or constraints on both its top and bottom edges [underconstrained-axis]
            swap.layout.yaml:4:3: note: 'a' is placed relative to it and moves with it
            swap.layout.yaml:9:5: warning: 'b.centerY == root.top + 40 @251' and 1 other constraint of priority 251 trade 20 points of vertical space against each other, so UIKit may satisfy either [optional-priority-tie]
            swap.layout.yaml:10:5: note: trades against 'b.centerY == root.top + 20 @251'
            swap.layout.yaml:9:5: note: fix-it: raise the constraint that should win to 252

            """, exit: 1)
    }

    /// a's place is free and its height trades two @500 constraints (the third @500, met
    /// throughout, trades nothing); b, inside a near its bottom, moves (in a's coordinates)
    /// only with that height: it follows the tie, not the
    /// missing constraints, so the underconstrained-axis error names no follower.
    func testViewThatMovesOnlyThroughTheCausesTieIsNoFollowerOfItsFreedom() {
        assertLint("split", """
            views:
              root: { size: [100, 100] }
              a: { parent: root }
              b: { parent: a }
            constraints:
              - visual: "H:|[a(20)]"
              - visual: "H:|[b(10)]"
              - a.height == 0 @500
              - a.height == 20 @500
              - visual: "V:[b(10)]-8-|"
              - b.top <= a.top + 8 @500
            """, """
            split.layout.yaml:3:3: error: 'a' has no vertical position: add a top, bottom, centerY or baseline constraint [underconstrained-axis]
            split.layout.yaml:8:5: warning: 'a.height == 0 @500' and 1 other constraint of priority 500 trade 20 points of vertical space against each other, so UIKit may satisfy either [optional-priority-tie]
            split.layout.yaml:9:5: note: trades against 'a.height == 20 @500'
            split.layout.yaml:8:5: note: fix-it: raise the constraint that should win to 501

            """, exit: 1)
    }

    /// Nothing places a's left edge or fixes its width, but its trailing edge trades two @251
    /// constraints (anywhere from 170 to 190): its position and width are each free, and the
    /// edge they make together is tied. Both the missing constraints and the tie (each
    /// violation 0 to 20) are reported.
    func testTieOnAnEdgeOfAViewWithFreePositionAndWidthIsReported() {
        assertLint("edge", """
            views:
              root: { size: [200, 100] }
              a: { parent: root }
            constraints:
              - visual: "V:|[a(20)]"
              - a.trailing == root.trailing - 10 @251
              - a.trailing == root.trailing - 30 @251
            """, """
            edge.layout.yaml:3:3: error: 'a' has no horizontal position or width: add a leading, trailing, left, right or centerX constraint, and a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]
            edge.layout.yaml:6:5: warning: 'a.trailing == root.trailing - 10 @251' and 1 other constraint of priority 251 trade 20 points of horizontal space against each other, so UIKit may satisfy either [optional-priority-tie]
            edge.layout.yaml:7:5: note: trades against 'a.trailing == root.trailing - 30 @251'
            edge.layout.yaml:6:5: note: fix-it: raise the constraint that should win to 252

            """, exit: 1)
    }

    /// a's position trades two @500 constraints (20 to 40) and its width two @251 ones (40 to
    /// 80): two ties on one view and axis, both reported (one per priority).
    func testPositionAndSizeTiedAtDifferentPrioritiesAreTwoTies() {
        assertLint("parts", """
            views:
              root: { size: [200, 100] }
              a: { parent: root }
            constraints:
              - visual: "V:|[a(20)]"
              - a.leading == root.leading + 20 @500
              - a.leading == root.leading + 40 @500
              - a.width == 40 @251
              - a.width == 80 @251
            """, """
            parts.layout.yaml:6:5: warning: 'a.leading == root.leading + 20 @500' and 1 other constraint of priority 500 trade 20 points of horizontal space against each other, so UIKit may satisfy either [optional-priority-tie]
            parts.layout.yaml:7:5: note: trades against 'a.leading == root.leading + 40 @500'
            parts.layout.yaml:6:5: note: fix-it: raise the constraint that should win to 501
            parts.layout.yaml:8:5: warning: 'a.width == 40 @251' and 1 other constraint of priority 251 trade 40 points of horizontal space against each other, so UIKit may satisfy either [optional-priority-tie]
            parts.layout.yaml:9:5: note: trades against 'a.width == 80 @251'
            parts.layout.yaml:8:5: note: fix-it: raise the constraint that should win to 252

            """, exit: 0)
    }

    /// The closing `c.trailing == a.leading - 10` conflicts with the row (c would end 8 or
    /// more after a's leading edge, whatever the widths: the fixed widths are not members)
    /// and is left out; b's free width is what it alone would have fixed, so b's width
    /// is not reported again. c still moves with a, which nothing places: it follows a as b
    /// does, and is named.
    func testFollowerOfExcusedFreedomThatStillMovesIsNamed() {
        assertLint("orphan", """
            views:
              root: { size: [200, 100] }
              a: { parent: root }
              b: { parent: root }
              c: { parent: root }
            constraints:
              - visual: "V:|[a(20)]"
              - visual: "V:|[b(20)]"
              - visual: "V:|[c(20)]"
              - visual: "H:[a(20)][b]-8-[c(20)]"
              - c.trailing == a.leading - 10
            """, """
            orphan.layout.yaml:3:3: error: 'a' has no horizontal position: add a leading, trailing, left, right or centerX constraint [underconstrained-axis]
            orphan.layout.yaml:4:3: note: 'b' is placed relative to it and moves with it
            orphan.layout.yaml:5:3: note: 'c' is placed relative to it and moves with it
            orphan.layout.yaml:11:5: error: 'c.trailing == a.leading - 10' cannot hold together with 5 other required constraints: the others put c.trailing at a.leading + 8 or more, where it needs a.leading - 10; UIKit breaks one of them at run time [unsatisfiable-required]
            orphan.layout.yaml:3:3: note: conflicting: 'a'.width >= 0 (sizes are never negative)
            orphan.layout.yaml:4:3: note: conflicting: 'b'.width >= 0 (sizes are never negative)
            orphan.layout.yaml:5:3: note: conflicting: 'c'.width >= 0 (sizes are never negative)
            orphan.layout.yaml:10:22: note: conflicting: 'b.leading == a.trailing'
            orphan.layout.yaml:10:26: note: conflicting: 'c.leading == b.trailing + 8'
            orphan.layout.yaml:11:5: note: fix-it: lower the priority of the constraint that should give way to 999, or remove it

            """, exit: 1)
    }

    /// c's place follows a's tie (c.leading == a.trailing) and its width trades two @250
    /// constraints; b is free and joined to nothing. Holding a (the first cause) already
    /// places c, so holding b changes nothing about c: c is no follower of b.
    func testViewPlacedByAnEarlierCauseIsNoFollowerOfTheNext() {
        assertLint("held", """
            views:
              root: { size: [300, 100] }
              a: { parent: root }
              b: { parent: root }
              c: { parent: root }
            constraints:
              - visual: "V:|[a(20)]"
              - visual: "V:|[b(20)]"
              - visual: "V:|[c(20)]"
              - a.width == 20
              - a.leading == root.leading + 10 @500
              - a.leading == root.leading + 30 @500
              - c.leading == a.trailing
              - c.width == 40 @250
              - c.width == 60 @250
              - b.width == 10
            """, """
            held.layout.yaml:4:3: error: 'b' has no horizontal position: add a leading, trailing, left, right or centerX constraint [underconstrained-axis]
            held.layout.yaml:11:5: warning: 'a.leading == root.leading + 10 @500' and 1 other constraint of priority 500 trade 20 points of horizontal space against each other, so UIKit may satisfy either [optional-priority-tie]
            held.layout.yaml:12:5: note: trades against 'a.leading == root.leading + 30 @500'
            held.layout.yaml:11:5: note: fix-it: raise the constraint that should win to 501
            held.layout.yaml:14:5: warning: 'c.width == 40 @250' and 1 other constraint of priority 250 trade 20 points of horizontal space against each other, so UIKit may satisfy either [optional-priority-tie]
            held.layout.yaml:15:5: note: trades against 'c.width == 60 @250'
            held.layout.yaml:14:5: note: fix-it: raise the constraint that should win to 251

            """, exit: 1)
    }

    /// b's bottom trades two @500 constraints (a's and b's heights sum to anywhere from 0 to
    /// 100). With that sum held, the two heights still trade freely against each other: no
    /// constraint sees how the sum is split, so a has no height (b, below it, follows). At
    /// the solver's vertex both heights are 0, where the split cannot move; the trade is held
    /// inside its range, not the views' heights.
    func testFreeSplitOfATiedSumIsReported() {
        assertLint("split", """
            views:
              root: { size: [200, 200] }
              a: { parent: root }
              b: { parent: root }
            constraints:
              - visual: "H:|[a(20)]"
              - visual: "H:|[b(20)]"
              - visual: "V:|-10-[a]-8-[b]"
              - b.bottom <= root.top + 18 @500
              - b.bottom == root.top + 118 @500
            """, """
            split.layout.yaml:3:3: error: 'a' has no height: only inequalities bound it (its height can be anywhere from 0 to 100); add a height constraint, an intrinsic height, or constraints on both its top and bottom edges [underconstrained-axis]
            split.layout.yaml:4:3: note: 'b' is placed relative to it and moves with it
            split.layout.yaml:9:5: warning: 'b.bottom <= root.top + 18 @500' and 1 other constraint of priority 500 trade 100 points of vertical space against each other, so UIKit may satisfy either [optional-priority-tie]
            split.layout.yaml:10:5: note: trades against 'b.bottom == root.top + 118 @500'
            split.layout.yaml:9:5: note: fix-it: raise the constraint that should win to 501

            """, exit: 1)
    }

    /// b follows a, which nothing places; c's width ties elsewhere on the same axis. Holding
    /// that tie to look for freedom beside it does not make b a cause of its own: it moves
    /// only with a, and is named once, as a's follower.
    func testFollowerIsNotReportedAgainBesideATie() {
        assertLint("beside", """
            views:
              root: { size: [200, 100] }
              a: { parent: root }
              b: { parent: root }
              c: { parent: root }
            constraints:
              - visual: "V:|[a(20)]"
              - visual: "V:|[b(20)]"
              - visual: "V:|[c(20)]"
              - a.width == 20
              - b.leading == a.trailing + 8
              - b.width == 20
              - c.leading == root.leading + 10
              - c.width == 30 @500
              - c.width == 50 @500
            """, """
            beside.layout.yaml:3:3: error: 'a' has no horizontal position: add a leading, trailing, left, right or centerX constraint [underconstrained-axis]
            beside.layout.yaml:4:3: note: 'b' is placed relative to it and moves with it
            beside.layout.yaml:14:5: warning: 'c.width == 30 @500' and 1 other constraint of priority 500 trade 20 points of horizontal space against each other, so UIKit may satisfy either [optional-priority-tie]
            beside.layout.yaml:15:5: note: trades against 'c.width == 50 @500'
            beside.layout.yaml:14:5: note: fix-it: raise the constraint that should win to 501

            """, exit: 1)
    }

    /// Nothing places a vertically, and its height trades (c inside it, between two @251
    /// heights); b sits on a. Pinning a fixes b and c, and c (placing itself least) becomes
    /// the cause of the group, which only ties: b, moving with a's free position, is named as
    /// a follower of the missing constraints, not only of the tie.
    func testFollowerOfAFreeCauseSwappedForATiedOneIsNamed() {
        assertLint("swap3", """
            views:
              root: { size: [200, 200] }
              a: { parent: root }
              b: { parent: root }
              c: { parent: a }
            constraints:
              - visual: "H:|[a(100)]"
              - visual: "H:|[b(20)]"
              - visual: "H:|[c(20)]"
              - visual: "V:[b(10)]-0-[a]"
              - b.top >= a.top - 5 @251
              - b.top >= a.top - 8 @251
              - visual: "V:|-8-[c]-20-|"
              - c.height == 40 @251
              - c.height == 50 @251
            """, """
            swap3.layout.yaml:3:3: error: 'a' has no vertical position: add a top, bottom, centerY or baseline constraint [underconstrained-axis]
            swap3.layout.yaml:4:3: note: 'b' is placed relative to it and moves with it
            swap3.layout.yaml:14:5: warning: 'c.height == 40 @251' and 1 other constraint of priority 251 trade 10 points of vertical space against each other, so UIKit may satisfy either [optional-priority-tie]
            swap3.layout.yaml:15:5: note: trades against 'c.height == 50 @251'
            swap3.layout.yaml:14:5: note: fix-it: raise the constraint that should win to 252

            """, exit: 1)
    }

    /// a has no width, and its leading edge sits at b's centre, which the b / c / d hugging tie
    /// moves. Pinning a places c (b's width is fixed) while c's width still trades with d's: c
    /// moves only through the tie (reported as hugging-tie), never with a's missing width, so
    /// it is no follower of it.
    func testViewPlacedThroughATiedPositionDoesNotFollowTheFreeWidth() {
        assertLint("tied-place", """
            views:
              root: { size: [300, 100] }
              a: { parent: root, kind: label, intrinsic: [none, 20] }
              b: { parent: root, kind: label, intrinsic: [20, 20] }
              c: { parent: root, kind: label, intrinsic: [80, 20] }
              d: { parent: root, kind: label, intrinsic: [80, 20] }
            constraints:
              - visual: "H:|[b]-10-[c]-[d]-0-|"
              - a.leading == b.centerX
              - visual: "V:|[a]"
              - visual: "V:|[b]"
              - visual: "V:|[c]"
              - visual: "V:|[d]"
            """, """
            tied-place.layout.yaml:3:3: error: 'a' has no width: add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]
            tied-place.layout.yaml:4:3: warning: 'b', 'c' and 'd' have equal horizontal content hugging priority (251) and share 102 points of extra space to take up, so UIKit may resize either [hugging-tie]
            tied-place.layout.yaml:5:3: note: 'c' has the same horizontal content hugging priority (251)
            tied-place.layout.yaml:6:3: note: 'd' has the same horizontal content hugging priority (251)
            tied-place.layout.yaml:4:3: note: fix-it: lower one view's hugging priority to 250 (it stretches) or raise the other's to 252

            """, exit: 1)
    }

    /// Nothing places a horizontally; b sits 20 after it @999, but b's place comes from the
    /// @750 inset of c and b's own width tie (0 or 20 @750): a free anywhere keeps the @999
    /// gap. Pinning a lets that gap decide b's place, yet b moves only through its tie, so it
    /// is no follower of a.
    func testViewHeldByAnOptionalGapToAFreeViewDoesNotFollowIt() {
        assertLint("gap", """
            views:
              root: { size: [200, 100] }
              a: { parent: root }
              b: { parent: root }
              c: { parent: root, kind: label, intrinsic: [20, 20] }
            constraints:
              - visual: "H:[a]-(20@999)-[b]-[c(40@251)]-(8@750)-|"
              - b.width == 0 @750
              - b.width == 20 @750
              - visual: "V:|[a(20)]"
              - visual: "V:|[b(20)]"
              - visual: "V:|[c]"
            """, """
            gap.layout.yaml:3:3: error: 'a' has no horizontal position or width: add a leading, trailing, left, right or centerX constraint, and a width constraint, an intrinsic width, or constraints on both its leading and trailing edges [underconstrained-axis]
            gap.layout.yaml:7:36: warning: 'c.width == 40 @251' and 1 other constraint of priority 251 trade 20 points of horizontal space against each other, so UIKit may satisfy either [optional-priority-tie]
            gap.layout.yaml:5:46: note: trades against the horizontal content hugging of 'c' (width <= 20 @251)
            gap.layout.yaml:7:36: note: fix-it: raise the constraint that should win to 252
            gap.layout.yaml:8:5: warning: 'b.width == 0 @750' and 1 other constraint of priority 750 trade 20 points of horizontal space against each other, so UIKit may satisfy either [optional-priority-tie]
            gap.layout.yaml:9:5: note: trades against 'b.width == 20 @750'
            gap.layout.yaml:8:5: note: fix-it: raise the constraint that should win to 751

            """, exit: 1)
    }
}
