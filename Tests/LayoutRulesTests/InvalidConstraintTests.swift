import XCTest

/// Layouts beyond the page examples for `invalid-constraint`: where it must report (`↓`), and
/// near-misses where it must not. Full outputs are goldens under Goldens/cases/invalid-constraint/.
final class InvalidConstraintTests: XCTestCase {
    private let rule = "invalid-constraint"

    /// A badge's centerX related to the avatar's top: a horizontal attribute against a vertical one.
    func testReportsHorizontalAgainstVertical() throws {
        try assertRule(rule, "t-horizontal-against-vertical", """
            layout: avatar
            views:
              root: { size: [375, 100] }
              avatar: { parent: root }
              badge: { parent: avatar }
            constraints:
              - visual: "H:|-16-[avatar(48)]"
              - visual: "V:|-16-[avatar(48)]"
              - ↓badge.centerX == avatar.top + 40
              - visual: "V:|[badge(12)]"
              - visual: "H:[badge(12)]"
            """,
            messages: [
                "UIKit refuses to create 'badge.centerX == avatar.top + 40': 'centerX' is horizontal and 'top' is vertical: a constraint cannot relate the two axes; it is left out of solving",
            ])
    }

    /// A location equal to a constant, declared inactive and activated by a state: reported once, at
    /// its declaration.
    func testReportsInactiveUntilAStateActivatesIt() throws {
        try assertRule(rule, "t-inactive-until-a-state-activates-it", """
            layout: banner
            views:
              root: { size: [375, 200] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner(60)]"
              - id: bannerTop
                expr: ↓banner.top == 100
                active: false
            states:
              lowered:
                activate: [bannerTop]
            """,
            messages: [
                "UIKit refuses to create 'bannerTop': 'top' is a location: with no second item or a multiplier of 0 it would make a location equal to a constant; it is left out of solving",
            ])
    }

    /// Under rightToLeft, an author pins 'left' to the superview's 'leading': the families cannot be
    /// mixed.
    func testReportsLeftAgainstLeadingRightToLeft() throws {
        try assertRule(rule, "t-left-against-leading-right-to-left", """
            layout: rtl-row
            direction: rightToLeft
            views:
              root: { size: [375, 44] }
              icon: { parent: root }
            constraints:
              - ↓iconLeft: icon.left == superview.leading + 16
              - visual: "H:[icon(24)]"
              - visual: "V:|-10-[icon(24)]"
            """,
            messages: [
                "UIKit refuses to create 'iconLeft': a constraint cannot be made between a leading/trailing attribute and a right/left attribute ('left' and 'leading'); it is left out of solving",
            ])
    }

    /// A spacing written against a width (the author meant trailing): a location paired with a size.
    func testReportsLocationAgainstSize() throws {
        try assertRule(rule, "t-location-against-size", """
            layout: row
            views:
              root: { size: [375, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
              detail: { parent: root, kind: label, intrinsic: [80, 21] }
            constraints:
              - visual: "H:|-16-[title]"
              - ↓detailSpacing: detail.leading == title.width + 8
              - title.centerY == superview.centerY
              - detail.centerY == superview.centerY
            """,
            messages: [
                "UIKit refuses to create 'detailSpacing': invalid pairing of layout attributes: 'leading' is a location and 'width' a size; it is left out of solving",
            ])
    }

    /// In the mapping form, a multiplier of 0 on a location makes it a constant: reported at the
    /// value of 'first'.
    func testReportsMappingFormWithMultiplierZero() throws {
        try assertRule(rule, "t-mapping-form-with-multiplier-zero", """
            layout: badge
            views:
              root: { size: [375, 44] }
              badge: { parent: root }
            constraints:
              - id: badgeLeading
                first: ↓badge.leading
                relation: ==
                second: root.leading
                multiplier: 0
                constant: 16
              - visual: "H:[badge(24)]"
              - visual: "V:|-10-[badge(24)]"
            """)
    }

    /// A priority written as a name plus an offset that lands above 1000 (high + 251 = 1001), in a
    /// layout with two sizes: reported once, naming no configuration.
    func testReportsPriorityAboveRequiredAtEverySize() throws {
        try assertRule(rule, "t-priority-above-required-at-every-size", """
            layout: title-bar
            views:
              root:
                size: { compact: [320, 44], regular: [414, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
            constraints:
              - visual: "H:|-16-[title]"
              - ↓title.trailing <= superview.trailing - 16 @high+251
              - title.centerY == superview.centerY
            """,
            messages: [
                "UIKit refuses to create 'title.trailing <= superview.trailing - 16 @high+251': priority 1001 is outside 1…1000; it is left out of solving",
            ])
    }

    /// Two roots (a screen and a floating toolbar window): a constraint between them has no common
    /// ancestor. Reported at its name.
    func testReportsViewsInTwoHierarchies() throws {
        try assertRule(rule, "t-views-in-two-hierarchies", """
            layout: screen-and-toolbar
            views:
              screen: { size: [375, 667] }
              content: { parent: screen }
              toolbar: { size: [375, 44], frame: [0, 623, 375, 44] }
              button: { parent: toolbar, kind: button, intrinsic: [60, 44] }
            constraints:
              - visual: "H:|[content]|"
              - visual: "V:|[content]|"
              - visual: "H:|-16-[button]"
              - button.top == superview.top
              - ↓buttonAlign: button.leading == content.leading + 16
            """,
            messages: [
                "UIKit refuses to create 'buttonAlign': 'button' and 'content' have no common ancestor: they are in different hierarchies; it is left out of solving",
            ])
    }

    /// Width against height is allowed (an aspect ratio), with a multiplier.
    func testSilentAspectRatio() throws {
        try assertRule(rule, "n-aspect-ratio", """
            layout: photo
            views:
              root: { size: [375, 400] }
              photo: { parent: root, kind: imageView }
            constraints:
              - visual: "H:|-16-[photo]-16-|"
              - visual: "V:|-16-[photo]"
              - photo.height == photo.width * 0.75
            """)
    }

    /// Priorities of exactly 1 (by name arithmetic) and 1000 are inside the range.
    func testSilentPrioritiesAtTheBounds() throws {
        try assertRule(rule, "n-priorities-at-the-bounds", """
            layout: title-bar
            views:
              root: { size: [375, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
            constraints:
              - visual: "H:|-16-[title]"
              - title.trailing <= superview.trailing - 16 @1000
              - title.width == 200 @fittingSize-49
              - title.centerY == superview.centerY
            """)
    }

    /// Under rightToLeft: leading against trailing, and left against right, are each within one
    /// family.
    func testSilentSameFamiliesRightToLeft() throws {
        try assertRule(rule, "n-same-families-right-to-left", """
            layout: rtl-row
            direction: rightToLeft
            views:
              root: { size: [375, 44] }
              icon: { parent: root }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
              badge: { parent: root }
            constraints:
              - icon.leading == superview.leading + 16
              - icon.width == 24
              - title.leading == icon.trailing + 8
              - badge.left == superview.left + 16
              - badge.right == badge.left + 20
              - visual: "V:|-10-[icon(24)]"
              - title.centerY == icon.centerY
              - badge.centerY == icon.centerY
              - badge.height == 20
            """)
    }

    /// Sizes may be constants; margin attributes pair with edges of their family and axis
    /// (leadingMargin with leading, topMargin with firstBaseline).
    func testSilentSizesAsConstantsAndMargins() throws {
        try assertRule(rule, "n-sizes-as-constants-and-margins", """
            layout: card
            views:
              root: { size: [375, 200] }
              card: { parent: root }
              title: { parent: card, kind: label, intrinsic: [120, 21], baseline: 17 }
            constraints:
              - card.leading == superview.leadingMargin
              - card.trailing == superview.trailingMargin
              - card.top == superview.topMargin
              - card.height == 120
              - title.leading == card.leadingMargin
              - title.firstBaseline == card.topMargin + 20
            """)
    }

    /// The header's title aligned with the body's text: different parents, but a common ancestor (the
    /// root).
    func testSilentViewsInTwoBranchesOfOneRoot() throws {
        try assertRule(rule, "n-views-in-two-branches-of-one-root", """
            layout: screen
            views:
              root: { size: [375, 667] }
              header: { parent: root }
              body: { parent: root }
              title: { parent: header, kind: label, intrinsic: [120, 21] }
              text: { parent: body, kind: label, intrinsic: [300, 60] }
            constraints:
              - visual: "H:|[header]|"
              - visual: "H:|[body]|"
              - visual: "V:|[header(64)][body]|"
              - visual: "H:|-20-[text]"
              - visual: "V:|-16-[text]"
              - title.leading == text.leading
              - title.centerY == header.centerY
            """)
    }

    /// The invalid constraint would contradict the required height if it were solved; it is left out
    /// of solving, so the only report is the invalid constraint itself.
    func testInvalidConstraintIsLeftOut() throws {
        try assertRule(rule, "x-invalid-constraint-is-left-out", """
            layout: banner
            views:
              root: { size: [375, 200] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner(60)]"
              - ↓banner.bottom == banner.height + 200
            """,
            messages: [
                "UIKit refuses to create 'banner.bottom == banner.height + 200': invalid pairing of layout attributes: 'bottom' is a location and 'height' a size; it is left out of solving",
            ],
            silent: ["unsatisfiable-required", "underconstrained-axis"])
    }
}
