import XCTest

/// Layouts beyond the page examples for `required-content-priority`: where it must report (`↓`), and
/// near-misses where it must not. Full outputs are goldens under Goldens/cases/required-content-priority/.
final class RequiredContentPriorityTests: XCTestCase {
    private let rule = "required-content-priority"

    /// 1000 written once per axis: two values, two findings.
    func testReportsBothAxesWrittenSeparately() throws {
        try assertRule(rule, "t-both-axes-written-separately", """
            layout: settings-row
            views:
              root: { size: [375, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
              toggle:
                parent: root
                kind: switch
                intrinsic: [51, 31]
                hugging: { horizontal: ↓1000, vertical: ↓1000 }
            constraints:
              - visual: "H:|-16-[title]-(>=8)-[toggle]-16-|"
              - title.centerY == superview.centerY
              - toggle.centerY == superview.centerY
            """,
            messages: [
                "'toggle' has a required content hugging priority (1000) on the horizontal axis; use 999, which behaves the same but stays optional and can change at run time",
                "'toggle' has a required content hugging priority (1000) on the vertical axis; use 999, which behaves the same but stays optional and can change at run time",
            ])
    }

    /// Both content priorities of one view at 1000, each as a single value: two findings, one per
    /// key.
    func testReportsHuggingAndCompressionOnOneView() throws {
        try assertRule(rule, "t-hugging-and-compression-on-one-view", """
            layout: settings-row
            views:
              root: { size: [375, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
              toggle: { parent: root, kind: switch, intrinsic: [51, 31], hugging: ↓1000, compression: ↓1000 }
            constraints:
              - visual: "H:|-16-[title]-(>=8)-[toggle]-16-|"
              - title.centerY == superview.centerY
              - toggle.centerY == superview.centerY
            """,
            messages: [
                "'toggle' has a required content hugging priority (1000) on both axes; use 999, which behaves the same but stays optional and can change at run time",
                "'toggle' has a required compression resistance priority (1000) on both axes; use 999, which behaves the same but stays optional and can change at run time",
            ])
    }

    /// A metric that stands for 1000, used as a compression resistance.
    func testReportsMetricName() throws {
        try assertRule(rule, "t-metric-name", """
            layout: settings-row
            metrics: { mustFit: 1000 }
            views:
              root: { size: [375, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21], compression: ↓mustFit }
              toggle: { parent: root, kind: switch, intrinsic: [51, 31] }
            constraints:
              - visual: "H:|-16-[title]-(>=8)-[toggle]-16-|"
              - title.centerY == superview.centerY
              - toggle.centerY == superview.centerY
            """,
            messages: [
                "'title' has a required compression resistance priority (1000) on both axes; use 999, which behaves the same but stays optional and can change at run time",
            ])
    }

    /// 'high+250' is 1000: reported like the number.
    func testReportsNameArithmetic() throws {
        try assertRule(rule, "t-name-arithmetic", """
            layout: settings-row
            views:
              root: { size: [375, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
              toggle:
                parent: root
                kind: switch
                intrinsic: [51, 31]
                compression: { horizontal: ↓high+250, vertical: 750 }
            constraints:
              - visual: "H:|-16-[title]-(>=8)-[toggle]-16-|"
              - title.centerY == superview.centerY
              - toggle.centerY == superview.centerY
            """,
            messages: [
                "'toggle' has a required compression resistance priority (1000) on the horizontal axis; use 999, which behaves the same but stays optional and can change at run time",
            ])
    }

    /// 'hugging: required' (one value, both axes, by name) on a switch, in a layout with two sizes
    /// and a state: one finding, at the value, naming no configuration.
    func testReportsSingleValueByNameWithSizesAndStates() throws {
        try assertRule(rule, "t-single-value-by-name-with-sizes-and-states", """
            layout: settings-row
            views:
              root:
                size: { compact: [320, 44], regular: [414, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
              toggle: { parent: root, kind: switch, intrinsic: [51, 31], hugging: ↓required }
            constraints:
              - visual: "H:|-16-[title]-(>=8)-[toggle]-16-|"
              - title.centerY == superview.centerY
              - toggle.centerY == superview.centerY
            states:
              long-title:
                intrinsic: { title: [200, 21] }
            """,
            messages: [
                "'toggle' has a required content hugging priority (1000) on both axes; use 999, which behaves the same but stays optional and can change at run time",
            ])
    }

    /// Only the vertical compression resistance is 1000: reported at that value, for the vertical
    /// axis.
    func testReportsVerticalValueOnly() throws {
        try assertRule(rule, "t-vertical-value-only", """
            layout: settings-row
            views:
              root: { size: [375, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
              toggle:
                parent: root
                kind: switch
                intrinsic: [51, 31]
                compression: { horizontal: 750, vertical: ↓1000 }
            constraints:
              - visual: "H:|-16-[title]-(>=8)-[toggle]-16-|"
              - title.centerY == superview.centerY
              - toggle.centerY == superview.centerY
            """,
            messages: [
                "'toggle' has a required compression resistance priority (1000) on the vertical axis; use 999, which behaves the same but stays optional and can change at run time",
            ])
    }

    /// The fix: 999 on both axes, at two sizes.
    func testSilent999() throws {
        try assertRule(rule, "n-999", """
            layout: settings-row
            views:
              root:
                size: { compact: [320, 44], regular: [414, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
              toggle: { parent: root, kind: switch, intrinsic: [51, 31], hugging: 999, compression: 999 }
            constraints:
              - visual: "H:|-16-[title]-(>=8)-[toggle]-16-|"
              - title.centerY == superview.centerY
              - toggle.centerY == superview.centerY
            """)
    }

    /// A metric for 999 used as compression resistance.
    func testSilentMetricOneBelow() throws {
        try assertRule(rule, "n-metric-one-below", """
            layout: settings-row
            metrics: { mustFit: 999 }
            views:
              root: { size: [375, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21], compression: mustFit }
              toggle: { parent: root, kind: switch, intrinsic: [51, 31] }
            constraints:
              - visual: "H:|-16-[title]-(>=8)-[toggle]-16-|"
              - title.centerY == superview.centerY
              - toggle.centerY == superview.centerY
            """)
    }

    /// 'high+249' and 'required-1' are 999: optional.
    func testSilentNameArithmeticOneBelow() throws {
        try assertRule(rule, "n-name-arithmetic-one-below", """
            layout: settings-row
            views:
              root: { size: [375, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21], hugging: required-1 }
              toggle:
                parent: root
                kind: switch
                intrinsic: [51, 31]
                compression: { horizontal: high+249, vertical: 750 }
            constraints:
              - visual: "H:|-16-[title]-(>=8)-[toggle]-16-|"
              - title.centerY == superview.centerY
              - toggle.centerY == superview.centerY
            """)
    }

    /// A required width constraint (1000) on the switch, with the kind's default content priorities:
    /// only content priorities are this rule's business.
    func testSilentRequiredConstraintNotContentPriority() throws {
        try assertRule(rule, "n-required-constraint-not-content-priority", """
            layout: settings-row
            views:
              root: { size: [375, 44] }
              title: { parent: root, kind: label, intrinsic: [120, 21] }
              toggle: { parent: root, kind: switch, intrinsic: [51, 31] }
            constraints:
              - visual: "H:|-16-[title]-(>=8)-[toggle]-16-|"
              - toggle.width == 51 @1000
              - title.centerY == superview.centerY
              - toggle.centerY == superview.centerY
            """)
    }
}
