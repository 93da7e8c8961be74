import XCTest

/// Layouts beyond the page examples for `required-priority-change`: where it must report (`↓`), and
/// near-misses where it must not. Full outputs are goldens under Goldens/cases/required-priority-change/.
final class RequiredPriorityChangeTests: XCTestCase {
    private let rule = "required-priority-change"

    /// The first state changes the priority legally (deactivate, change, activate); the state built
    /// on it starts from an installed constraint and changes it back without deactivating.
    func testReportsAfterThePreviousStateReactivatedIt() throws {
        try assertRule(rule, "t-after-the-previous-state-reactivated-it", """
            layout: banner
            views:
              root: { size: [375, 200] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner]"
              - bannerHeight: banner.height == 120
              - banner.height >= 80
            states:
              flexible:
                deactivate: [bannerHeight]
                priority: { bannerHeight: 250 }
                activate: [bannerHeight]
              fixed-again:
                from: flexible
                priority: { ↓bannerHeight: 1000 }
            """,
            messages: [
                "state 'fixed-again' changes the priority of 'bannerHeight' from optional (250) to required (1000) while it is installed; UIKit throws when a priority moves between required and optional",
            ])
    }

    /// The first state moves the height among optional priorities (fine); the state built on it
    /// raises it to 1000 while it is installed there.
    func testReportsInAFromChainState() throws {
        try assertRule(rule, "t-in-a-from-chain-state", """
            layout: banner
            views:
              root: { size: [375, 200] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner]"
              - bannerHeight: banner.height == 120 @999
              - banner.height >= 80
            states:
              flexible:
                priority: { bannerHeight: 250 }
              fixed:
                from: flexible
                priority: { ↓bannerHeight: 1000 }
            """,
            messages: [
                "state 'fixed' changes the priority of 'bannerHeight' from optional (250) to required (1000) while it is installed; UIKit throws when a priority moves between required and optional",
            ],
            notes: [
                "'bannerHeight' is declared here with priority 999, and is installed in state 'flexible'",
            ])
    }

    /// A state raises an optional height (999) to required by name: the same exception the other way
    /// round.
    func testReportsOptionalToRequired() throws {
        try assertRule(rule, "t-optional-to-required", """
            layout: banner
            views:
              root: { size: [375, 200] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner]"
              - bannerHeight: banner.height == 120 @999
            states:
              pinned:
                priority: { ↓bannerHeight: required }
            """,
            messages: [
                "state 'pinned' changes the priority of 'bannerHeight' from optional (999) to required (1000) while it is installed; UIKit throws when a priority moves between required and optional",
            ])
    }

    /// A required spacing lowered by a state, in a layout linted at two sizes: the change does not
    /// depend on the size, so it is reported once, naming no configuration.
    func testReportsRequiredToOptionalAtEverySize() throws {
        try assertRule(rule, "t-required-to-optional-at-every-size", """
            layout: collapsing-row
            views:
              root:
                size: { compact: [320, 100], regular: [414, 100] }
              view1: { parent: root }
              view2: { parent: root }
              view3: { parent: root }
            constraints:
              - visual: "H:|-20-[view1(60)]-20-[view2(80)]"
              - view3ToView2: view3.leading == view2.trailing + 20
              - view3ToView1: view3.leading == view1.trailing + 20 @999
              - view3.width == 60
              - visual: "V:|-20-[view1(30)]"
              - view2.top == view1.top
              - view3.top == view1.top
              - view2.height == view1.height
              - view3.height == view1.height
            states:
              view2-gone:
                hide: [view2]
                priority: { ↓view3ToView2: 998 }
            """,
            messages: [
                "state 'view2-gone' changes the priority of 'view3ToView2' from required (1000) to optional (998) while it is installed; UIKit throws when a priority moves between required and optional",
            ])
    }

    /// The article's fix written with 1000 and 250: one state moves both button-panel constraints
    /// across 1000, one down and one up. Each change is reported.
    func testReportsTwoChangesInOneState() throws {
        try assertRule(rule, "t-two-changes-in-one-state", """
            layout: picture-cell
            views:
              root: { size: [375, 400] }
              onePic: { parent: root, kind: imageView }
              grid: { parent: root }
              buttonPanel: { parent: root }
            constraints:
              - visual: "H:|-16-[onePic(200)]"
              - visual: "V:|-8-[onePic(200)]"
              - visual: "H:|-16-[grid(233)]"
              - visual: "V:|-8-[grid(233)]"
              - visual: "H:|-16-[buttonPanel]-16-|"
              - buttonPanel.height == 44
              - bpAndOnePic: buttonPanel.top == onePic.bottom + 8
              - bpAndGrid: buttonPanel.top == grid.bottom + 8 @250
            states:
              grid:
                priority: { ↓bpAndOnePic: 250, ↓bpAndGrid: 1000 }
            """,
            messages: [
                "state 'grid' changes the priority of 'bpAndOnePic' from required (1000) to optional (250) while it is installed; UIKit throws when a priority moves between required and optional",
                "state 'grid' changes the priority of 'bpAndGrid' from optional (250) to required (1000) while it is installed; UIKit throws when a priority moves between required and optional",
            ])
    }

    /// A constraint generated by a visual format string ('row.2', the spacing between the button and
    /// the title) is required like any other; lowering it is reported at its id in the state.
    func testReportsVisualFormatConstraint() throws {
        try assertRule(rule, "t-visual-format-constraint", """
            layout: toolbar
            views:
              root: { size: [375, 44] }
              back: { parent: root, kind: button, intrinsic: [44, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
            constraints:
              - id: row
                visual: "H:|-8-[back]-8-[title]"
              - back.top == superview.top
              - title.centerY == back.centerY
            states:
              compact-title:
                priority: { ↓row.2: 750 }
            """,
            messages: [
                "state 'compact-title' changes the priority of 'row.2' from required (1000) to optional (750) while it is installed; UIKit throws when a priority moves between required and optional",
            ])
    }

    /// The collapsing row as the spec writes it: 999 and 998 swapped, never crossing 1000.
    func testSilentChangeAmongOptionalPriorities() throws {
        try assertRule(rule, "n-change-among-optional-priorities", """
            layout: collapsing-row
            views:
              root: { size: [375, 100] }
              view1: { parent: root }
              view2: { parent: root }
              view3: { parent: root }
            constraints:
              - visual: "H:|-20-[view1(60)]-20-[view2(80)]"
              - view3ToView2: view3.leading == view2.trailing + 20 @999
              - view3ToView1: view3.leading == view1.trailing + 20 @998
              - view3.width == 60
              - visual: "V:|-20-[view1(30)]"
              - view2.top == view1.top
              - view3.top == view1.top
              - view2.height == view1.height
              - view3.height == view1.height
            states:
              view2-gone:
                hide: [view2]
                priority: { view3ToView1: 999, view3ToView2: 998 }
            """)
    }

    /// The same change as the collapsing row's, with the constraint deactivated first and activated
    /// again after the change (activation comes after the priority step).
    func testSilentDeactivatedInTheSameState() throws {
        try assertRule(rule, "n-deactivated-in-the-same-state", """
            layout: collapsing-row
            views:
              root:
                size: { compact: [320, 100], regular: [414, 100] }
              view1: { parent: root }
              view2: { parent: root }
              view3: { parent: root }
            constraints:
              - visual: "H:|-20-[view1(60)]-20-[view2(80)]"
              - view3ToView2: view3.leading == view2.trailing + 20
              - view3ToView1: view3.leading == view1.trailing + 20 @999
              - view3.width == 60
              - visual: "V:|-20-[view1(30)]"
              - view2.top == view1.top
              - view3.top == view1.top
              - view2.height == view1.height
              - view3.height == view1.height
            states:
              view2-gone:
                hide: [view2]
                deactivate: [view3ToView2]
                priority: { view3ToView2: 998 }
                activate: [view3ToView2]
            """)
    }

    /// The height is declared inactive; the state raises it to required and activates it: it was not
    /// installed when its priority changed.
    func testSilentInactiveAsDeclared() throws {
        try assertRule(rule, "n-inactive-as-declared", """
            layout: banner
            views:
              root: { size: [375, 200] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner]"
              - banner.height == 80 @999
              - id: bannerHeight
                expr: banner.height == 120
                priority: 999
                active: false
            states:
              pinned:
                priority: { bannerHeight: 1000 }
                activate: [bannerHeight]
            """)
    }

    /// The first state deactivates the required height; the state built on it lowers the priority
    /// while it is still inactive, then activates it.
    func testSilentInactiveInTheFromState() throws {
        try assertRule(rule, "n-inactive-in-the-from-state", """
            layout: banner
            views:
              root: { size: [375, 200] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner]"
              - bannerHeight: banner.height == 120
              - banner.height == 80 @500
            states:
              free:
                deactivate: [bannerHeight]
              preferred:
                from: free
                priority: { bannerHeight: 999 }
                activate: [bannerHeight]
            """)
    }

    /// A state sets a required constraint's priority to 'required' again: no move across 1000.
    func testSilentRequiredSetToRequired() throws {
        try assertRule(rule, "n-required-set-to-required", """
            layout: banner
            views:
              root: { size: [375, 200] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner]"
              - bannerHeight: banner.height == 120
            states:
              pinned:
                priority: { bannerHeight: required }
            """)
    }

    /// The state removes the badge, which uninstalls every constraint on it, before the priority
    /// step: the badge's width is no longer installed when its priority changes.
    func testSilentViewRemovedInTheSameState() throws {
        try assertRule(rule, "n-view-removed-in-the-same-state", """
            layout: avatar
            views:
              root: { size: [375, 100] }
              avatar: { parent: root }
              badge: { parent: root }
            constraints:
              - visual: "H:|-16-[avatar(48)]"
              - visual: "V:|-16-[avatar(48)]"
              - badgeWidth: badge.width == 12
              - badge.height == badge.width
              - badge.trailing == avatar.trailing
              - badge.top == avatar.top
            states:
              no-badge:
                remove: [badge]
                priority: { badgeWidth: 999 }
            """)
    }
}
