import XCTest

/// Layouts beyond the page examples for `unsatisfiable-required`: where it must report (`↓`), and
/// near-misses where it must not. Full outputs are goldens under Goldens/cases/unsatisfiable-required/.
final class UnsatisfiableRequiredTests: XCTestCase {
    private let rule = "unsatisfiable-required"

    /// A root pinned by its frame rather than a size: the frame's width is a member like any
    /// constraint, and the last-declared member is reported.
    func testReportsAgainstARootFrame() throws {
        try assertRule(rule, "t-against-a-root-frame", """
            layout: framed
            views:
              root: { frame: [0, 0, 375, 100] }
              bar: { parent: root }
            constraints:
              - visual: "H:|-16-[bar(400)]"
              - visual: "V:|-8-[bar]-8-|"
              - ↓bar.trailing <= superview.trailing
            """,
            messages: [
                "'bar.trailing <= superview.trailing' cannot hold together with 3 other required constraints: the others put bar.trailing at 416, where it needs at most superview.trailing = 375; UIKit breaks one of them at run time",
            ])
    }

    /// A compression resistance of 1000 is a member like any constraint, declared after every
    /// constraint, so it is the one broken; it points at the value.
    func testReportsAgainstRequiredCompressionResistance() throws {
        try assertRule(rule, "t-against-required-compression-resistance", """
            layout: price-row
            views:
              root: { size: [320, 44] }
              name: { parent: root, kind: label, intrinsic: [200, 21] }
              price:
                parent: root
                kind: label
                intrinsic: [90, 21]
                compression: ↓1000
            constraints:
              - visual: "H:|-16-[name(>=250)]-8-[price]-16-|"
              - name.centerY == superview.centerY
              - price.centerY == superview.centerY
            """,
            messages: [
                "the horizontal compression resistance of 'price' (width >= 90 @1000) cannot hold together with 5 other required constraints: the others make 'price' 30 wide; UIKit breaks one of them at run time",
            ])
    }

    /// The same conflict at every root size is one defect: reported once, naming no configuration.
    func testReportsAtEveryRootSize() throws {
        try assertRule(rule, "t-at-every-root-size", """
            layout: banner
            views:
              root:
                size: { compact: [320, 568], regular: [375, 667] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner(60)]"
              - ↓bannerMinWidth: banner.width >= 400
            """)
    }

    /// A minimum width that only the compact root cannot give: reported once, at size 'compact'.
    func testReportsAtOneRootSizeOnly() throws {
        try assertRule(rule, "t-at-one-root-size-only", """
            layout: banner
            views:
              root:
                size: { compact: [320, 568], regular: [414, 896] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner(60)]"
              - ↓bannerMinWidth: banner.width >= 300
            """,
            messages: [
                "'bannerMinWidth' (banner.width >= 300) cannot hold together with 3 other required constraints: the others put banner.width at 288, where it needs at least 300; UIKit breaks one of them at run time in the declared layout at size 'compact'",
            ],
            notes: [
                "conflicting: the width of root 'root' (320)",
                "conflicting: 'banner.leading == root.leading + 16'",
                "conflicting: 'root.trailing == banner.trailing + 16'",
            ])
    }

    /// With a value per axis, the broken member is the horizontal compression resistance: it points
    /// at that value (1000), not at the whole mapping.
    func testReportsAtTheAxisValueOfRequiredCompression() throws {
        try assertRule(rule, "t-at-the-axis-value-of-required-compression", """
            layout: price-row
            views:
              root: { size: [320, 44] }
              name: { parent: root, kind: label, intrinsic: [200, 21] }
              price:
                parent: root
                kind: label
                intrinsic: [90, 21]
                compression: { horizontal: ↓1000, vertical: 750 }
            constraints:
              - visual: "H:|-16-[name(>=250)]-8-[price]-16-|"
              - name.centerY == superview.centerY
              - price.centerY == superview.centerY
            """)
    }

    /// A state reached through 'from' activates a centering constraint that the leading chain cannot
    /// meet; reported at the constraint's declaration.
    func testReportsInAFromChainState() throws {
        try assertRule(rule, "t-in-a-from-chain-state", """
            layout: toolbar
            views:
              root: { size: [375, 64] }
              back: { parent: root }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
            constraints:
              - visual: "H:|-8-[back(44)]-8-[title]-(>=8)-|"
              - visual: "V:|-10-[back(44)]"
              - title.centerY == back.centerY
              - id: titleCentered
                expr: ↓title.centerX == superview.centerX
                active: false
            states:
              editing:
                deactivate: [titleCentered]
              centered:
                from: editing
                activate: [titleCentered]
                constant: { titleCentered: 150 }
            """,
            messages: [
                "'titleCentered' (title.centerX == superview.centerX + 150) cannot hold together with 4 other required constraints: the others put title.centerX at superview.centerX + 26 or less, where it needs superview.centerX + 150; UIKit breaks one of them at run time in state 'centered'",
            ])
    }

    /// A state's constant makes the avatar too tall for the root; the member declared last (the
    /// bottom spacing of the visual format) is the one reported.
    func testReportsInAStateThatChangesAConstant() throws {
        try assertRule(rule, "t-in-a-state-that-changes-a-constant", """
            layout: header
            views:
              root: { size: [375, 120] }
              avatar: { parent: root }
              name: { parent: root, kind: label, intrinsic: [150, 21] }
            constraints:
              - visual: "H:|-16-[avatar]-8-[name]-(>=16)-|"
              - avatarWidth: avatar.width == 40
              - avatarHeight: avatar.height == avatar.width
              - visual: "V:|-20-[avatar]↓-(>=20)-|"
              - name.centerY == avatar.centerY
            states:
              large-avatar:
                constant: { avatarWidth: 120 }
            """,
            messages: [
                "'root.bottom >= avatar.bottom + 20' cannot hold together with 4 other required constraints: the others put root.bottom at 120, where it needs at least avatar.bottom + 20 = 20 + 120 + 20 = 160; UIKit breaks one of them at run time in state 'large-avatar'",
            ])
    }

    /// The maximum height conflicts in two states of three (one through 'from'): reported once,
    /// naming both.
    func testReportsInSomeStatesOnly() throws {
        try assertRule(rule, "t-in-some-states-only", """
            layout: card
            views:
              root:
                size: { compact: [320, 568], regular: [414, 896] }
              card: { parent: root }
              badge: { parent: card, hidden: true }
            constraints:
              - visual: "H:|-16-[card]-16-|"
              - visual: "V:|-20-[card]"
              - cardHeight: card.height == 200
              - id: cardMaxHeight
                expr: ↓card.height <= 160
                active: false
              - visual: "H:[badge(24)]-8-|"
              - visual: "V:|-8-[badge(24)]"
            states:
              compactCard:
                activate: [cardMaxHeight]
              collapsed:
                constant: { cardHeight: 120 }
                activate: [cardMaxHeight]
              badged:
                from: compactCard
                show: [badge]
            """,
            messages: [
                "'cardMaxHeight' (card.height <= 160) cannot hold together with 1 other required constraint: the others put card.height at 200, where it needs at most 160; UIKit breaks one of them at run time in states 'compactCard' and 'badged'",
            ])
    }

    /// The same conflict in two states with different heights is still one defect: reported once,
    /// naming both states.
    func testReportsInStatesWithDifferentAmounts() throws {
        try assertRule(rule, "t-in-states-with-different-amounts", """
            layout: card
            views:
              root: { size: [375, 667] }
              card: { parent: root }
            constraints:
              - visual: "H:|-16-[card]-16-|"
              - visual: "V:|-20-[card]"
              - cardHeight: card.height == 200
              - id: cardMaxHeight
                expr: ↓card.height <= 160
                active: false
            states:
              limited:
                activate: [cardMaxHeight]
              expanded:
                from: limited
                constant: { cardHeight: 300 }
              collapsed:
                from: limited
                constant: { cardHeight: 120 }
            """)
    }

    /// Two independent conflicts in one configuration (a row too wide and a column too tall): each is
    /// reported, at its own last-declared member.
    func testReportsTwoIndependentConflicts() throws {
        try assertRule(rule, "t-two-independent-conflicts", """
            layout: two-conflicts
            views:
              root: { size: [375, 200] }
              a: { parent: root }
              b: { parent: root }
            constraints:
              - visual: "H:|-16-[a(100)]↓-16-|"
              - visual: "V:|-16-[a(40)]"
              - visual: "H:|-16-[b(100)]"
              - visual: "V:[a]-8-[b(40)]↓-8-|"
            """,
            messages: [
                "'root.trailing == a.trailing + 16' cannot hold together with 3 other required constraints: the others put root.trailing at 375, where it needs a.trailing + 16 = 16 + 100 + 16 = 132; UIKit breaks one of them at run time",
                "'root.bottom == b.bottom + 8' cannot hold together with 5 other required constraints: the others put root.bottom at 200, where it needs b.bottom + 8 = 16 + 40 + 8 + 40 + 8 = 112; UIKit breaks one of them at run time",
            ])
    }

    /// Compression resistance one below required: the price label is squeezed instead of a conflict.
    func testSilentCompressionResistance999() throws {
        try assertRule(rule, "n-compression-resistance-999", """
            layout: price-row
            views:
              root: { size: [320, 44] }
              name: { parent: root, kind: label, intrinsic: [200, 21] }
              price:
                parent: root
                kind: label
                intrinsic: [90, 21]
                compression: { horizontal: 999, vertical: 750 }
            constraints:
              - visual: "H:|-16-[name(>=250)]-8-[price]-16-|"
              - name.centerY == superview.centerY
              - price.centerY == superview.centerY
            """)
    }

    /// The fix of the one-size conflict: the minimum at 999 gives way at the compact size.
    func testSilentMinimumWidthOneBelowRequired() throws {
        try assertRule(rule, "n-minimum-width-one-below-required", """
            layout: banner
            views:
              root:
                size: { compact: [320, 568], regular: [414, 896] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner(60)]"
              - bannerMinWidth: banner.width >= 300 @999
            """)
    }

    /// The avatar grows to exactly the room the root has (20 + 80 + 20 = 120): no conflict.
    func testSilentStateConstantThatJustFits() throws {
        try assertRule(rule, "n-state-constant-that-just-fits", """
            layout: header
            views:
              root: { size: [375, 120] }
              avatar: { parent: root }
              name: { parent: root, kind: label, intrinsic: [150, 21] }
            constraints:
              - visual: "H:|-16-[avatar]-8-[name]-(>=16)-|"
              - avatarWidth: avatar.width == 40
              - avatarHeight: avatar.height == avatar.width
              - visual: "V:|-20-[avatar]-(>=20)-|"
              - name.centerY == avatar.centerY
            states:
              large-avatar:
                constant: { avatarWidth: 80 }
            """)
    }

    /// The centering that conflicts with the back button's chain is activated in a state that removes
    /// the back button.
    func testSilentStateRemovesTheConflictingView() throws {
        try assertRule(rule, "n-state-removes-the-conflicting-view", """
            layout: toolbar
            views:
              root: { size: [375, 64] }
              back: { parent: root }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
            constraints:
              - visual: "H:|-8-[back(44)]-8-[title]-(>=8)-|"
              - visual: "V:|-10-[back(44)]"
              - title.centerY == superview.centerY
              - id: titleCentered
                expr: title.centerX == superview.centerX
                active: false
            states:
              editing:
                deactivate: [titleCentered]
              centered:
                from: editing
                remove: [back]
                activate: [titleCentered]
                constant: { titleCentered: 100 }
            """)
    }

    /// States that move a required height to optional and the optional one to required, each
    /// deactivating both first and activating them after (legal), back and forth: never a conflict,
    /// not even halfway through a transition.
    func testSilentStateSwapsRequiredAndOptionalLegally() throws {
        try assertRule(rule, "n-state-swaps-required-and-optional-legally", """
            layout: banner
            views:
              root: { size: [375, 300] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner]"
              - tall: banner.height == 120
              - short: banner.height == 60 @999
            states:
              compact:
                deactivate: [tall, short]
                priority: { tall: 999, short: 1000 }
                activate: [tall, short]
              back:
                from: compact
                deactivate: [tall, short]
                priority: { tall: 1000, short: 999 }
                activate: [tall, short]
            """)
    }

    /// States that deactivate one required height before activating the other, back and forth: never
    /// both at once.
    func testSilentStateSwapsRequiredConstraints() throws {
        try assertRule(rule, "n-state-swaps-required-constraints", """
            layout: card
            views:
              root: { size: [375, 667] }
              card: { parent: root }
            constraints:
              - visual: "H:|-16-[card]-16-|"
              - visual: "V:|-20-[card]"
              - cardHeight: card.height == 200
              - id: cardCollapsedHeight
                expr: card.height == 120
                active: false
            states:
              collapsed:
                deactivate: [cardHeight]
                activate: [cardCollapsedHeight]
              expanded:
                from: collapsed
                deactivate: [cardCollapsedHeight]
                activate: [cardHeight]
            """)
    }

    /// The broken member (the exact width) was the only thing fixing the width under a maximum: it is
    /// left out without making the width ambiguous, so one mistake gives one error.
    func testBrokenMemberLeavesNoCascade() throws {
        try assertRule(rule, "x-broken-member-leaves-no-cascade", """
            layout: thumbnail
            views:
              root: { size: [375, 200] }
              thumb: { parent: root }
            constraints:
              - visual: "V:|-20-[thumb(80)]"
              - thumb.leading == superview.leading + 16
              - thumbMaxWidth: thumb.width <= 100
              - ↓thumbWidth: thumb.width == 120
            """,
            messages: [
                "'thumbWidth' (thumb.width == 120) cannot hold together with 1 other required constraint: the others put thumb.width at 100 or less, where it needs 120; UIKit breaks one of them at run time",
            ],
            notes: [
                "conflicting: 'thumbMaxWidth' (thumb.width <= 100)",
            ],
            silent: ["underconstrained-axis", "negative-size", "content-size-violated"])
    }

    /// The others only bound the height (b's height is never negative, and b ends 20 or more
    /// above the bottom): the message says the bound, 200 - 20 - 10 - 20 = 150 or less, not
    /// the one solved value 0 (issue 28, item 5; reduced from rule-oracle seed 24004430).
    func testSaysTheBoundWhereTheOthersOnlyBoundTheQuantity() throws {
        try assertRule(rule, "t-others-only-bound-the-quantity", """
            layout: stack
            views: { root: { size: [100, 200] }, a: { parent: root }, b: { parent: root } }
            constraints:
              - visual: "V:|-20-[a]-10-[b]-(>=20)-|"
              - ↓a.height == 200
              - ↓b.height == 180
              - visual: "H:|[a(20)]"
              - visual: "H:|[b(20)]"
            """,
            messages: [
                "'a.height == 200' cannot hold together with 5 other required constraints: the others put a.height at 150 or less, where it needs 200; UIKit breaks one of them at run time",
                "'b.height == 180' cannot hold together with 5 other required constraints: the others put b.height at 150 or less, where it needs 180; UIKit breaks one of them at run time",
            ])
    }

    /// Neither side is held where it is (the root's top is no member): the others bound the
    /// distance, a's bottom is 20 + 100 - 200 = -80 or more from the root's bottom, where the
    /// broken member needs at most -100.
    func testSaysTheBoundOfTheDistanceWhereNeitherSideIsHeld() throws {
        try assertRule(rule, "t-others-bound-the-distance", """
            layout: card
            views: { root: { size: [100, 200] }, a: { parent: root } }
            constraints:
              - visual: "H:|[a(20)]"
              - visual: "V:|-20-[a(>=100)]"
              - ↓a.bottom <= superview.bottom - 100
            """,
            messages: [
                "'a.bottom <= superview.bottom - 100' cannot hold together with 3 other required constraints: the others put a.bottom at superview.bottom - 80 or more, where it needs at most superview.bottom - 100; UIKit breaks one of them at run time",
            ])
    }
}
