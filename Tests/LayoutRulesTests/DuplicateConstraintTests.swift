import XCTest

/// Layouts beyond the page examples for `duplicate-constraint`: where it must report (`↓`), and
/// near-misses where it must not. Full outputs are goldens under Goldens/cases/duplicate-constraint/.
final class DuplicateConstraintTests: XCTestCase {
    private let rule = "duplicate-constraint"

    /// 'alignAllCenterY' already aligns the two labels (value.centerY == name.centerY); the hand-
    /// written copy is written the other way round. Three copies of the same leading give two
    /// reports.
    func testReportsAlignmentOptionAndAHandWrittenCopy() throws {
        try assertRule(rule, "t-alignment-option-and-a-hand-written-copy", """
            layout: name-and-value
            views:
              root: { size: [375, 44] }
              name: { parent: root, kind: label, intrinsic: [100, 21] }
              value: { parent: root, kind: label, intrinsic: [100, 21], hugging: 250 }
            constraints:
              - visual: "H:|-16-[name]-8-[value]-16-|"
                options: [alignAllCenterY]
              - name.centerY == superview.centerY
              - ↓name.centerY == value.centerY
              - ↓name.leading == superview.leading + 16
              - ↓name.leading == root.leading + 16
            """,
            messages: [
                "'name.centerY == value.centerY' repeats 'value.centerY == name.centerY'",
                "'name.leading == superview.leading + 16' repeats 'name.leading == root.leading + 16'",
                "'name.leading == root.leading + 16' repeats 'name.leading == root.leading + 16'",
            ])
    }

    /// An aspect ratio and a minimum spacing, each repeated the other way round: 'height == 0.5 ×
    /// width' is 'width == 2 × height', and '>=' turns into '<='.
    func testReportsInequalityAndMultiplierReversed() throws {
        try assertRule(rule, "t-inequality-and-multiplier-reversed", """
            layout: media
            views:
              root: { size: [375, 300] }
              photo: { parent: root, kind: imageView }
              caption: { parent: root, kind: label, intrinsic: [200, 17] }
            constraints:
              - visual: "H:|-16-[photo]-16-|"
              - visual: "H:|-16-[caption]"
              - photo.top == superview.top + 16
              - photoRatio: photo.height == photo.width * 0.5
              - caption.top >= photo.bottom + 8
              - caption.bottom == superview.bottom - 16 @750
              - ↓photoRatioAgain: photo.width == photo.height * 2
              - ↓photo.bottom <= caption.top - 8
            """,
            messages: [
                "'photoRatioAgain' repeats 'photoRatio'",
                "'photo.bottom <= caption.top - 8' repeats 'caption.top >= photo.bottom + 8'",
            ],
            notes: [
                "'photoRatio' is declared here",
                "'caption.top >= photo.bottom + 8' is declared here",
            ])
    }

    /// The alternative height is declared inactive; the states that activate it without deactivating
    /// the original (directly and through 'from') hold both copies. Reported once, at the later one,
    /// naming both states.
    func testReportsOnlyInStatesThatActivateACopy() throws {
        try assertRule(rule, "t-only-in-states-that-activate-a-copy", """
            layout: banner
            views:
              root: { size: [375, 200] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner]"
              - bannerHeight: banner.height == 60
              - id: bannerHeightCompact
                expr: ↓banner.height == 60
                active: false
            states:
              compact:
                activate: [bannerHeightCompact]
              compact-dark:
                from: compact
            """,
            messages: [
                "'bannerHeightCompact' repeats 'bannerHeight' in states 'compact' and 'compact-dark'",
            ])
    }

    /// The spacing written again the other way round (title == icon + 8, then icon == title - 8), in
    /// a layout with two sizes: reported once at the later one, naming no configuration.
    func testReportsOtherWayRoundAtEverySize() throws {
        try assertRule(rule, "t-other-way-round-at-every-size", """
            layout: row
            views:
              root:
                size: { compact: [320, 44], regular: [414, 44] }
              icon: { parent: root }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
            constraints:
              - visual: "H:|-16-[icon(24)]-8-[title]"
              - visual: "V:|-10-[icon(24)]"
              - title.centerY == icon.centerY
              - ↓icon.trailing == title.leading - 8
            """,
            messages: [
                "'icon.trailing == title.leading - 8' repeats 'title.leading == icon.trailing + 8'",
            ])
    }

    /// Two heights, 60 at 999 and 44 at 998; a state sets the second to 60 at 999 (a legal change
    /// among optional priorities) and the two become the same constraint.
    func testReportsStateConstantMakesACopy() throws {
        try assertRule(rule, "t-state-constant-makes-a-copy", """
            layout: banner
            views:
              root: { size: [375, 200] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner]"
              - bannerHeight: banner.height == 60 @999
              - ↓bannerMinHeight: banner.height == 44 @998
            states:
              tall:
                constant: { bannerMinHeight: 60 }
                priority: { bannerMinHeight: 999 }
            """,
            messages: [
                "'bannerMinHeight' repeats 'bannerHeight' in state 'tall'",
            ])
    }

    /// The same relations spelt differently: 'superview' for the parent's id, and 'baseline' for
    /// 'lastBaseline'.
    func testReportsSuperviewAndAliasSpellings() throws {
        try assertRule(rule, "t-superview-and-alias-spellings", """
            layout: form
            views:
              root: { size: [375, 100] }
              label: { parent: root, kind: label, intrinsic: [80, 21], baseline: 17 }
              field: { parent: root, kind: textField, intrinsic: [none, 34], baseline: 22 }
            constraints:
              - visual: "H:|-16-[label]-8-[field]-16-|"
              - field.top == root.top + 20
              - label.lastBaseline == field.lastBaseline
              - ↓field.top == superview.top + 20
              - ↓label.baseline == field.baseline
            """,
            messages: [
                "'field.top == superview.top + 20' repeats 'field.top == root.top + 20'",
                "'label.lastBaseline == field.lastBaseline' repeats 'label.lastBaseline == field.lastBaseline'",
            ])
    }

    /// The same equation at two priorities (1000 and 999) is not a duplicate, at either size.
    func testSilentDifferentPriority() throws {
        try assertRule(rule, "n-different-priority", """
            layout: row
            views:
              root:
                size: { compact: [320, 44], regular: [414, 44] }
              icon: { parent: root }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
            constraints:
              - visual: "H:|-16-[icon(24)]-8-[title]"
              - visual: "V:|-10-[icon(24)]"
              - title.centerY == icon.centerY
              - icon.trailing == title.leading - 8 @999
            """)
    }

    /// 'title >= icon + 8' next to 'title == icon + 8' is implied by it, not a repeat; nor is a
    /// spacing with another constant.
    func testSilentImpliedNotEqual() throws {
        try assertRule(rule, "n-implied-not-equal", """
            layout: row
            views:
              root: { size: [375, 44] }
              icon: { parent: root }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
            constraints:
              - visual: "H:|-16-[icon(24)]-8-[title]"
              - visual: "V:|-10-[icon(24)]"
              - title.centerY == icon.centerY
              - title.leading >= icon.trailing + 8
              - title.leading <= icon.trailing + 9
            """)
    }

    /// Under leftToRight 'left' and 'leading' are the same edge, but different attributes: not a
    /// duplicate (they differ under rightToLeft).
    func testSilentLeftAndLeading() throws {
        try assertRule(rule, "n-left-and-leading", """
            layout: row
            views:
              root: { size: [375, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
            constraints:
              - title.leading == superview.leading + 16
              - title.left == superview.left + 16
              - title.centerY == superview.centerY
            """)
    }

    /// Two copies of the height, but never both active: the states deactivate one before activating
    /// the other.
    func testSilentStateSwapsTheCopies() throws {
        try assertRule(rule, "n-state-swaps-the-copies", """
            layout: banner
            views:
              root: { size: [375, 200] }
              banner: { parent: root }
            constraints:
              - visual: "H:|-16-[banner]-16-|"
              - visual: "V:|-20-[banner]"
              - bannerHeight: banner.height == 60
              - id: bannerHeightCompact
                expr: banner.height == 60
                active: false
            states:
              compact:
                deactivate: [bannerHeight]
                activate: [bannerHeightCompact]
              compact-dark:
                from: compact
            """)
    }

    /// States that only hide views keep the duplicate (their configurations share the declared
    /// layout's constraints); a state that changes one copy's constant ends it there. At two
    /// sizes, every configuration but the changed state's reports it: one diagnostic naming them.
    func testReportsInStatesThatKeepTheConstraints() throws {
        try assertRule(rule, "t-in-states-that-keep-the-constraints", """
            layout: name-and-value
            views:
              root:
                size: { compact: [320, 44], regular: [414, 44] }
              name: { parent: root, kind: label, intrinsic: [100, 21] }
              value: { parent: root, kind: label, intrinsic: [100, 21], hugging: 250 }
              badge: { parent: root, kind: imageView, intrinsic: [16, 16] }
            constraints:
              - visual: "H:|-16-[name]-8-[value]-16-|"
                options: [alignAllCenterY]
              - name.centerY == superview.centerY
              - badge.centerY == name.centerY
              - badge.leading == name.trailing + 4
              - ↓nameLeading: name.leading == superview.leading + 16
            states:
              no-badge:
                hide: [badge]
              no-value:
                hide: [value]
              moved:
                constant: { nameLeading: 20 }
            """,
            messages: [
                "'nameLeading' repeats 'name.leading == root.leading + 16' in the declared layout and states 'no-badge' and 'no-value'",
            ])
    }
}
