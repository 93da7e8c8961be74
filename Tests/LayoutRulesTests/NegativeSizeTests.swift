import XCTest

/// Layouts beyond the page examples for `negative-size`: where it must report (`↓`), and
/// near-misses where it must not. Full outputs are goldens under Goldens/cases/negative-size/.
final class NegativeSizeTests: XCTestCase {
    private let rule = "negative-size"

    /// A 420-point sidebar (a wish at 999) in the page's split view at two phone widths: the
    /// content would be negative at both (-93 and -54) and is held at zero while the sidebar gives
    /// way; the same defect, reported once, naming no configuration, each amount in a note.
    func testReportsAtEveryRootSizeDifferentAmounts() throws {
        try assertRule(rule, "t-at-every-root-size-different-amounts", """
            layout: split
            views:
              root:
                size: { compact: [375, 667], regular: [414, 896] }
              sidebar: { parent: root }
              ↓content: { parent: root }
            constraints:
              - visual: "H:|-[sidebar]-[content]-|"
              - sidebarWidth: sidebar.width == 420 @999
              - visual: "V:|-20-[sidebar]-20-|"
              - visual: "V:|-20-[content]-20-|"
            """,
            messages: [
                "'content' is held at a width of 0: its constraints would squeeze it below zero; UIKit keeps sizes at zero or more, so optional constraints give way",
            ],
            notes: [
                "in the declared layout at size 'compact': squeezed to -93",
                "in the declared layout at size 'regular': squeezed to -54",
                "held in place by 'content.leading == sidebar.trailing + 8'",
                "held in place by 'root.trailing == content.trailing + 20'",
                "gives way by 93: 'sidebarWidth' (sidebar.width == 420 @999)",
            ])
    }

    /// A footer whose top is 8 below the 60-point title but whose bottom should align (at 999) with
    /// the 40-point avatar: it would be -28 points tall at every size (nothing depends on the
    /// width); held at zero, the alignment gives way. Reported once, naming no configuration.
    func testReportsAtEveryRootSizeSameAmount() throws {
        try assertRule(rule, "t-at-every-root-size-same-amount", """
            layout: header
            views:
              root:
                size: { compact: [320, 200], regular: [414, 200] }
              avatar: { parent: root }
              title: { parent: root }
              ↓footer: { parent: root }
            constraints:
              - visual: "H:|-16-[avatar(40)]-8-[title]-16-|"
              - visual: "V:|-16-[avatar(40)]"
              - visual: "V:|-16-[title(60)]"
              - visual: "H:|-16-[footer]-16-|"
              - footer.top == title.bottom + 8
              - footer.bottom == avatar.bottom @999
            """,
            messages: [
                "'footer' is held at a height of 0: its constraints would squeeze it to -28; UIKit keeps sizes at zero or more, so optional constraints give way",
            ])
    }

    /// A toolbar of four fixed 60-point buttons around a flexible title, whose spacing to the edit
    /// button is a wish (999): 16 + 4 × 60 + 4 × 8 + 16 = 304, so the title gets 16 points at the
    /// compact size and would get -78 at the Slide Over size, where it is held at zero and the
    /// spacing gives way. Reported once, at size 'slideOver'.
    func testReportsAtOneRootSizeOnly() throws {
        try assertRule(rule, "t-at-one-root-size-only", """
            layout: toolbar
            views:
              root:
                size: { compact: [320, 44], slideOver: [226, 44] }
              back: { parent: root }
              share: { parent: root }
              ↓title: { parent: root }
              edit: { parent: root }
              more: { parent: root }
            constraints:
              - visual: "H:|-16-[back(60)]-8-[share(60)]-8-[title]"
                options: [alignAllTop, alignAllBottom]
              - titleToEdit: edit.leading == title.trailing + 8 @999
              - visual: "H:[edit(60)]-8-[more(60)]-16-|"
                options: [alignAllTop, alignAllBottom]
              - edit.top == back.top
              - edit.bottom == back.bottom
              - visual: "V:|-4-[back(36)]"
            """,
            messages: [
                "'title' is held at a width of 0: its constraints would squeeze it to -78; UIKit keeps sizes at zero or more, so optional constraints give way in the declared layout at size 'slideOver'",
            ])
    }

    /// An inset image whose insets add up to more than its 40-point container on both axes (the
    /// trailing and bottom insets are wishes at 999): it would be -8 by -8; held at zero, two
    /// reports at the same view.
    func testReportsBothAxes() throws {
        try assertRule(rule, "t-both-axes", """
            layout: thumbnail
            views:
              root: { size: [375, 100] }
              frame: { parent: root }
              ↓↓image: { parent: frame }
            constraints:
              - visual: "H:|-16-[frame(40)]"
              - visual: "V:|-16-[frame(40)]"
              - visual: "H:|-24-[image]"
              - frame.trailing == image.trailing + 24 @999
              - visual: "V:|-24-[image]"
              - frame.bottom == image.bottom + 24 @999
            """,
            messages: [
                "'image' is held at a height of 0: its constraints would squeeze it to -8; UIKit keeps sizes at zero or more, so optional constraints give way",
                "'image' is held at a width of 0: its constraints would squeeze it to -8; UIKit keeps sizes at zero or more, so optional constraints give way",
            ],
            notes: [
                "held in place by 'image.top == frame.top + 24'",
                "gives way by 8: 'frame.bottom == image.bottom + 24 @999'",
                "held in place by 'image.leading == frame.leading + 24'",
                "gives way by 8: 'frame.trailing == image.trailing + 24 @999'",
            ])
    }

    /// The collapsing row built from labels: as declared the fallback (250) is below the compression
    /// resistance and nothing is squeezed; the states that raise it to 999 (directly and through
    /// 'from') would squeeze view 2 to -20: it is held at zero and the fallback gives way. Reported
    /// once, naming both states.
    func testReportsInStatesThatRaiseTheFallback() throws {
        try assertRule(rule, "t-in-states-that-raise-the-fallback", """
            layout: collapsing-row
            views:
              root: { size: [375, 100] }
              view1: { parent: root, kind: label, intrinsic: [60, 30] }
              ↓view2: { parent: root, kind: label, intrinsic: [80, 30] }
              view3: { parent: root, kind: label, intrinsic: [60, 30] }
            constraints:
              - visual: "H:|-20-[view1]-20-[view2]"
              - view3ToView2: view3.leading == view2.trailing + 20 @998
              - view3ToView1: view3.leading == view1.trailing + 20 @250
              - visual: "V:|-20-[view1]"
              - view2.top == view1.top
              - view3.top == view1.top
            states:
              view2-gone:
                hide: [view2]
                priority: { view3ToView1: 999 }
              view2-gone-compact:
                from: view2-gone
                intrinsic: { view1: [60, 24] }
            """,
            messages: [
                "'view2' is held at a width of 0: constraints of higher priority than its compression resistance would squeeze it to -20; UIKit keeps sizes at zero or more, so optional constraints give way in states 'view2-gone' and 'view2-gone-compact'",
            ])
    }

    /// A state widens the sidebar (a constant change of a wish at 999) beyond what the root leaves
    /// the content: held at zero, the sidebar's width gives way.
    func testReportsWhenAStateWidensTheSidebar() throws {
        try assertRule(rule, "t-when-a-state-widens-the-sidebar", """
            layout: split
            views:
              root: { size: [375, 667] }
              sidebar: { parent: root }
              ↓content: { parent: root }
            constraints:
              - visual: "H:|-[sidebar]-[content]-|"
              - sidebarWidth: sidebar.width == 200 @999
              - visual: "V:|-20-[sidebar]-20-|"
              - visual: "V:|-20-[content]-20-|"
            states:
              wide-sidebar:
                constant: { sidebarWidth: 360 }
            """,
            messages: [
                "'content' is held at a width of 0: its constraints would squeeze it to -33; UIKit keeps sizes at zero or more, so optional constraints give way in state 'wide-sidebar'",
            ])
    }

    /// The collapsing row built from labels, with view 2's horizontal compression resistance at 999:
    /// the 998 fallback cannot squeeze it.
    func testSilentCompressionAboveTheSpacings() throws {
        try assertRule(rule, "n-compression-above-the-spacings", """
            layout: collapsing-row
            views:
              root: { size: [375, 100] }
              view1: { parent: root, kind: label, intrinsic: [60, 30] }
              view2:
                parent: root
                kind: label
                intrinsic: [80, 30]
                compression: { horizontal: 999, vertical: 750 }
              view3: { parent: root, kind: label, intrinsic: [60, 30] }
            constraints:
              - visual: "H:|-20-[view1]-20-[view2]"
              - view3ToView2: view3.leading == view2.trailing + 20 @999
              - view3ToView1: view3.leading == view1.trailing + 20 @998
              - visual: "V:|-20-[view1]"
              - view2.top == view1.top
              - view3.top == view1.top
            states:
              view2-gone:
                hide: [view2]
                priority: { view3ToView1: 999, view3ToView2: 998 }
            """)
    }

    /// The state widens the sidebar to exactly the room there is (375 - 20 - 327 - 8 - 20 = 0): a
    /// zero width that nothing would push below zero.
    func testSilentExactlyZero() throws {
        try assertRule(rule, "n-exactly-zero", """
            layout: split
            views:
              root: { size: [375, 667] }
              sidebar: { parent: root }
              content: { parent: root }
            constraints:
              - visual: "H:|-[sidebar]-[content]-|"
              - sidebarWidth: sidebar.width == 200
              - visual: "V:|-20-[sidebar]-20-|"
              - visual: "V:|-20-[content]-20-|"
            states:
              wide-sidebar:
                constant: { sidebarWidth: 327 }
            """)
    }

    /// The page's fix at both phone widths: the sidebar's width is a wish (750) and the content has a
    /// minimum.
    func testSilentFixAtEverySize() throws {
        try assertRule(rule, "n-fix-at-every-size", """
            layout: split
            views:
              root:
                size: { compact: [375, 667], regular: [414, 896] }
              sidebar: { parent: root }
              content: { parent: root }
            constraints:
              - visual: "H:|-[sidebar]-[content(>=120)]-|"
              - sidebarWidth: sidebar.width == 420 @750
              - visual: "V:|-20-[sidebar]-20-|"
              - visual: "V:|-20-[content]-20-|"
            """)
    }

    /// The collapsing row built from labels, where the state deactivates the spacing to view 2
    /// instead of lowering it: nothing squeezes view 2.
    func testSilentStateDeactivatesTheSpacingFirst() throws {
        try assertRule(rule, "n-state-deactivates-the-spacing-first", """
            layout: collapsing-row
            views:
              root: { size: [375, 100] }
              view1: { parent: root, kind: label, intrinsic: [60, 30] }
              view2: { parent: root, kind: label, intrinsic: [80, 30] }
              view3: { parent: root, kind: label, intrinsic: [60, 30] }
            constraints:
              - visual: "H:|-20-[view1]-20-[view2]"
              - view3ToView2: view3.leading == view2.trailing + 20 @999
              - view3ToView1: view3.leading == view1.trailing + 20 @250
              - visual: "V:|-20-[view1]"
              - view2.top == view1.top
              - view3.top == view1.top
            states:
              view2-gone:
                hide: [view2]
                deactivate: [view3ToView2]
                priority: { view3ToView1: 999 }
            """)
    }

    /// A divider as wide as the title minus 16-point insets on both sides, under a 24-point title:
    /// it would be -8 wide; held at zero, the title's hugging gives way (the title stretches to
    /// 32). Its leading edge was forgotten, so its x is ambiguous (underconstrained-axis), but its
    /// width is not, and the negative-size is still reported.
    func testDeterminedSizeWithAFreePosition() throws {
        try assertRule(rule, "x-determined-size-with-a-free-position", """
            layout: section
            views:
              root: { size: [375, 100] }
              title: { parent: root, kind: label, intrinsic: [24, 21] }
              ↓divider: { parent: root }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "V:|-16-[title]-4-[divider(1)]"
              - divider.width == title.width - 32
            """)
    }
}
