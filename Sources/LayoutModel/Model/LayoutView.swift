import LayoutDiagnostics

/// The UIKit class a view stands for. It sets default content priorities.
public enum ViewKind: String, CaseIterable, Sendable, Hashable {
    case view, label, button, imageView, textField, textView, `switch`, activityIndicator, stackView

    /// What Interface Builder writes: 251 for labels and image views, 750 for switches and
    /// activity indicators, 250 otherwise.
    public var defaultHugging: Double {
        switch self {
        case .label, .imageView: return 251
        case .switch, .activityIndicator: return 750
        default: return 250
        }
    }

    /// 750 for every kind.
    public var defaultCompression: Double { 750 }
}

/// A pair of content priorities, one per axis.
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: LayoutPriority
    public var vertical: LayoutPriority

    public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: LayoutAttribute.Axis) -> LayoutPriority {
        axis == .horizontal ? horizontal : vertical
    }
}

/// An intrinsic content size; nil on an axis means no intrinsic metric (`none`).
public struct IntrinsicSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }

    public static let none = IntrinsicSize()

    public subscript(axis: LayoutAttribute.Axis) -> Double? {
        axis == .horizontal ? width : height
    }
}

/// Layout margins as written. Absent sides are 8, UIKit's default.
public struct LayoutMargins: Hashable, Sendable {
    public var top: Double?
    public var bottom: Double?
    public var left: Double?
    public var right: Double?
    public var leading: Double?
    public var trailing: Double?

    public init(top: Double? = nil, bottom: Double? = nil, left: Double? = nil, right: Double? = nil,
                leading: Double? = nil, trailing: Double? = nil) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
        self.leading = leading
        self.trailing = trailing
    }

    public static let defaultValue: Double = 8

    /// All sides equal.
    public static func uniform(_ value: Double) -> LayoutMargins {
        LayoutMargins(top: value, bottom: value, left: value, right: value)
    }

    /// The margins in absolute terms: `leading`/`trailing` go to left/right under
    /// `leftToRight` and to right/left under `rightToLeft`; unset sides are 8.
    public func resolved(for direction: LayoutDirection) -> (top: Double, bottom: Double, left: Double, right: Double) {
        let leftValue = direction == .leftToRight ? (leading ?? left) : (trailing ?? left)
        let rightValue = direction == .leftToRight ? (trailing ?? right) : (leading ?? right)
        let fallback = LayoutMargins.defaultValue
        return (top ?? fallback, bottom ?? fallback, leftValue ?? fallback, rightValue ?? fallback)
    }
}

/// Baseline offsets from the top of the view; nil means the bottom edge.
public struct Baselines: Hashable, Sendable {
    public var first: Double?
    public var last: Double?

    public init(first: Double?, last: Double?) {
        self.first = first
        self.last = last
    }
}

/// A rectangle in the parent's coordinates.
public struct LayoutFrame: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A root size `[width, height]`; nil on an axis is `auto` (sized by its content).
public struct RootDimensions: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// One named size of a root (a size class to lint the layout at).
public struct NamedRootSize: Hashable, Sendable {
    public var name: String
    public var dimensions: RootDimensions
    public var location: SourceLocation

    public init(name: String, dimensions: RootDimensions, location: SourceLocation) {
        self.name = name
        self.dimensions = dimensions
        self.location = location
    }
}

/// A root's `size`: one fixed size, or named sizes in declaration order.
public enum RootSize: Hashable, Sendable {
    case fixed(RootDimensions)
    case named([NamedRootSize])

    /// The sizes to lint at, with their names (nil for a fixed size).
    public var configurations: [(name: String?, dimensions: RootDimensions)] {
        switch self {
        case .fixed(let dimensions): return [(nil, dimensions)]
        case .named(let sizes): return sizes.map { ($0.name, $0.dimensions) }
        }
    }
}

/// Where a view and its important keys were written, for diagnostics.
///
/// The ranges of the locations written, in one file (`FileRanges`): the locations are read
/// back whole.
public struct ViewSource: Hashable, Sendable {
    private var file: FileRanges

    /// The view id key in `views`.
    public var key: SourceLocation {
        get { file.requiredLocation(field: 0) }
        set { file.store(newValue, field: 0) }
    }
    /// The view's value node (the whole mapping).
    public var node: SourceLocation {
        get { file.requiredLocation(field: 1) }
        set { file.store(newValue, field: 1) }
    }
    public var parent: SourceLocation? {
        get { file.location(field: 2) }
        set { file.store(newValue, field: 2) }
    }
    public var kind: SourceLocation? {
        get { file.location(field: 3) }
        set { file.store(newValue, field: 3) }
    }
    public var intrinsic: SourceLocation? {
        get { file.location(field: 4) }
        set { file.store(newValue, field: 4) }
    }
    public var hugging: SourceLocation? {
        get { file.location(field: 5) }
        set { file.store(newValue, field: 5) }
    }
    public var compression: SourceLocation? {
        get { file.location(field: 6) }
        set { file.store(newValue, field: 6) }
    }
    public var hidden: SourceLocation? {
        get { file.location(field: 7) }
        set { file.store(newValue, field: 7) }
    }
    public var margins: SourceLocation? {
        get { file.location(field: 8) }
        set { file.store(newValue, field: 8) }
    }
    public var baseline: SourceLocation? {
        get { file.location(field: 9) }
        set { file.store(newValue, field: 9) }
    }
    public var frame: SourceLocation? {
        get { file.location(field: 10) }
        set { file.store(newValue, field: 10) }
    }
    /// The `size` key (root-only errors point there).
    public var size: SourceLocation? {
        get { file.location(field: 11) }
        set { file.store(newValue, field: 11) }
    }
    /// The `size` value.
    public var sizeValue: SourceLocation? {
        get { file.location(field: 12) }
        set { file.store(newValue, field: 12) }
    }
    /// Where each axis's hugging priority value was written.
    public var huggingValues: AxisLocations {
        get { file.locations(field: 13) }
        set { file.store(newValue, field: 13) }
    }
    /// Where each axis's compression resistance value was written.
    public var compressionValues: AxisLocations {
        get { file.locations(field: 15) }
        set { file.store(newValue, field: 15) }
    }

    public init(key: SourceLocation, node: SourceLocation) {
        file = FileRanges(path: key.path)
        self.key = key
        self.node = node
    }
}

/// A view of the hierarchy, with every key resolved to its value or default.
public struct LayoutView: Hashable, Sendable {
    public var id: String
    /// The superview's id; nil for a root.
    public var parent: String?
    public var kind: ViewKind
    public var intrinsic: IntrinsicSize {
        get { content.value.intrinsic }
        set { content.value.intrinsic = newValue }
    }
    public var hugging: AxisPriorities {
        get { content.value.hugging }
        set { content.value.hugging = newValue }
    }
    public var compression: AxisPriorities {
        get { content.value.compression }
        set { content.value.compression = newValue }
    }
    public var hidden: Bool
    public var margins: LayoutMargins {
        get { rare.value.margins }
        set { rare.value.margins = newValue }
    }
    public var baseline: Baselines? {
        get { rare.value.baseline }
        set { rare.value.baseline = newValue }
    }
    public var frame: LayoutFrame? {
        get { rare.value.frame }
        set { rare.value.frame = newValue }
    }
    /// Roots only.
    public var size: RootSize? {
        get { rare.value.size }
        set { rare.value.size = newValue }
    }
    /// One reference: a view's locations are shared by its copies (a state that hides a
    /// view copies every view).
    public var source: ViewSource
    /// The Interface Builder object id of the element the view was read from (IB files only).
    public var interfaceBuilderID: String? {
        get { rare.value.interfaceBuilderID }
        set { rare.value.interfaceBuilderID = newValue }
    }
    /// How far the values a front end read for the view could be from the ones its drawing
    /// was made with (nil: exact, as a layout file states them).
    public var measureRange: MeasureRange? {
        get { rare.value.measureRange }
        set { rare.value.measureRange = newValue }
    }
    /// Keys most views leave at their defaults, behind one reference that every such view
    /// shares: a state that hides a view copies the views array, and these were half of a
    /// view's bytes.
    private var rare: SharedValue<RareKeys>
    /// The content size and its priorities, behind one reference for the same reason (shared
    /// by the views of a kind that keep its defaults; a copy of the view shares it).
    private var content: SharedValue<ContentKeys>

    private struct ContentKeys: Hashable, Sendable {
        var intrinsic: IntrinsicSize = .none
        var hugging: AxisPriorities
        var compression: AxisPriorities

        init(kind: ViewKind) {
            hugging = AxisPriorities(horizontal: LayoutPriority(kind.defaultHugging), vertical: LayoutPriority(kind.defaultHugging))
            compression = AxisPriorities(horizontal: LayoutPriority(kind.defaultCompression),
                                         vertical: LayoutPriority(kind.defaultCompression))
        }
    }

    /// A list, not a dictionary keyed by kind: a dictionary's metadata, made at the first view,
    /// has the runtime search every conformance of the binary for `ViewKind: Hashable`.
    private static let defaultContentKeys = ViewKind.allCases.map { (kind: $0, keys: SharedValue(ContentKeys(kind: $0))) }

    private struct RareKeys: Hashable, Sendable {
        var margins = LayoutMargins()
        var baseline: Baselines?
        var frame: LayoutFrame?
        var size: RootSize?
        var interfaceBuilderID: String?
        var measureRange: MeasureRange?
    }

    private static let defaultRareKeys = SharedValue(RareKeys())

    public init(id: String, parent: String? = nil, kind: ViewKind = .view, source: ViewSource) {
        self.id = id
        self.parent = parent
        self.kind = kind
        self.hidden = false
        self.content = LayoutView.defaultContentKeys.first { $0.kind == kind }?.keys ?? SharedValue(ContentKeys(kind: kind))
        self.rare = LayoutView.defaultRareKeys
        self.source = source
    }

    /// A view without a parent.
    public var isRoot: Bool { parent == nil }
}

/// Values a front end could read only approximately: an Interface Builder file saves what
/// Xcode measured (text in real fonts, controls' bezels) only as frames, and the reader
/// estimates the rest (docs/interface-builder.md, "What the file does not say").
public struct MeasureRange: Hashable, Sendable {
    /// Each intrinsic size could be this much larger or smaller (points).
    public var intrinsic: IntrinsicSize
    /// Each edge of the drawn frame's alignment rectangle could be this far either way.
    public var edges: Double
    /// A root whose size the file does not hold: Xcode marked its drawn frame misplaced, so
    /// the size it laid the root's contents out at is another, which the file does not save.
    public var rootSizeUnknown: Bool
    /// The axes on which the file holds the size a root's contents were last laid out at, the
    /// size its subviews' saved frames agree on: Xcode's own measure, so that size is exact
    /// however the contents' measures range.
    public var sizeOfSavedContents: Set<LayoutAttribute.Axis> = []
    /// The offsets from the layout margins that the real margins could take (a root's margins
    /// that hold a safe area the canvas drew at a height the file does not say, system side
    /// margins the SDK sets); nil on an edge where the margin is exact.
    public var margins: MarginRanges

    public init(intrinsic: IntrinsicSize = .none, edges: Double = 0, rootSizeUnknown: Bool = false, margins: MarginRanges = MarginRanges()) {
        self.intrinsic = intrinsic
        self.edges = edges
        self.rootSizeUnknown = rootSizeUnknown
        self.margins = margins
    }
}

/// Offsets from a view's layout margins, per edge (left and right as laid out), that the real
/// margins could take.
public struct MarginRanges: Hashable, Sendable {
    public var top: ClosedRange<Double>?
    public var bottom: ClosedRange<Double>?
    public var left: ClosedRange<Double>?
    public var right: ClosedRange<Double>?

    public init(top: ClosedRange<Double>? = nil, bottom: ClosedRange<Double>? = nil,
                left: ClosedRange<Double>? = nil, right: ClosedRange<Double>? = nil) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }

    public var isEmpty: Bool { top == nil && bottom == nil && left == nil && right == nil }
}

/// A source location per axis, for values that can be given once or per axis.
public struct AxisLocations: Hashable, Sendable {
    public var horizontal: SourceLocation?
    public var vertical: SourceLocation?

    public init(horizontal: SourceLocation? = nil, vertical: SourceLocation? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: LayoutAttribute.Axis) -> SourceLocation? {
        axis == .horizontal ? horizontal : vertical
    }
}
