import LayoutFix
import XCTest

/// Each fix kind on layout files written here: the exact text `fix` makes, the exact lines
/// it prints, the check's refusals, and that a second run changes nothing.
final class YAMLFixTests: XCTestCase {
    /// Fixes `text` as `name` and returns the fixed text (nil when nothing was applied) and
    /// the printed lines, with the scratch folder left out of paths.
    private func fix(_ text: String, name: String = "a.layout.yaml", unsafe: Bool = false, rules: Set<String>? = nil)
        throws -> (text: String?, lines: [String]) {
        let scratch = try FixScratch()
        defer { scratch.remove() }
        try scratch.write(name, text)
        let outcome = try FixRun(paths: [scratch.path(name)], selection: FixSelection(includesUnsafe: unsafe, rules: rules)).run()
        let lines = (outcome.lines(verb: "fixed") + [outcome.summary(verb: "fixed")])
            .map { $0.replacingOccurrences(of: scratch.url.path + "/", with: "") }
        let fixed = outcome.files.first?.fixedText
        if let fixed {
            // Idempotent: the fixed text has nothing left that a fix would change.
            try scratch.write(name, fixed)
            let again = try FixRun(paths: [scratch.path(name)], selection: FixSelection(includesUnsafe: unsafe, rules: rules)).run()
            XCTAssertNil(again.files.first?.fixedText, "a second run changed the file again")
        }
        return (fixed, lines)
    }

    func testRequiredContentPriorityBecomes999KeepingCommentsAndNames() throws {
        let result = try fix("""
            # A row whose switch keeps its size.
            views:
              root: { size: [375, 44] }
              toggle: { parent: root, kind: switch, intrinsic: [51, 31], hugging: 1000, compression: 1000 }  # keep
              title:
                parent: root
                kind: label
                intrinsic: [100, 21]
                hugging: { horizontal: required, vertical: 251 }
            constraints:
              - visual: "H:|-16-[title]-(>=8)-[toggle]-16-|"
              - title.centerY == superview.centerY
              - toggle.centerY == superview.centerY

            """)
        XCTAssertEqual(result.text, """
            # A row whose switch keeps its size.
            views:
              root: { size: [375, 44] }
              toggle: { parent: root, kind: switch, intrinsic: [51, 31], hugging: 999, compression: 999 }  # keep
              title:
                parent: root
                kind: label
                intrinsic: [100, 21]
                hugging: { horizontal: 999, vertical: 251 }
            constraints:
              - visual: "H:|-16-[title]-(>=8)-[toggle]-16-|"
              - title.centerY == superview.centerY
              - toggle.centerY == superview.centerY

            """)
        XCTAssertEqual(result.lines, [
            "a.layout.yaml:4:71: fixed [required-content-priority] set the content hugging priority to 999",
            "a.layout.yaml:4:90: fixed [required-content-priority] set the compression resistance priority to 999",
            "a.layout.yaml:9:28: fixed [required-content-priority] set the content hugging priority to 999",
            "fixed 3 findings in 1 file",
        ])
    }

    func testRequiredPriorityChangeLowersTheDeclarationAndEveryState() throws {
        let result = try fix("""
            views:
              root: { size: [320, 100] }
              a: { parent: root, frame: [0, 0, 100, 40] }
            constraints:
              - a.leading == root.leading
              - a.top == root.top
              - wide: "a.width == 100"
              - tall: 'a.height == 40 @required'
              - id: block
                first: a.width
                relation: <=
                constant: 200     # a comment stays
              - { id: flow, first: a.height, relation: <=, constant: 300 }
              - { id: viaExpr, expr: "a.height >= 10" }
            states:
              s:
                priority: { wide: 500, tall: 500, block: 500, flow: 500, viaExpr: 500 }
              t:
                from: s
                priority: { wide: 1000 }

            """)
        XCTAssertEqual(result.text, """
            views:
              root: { size: [320, 100] }
              a: { parent: root, frame: [0, 0, 100, 40] }
            constraints:
              - a.leading == root.leading
              - a.top == root.top
              - wide: "a.width == 100 @999"
              - tall: 'a.height == 40 @999'
              - id: block
                first: a.width
                priority: 999
                relation: <=
                constant: 200     # a comment stays
              - { id: flow, first: a.height, relation: <=, constant: 300, priority: 999 }
              - { id: viaExpr, expr: "a.height >= 10 @999" }
            states:
              s:
                priority: { wide: 500, tall: 500, block: 500, flow: 500, viaExpr: 500 }
              t:
                from: s
                priority: { wide: 999 }

            """)
        XCTAssertEqual(result.lines, [
            "a.layout.yaml:17:17: fixed [required-priority-change] declare it with priority 999 so it can change at run time",
            "a.layout.yaml:17:28: fixed [required-priority-change] declare it with priority 999 so it can change at run time",
            "a.layout.yaml:17:39: fixed [required-priority-change] declare it with priority 999 so it can change at run time",
            "a.layout.yaml:17:51: fixed [required-priority-change] declare it with priority 999 so it can change at run time",
            "a.layout.yaml:17:62: fixed [required-priority-change] declare it with priority 999 so it can change at run time",
            "a.layout.yaml:20:17: fixed [required-priority-change] change it to 999 rather than 1000 so it stays optional",
            "fixed 6 findings in 1 file",
        ])
    }

    func testDuplicateConstraintLosesItsLaterCopyWithItsLines() throws {
        let result = try fix("""
            views:
              root: { size: [320, 100] }
              box: { parent: root }
            constraints:
              - box.leading == root.leading + 20
              - box.top == root.top + 10
              - box.width == 50
              - box.height == 50
              - root.leading == box.leading - 20   # the same, written the other way round
              - named: box.width == 50
              - id: third
                first: box.height
                relation: ==
                constant: 50
              - { first: box.top, relation: ==, second: root.top, constant: 10 }
              - box.trailing <= root.trailing
            """)
        XCTAssertEqual(result.text, """
            views:
              root: { size: [320, 100] }
              box: { parent: root }
            constraints:
              - box.leading == root.leading + 20
              - box.top == root.top + 10
              - box.width == 50
              - box.height == 50
              - box.trailing <= root.trailing
            """)
        XCTAssertEqual(result.lines, [
            "a.layout.yaml:9:5: fixed [duplicate-constraint] remove one of the two",
            "a.layout.yaml:10:5: fixed [duplicate-constraint] remove one of the two",
            "a.layout.yaml:12:12: fixed [duplicate-constraint] remove one of the two",
            "a.layout.yaml:15:14: fixed [duplicate-constraint] remove one of the two",
            "fixed 4 findings in 1 file",
        ])
    }

    func testADuplicateThatAStateNamesHasNoFix() throws {
        let result = try fix("""
            views:
              root: { size: [320, 100] }
              box: { parent: root }
            constraints:
              - visual: "H:|-20-[box(50)]"
              - visual: "V:|-10-[box(50)]"
              - again: box.width == 50
            states:
              s:
                constant: { again: 50 }

            """)
        XCTAssertNil(result.text)
        XCTAssertEqual(result.lines, ["fixed 0 findings in 0 files"])
    }

    func testMisplacedFrameBecomesTheSolvedFrame() throws {
        let result = try fix("""
            views:
              root: { size: [320, 100] }
              box: { parent: root, frame: [10, 10, 50, 50] }  # drawn
              other: { parent: root, frame: [0,0,1,1] }
            constraints:
              - visual: "H:|-20-[box(50)]-[other(33.333)]"
              - visual: "V:|-10-[box(50)]"
              - other.top == box.top
              - other.height == box.height * 0.5

            """)
        XCTAssertEqual(result.text, """
            views:
              root: { size: [320, 100] }
              box: { parent: root, frame: [20, 10, 50, 50] }  # drawn
              other: { parent: root, frame: [78,10,33.33,25] }
            constraints:
              - visual: "H:|-20-[box(50)]-[other(33.333)]"
              - visual: "V:|-10-[box(50)]"
              - other.top == box.top
              - other.height == box.height * 0.5

            """)
        XCTAssertEqual(result.lines, [
            "a.layout.yaml:3:31: fixed [misplaced-frame] update the frame to the solved one",
            "a.layout.yaml:4:33: fixed [misplaced-frame] update the frame to the solved one",
            "fixed 2 findings in 1 file",
        ])
    }

    func testInvalidLocationEqualToAConstantIsMeasuredFromTheSuperview() throws {
        let result = try fix("""
            views:
              root: { size: [375, 200] }
              icon: { parent: root, kind: imageView, intrinsic: [24, 24] }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
            constraints:
              - visual: "H:|-16-[icon]-8-[title]"
              - visual: "V:|-20-[icon]"
              - title.centerY == icon.centerY
              - title.top >= 20
              - title.bottom <= - 500
              - title.top == 30
              - title.leading == 10

            """)
        XCTAssertEqual(result.text, """
            views:
              root: { size: [375, 200] }
              icon: { parent: root, kind: imageView, intrinsic: [24, 24] }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
            constraints:
              - visual: "H:|-16-[icon]-8-[title]"
              - visual: "V:|-20-[icon]"
              - title.centerY == icon.centerY
              - title.top >= superview.top + 20
              - title.bottom <= - 500
              - title.top == 30
              - title.leading == 10

            """)
        // `title.bottom <= -500` would make the layout unsatisfiable and `title.top == 30`
        // would stretch the icon: the check refuses both; leading has no fix (it flips with
        // the language).
        XCTAssertEqual(result.lines, [
            "a.layout.yaml:9:5: fixed [invalid-constraint] measure it from the superview's top edge: 'title.top >= superview.top + 20'",
            "a.layout.yaml:10:5: not fixed [invalid-constraint] measure it from the superview's top edge: 'title.bottom <= superview.top - 500': the fixed file has a new finding: [unsatisfiable-required] 'title.bottom <= superview.top - 500' cannot hold together with 4 other required constraints: the others put title.bottom at superview.top + 20 or more, where it needs at most superview.top - 500; UIKit breaks one of them at run time",
            "a.layout.yaml:11:5: not fixed [invalid-constraint] measure it from the superview's top edge: 'title.top == superview.top + 30': the fixed file has a new finding: [content-size-violated] 'icon' is stretched to a height of 41, beyond its intrinsic 24, forced by 2 constraints of higher priority than its hugging",
            "fixed 1 finding in 1 file; 2 fixes refused",
        ])
    }

    func testAPriorityFixThatWouldMoveAFrameOrMakeATieIsRefused() throws {
        // Seed 15's shape: blueTrailing at 1000 conflicts, and 999 would resolve the conflict.
        let result = try fix("""
            views:
              root: { size: [375, 667] }
              yellow: { parent: root }
              blue: { parent: root }
            constraints:
              - visual: "V:|-40-[yellow]-20-|"
              - visual: "H:|-20-[yellow]"
              - viewSpacing: blue.leading == yellow.trailing + 8
              - blue.width == yellow.width
              - blue.top == yellow.top
              - blue.bottom == yellow.bottom
              - blueTrailing: blue.trailing == superview.trailing - 20
              - yellowTrailing: yellow.trailing == superview.trailing - 20
            states:
              normal:
                priority: { blueTrailing: 749 }

            """, rules: ["required-priority-change"])
        XCTAssertNil(result.text)
        XCTAssertEqual(result.lines, [
            "a.layout.yaml:16:17: not fixed [required-priority-change] declare it with priority 999 so it can change at run time: it changes the solved frame of 'yellow' in the declared layout from [20, 40, 163.5, 607] to [20, 40, 335, 607]",
            "fixed 0 findings in 0 files; 1 fix refused",
        ])
    }

    func testRuleOptionLimitsTheFixes() throws {
        let text = """
            views:
              root: { size: [320, 100] }
              box: { parent: root, frame: [0, 0, 1, 1], hugging: 1000 }
            constraints:
              - visual: "H:|-20-[box(50)]"
              - visual: "V:|-10-[box(50)]"

            """
        let result = try fix(text, rules: ["misplaced-frame"])
        XCTAssertEqual(result.text, text.replacingOccurrences(of: "[0, 0, 1, 1]", with: "[20, 10, 50, 50]"))
        XCTAssertEqual(result.lines, [
            "a.layout.yaml:3:31: fixed [misplaced-frame] update the frame to the solved one",
            "fixed 1 finding in 1 file",
        ])
    }

    func testUnsafeFixesBreakTiesAndConflictsOnlyWhenAskedFor() throws {
        let text = """
            views:
              root: { size: [375, 100] }
              left: { parent: root, kind: label, intrinsic: [100, 21] }
              right: { parent: root, kind: label, intrinsic: [100, 21] }
              c:
                parent: root
                kind: label
                intrinsic: [100, 21]
                hugging: 251   # both axes
              d: { parent: root, kind: label, intrinsic: [100, 21] }
              box: { parent: root }
            constraints:
              - visual: "H:|-[left]-[right]-|"
              - visual: "V:|-[left]"
              - right.top == left.top
              - visual: "H:|-[c]-[d]-|"
              - visual: "V:[c]-|"
              - d.top == c.top
              - visual: "H:|-[box(50)]"
              - visual: "V:|-40-[box(20)]"
              - boxMax: box.width <= 40

            """
        let safe = try fix(text)
        XCTAssertNil(safe.text)
        XCTAssertEqual(safe.lines, ["fixed 0 findings in 0 files; 3 unsafe fixes not applied (--unsafe applies them)"])
        let unsafe = try fix(text, unsafe: true)
        XCTAssertEqual(unsafe.text, """
            views:
              root: { size: [375, 100] }
              left: { parent: root, kind: label, intrinsic: [100, 21], hugging: { horizontal: 252 } }
              right: { parent: root, kind: label, intrinsic: [100, 21] }
              c:
                parent: root
                kind: label
                intrinsic: [100, 21]
                hugging: { horizontal: 252, vertical: 251 }   # both axes
              d: { parent: root, kind: label, intrinsic: [100, 21] }
              box: { parent: root }
            constraints:
              - visual: "H:|-[left]-[right]-|"
              - visual: "V:|-[left]"
              - right.top == left.top
              - visual: "H:|-[c]-[d]-|"
              - visual: "V:[c]-|"
              - d.top == c.top
              - visual: "H:|-[box(50)]"
              - visual: "V:|-40-[box(20)]"
              - boxMax: box.width <= 40 @999

            """)
        XCTAssertEqual(unsafe.lines, [
            "a.layout.yaml:3:3: fixed [hugging-tie] raise the horizontal hugging priority of 'left' to 252",
            "a.layout.yaml:5:3: fixed [hugging-tie] raise the horizontal hugging priority of 'c' to 252",
            "a.layout.yaml:21:5: fixed [unsatisfiable-required] give 'boxMax' (box.width <= 40), the member UIKit breaks, priority 999",
            "fixed 3 findings in 1 file",
        ])
    }

    func testUnderconstrainedAxesArePinnedWhereTheyAreDrawn() throws {
        let result = try fix("""
            views:
              root: { size: [375, 100] }
              box: { parent: root, frame: [16, 30, 120, 20] }
              tag: { parent: root, frame: [200, 8, 50, 20] }
            constraints:
              - box.leading == root.leading + 16
              - id: boxHeight
                first: box.height
                relation: ==
                constant: 20
              # tag: only its size
              - tag.width == 50
              - tag.height == 20

            """, unsafe: true)
        XCTAssertEqual(result.text, """
            views:
              root: { size: [375, 100] }
              box: { parent: root, frame: [16, 30, 120, 20] }
              tag: { parent: root, frame: [200, 8, 50, 20] }
            constraints:
              - box.leading == root.leading + 16
              - id: boxHeight
                first: box.height
                relation: ==
                constant: 20
              # tag: only its size
              - tag.width == 50
              - tag.height == 20
              - box.top == superview.top + 30
              - box.width == 120
              - tag.leading == superview.leading + 200
              - tag.top == superview.top + 8

            """)
        XCTAssertEqual(result.lines, [
            "a.layout.yaml:3:3: fixed [underconstrained-axis] add 'box.top == superview.top + 30', which keeps the drawn frame",
            "a.layout.yaml:3:3: fixed [underconstrained-axis] add 'box.width == 120', which keeps the drawn frame",
            "a.layout.yaml:4:3: fixed [underconstrained-axis] add 'tag.leading == superview.leading + 200', which keeps the drawn frame",
            "a.layout.yaml:4:3: fixed [underconstrained-axis] add 'tag.top == superview.top + 8', which keeps the drawn frame",
            "fixed 4 findings in 1 file",
        ])
    }

    func testAFreePositionIsPinnedToTheNearestDeterminedNeighbourAndAPinnedEdgeLeavesTheSizeAlone() throws {
        // title has no horizontal position: icon (determined, drawn where it is solved) is its
        // nearest neighbour on the leading side, 8 points away (far is 38 away). note has its
        // bottom pinned: its top alone, 50 below badge, settles its height too.
        let result = try fix("""
            views:
              root: { size: [375, 100] }
              icon: { parent: root, frame: [16, 40, 24, 24] }
              far: { parent: root, frame: [0, 40, 10, 24] }
              badge: { parent: root, frame: [200, 0, 10, 10] }
              title: { parent: root, frame: [48, 40, 100, 24] }
              note: { parent: root, frame: [200, 60, 50, 30] }
            constraints:
              - visual: "H:|-16-[icon(24)]"
              - visual: "V:|-40-[icon(24)]"
              - visual: "H:|[far(10)]"
              - visual: "V:|-40-[far(24)]"
              - visual: "H:|-200-[badge(10)]"
              - visual: "V:|[badge(10)]"
              - title.width == 100
              - title.top == icon.top
              - title.height == 24
              - visual: "H:|-200-[note(50)]"
              - note.bottom == root.bottom - 10

            """, unsafe: true)
        XCTAssertEqual(result.text, """
            views:
              root: { size: [375, 100] }
              icon: { parent: root, frame: [16, 40, 24, 24] }
              far: { parent: root, frame: [0, 40, 10, 24] }
              badge: { parent: root, frame: [200, 0, 10, 10] }
              title: { parent: root, frame: [48, 40, 100, 24] }
              note: { parent: root, frame: [200, 60, 50, 30] }
            constraints:
              - visual: "H:|-16-[icon(24)]"
              - visual: "V:|-40-[icon(24)]"
              - visual: "H:|[far(10)]"
              - visual: "V:|-40-[far(24)]"
              - visual: "H:|-200-[badge(10)]"
              - visual: "V:|[badge(10)]"
              - title.width == 100
              - title.top == icon.top
              - title.height == 24
              - visual: "H:|-200-[note(50)]"
              - note.bottom == root.bottom - 10
              - title.leading == icon.trailing + 8
              - note.top == badge.bottom + 50

            """)
        XCTAssertEqual(result.lines, [
            "a.layout.yaml:6:3: fixed [underconstrained-axis] add 'title.leading == icon.trailing + 8', which keeps the drawn frame",
            "a.layout.yaml:7:3: fixed [underconstrained-axis] add 'note.top == badge.bottom + 50', which keeps the drawn frame",
            "fixed 2 findings in 1 file",
        ])
    }

    func testByteOrderMarkAndCRLFLineBreaksAreKept() throws {
        let lines = [
            "views:",
            "  root: { size: [320, 100] }",
            "  a: { parent: root }",
            "constraints:",
            "  - a.leading == root.leading",
            "  - a.top == root.top",
            "  - a.height == 10",
            "  - id: block",
            "    first: a.width",
            "    relation: ==",
            "    constant: 100",
            "states:",
            "  s:",
            "    priority: { block: 500 }",
            "",
        ]
        let result = try fix("\u{FEFF}" + lines.joined(separator: "\r\n"))
        var fixed = lines
        fixed.insert("    priority: 999", at: 9)
        XCTAssertEqual(result.text, "\u{FEFF}" + fixed.joined(separator: "\r\n"))
        XCTAssertEqual(result.lines, [
            "a.layout.yaml:14:17: fixed [required-priority-change] declare it with priority 999 so it can change at run time",
            "fixed 1 finding in 1 file",
        ])
    }

    func testAFrameAnUnsafeFixMovesIsUpdatedInTheNextRound() throws {
        // Breaking the tie makes b stretch from its drawn 45 points to 305: the next round
        // updates b's frame (Xcode's "Update Frames"); with `--rule hugging-tie` alone it may
        // not, and the tie fix is refused for the misplaced frame it would leave.
        let text = """
            views:
              root: { size: [393, 100] }
              a: { parent: root, intrinsic: [40, 21], frame: [20, 20, 40, 21] }
              b: { parent: root, intrinsic: [45, 21], frame: [68, 20, 45, 21] }
            constraints:
              - a.leading == root.leading + 20
              - b.leading == a.trailing + 8
              - root.trailing == b.trailing + 20
              - a.top == root.top + 20
              - b.top == root.top + 20

            """
        let result = try fix(text, unsafe: true)
        XCTAssertEqual(result.text, text
            .replacingOccurrences(of: "frame: [20, 20, 40, 21] }", with: "frame: [20, 20, 40, 21], hugging: { horizontal: 251 } }")
            .replacingOccurrences(of: "[68, 20, 45, 21]", with: "[68, 20, 305, 21]"))
        XCTAssertEqual(result.lines, [
            "a.layout.yaml:3:3: fixed [hugging-tie] raise the horizontal hugging priority of 'a' to 251",
            "a.layout.yaml:4:50: fixed [misplaced-frame] update the frame to the solved one",
            "fixed 2 findings in 1 file",
        ])
        let alone = try fix(text, unsafe: true, rules: ["hugging-tie"])
        XCTAssertNil(alone.text)
    }
}
