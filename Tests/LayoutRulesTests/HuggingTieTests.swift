import XCTest

/// Layouts beyond the page examples for `hugging-tie`: where it must report (`↓`), and
/// near-misses where it must not. Full outputs are goldens under Goldens/cases/hugging-tie/.
final class HuggingTieTests: XCTestCase {
    private let rule = "hugging-tie"

    /// The title and subtitle stacked in an 80-point cell at two widths: the same 26 points of extra
    /// height at both, reported once, naming no configuration.
    func testReportsAtEveryRootSizeSameAmount() throws {
        try assertRule(rule, "t-at-every-root-size-same-amount", """
            layout: two-line-cell
            views:
              root:
                size: { compact: [320, 80], regular: [414, 80] }
              ↓title: { parent: root, kind: label, intrinsic: [200, 21] }
              subtitle: { parent: root, kind: label, intrinsic: [160, 17] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "H:|-16-[subtitle]"
              - visual: "V:|-8-[title]-0-[subtitle]-8-|"
            """,
            messages: [
                "'title' and 'subtitle' have equal vertical content hugging priority (251) and share 26 points of extra space to take up, so UIKit may resize either",
            ])
    }

    /// The same tie at both sizes is one defect: reported once, naming no configuration.
    func testReportsAtEveryRootSize() throws {
        try assertRule(rule, "t-at-every-root-size", """
            layout: name-and-value
            views:
              root:
                size: { compact: [375, 44], regular: [414, 44] }
              ↓nameLabel: { parent: root, kind: label, intrinsic: [100, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [100, 21] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            """)
    }

    /// Two labels fill the compact row exactly (16 + 140 + 8 + 140 + 16 = 320); at the regular size
    /// one of them must stretch. Reported once, at size 'regular'.
    func testReportsAtOneRootSizeOnly() throws {
        try assertRule(rule, "t-at-one-root-size-only", """
            layout: name-and-value
            views:
              root:
                size: { compact: [320, 44], regular: [414, 44] }
              ↓nameLabel: { parent: root, kind: label, intrinsic: [140, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [140, 21] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            """,
            messages: [
                "'nameLabel' and 'valueLabel' have equal horizontal content hugging priority (251) and share 94 points of extra space to take up, so UIKit may resize either in the declared layout at size 'regular'",
            ])
    }

    /// The texts fill the row exactly as declared; a state with a shorter name (and one built on it)
    /// leaves 50 points that either label may take. Reported once, naming both states.
    func testReportsInStatesWithShorterText() throws {
        try assertRule(rule, "t-in-states-with-shorter-text", """
            layout: name-and-value
            views:
              root: { size: [375, 44] }
              ↓nameLabel: { parent: root, kind: label, intrinsic: [170, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [165, 21] }
              icon: { parent: root, kind: imageView, intrinsic: [16, 16] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
              - visual: "H:|-2-[icon]"
              - visual: "V:|-2-[icon]"
            states:
              short-name:
                intrinsic: { nameLabel: [120, 21] }
              short-name-no-icon:
                from: short-name
                hide: [icon]
            """,
            messages: [
                "'nameLabel' and 'valueLabel' have equal horizontal content hugging priority (251) and share 50 points of extra space to take up, so UIKit may resize either in states 'short-name' and 'short-name-no-icon'",
            ])
    }

    /// Three labels in a row with room to spare and equal hugging compete for the same space: one
    /// tie, at the first of them, with the others as notes.
    func testReportsThreeLabels() throws {
        try assertRule(rule, "t-three-labels", """
            layout: stats
            views:
              root: { size: [375, 44] }
              ↓likes: { parent: root, kind: label, intrinsic: [60, 21] }
              shares: { parent: root, kind: label, intrinsic: [60, 21] }
              views: { parent: root, kind: label, intrinsic: [60, 21] }
            constraints:
              - visual: "H:|-16-[likes]-8-[shares]-8-[views]-16-|"
                options: [alignAllCenterY]
              - likes.centerY == superview.centerY
            """)
    }

    /// A title and a subtitle stacked in an 80-point cell: 26 points of extra height and equal
    /// vertical hugging.
    func testReportsVerticalStackInAFixedHeight() throws {
        try assertRule(rule, "t-vertical-stack-in-a-fixed-height", """
            layout: two-line-cell
            views:
              root: { size: [375, 80] }
              ↓title: { parent: root, kind: label, intrinsic: [200, 21] }
              subtitle: { parent: root, kind: label, intrinsic: [160, 17] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "H:|-16-[subtitle]"
              - visual: "V:|-8-[title]-0-[subtitle]-8-|"
            """,
            messages: [
                "'title' and 'subtitle' have equal vertical content hugging priority (251) and share 26 points of extra space to take up, so UIKit may resize either",
            ],
            notes: [
                "'subtitle' has the same vertical content hugging priority (251)",
            ])
    }

    /// The name's preferred width settles who stretches; a state deactivates it and the extra space
    /// is shared again.
    func testReportsWhenAStateDeactivatesThePreferredWidth() throws {
        try assertRule(rule, "t-when-a-state-deactivates-the-preferred-width", """
            layout: name-and-value
            views:
              root: { size: [375, 44] }
              ↓nameLabel: { parent: root, kind: label, intrinsic: [100, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [100, 21] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
              - nameWidth: nameLabel.width == 100 @999
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            states:
              flexible:
                deactivate: [nameWidth]
            """,
            messages: [
                "'nameLabel' and 'valueLabel' have equal horizontal content hugging priority (251) and share 135 points of extra space to take up, so UIKit may resize either in state 'flexible'",
            ])
    }

    /// The compact row alone: the labels fill it exactly, nothing is left to share.
    func testSilentFitsExactlyAtTheOnlySize() throws {
        try assertRule(rule, "n-fits-exactly-at-the-only-size", """
            layout: name-and-value
            views:
              root:
                size: { compact: [320, 44] }
              nameLabel: { parent: root, kind: label, intrinsic: [140, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [140, 21] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            """)
    }

    /// A flexible gap between the labels takes the extra space; both keep their intrinsic widths.
    func testSilentGapTakesTheSpace() throws {
        try assertRule(rule, "n-gap-takes-the-space", """
            layout: name-and-value
            views:
              root: { size: [375, 44] }
              nameLabel: { parent: root, kind: label, intrinsic: [100, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [100, 21] }
            constraints:
              - visual: "H:|-16-[nameLabel]-(>=8)-[valueLabel]-16-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            """)
    }

    /// The fix at both sizes: the value label's horizontal hugging is one below, so it takes the
    /// extra space.
    func testSilentHuggingOneApart() throws {
        try assertRule(rule, "n-hugging-one-apart", """
            layout: name-and-value
            views:
              root:
                size: { compact: [375, 44], regular: [414, 44] }
              nameLabel: { parent: root, kind: label, intrinsic: [100, 21] }
              valueLabel:
                parent: root
                kind: label
                intrinsic: [100, 21]
                hugging: { horizontal: 250, vertical: 251 }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            """)
    }

    /// The state lowers the name's preferred width below the hugging (200 < 251) instead of
    /// deactivating it: a lower priority still decides between equally good splits, so the name keeps
    /// 100.
    func testSilentStateLowersThePreferredWidthBelowHugging() throws {
        try assertRule(rule, "n-state-lowers-the-preferred-width-below-hugging", """
            layout: name-and-value
            views:
              root: { size: [375, 44] }
              nameLabel: { parent: root, kind: label, intrinsic: [100, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [100, 21] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
              - nameWidth: nameLabel.width == 100 @999
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            states:
              flexible:
                priority: { nameWidth: 200 }
            """)
    }

    /// The tied labels are stretched by an amount the layout does not decide: content-size-violated
    /// and underconstrained-axis say nothing about that ambiguous width.
    func testStretchOfATieIsNotContentSize() throws {
        try assertRule(rule, "x-stretch-of-a-tie-is-not-content-size", """
            layout: name-and-value
            views:
              root: { size: [375, 44] }
              ↓nameLabel: { parent: root, kind: label, intrinsic: [100, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [100, 21] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            """,
            messages: [
                "'nameLabel' and 'valueLabel' have equal horizontal content hugging priority (251) and share 135 points of extra space to take up, so UIKit may resize either",
            ],
            silent: ["content-size-violated", "underconstrained-axis", "negative-size"])
    }
}
