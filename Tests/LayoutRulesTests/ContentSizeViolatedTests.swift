import XCTest

/// Layouts beyond the page examples for `content-size-violated`: where it must report (`↓`), and
/// near-misses where it must not. Full outputs are goldens under Goldens/cases/content-size-violated/.
final class ContentSizeViolatedTests: XCTestCase {
    private let rule = "content-size-violated"

    /// A value label stretched across the row at both sizes (235 and 274 points): the same defect,
    /// reported once, naming no configuration.
    func testReportsAtEveryRootSizeDifferentAmounts() throws {
        try assertRule(rule, "t-at-every-root-size-different-amounts", """
            layout: name-and-value
            views:
              root:
                size: { compact: [375, 44], regular: [414, 44] }
              nameLabel: { parent: root, kind: label, intrinsic: [100, 21] }
              valueLabel:
                parent: root
                kind: label
                intrinsic: ↓[100, 21]
                hugging: { horizontal: 250, vertical: 251 }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            """)
    }

    /// A button made 50 points tall by a required height, at both sizes (the height does not depend
    /// on the width): reported once, naming no configuration.
    func testReportsAtEveryRootSizeSameAmount() throws {
        try assertRule(rule, "t-at-every-root-size-same-amount", """
            layout: cta
            views:
              root:
                size: { compact: [320, 100], regular: [414, 100] }
              button: { parent: root, kind: button, intrinsic: ↓[120, 44] }
            constraints:
              - visual: "H:|-16-[button]"
              - visual: "V:|-20-[button(50)]"
            """,
            messages: [
                "'button' is stretched to a height of 50, beyond its intrinsic 44, forced by a constraint of higher priority than its hugging",
            ])
    }

    /// A 350-point title between 16-point insets: cut at the compact size (288), whole at the regular
    /// one. Reported once, at size 'compact'.
    func testReportsAtOneRootSizeOnly() throws {
        try assertRule(rule, "t-at-one-root-size-only", """
            layout: long-title
            views:
              root:
                size: { compact: [320, 60], regular: [414, 60] }
              title: { parent: root, kind: label, intrinsic: ↓[350, 21] }
            constraints:
              - visual: "H:|-16-[title]-(>=16)-|"
              - visual: "V:|-20-[title]"
            """,
            messages: [
                "'title' is compressed to a width of 288, below its intrinsic 350, forced by 2 constraints of higher priority than its compression resistance in the declared layout at size 'compact'",
            ],
            notes: [
                "held in place by 'title.leading == root.leading + 16'",
                "held in place by 'root.trailing >= title.trailing + 16'",
            ])
    }

    /// The title fits as declared; a state with a longer text (and one built on it) cuts it to 343
    /// points. Reported once, naming both states, at the intrinsic size the state set (the node that
    /// causes it), as hidden-view-space points at a state's hide.
    func testReportsInStatesWithLongerText() throws {
        try assertRule(rule, "t-in-states-with-longer-text", """
            layout: long-title
            views:
              root: { size: [375, 80] }
              title: { parent: root, kind: label, intrinsic: [300, 21] }
              subtitle: { parent: root, kind: label, intrinsic: [200, 17] }
            constraints:
              - visual: "H:|-16-[title]-(>=16)-|"
              - visual: "H:|-16-[subtitle]"
              - visual: "V:|-12-[title]-4-[subtitle]"
            states:
              long:
                intrinsic: { title: ↓[400, 21] }
              long-no-subtitle:
                from: long
                remove: [subtitle]
            """)
    }

    /// A label with no declared intrinsic size gets one from a state (text loaded) and is cut:
    /// reported at that state's intrinsic value.
    func testReportsIntrinsicSetOnlyByAState() throws {
        try assertRule(rule, "t-intrinsic-set-only-by-a-state", """
            layout: long-title
            views:
              root: { size: [375, 60] }
              title: { parent: root, kind: label }
            constraints:
              - visual: "H:|-16-[title]-16-|"
              - visual: "V:|-20-[title(21)]"
            states:
              loaded:
                intrinsic: { title: ↓[400, 21] }
            """)
    }

    /// Slide Over cuts two buttons evenly: the required insets and spacing force the cut; the equal-
    /// width wish (500) is weaker than the compression resistance (750) and must not be named as
    /// forcing it.
    func testReportsNoteNamesOnlyStrongerConstraints() throws {
        try assertRule(rule, "t-note-names-only-stronger-constraints", """
            layout: actions
            views:
              root: { size: [768, 60] }
              cancel: { parent: root, kind: button, intrinsic: ↓[160, 44] }
              confirm: { parent: root, kind: button, intrinsic: ↓[160, 44] }
            constraints:
              - visual: "H:|-20-[cancel]-8-[confirm]-(>=20)-|"
              - visual: "V:|-8-[cancel]"
              - visual: "V:|-8-[confirm]"
              - cancel.width == confirm.width @500
            states:
              slide-over:
                size: { root: [320, 60] }
            """,
            messages: [
                "'cancel' is compressed to a width of 136, below its intrinsic 160, forced by 2 constraints of higher priority than its compression resistance in state 'slide-over'",
                "'confirm' is compressed to a width of 136, below its intrinsic 160, forced by 2 constraints of higher priority than its compression resistance in state 'slide-over'",
            ])
    }

    /// A state activates a fixed width below the button's intrinsic width: the width is forced by
    /// that one constraint.
    func testReportsStateActivatesANarrowerWidth() throws {
        try assertRule(rule, "t-state-activates-a-narrower-width", """
            layout: cta
            views:
              root: { size: [375, 100] }
              button: { parent: root, kind: button, intrinsic: ↓[120, 44] }
            constraints:
              - visual: "H:|-16-[button]"
              - visual: "V:|-20-[button]"
              - id: compactWidth
                expr: button.width == 90
                active: false
            states:
              compact-button:
                activate: [compactWidth]
            """,
            messages: [
                "'button' is compressed to a width of 90, below its intrinsic 120, forced by a constraint of higher priority than its compression resistance in state 'compact-button'",
            ])
    }

    /// A state raises the button's minimum height to 56 (a constant change): it is stretched beyond
    /// its intrinsic 44 in that state only, at both sizes, and the message names the state alone.
    func testReportsStretchedByAStateConstant() throws {
        try assertRule(rule, "t-stretched-by-a-state-constant", """
            layout: cta
            views:
              root:
                size: { compact: [320, 100], regular: [414, 100] }
              button: { parent: root, kind: button, intrinsic: ↓[120, 44] }
            constraints:
              - visual: "H:|-16-[button]"
              - visual: "V:|-20-[button]"
              - buttonMinHeight: button.height >= 44
            states:
              large-text:
                constant: { buttonMinHeight: 56 }
            """,
            messages: [
                "'button' is stretched to a height of 56, beyond its intrinsic 44, forced by a constraint of higher priority than its hugging in state 'large-text'",
            ])
    }

    /// The fix from the page, at two sizes: wrapped text sized for the compact width fits, and the
    /// trailing inset is a minimum.
    func testSilentFitsExactly() throws {
        try assertRule(rule, "n-fits-exactly", """
            layout: long-title
            views:
              root:
                size: { compact: [320, 80], regular: [414, 80] }
              title: { parent: root, kind: label, intrinsic: [288, 42] }
            constraints:
              - visual: "H:|-16-[title]-(>=16)-|"
              - visual: "V:|-20-[title]"
            """)
    }

    /// A state gives the button a longer title and deactivates its fixed width in the same state: it
    /// takes its new intrinsic width.
    func testSilentStateDeactivatesTheFixedWidth() throws {
        try assertRule(rule, "n-state-deactivates-the-fixed-width", """
            layout: cta
            views:
              root: { size: [375, 100] }
              button: { parent: root, kind: button, intrinsic: [120, 44] }
            constraints:
              - visual: "H:|-16-[button]"
              - visual: "V:|-20-[button]"
              - id: buttonWidth
                expr: button.width == 120
            states:
              long-title:
                deactivate: [buttonWidth]
                intrinsic: { button: [160, 44] }
            """)
    }

    /// A plain view stretched across the row has no intrinsic size to violate.
    func testSilentViewWithoutIntrinsicSize() throws {
        try assertRule(rule, "n-view-without-intrinsic-size", """
            layout: divider
            views:
              root: { size: [375, 44] }
              line: { parent: root }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
            constraints:
              - visual: "H:|-16-[line]-16-|"
              - visual: "V:[line(1)]|"
              - visual: "H:|-16-[title]"
              - title.centerY == superview.centerY
            """)
    }

    /// An intrinsic width of 343.4 in 343 points: less than half a point, not reported.
    func testSilentWithinHalfAPoint() throws {
        try assertRule(rule, "n-within-half-a-point", """
            layout: long-title
            views:
              root: { size: [375, 60] }
              title: { parent: root, kind: label, intrinsic: [343.4, 21] }
            constraints:
              - visual: "H:|-16-[title]-16-|"
              - visual: "V:|-20-[title]"
            """)
    }

    /// A 400-point title held at 300 points by a required width, whose leading edge was forgotten:
    /// its x is ambiguous (underconstrained-axis), but its width is not, and the compression is still
    /// reported.
    func testDeterminedSizeWithAFreePosition() throws {
        try assertRule(rule, "x-determined-size-with-a-free-position", """
            layout: title
            views:
              root: { size: [375, 100] }
              title: { parent: root, kind: label, intrinsic: ↓[400, 21] }
            constraints:
              - title.width == 300
              - visual: "V:|-20-[title]"
            """)
    }

    /// A label held at zero against constraints that would squeeze it below is negative-size's;
    /// content-size-violated says nothing about it.
    func testNegativeSizeIsNotACompression() throws {
        try assertRule(rule, "x-negative-size-is-not-a-compression", """
            layout: collapsing-row
            views:
              root: { size: [375, 100] }
              view1: { parent: root, kind: label, intrinsic: [60, 30] }
              view2: { parent: root, kind: label, intrinsic: [80, 30] }
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
            """,
            silent: ["content-size-violated"])
    }
}
