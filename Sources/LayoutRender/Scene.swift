import LayoutEngine
import LayoutModel
import LayoutSolver

/// A rectangle in picture coordinates (points, y down): the model's frame type.
public typealias Rect = LayoutFrame

extension LayoutFrame {
    var maxX: Double { x + width }
    var maxY: Double { y + height }
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }

    /// The same rectangle with non-negative width and height (a conflict can leave a size negative).
    var standardized: Rect {
        Rect(x: min(x, maxX), y: min(y, maxY), width: abs(width), height: abs(height))
    }

    func union(_ other: Rect) -> Rect {
        let a = standardized, b = other.standardized
        let left = min(a.x, b.x), top = min(a.y, b.y)
        return Rect(x: left, y: top, width: max(a.maxX, b.maxX) - left, height: max(a.maxY, b.maxY) - top)
    }

    func insetBy(_ amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    func intersects(_ other: Rect) -> Bool {
        let a = standardized, b = other.standardized
        return a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    /// The rectangle with its position and size on `axis` replaced.
    func with(position: Double, size: Double, on axis: LayoutAttribute.Axis) -> Rect {
        axis == .horizontal ? Rect(x: position, y: y, width: size, height: height) : Rect(x: x, y: position, width: width, height: size)
    }
}

/// One view as drawn: its frame in picture coordinates and what decides its style.
public struct SceneView: Sendable {
    public var id: String
    public var kind: ViewKind
    public var parent: String?
    public var root: String
    public var rect: Rect
    /// Hidden itself or inside a hidden view (UIKit draws neither).
    public var hidden: Bool
    public var intrinsic: IntrinsicSize
    public var margins: (top: Double, bottom: Double, left: Double, right: Double)
    public var hasChildren: Bool

    public var isRoot: Bool { parent == nil }
    /// Roots and stack views are containers of other views: drawn faint.
    public var isFaint: Bool { isRoot || kind == .stackView }
}

/// The solved layout of one configuration in picture coordinates: roots side by side,
/// each view at its solved frame, one point to one unit.
public struct LayoutScene: Sendable {
    public let solution: SolvedConfiguration
    public let builder: LinearSystemBuilder
    /// Views in declaration order.
    public private(set) var views: [SceneView] = []
    /// The area the picture shows.
    public private(set) var bounds: Rect
    private var index: [String: Int] = [:]
    /// What to add to a root-coordinate value of a view of each root, per axis.
    private var offsets: [String: (x: Double, y: Double)] = [:]

    /// Space around the roots, for labels and arrows that reach outside them.
    public static let padding: Double = 36
    /// Space between two roots placed side by side.
    static let rootGap: Double = 64
    /// How far outside its roots a misplaced view is still shown.
    static let reach: Double = 400

    public init(solution: SolvedConfiguration, builder: LinearSystemBuilder) {
        self.solution = solution
        self.builder = builder
        let system = solution.system
        let snapshot = system.snapshot
        let byID = Dictionary(snapshot.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var parents: Set<String> = []
        for view in snapshot.views { if let parent = view.parent { parents.insert(parent) } }
        func rootAndHidden(of view: LayoutView) -> (String, Bool) {
            var current = view, hidden = view.hidden, seen: Set<String> = [view.id]
            while let parent = current.parent, let next = byID[parent], !seen.contains(parent) {
                seen.insert(parent)
                hidden = hidden || next.hidden
                current = next
            }
            return (current.id, hidden)
        }
        func absolute(_ id: String) -> Rect {
            guard let vars = system.variables[id] else { return Rect(x: 0, y: 0, width: 0, height: 0) }
            let value = { (variable: Variable) in solution.values[variable] ?? 0 }
            return Rect(x: value(vars.x), y: value(vars.y), width: value(vars.width), height: value(vars.height))
        }
        // Roots left to right, each moved so its frame starts at the cursor.
        var cursor = LayoutScene.padding
        var rootArea: Rect?
        for view in snapshot.views where view.isRoot {
            let frame = absolute(view.id).standardized
            let width = min(frame.width, 1e6)
            offsets[view.id] = (cursor - frame.x, LayoutScene.padding - frame.y)
            let placed = Rect(x: cursor, y: LayoutScene.padding, width: width, height: min(frame.height, 1e6))
            rootArea = rootArea.map { $0.union(placed) } ?? placed
            cursor += width + LayoutScene.rootGap
        }
        let area = rootArea ?? Rect(x: LayoutScene.padding, y: LayoutScene.padding, width: 0, height: 0)
        let limit = Rect(x: area.x - LayoutScene.reach, y: area.y - LayoutScene.reach,
                         width: area.width + 2 * LayoutScene.reach, height: area.height + 2 * LayoutScene.reach)
        var shown = area
        for view in snapshot.views {
            let (root, hidden) = rootAndHidden(of: view)
            let offset = offsets[root] ?? (0, 0)
            var rect = absolute(view.id)
            rect.x += offset.x
            rect.y += offset.y
            let margins = view.margins.resolved(for: builder.document.direction)
            index[view.id] = views.count
            views.append(SceneView(id: view.id, kind: view.kind, parent: view.parent, root: root, rect: rect, hidden: hidden,
                                   intrinsic: view.intrinsic, margins: margins, hasChildren: parents.contains(view.id)))
            shown = shown.union(clamped(rect, to: limit))
        }
        bounds = Rect(x: shown.x - LayoutScene.padding, y: shown.y - LayoutScene.padding,
                      width: shown.width + 2 * LayoutScene.padding, height: shown.height + 2 * LayoutScene.padding)
    }

    public func view(_ id: String) -> SceneView? {
        index[id].map { views[$0] }
    }

    /// The part of a large layout a finding is about: the picture shows only `area` (and
    /// the views that reach into it), so a finding in a 4,000-view table stays small and legible.
    public mutating func crop(to area: Rect) {
        let a = bounds.standardized, b = area.standardized
        let left = max(a.x, b.x), top = max(a.y, b.y)
        let right = min(a.maxX, b.maxX), bottom = min(a.maxY, b.maxY)
        guard right > left, bottom > top else { return }
        bounds = Rect(x: left, y: top, width: right - left, height: bottom - top)
        isCropped = true
    }

    /// Whether `crop(to:)` narrowed the picture: views outside `bounds` are then left out.
    public private(set) var isCropped = false

    /// Extends the visible area to take in `rect` (ghost frames, drawn frames), within reach.
    mutating func include(_ rect: Rect) {
        let limit = bounds.insetBy(-LayoutScene.reach)
        let inner = clamped(rect, to: limit)
        let grown = Rect(x: inner.x - LayoutScene.padding / 2, y: inner.y - LayoutScene.padding / 2,
                         width: inner.width + LayoutScene.padding, height: inner.height + LayoutScene.padding)
        bounds = bounds.union(grown)
    }

    /// An anchor's value in picture coordinates (nil for an unknown view).
    func value(of anchor: ConstraintAnchor) -> Double? {
        guard let expression = builder.expression(for: anchor, in: solution.system),
              let root = view(anchor.item)?.root, let offset = offsets[root] else { return nil }
        return solution.value(of: expression) + (anchor.attribute.axis == .horizontal ? offset.x : offset.y)
    }

    /// Moves a root-coordinate position on `axis` of a view of `root` into the picture.
    func picture(_ value: Double, on axis: LayoutAttribute.Axis, root: String) -> Double {
        let offset = offsets[root] ?? (0, 0)
        return value + (axis == .horizontal ? offset.x : offset.y)
    }
}

private func clamped(_ rect: Rect, to limit: Rect) -> Rect {
    let r = rect.standardized
    let left = min(max(r.x, limit.x), limit.maxX), right = min(max(r.maxX, limit.x), limit.maxX)
    let top = min(max(r.y, limit.y), limit.maxY), bottom = min(max(r.maxY, limit.y), limit.maxY)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
}
