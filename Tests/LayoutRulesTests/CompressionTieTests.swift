import XCTest

/// Layouts beyond the page examples for `compression-tie`: where it must report (`↓`), and
/// near-misses where it must not. Full outputs are goldens under Goldens/cases/compression-tie/.
final class CompressionTieTests: XCTestCase {
    private let rule = "compression-tie"

    /// A title and a subtitle stacked in a 40-point cell at two widths: 6 points too short for both
    /// at each size, reported once, naming no configuration.
    func testReportsAtEveryRootSizeSameAmount() throws {
        try assertRule(rule, "t-at-every-root-size-same-amount", """
            layout: two-line-cell
            views:
              root:
                size: { compact: [320, 40], regular: [414, 40] }
              ↓title: { parent: root, kind: label, intrinsic: [200, 21] }
              subtitle: { parent: root, kind: label, intrinsic: [160, 17] }
            constraints:
              - visual: "H:|-16-[title]"
              - visual: "H:|-16-[subtitle]"
              - visual: "V:|-4-[title]-0-[subtitle]-4-|"
            """,
            messages: [
                "'title' and 'subtitle' have equal vertical compression resistance priority (750) and share 6 points of space to give up, so UIKit may resize either",
            ])
    }

    /// Two labels that need 200 points each, at both phone sizes: the same defect, reported once,
    /// naming no configuration.
    func testReportsAtEveryRootSize() throws {
        try assertRule(rule, "t-at-every-root-size", """
            layout: name-and-value
            views:
              root:
                size: { compact: [375, 44], regular: [414, 44] }
              ↓nameLabel: { parent: root, kind: label, intrinsic: [200, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [200, 21] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            """)
    }

    /// Two 180-point labels fit the regular row (16 + 180 + 8 + 180 + 16 = 400 <= 414) but not the
    /// compact one: one of them must be cut there. Reported once, at size 'compact'.
    func testReportsAtOneRootSizeOnly() throws {
        try assertRule(rule, "t-at-one-root-size-only", """
            layout: name-and-value
            views:
              root:
                size: { compact: [375, 44], regular: [414, 44] }
              ↓nameLabel: { parent: root, kind: label, intrinsic: [180, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [180, 21] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-(>=16)-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            """,
            messages: [
                "'nameLabel' and 'valueLabel' have equal horizontal compression resistance priority (750) and share 25 points of space to give up, so UIKit may resize either in the declared layout at size 'compact'",
            ])
    }

    /// The texts fit as declared; a state with a longer (translated) value, and one built on it,
    /// leaves too little room for both. Reported once, naming both states.
    func testReportsInStatesWithLongerText() throws {
        try assertRule(rule, "t-in-states-with-longer-text", """
            layout: name-and-value
            views:
              root: { size: [375, 44] }
              ↓nameLabel: { parent: root, kind: label, intrinsic: [150, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [150, 21] }
              chevron: { parent: root, kind: imageView, intrinsic: [8, 13] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-(>=16)-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
              - visual: "H:[chevron]-4-|"
              - chevron.centerY == superview.centerY
            states:
              german:
                intrinsic: { valueLabel: [220, 21] }
              german-no-chevron:
                from: german
                hide: [chevron]
            """,
            messages: [
                "'nameLabel' and 'valueLabel' have equal horizontal compression resistance priority (750) and share 35 points of space to give up, so UIKit may resize either in states 'german' and 'german-no-chevron'",
            ])
    }

    /// Three labels that need 348 points in a 320-point row, with equal compression resistance,
    /// compete for the same 28 points: one tie, at the first of them, with the others as notes.
    func testReportsThreeLabels() throws {
        try assertRule(rule, "t-three-labels", """
            layout: stats
            views:
              root: { size: [320, 44] }
              ↓likes: { parent: root, kind: label, intrinsic: [100, 21] }
              shares: { parent: root, kind: label, intrinsic: [100, 21] }
              views: { parent: root, kind: label, intrinsic: [100, 21] }
            constraints:
              - visual: "H:|-16-[likes]-8-[shares]-8-[views]-16-|"
                options: [alignAllCenterY]
              - likes.centerY == superview.centerY
            """)
    }

    /// Icon, title and detail fill the row exactly (16 + 24 + 8 + 124 + 8 + 124 + 16 = 320); a state
    /// activates a wider icon column and the two labels, with equal compression resistance, must give
    /// up 56 points.
    func testReportsWhenAStateActivatesAWiderIcon() throws {
        try assertRule(rule, "t-when-a-state-activates-a-wider-icon", """
            layout: cell
            views:
              root: { size: [320, 44] }
              icon: { parent: root }
              ↓title: { parent: root, kind: label, intrinsic: [124, 21] }
              detail: { parent: root, kind: label, intrinsic: [124, 21] }
            constraints:
              - visual: "H:|-16-[icon]-8-[title]-8-[detail]-16-|"
              - iconWidth: icon.width == 24
              - id: iconWideWidth
                expr: icon.width == 80
                active: false
              - visual: "V:|-10-[icon(24)]"
              - title.centerY == superview.centerY
              - detail.centerY == superview.centerY
            states:
              wide-icon:
                deactivate: [iconWidth]
                activate: [iconWideWidth]
            """,
            messages: [
                "'title' and 'detail' have equal horizontal compression resistance priority (750) and share 56 points of space to give up, so UIKit may resize either in state 'wide-icon'",
            ])
    }

    /// Slide Over: a state makes the root narrower, and two buttons that fit side by side no longer
    /// do.
    func testReportsWhenAStateShrinksTheRoot() throws {
        try assertRule(rule, "t-when-a-state-shrinks-the-root", """
            layout: actions
            views:
              root: { size: [768, 60] }
              ↓cancel: { parent: root, kind: button, intrinsic: [160, 44] }
              confirm: { parent: root, kind: button, intrinsic: [160, 44] }
            constraints:
              - visual: "H:|-20-[cancel]-8-[confirm]-(>=20)-|"
              - visual: "V:|-8-[cancel]"
              - visual: "V:|-8-[confirm]"
            states:
              slide-over:
                size: { root: [320, 60] }
            """,
            messages: [
                "'cancel' and 'confirm' have equal horizontal compression resistance priority (750) and share 48 points of space to give up, so UIKit may resize either in state 'slide-over'",
            ])
    }

    /// The fix at both sizes: the name resists compression one point more, so the value label is the
    /// one cut.
    func testSilentCompressionOneApart() throws {
        try assertRule(rule, "n-compression-one-apart", """
            layout: name-and-value
            views:
              root:
                size: { compact: [375, 44], regular: [414, 44] }
              nameLabel:
                parent: root
                kind: label
                intrinsic: [200, 21]
                compression: { horizontal: 751, vertical: 750 }
              valueLabel: { parent: root, kind: label, intrinsic: [200, 21] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            """)
    }

    /// The labels need exactly the room there is (16 + 171 + 8 + 164 + 16 = 375): nothing to give up.
    func testSilentFitsExactly() throws {
        try assertRule(rule, "n-fits-exactly", """
            layout: name-and-value
            views:
              root: { size: [375, 44] }
              nameLabel: { parent: root, kind: label, intrinsic: [171, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [164, 21] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            """)
    }

    /// The same Slide Over state with an equal-width wish below the compression resistance (500 <
    /// 750): a lower priority still decides between equally good cuts, so the buttons are cut evenly.
    func testSilentStateShrinksTheRootWithAPreferredSplit() throws {
        try assertRule(rule, "n-state-shrinks-the-root-with-a-preferred-split", """
            layout: actions
            views:
              root: { size: [768, 60] }
              cancel: { parent: root, kind: button, intrinsic: [160, 44] }
              confirm: { parent: root, kind: button, intrinsic: [160, 44] }
            constraints:
              - visual: "H:|-20-[cancel]-8-[confirm]-(>=20)-|"
              - visual: "V:|-8-[cancel]"
              - visual: "V:|-8-[confirm]"
              - cancel.width == confirm.width @500
            states:
              slide-over:
                size: { root: [320, 60] }
            """)
    }

    /// The translated value wraps in its state (wider, then taller) and still fits: no compression.
    func testSilentStateWithLongerTextWraps() throws {
        try assertRule(rule, "n-state-with-longer-text-wraps", """
            layout: name-and-value
            views:
              root: { size: [375, 64] }
              nameLabel: { parent: root, kind: label, intrinsic: [150, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [150, 21] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-(>=16)-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            states:
              german:
                intrinsic: { valueLabel: [185, 42] }
            """)
    }

    /// The tied labels are compressed by amounts the layout does not decide: content-size-violated,
    /// negative-size and underconstrained-axis say nothing about that ambiguous width.
    func testSqueezeOfATieIsNotContentSize() throws {
        try assertRule(rule, "x-squeeze-of-a-tie-is-not-content-size", """
            layout: name-and-value
            views:
              root: { size: [375, 44] }
              ↓nameLabel: { parent: root, kind: label, intrinsic: [300, 21] }
              valueLabel: { parent: root, kind: label, intrinsic: [300, 21] }
            constraints:
              - visual: "H:|-16-[nameLabel]-8-[valueLabel]-16-|"
              - nameLabel.centerY == superview.centerY
              - valueLabel.centerY == superview.centerY
            """,
            messages: [
                "'nameLabel' and 'valueLabel' have equal horizontal compression resistance priority (750) and share 265 points of space to give up, so UIKit may resize either",
            ],
            silent: ["content-size-violated", "underconstrained-axis", "negative-size"])
    }
}
