import XCTest

/// Layouts beyond the page examples for `underconstrained-axis`: where it must report (`↓`), and
/// near-misses where it must not. Full outputs are goldens under Goldens/cases/underconstrained-axis/.
final class UnderconstrainedAxisTests: XCTestCase {
    private let rule = "underconstrained-axis"

    /// A card with a top edge and no height, at both sizes: one defect, reported once, naming no
    /// configuration.
    func testReportsAtEveryRootSize() throws {
        try assertRule(rule, "t-at-every-root-size", """
            layout: card
            views:
              root:
                size: { compact: [320, 568], regular: [414, 896] }
              ↓card: { parent: root }
            constraints:
              - visual: "H:|-16-[card]-16-|"
              - card.top == superview.top + 20
            """,
            messages: [
                "'card' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges",
            ])
    }

    /// A search field with only a minimum width: at the compact size the minimum fills the row
    /// exactly, at the regular size any width from 288 to 382 fits. Reported once, at size 'regular'.
    func testReportsAtOneRootSizeOnly() throws {
        try assertRule(rule, "t-at-one-root-size-only", """
            layout: search
            views:
              root:
                size: { compact: [320, 568], regular: [414, 896] }
              ↓field: { parent: root }
            constraints:
              - visual: "H:|-16-[field(>=288)]-(>=16)-|"
              - visual: "V:|-20-[field(36)]"
            """,
            messages: [
                "'field' has no width: only inequalities bound it (its width can be anywhere from 288 to 382); add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges in the declared layout at size 'regular'",
            ])
    }

    /// Two roots with named sizes (a main window and a side panel): the panel's width is only free at
    /// the side root's 'wide' size, whatever the main window's size. Reported once, naming that size
    /// once.
    func testReportsAtOneSizeOfASecondRoot() throws {
        try assertRule(rule, "t-at-one-size-of-a-second-root", """
            layout: two-windows
            views:
              main:
                size: { compact: [320, 568], regular: [414, 896] }
              card: { parent: main }
              side:
                size: { narrow: [200, 400], wide: [300, 400] }
              ↓panel: { parent: side }
            constraints:
              - visual: "H:|-16-[card]-16-|"
              - visual: "V:|-20-[card(100)]"
              - visual: "H:|-16-[panel(>=168)]-(>=16)-|"
              - visual: "V:|-20-[panel(100)]"
            """,
            messages: [
                "'panel' has no width: only inequalities bound it (its width can be anywhere from 168 to 268); add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges in the declared layout at size 'wide'",
            ])
    }

    /// Deactivating the preferred width leaves only a minimum: free at the regular size, fixed by the
    /// minimum at the compact one. Reported once, naming the state and the size.
    func testReportsInOneStateAtOneSize() throws {
        try assertRule(rule, "t-in-one-state-at-one-size", """
            layout: card
            views:
              root:
                size: { compact: [320, 568], regular: [414, 896] }
              ↓card: { parent: root }
            constraints:
              - visual: "H:|-16-[card(>=288)]-(>=16)-|"
              - visual: "V:|-20-[card(100)]"
              - cardWidth: card.width == 300 @999
            states:
              free:
                deactivate: [cardWidth]
            """,
            messages: [
                "'card' has no width: only inequalities bound it (its width can be anywhere from 288 to 382); add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges in state 'free' at size 'regular'",
            ])
    }

    /// Two states (one through 'from') deactivate the card's height without a replacement; the third
    /// swaps it for another. Reported once, naming both states.
    func testReportsInSomeStatesOnly() throws {
        try assertRule(rule, "t-in-some-states-only", """
            layout: card
            views:
              root: { size: [375, 667] }
              ↓card: { parent: root }
            constraints:
              - visual: "H:|-16-[card]-16-|"
              - card.top == superview.top + 20
              - cardHeight: card.height == 200
              - id: cardShortHeight
                expr: card.height == 120
                active: false
            states:
              collapsed:
                deactivate: [cardHeight]
              collapsed-dark:
                from: collapsed
              short:
                deactivate: [cardHeight]
                activate: [cardShortHeight]
            """,
            messages: [
                "'card' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges in states 'collapsed' and 'collapsed-dark'",
            ])
    }

    /// A width between 50 and 100 with nothing preferring one: every width in the range is as good.
    func testReportsRangeWithNoPreference() throws {
        try assertRule(rule, "t-range-with-no-preference", """
            layout: badge
            views:
              root: { size: [375, 44] }
              ↓badge: { parent: root }
            constraints:
              - visual: "H:|-16-[badge(>=50,<=100)]"
              - visual: "V:|-10-[badge(24)]"
            """,
            messages: [
                "'badge' has no width: only inequalities bound it (its width can be anywhere from 50 to 100); add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges",
            ])
    }

    /// A root sized by its content (height auto) whose content has no bottom edge: the root's own
    /// height is free.
    func testReportsRootSizedByContentWithNoBottom() throws {
        try assertRule(rule, "t-root-sized-by-content-with-no-bottom", """
            layout: sheet
            views:
              ↓root: { size: [375, auto] }
              panel: { parent: root }
              button: { parent: panel, kind: button, intrinsic: [80, 44] }
              ↓↓note: { parent: panel }
            constraints:
              - visual: "H:|-16-[panel]-16-|"
              - visual: "V:|-16-[panel(200)]"
              - visual: "H:|-16-[button]"
              - visual: "V:|-16-[button]"
              - note.top == button.bottom + 8
            """,
            messages: [
                "'root' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges",
                "'note' has no height: add a height constraint, an intrinsic height, or constraints on both its top and bottom edges",
                "'note' has no horizontal position or width: add a leading, trailing, left, right or centerX constraint, and a width constraint, an intrinsic width, or constraints on both its leading and trailing edges",
            ])
    }

    /// An image view sized by its image: a state clears the image (no intrinsic width), and only its
    /// leading edge is left.
    func testReportsWhenIntrinsicWidthGoesAway() throws {
        try assertRule(rule, "t-when-intrinsic-width-goes-away", """
            layout: profile
            views:
              root: { size: [375, 120] }
              ↓photo: { parent: root, kind: imageView, intrinsic: [64, 64] }
            constraints:
              - visual: "H:|-16-[photo]"
              - visual: "V:|-16-[photo(64)]"
            states:
              no-image:
                intrinsic: { photo: [none, 64] }
            """,
            messages: [
                "'photo' has no width: add a width constraint, an intrinsic width, or constraints on both its leading and trailing edges in state 'no-image'",
            ])
    }

    /// The subtitle is placed only below the title; a state removes the title, which takes that
    /// constraint with it.
    func testReportsWhenTheAnchorViewIsRemoved() throws {
        try assertRule(rule, "t-when-the-anchor-view-is-removed", """
            layout: cell
            views:
              root: { size: [375, 80] }
              title: { parent: root, kind: label, intrinsic: [200, 21] }
              ↓subtitle: { parent: root, kind: label, intrinsic: [160, 17] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "H:|-16-[subtitle]"
              - visual: "V:|-12-[title]-4-[subtitle]"
            states:
              no-title:
                remove: [title]
            """,
            messages: [
                "'subtitle' has no vertical position: add a top, bottom, centerY or baseline constraint in state 'no-title'",
            ])
    }

    /// The card's fix: a height, at both sizes.
    func testSilentHeightAtEverySize() throws {
        try assertRule(rule, "n-height-at-every-size", """
            layout: card
            views:
              root:
                size: { compact: [320, 568], regular: [414, 896] }
              card: { parent: root }
            constraints:
              - visual: "H:|-16-[card]-16-|"
              - visual: "V:|-20-[card(120)]"
            """)
    }

    /// The same range with an optional preferred width: the layout says which width it wants.
    func testSilentRangeWithAPreference() throws {
        try assertRule(rule, "n-range-with-a-preference", """
            layout: badge
            views:
              root: { size: [375, 44] }
              badge: { parent: root }
            constraints:
              - visual: "H:|-16-[badge(>=50,<=100)]"
              - badge.width == 80 @250
              - visual: "V:|-10-[badge(24)]"
            """)
    }

    /// The badge is a subview of the avatar it is placed on; removing the avatar removes the badge
    /// too, so nothing is left loose.
    func testSilentRemovedWithItsAnchor() throws {
        try assertRule(rule, "n-removed-with-its-anchor", """
            layout: cell
            views:
              root: { size: [375, 80] }
              avatar: { parent: root }
              badge: { parent: avatar }
              name: { parent: root, kind: label, intrinsic: [200, 21] }
            constraints:
              - visual: "H:|-16-[avatar(48)]"
              - visual: "V:|-16-[avatar(48)]"
              - visual: "H:[badge(12)]|"
              - visual: "V:|[badge(12)]"
              - visual: "H:|-80-[name]"
              - name.centerY == superview.centerY
            states:
              no-avatar:
                remove: [avatar]
            """)
    }

    /// Under rightToLeft, a leading edge and a width still fix the horizontal axis (from the right
    /// edge).
    func testSilentRightToLeft() throws {
        try assertRule(rule, "n-right-to-left", """
            layout: rtl-title
            direction: rightToLeft
            views:
              root: { size: [375, 60] }
              title: { parent: root }
            constraints:
              - title.leading == superview.leading + 16
              - title.width == 200
              - visual: "V:|-20-[title(21)]"
            """)
    }

    /// The states deactivate the height and activate another one (directly and through 'from'): never
    /// without a height.
    func testSilentStateSwapsHeight() throws {
        try assertRule(rule, "n-state-swaps-height", """
            layout: card
            views:
              root: { size: [375, 667] }
              card: { parent: root }
            constraints:
              - visual: "H:|-16-[card]-16-|"
              - card.top == superview.top + 20
              - cardHeight: card.height == 200
              - id: cardShortHeight
                expr: card.height == 120
                active: false
            states:
              short:
                deactivate: [cardHeight]
                activate: [cardShortHeight]
              short-dark:
                from: short
            """)
    }

    /// The panel has no vertical position; the button inside it only moves with it and is not
    /// reported itself, and the caption placed below the panel is not reported either: the panel is
    /// reported once.
    func testChildFollowsAmbiguousParent() throws {
        try assertRule(rule, "x-child-follows-ambiguous-parent", """
            layout: sheet
            views:
              root: { size: [375, 667] }
              ↓panel: { parent: root }
              button: { parent: panel, kind: button, intrinsic: [80, 44] }
              caption: { parent: root, kind: label, intrinsic: [100, 17] }
            constraints:
              - visual: "H:|-16-[panel]-16-|"
              - panel.height == 200
              - visual: "H:|-16-[button]"
              - visual: "V:|-16-[button]"
              - visual: "H:|-16-[caption]"
              - caption.top == panel.bottom + 8
            """,
            messages: [
                "'panel' has no vertical position: add a top, bottom, centerY or baseline constraint",
            ])
    }

    /// A subview with its own missing constraint inside an ambiguous parent is reported itself: it
    /// does not only move with the parent.
    func testChildWithItsOwnGapIsReported() throws {
        try assertRule(rule, "x-child-with-its-own-gap-is-reported", """
            layout: sheet
            views:
              root: { size: [375, 667] }
              ↓panel: { parent: root }
              button: { parent: panel, kind: button, intrinsic: [80, 44] }
              ↓note: { parent: panel, kind: label, intrinsic: [100, 17] }
            constraints:
              - visual: "H:|-16-[panel]-16-|"
              - panel.height == 200
              - visual: "H:|-16-[button]"
              - visual: "V:|-16-[button]"
              - visual: "H:|-16-[note]"
            """,
            messages: [
                "'panel' has no vertical position: add a top, bottom, centerY or baseline constraint",
                "'note' has no vertical position: add a top, bottom, centerY or baseline constraint",
            ])
    }

    /// The caption is placed below the panel, and the panel has no vertical position; the caption is
    /// declared first. The two share one freedom, so the root cause is the first of them in `views`
    /// (the spec's rule, whichever way the constraint between them is written): the caption is
    /// reported, and the panel is a note.
    func testRootCauseIsTheFirstDeclaredOfTheViewsThatShareAFreedom() throws {
        try assertRule(rule, "x-root-cause-is-the-first-declared", """
            layout: sheet
            views:
              root: { size: [375, 667] }
              ↓caption: { parent: root, kind: label, intrinsic: [100, 17] }
              panel: { parent: root }
            constraints:
              - visual: "H:|-16-[panel]-16-|"
              - panel.height == 200
              - visual: "H:|-16-[caption]"
              - caption.top == panel.bottom + 8
            """,
            messages: [
                "'caption' has no vertical position: add a top, bottom, centerY or baseline constraint",
            ])
    }

    /// The rule page: when a parent is ambiguous, layoutlint reports the parent once and lists the
    /// views that follow it as notes. The caption below the panel follows it; the button inside
    /// the panel keeps its place in the panel's coordinates, so it is not ambiguous and not a note.
    func testSubviewsAreNotNotesOfTheirAmbiguousParent() throws {
        try assertRule(rule, "x-subviews-are-not-notes-of-their-ambiguous-parent", """
            layout: sheet
            views:
              root: { size: [375, 667] }
              ↓panel: { parent: root }
              button: { parent: panel, kind: button, intrinsic: [80, 44] }
              caption: { parent: root, kind: label, intrinsic: [100, 17] }
            constraints:
              - visual: "H:|-16-[panel]-16-|"
              - panel.height == 200
              - visual: "H:|-16-[button]"
              - visual: "V:|-16-[button]"
              - visual: "H:|-16-[caption]"
              - caption.top == panel.bottom + 8
            """,
            notes: [
                "'caption' is placed relative to it and moves with it",
            ])
    }

    /// Two labels with equal hugging share extra space: the row is ambiguous, but through a tie,
    /// which hugging-tie reports; no constraint is missing.
    func testTieIsNotUnderconstrained() throws {
        try assertRule(rule, "x-tie-is-not-underconstrained", """
            layout: name-and-value
            views:
              root: { size: [375, 44] }
              nameLabel: { parent: root, kind: label, intrinsic: [100, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [100, 21] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            """,
            silent: ["underconstrained-axis"])
    }
}
