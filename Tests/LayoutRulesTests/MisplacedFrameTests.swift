import XCTest

/// Layouts beyond the page examples for `misplaced-frame`: where it must report (`↓`), and
/// near-misses where it must not. Full outputs are goldens under Goldens/cases/misplaced-frame/.
final class MisplacedFrameTests: XCTestCase {
    private let rule = "misplaced-frame"

    /// The card's height is ambiguous and its x is drawn 8 points off: the horizontal difference is
    /// reported, but the message (and the fix-it) must not claim a solved height, which nothing
    /// decides; here the drawn vertical values are kept.
    func testReportsAmbiguousAxisIsNotPartOfTheMessage() throws {
        try assertRule(rule, "t-ambiguous-axis-is-not-part-of-the-message", """
            layout: card
            views:
              root: { size: [375, 200] }
              card: { parent: root, frame: ↓[24, 16, 343, 120] }
            constraints:
              - visual: "H:|-16-[card]-16-|"
              - card.top == superview.top + 16
            """,
            messages: [
                "'card' is drawn at [24, 16, 343, 120] but its constraints place it at [16, 16, 343, ?]",
            ])
    }

    /// The caption was drawn where the 'no-photo' state puts it; the declared layout, which frames
    /// are compared with, puts it below the photo.
    func testReportsDrawnAsAStateLaysItOut() throws {
        try assertRule(rule, "t-drawn-as-a-state-lays-it-out", """
            layout: post
            views:
              root: { size: [375, 400] }
              title: { parent: root, kind: label, intrinsic: [200, 21], frame: [16, 16, 200, 21] }
              photo: { parent: root, kind: imageView, frame: [16, 45, 343, 200] }
              caption: { parent: root, kind: label, intrinsic: [160, 17], frame: ↓[16, 45, 160, 17] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "H:|-16-[photo]-16-|"
              - visual: "H:|-16-[caption]"
              - visual: "V:|-16-[title]-8-[photo(200)]"
              - captionToPhoto: caption.top == photo.bottom + 8 @999
              - captionToTitle: caption.top == title.bottom + 8 @998
            states:
              no-photo:
                hide: [photo]
                priority: { captionToPhoto: 998, captionToTitle: 999 }
            """,
            messages: [
                "'caption' is drawn at [16, 45, 160, 17] but its constraints place it at [16, 253, 160, 17]",
            ])
    }

    /// The banner was drawn at the regular size (382 wide); frames are compared in the declared
    /// layout at the root's first size, compact (288 wide). Reported once, naming no configuration.
    func testReportsDrawnAtTheSecondSize() throws {
        try assertRule(rule, "t-drawn-at-the-second-size", """
            layout: banner
            views:
              root:
                size: { compact: [320, 568], regular: [414, 896] }
              banner: { parent: root, frame: ↓[16, 20, 382, 60] }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner(60)]"
            """,
            messages: [
                "'banner' is drawn at [16, 20, 382, 60] but its constraints place it at [16, 20, 288, 60]",
            ])
    }

    /// A frame 0.6 points off horizontally: more than half a point.
    func testReportsJustOverHalfAPoint() throws {
        try assertRule(rule, "t-just-over-half-a-point", """
            layout: header
            views:
              root: { size: [375, 100] }
              title: { parent: root, kind: label, intrinsic: [120, 21], frame: ↓[16.6, 20, 120, 21] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "V:|-20-[title]"
            """,
            messages: [
                "'title' is drawn at [16.6, 20, 120, 21] but its constraints place it at [16, 20, 120, 21]",
            ])
    }

    /// Under rightToLeft the title's leading inset puts it at the right edge (x = 375 - 16 - 120 =
    /// 239); it was drawn at the left.
    func testReportsRightToLeftDrawnLeftToRight() throws {
        try assertRule(rule, "t-right-to-left-drawn-left-to-right", """
            layout: rtl-title
            direction: rightToLeft
            views:
              root: { size: [375, 60] }
              title: { parent: root, kind: label, intrinsic: [120, 21], frame: ↓[16, 20, 120, 21] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "V:|-20-[title]"
            """,
            messages: [
                "'title' is drawn at [16, 20, 120, 21] but its constraints place it at [239, 20, 120, 21]",
            ])
    }

    /// The button inside the card was drawn in the root's coordinates; frames are in the parent's,
    /// where it is at (16, 16).
    func testReportsSubviewDrawnInRootCoordinates() throws {
        try assertRule(rule, "t-subview-drawn-in-root-coordinates", """
            layout: card
            views:
              root: { size: [375, 300] }
              card: { parent: root, frame: [16, 40, 343, 200] }
              button: { parent: card, kind: button, intrinsic: [80, 44], frame: ↓[32, 56, 80, 44] }
            constraints:
              - visual: "H:|-16-[card]-16-|"
              - visual: "V:|-40-[card(200)]"
              - visual: "H:|-16-[button]"
              - visual: "V:|-16-[button]"
            """,
            messages: [
                "'button' is drawn at [32, 56, 80, 44] but its constraints place it at [16, 16, 80, 44]",
            ])
    }

    /// A title drawn too tall and a subtitle drawn too far left: each frame is reported at its own
    /// value.
    func testReportsTwoViewsOneVerticalOneHorizontal() throws {
        try assertRule(rule, "t-two-views-one-vertical-one-horizontal", """
            layout: cell
            views:
              root: { size: [375, 80] }
              title: { parent: root, kind: label, intrinsic: [200, 21], frame: ↓[16, 12, 200, 30] }
              subtitle: { parent: root, kind: label, intrinsic: [160, 17], frame: ↓[8, 37, 160, 17] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "H:|-16-[subtitle]"
              - visual: "V:|-12-[title]-4-[subtitle]"
            """,
            messages: [
                "'title' is drawn at [16, 12, 200, 30] but its constraints place it at [16, 12, 200, 21]",
                "'subtitle' is drawn at [8, 37, 160, 17] but its constraints place it at [16, 37, 160, 17]",
            ])
    }

    /// A second root (a toolbar window) pinned by its frame at y = 623: its button's frame is in the
    /// toolbar's coordinates.
    func testSilentChildOfASecondRootWithAFrame() throws {
        try assertRule(rule, "n-child-of-a-second-root-with-a-frame", """
            layout: screen-and-toolbar
            views:
              screen: { size: [375, 667] }
              content: { parent: screen, frame: [0, 0, 375, 667] }
              toolbar: { size: [375, 44], frame: [0, 623, 375, 44] }
              button: { parent: toolbar, kind: button, intrinsic: [60, 44], frame: [16, 0, 60, 44] }
            constraints:
              - visual: "H:|[content]|"
              - visual: "V:|[content]|"
              - visual: "H:|-16-[button]"
              - button.top == superview.top
            """)
    }

    /// The banner drawn at the first size (compact): it differs from the regular size and from a
    /// state's layout, which are not compared.
    func testSilentDrawnAtTheFirstSize() throws {
        try assertRule(rule, "n-drawn-at-the-first-size", """
            layout: banner
            views:
              root:
                size: { compact: [320, 568], regular: [414, 896] }
              banner: { parent: root, frame: [16, 20, 288, 60] }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner]"
              - bannerHeight: banner.height == 60
            states:
              tall:
                constant: { bannerHeight: 120 }
            """)
    }

    /// Under rightToLeft, the title drawn at the right edge where its leading inset puts it.
    func testSilentRightToLeftDrawnRight() throws {
        try assertRule(rule, "n-right-to-left-drawn-right", """
            layout: rtl-title
            direction: rightToLeft
            views:
              root: { size: [375, 60] }
              title: { parent: root, kind: label, intrinsic: [120, 21], frame: [239, 20, 120, 21] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "V:|-20-[title]"
            """)
    }

    /// The button inside the card drawn in the card's coordinates.
    func testSilentSubviewInParentCoordinates() throws {
        try assertRule(rule, "n-subview-in-parent-coordinates", """
            layout: card
            views:
              root: { size: [375, 300] }
              card: { parent: root, frame: [16, 40, 343, 200] }
              button: { parent: card, kind: button, intrinsic: [80, 44], frame: [16, 16, 80, 44] }
            constraints:
              - visual: "H:|-16-[card]-16-|"
              - visual: "V:|-40-[card(200)]"
              - visual: "H:|-16-[button]"
              - visual: "V:|-16-[button]"
            """)
    }

    /// A frame 0.4 points off on each value: within half a point.
    func testSilentWithinHalfAPoint() throws {
        try assertRule(rule, "n-within-half-a-point", """
            layout: header
            views:
              root: { size: [375, 100] }
              title: { parent: root, kind: label, intrinsic: [120, 21], frame: [16.4, 19.6, 120.4, 21.4] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "V:|-20-[title]"
            """)
    }

    /// The card has no height, so its vertical frame is ambiguous: only underconstrained-axis reports
    /// it; the drawn height is not compared. Its horizontal frame matches.
    func testAmbiguousAxisIsNotCompared() throws {
        try assertRule(rule, "x-ambiguous-axis-is-not-compared", """
            layout: card
            views:
              root: { size: [375, 200] }
              card: { parent: root, frame: [16, 16, 343, 120] }
            constraints:
              - visual: "H:|-16-[card]-16-|"
              - card.top == superview.top + 16
            """,
            silent: ["misplaced-frame"])
    }
}
