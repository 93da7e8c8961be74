import XCTest

/// Layouts beyond the page examples for `optional-priority-tie`: where it must report (`↓`), and
/// near-misses where it must not. Full outputs are goldens under Goldens/cases/optional-priority-tie/.
final class OptionalPriorityTieTests: XCTestCase {
    private let rule = "optional-priority-tie"

    /// A card's preferred height and its maximum, both at 999, trade 20 points at every size (the
    /// heights do not depend on the root's): reported once, naming no configuration.
    func testReportsAtEveryRootSizeSameAmount() throws {
        try assertRule(rule, "t-at-every-root-size-same-amount", """
            layout: card
            views:
              root:
                size: { compact: [320, 568], regular: [414, 896] }
              card: { parent: root }
            constraints:
              - visual: "H:|-16-[card]-16-|"
              - card.top == superview.top + 20
              - ↓cardHeight: card.height == 140 @999
              - cardMaxHeight: card.height <= 120 @999
            """,
            messages: [
                "'cardHeight' (card.height == 140 @999) and 1 other constraint of priority 999 trade 20 points of vertical space against each other, so UIKit may satisfy either",
            ])
    }

    /// The same trade at both sizes (288 and 382 against a maximum of 250): one defect, reported
    /// once, naming no configuration.
    func testReportsAtEveryRootSize() throws {
        try assertRule(rule, "t-at-every-root-size", """
            layout: max-width
            views:
              root:
                size: { compact: [320, 568], regular: [414, 896] }
              upper: { parent: root }
              lower: { parent: root }
            constraints:
              - visual: "H:|-16-[upper]-16-|"
              - visual: "V:|-20-[upper(44)]-8-[lower(44)]"
              - lower.leading == upper.leading
              - ↓lowerEqualWidth: lower.width == upper.width @999
              - lowerMaxWidth: lower.width <= 250 @999
            """)
    }

    /// The lower view follows the upper one's width up to 300, both at 999: at the compact size the
    /// upper view is 288 wide and both hold; at the regular size (382) they trade. Reported once, at
    /// size 'regular'.
    func testReportsAtOneRootSizeOnly() throws {
        try assertRule(rule, "t-at-one-root-size-only", """
            layout: max-width
            views:
              root:
                size: { compact: [320, 568], regular: [414, 896] }
              upper: { parent: root }
              lower: { parent: root }
            constraints:
              - visual: "H:|-16-[upper]-16-|"
              - visual: "V:|-20-[upper(44)]-8-[lower(44)]"
              - lower.leading == upper.leading
              - ↓lowerEqualWidth: lower.width == upper.width @999
              - lowerMaxWidth: lower.width <= 300 @999
            """,
            messages: [
                "'lowerEqualWidth' (lower.width == upper.width @999) and 1 other constraint of priority 999 trade 82 points of horizontal space against each other, so UIKit may satisfy either in the declared layout at size 'regular'",
            ])
    }

    /// A label's hugging (251) against a minimum width written at the same 251: a mixed tie, which is
    /// this rule's and not hugging-tie's. It points at the first of the two in the file, the minimum
    /// width (hugging counts after every constraint).
    func testReportsHuggingAgainstAConstraintOfEqualPriority() throws {
        try assertRule(rule, "t-hugging-against-a-constraint-of-equal-priority", """
            layout: tag
            views:
              root: { size: [375, 44] }
              tag: { parent: root, kind: label, intrinsic: [60, 21] }
            constraints:
              - visual: "H:|-16-[tag]"
              - ↓tagMinWidth: tag.width >= 100 @251
              - tag.centerY == superview.centerY
            """,
            messages: [
                "'tagMinWidth' (tag.width >= 100 @251) and 1 other constraint of priority 251 trade 40 points of horizontal space against each other, so UIKit may satisfy either",
            ],
            notes: [
                "trades against the horizontal content hugging of 'tag' (width <= 60 @251)",
            ],
            silent: ["hugging-tie"])
    }

    /// The maximum is out of the way as declared; a state lowers it under the upper view's width (and
    /// a state built on it keeps it): reported once, naming both states.
    func testReportsInStatesThatLowerTheMaximum() throws {
        try assertRule(rule, "t-in-states-that-lower-the-maximum", """
            layout: max-width
            views:
              root: { size: [375, 200] }
              upper: { parent: root }
              lower: { parent: root }
            constraints:
              - visual: "H:|-16-[upper]-16-|"
              - visual: "V:|-20-[upper(44)]-8-[lower(44)]"
              - lower.leading == upper.leading
              - ↓lowerEqualWidth: lower.width == upper.width @999
              - lowerMaxWidth: lower.width <= 400 @999
            states:
              narrow:
                constant: { lowerMaxWidth: 250 }
              narrow-again:
                from: narrow
            """,
            messages: [
                "'lowerEqualWidth' (lower.width == upper.width @999) and 1 other constraint of priority 999 trade 93 points of horizontal space against each other, so UIKit may satisfy either in states 'narrow' and 'narrow-again'",
            ])
    }

    /// A logo of fixed width centred at 750; a state activates a leading inset at the same priority,
    /// and the two pull it to different places.
    func testReportsWhenAStateActivatesACompetingConstraint() throws {
        try assertRule(rule, "t-when-a-state-activates-a-competing-constraint", """
            layout: nav-bar
            views:
              root: { size: [375, 44] }
              logo: { parent: root }
            constraints:
              - ↓logoCentered: logo.centerX == superview.centerX @750
              - id: logoInset
                expr: logo.leading == superview.leading + 16
                priority: 750
                active: false
              - logo.width == 120
              - visual: "V:|-10-[logo(24)]"
            states:
              leading-logo:
                activate: [logoInset]
            """,
            messages: [
                "'logoCentered' (logo.centerX == superview.centerX @750) and 1 other constraint of priority 750 trade 111.5 points of horizontal space against each other, so UIKit may satisfy either in state 'leading-logo'",
            ])
    }

    /// The fixed layout (998 against 999), and a state that raises the equal width to 999, back into
    /// a tie.
    func testReportsWhenAStateRaisesAPriorityToATie() throws {
        try assertRule(rule, "t-when-a-state-raises-a-priority-to-a-tie", """
            layout: max-width
            views:
              root: { size: [375, 200] }
              upper: { parent: root }
              lower: { parent: root }
            constraints:
              - visual: "H:|-16-[upper]-16-|"
              - visual: "V:|-20-[upper(44)]-8-[lower(44)]"
              - lower.leading == upper.leading
              - ↓lowerEqualWidth: lower.width == upper.width @998
              - lowerMaxWidth: lower.width <= 250 @999
            states:
              equal:
                priority: { lowerEqualWidth: 999 }
            """,
            messages: [
                "'lowerEqualWidth' (lower.width == upper.width @999) and 1 other constraint of priority 999 trade 93 points of horizontal space against each other, so UIKit may satisfy either in state 'equal'",
            ])
    }

    /// Both at 999, but the maximum (400) is above the upper view's width at every size: nothing has
    /// to give way.
    func testSilentEqualPrioritiesThatBothHold() throws {
        try assertRule(rule, "n-equal-priorities-that-both-hold", """
            layout: max-width
            views:
              root:
                size: { compact: [320, 568], regular: [414, 896] }
              upper: { parent: root }
              lower: { parent: root }
            constraints:
              - visual: "H:|-16-[upper]-16-|"
              - visual: "V:|-20-[upper(44)]-8-[lower(44)]"
              - lower.leading == upper.leading
              - lowerEqualWidth: lower.width == upper.width @999
              - lowerMaxWidth: lower.width <= 400 @999
            """)
    }

    /// The equal width and the maximum trade at 999, but a preferred width at 250 picks one of the
    /// equally good widths: the layout is decided.
    func testSilentLowerPriorityPreferenceDecides() throws {
        try assertRule(rule, "n-lower-priority-preference-decides", """
            layout: max-width
            views:
              root: { size: [375, 200] }
              upper: { parent: root }
              lower: { parent: root }
            constraints:
              - visual: "H:|-16-[upper]-16-|"
              - visual: "V:|-20-[upper(44)]-8-[lower(44)]"
              - lower.leading == upper.leading
              - lowerEqualWidth: lower.width == upper.width @999
              - lowerMaxWidth: lower.width <= 250 @999
              - lower.width == 300 @250
            """)
    }

    /// The fix, at both sizes: the maximum (999) wins over the equal width (998).
    func testSilentOnePriorityApartAtEverySize() throws {
        try assertRule(rule, "n-one-priority-apart-at-every-size", """
            layout: max-width
            views:
              root:
                size: { compact: [320, 568], regular: [414, 896] }
              upper: { parent: root }
              lower: { parent: root }
            constraints:
              - visual: "H:|-16-[upper]-16-|"
              - visual: "V:|-20-[upper(44)]-8-[lower(44)]"
              - lower.leading == upper.leading
              - lowerEqualWidth: lower.width == upper.width @998
              - lowerMaxWidth: lower.width <= 250 @999
            """)
    }

    /// The logo is centred; the state that activates the leading inset deactivates the centring
    /// first.
    func testSilentStateDeactivatesOneOfThePair() throws {
        try assertRule(rule, "n-state-deactivates-one-of-the-pair", """
            layout: nav-bar
            views:
              root: { size: [375, 44] }
              logo: { parent: root }
            constraints:
              - logoCentered: logo.centerX == superview.centerX @750
              - id: logoInset
                expr: logo.leading == superview.leading + 16
                priority: 750
                active: false
              - logo.width == 120
              - visual: "V:|-10-[logo(24)]"
            states:
              leading-logo:
                deactivate: [logoCentered]
                activate: [logoInset]
            """)
    }

    /// A state swaps the two priorities (999 and 998): one of them wins in every configuration.
    func testSilentStateSwapsPriorities() throws {
        try assertRule(rule, "n-state-swaps-priorities", """
            layout: max-width
            views:
              root: { size: [375, 200] }
              upper: { parent: root }
              lower: { parent: root }
            constraints:
              - visual: "H:|-16-[upper]-16-|"
              - visual: "V:|-20-[upper(44)]-8-[lower(44)]"
              - lower.leading == upper.leading
              - lowerEqualWidth: lower.width == upper.width @998
              - lowerMaxWidth: lower.width <= 250 @999
            states:
              full-width:
                priority: { lowerEqualWidth: 999, lowerMaxWidth: 998 }
            """)
    }
}
