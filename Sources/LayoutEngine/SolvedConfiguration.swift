import LayoutModel
import LayoutSolver

/// A view's solved frame, in its parent's coordinates (a root's in root coordinates).
public typealias SolvedFrame = LayoutFrame

extension LayoutFrame {
    public func position(on axis: LayoutAttribute.Axis) -> Double { axis == .horizontal ? x : y }
    public func size(on axis: LayoutAttribute.Axis) -> Double { axis == .horizontal ? width : height }
}

/// Required constraints that cannot all hold, and the one left out so the rest can be solved.
public struct Conflict: Hashable, Sendable {
    /// An irreducible set: dropping any member makes the rest satisfiable. In system order.
    public var members: [ConstraintOrigin]
    /// The member left out of the configuration, as UIKit breaks one.
    public var broken: ConstraintOrigin
}

/// How a view's position or size is undetermined on one axis.
public enum Freedom: Hashable, Sendable {
    /// Nothing constrains it: it moves without any optional constraint changing.
    case free
    /// It moves only by trading violations between optional constraints of one priority.
    /// `amount` is how far it can move (nil: without bound).
    case tie(priority: Double, constraints: [ConstraintOrigin], amount: Double?)
}

/// A view that is ambiguous on an axis, with the views whose ambiguity comes from it.
public struct Ambiguity: Hashable, Sendable {
    public var view: String
    public var axis: LayoutAttribute.Axis
    /// Whether the position (relative to the parent) and the size are undetermined.
    public var position: Freedom?
    public var size: Freedom?
    /// Ambiguous views that move because this one moves: views placed against it (fixing
    /// this view fixes their place), not subviews that keep their place inside it. In
    /// declaration order, all of them (messages name at most `listedFollowers` and count the
    /// rest).
    public var followers: [String]
    /// Followers a message names; the rest are counted, so a root cannot flood the output.
    public static let listedFollowers = 10
    /// The active constraints of the file on the root cause's axis that mention it, in
    /// declaration order: with the view and its followers, what makes it one defect.
    public var constraints: [String] = []
    /// For free parts: the range the position and the size can take over the optimal
    /// solutions, when inequalities bound it on both sides.
    public var positionRange: ClosedRange<Double>?
    public var sizeRange: ClosedRange<Double>?

    /// Whether nothing constrains its position or its size (the position can be free while
    /// the size is tied, and the other way round).
    public var hasFreePart: Bool { position == .free || size == .free }

    /// Whether its position or its size is tied.
    public var hasTiePart: Bool {
        [position, size].contains { if case .tie? = $0 { true } else { false } }
    }

    /// The freedom to report: a tie when either part is a tie, else free.
    public var freedom: Freedom {
        for case let part? in [size, position] {
            if case .tie = part { return part }
        }
        return .free
    }
}

/// A hidden view that still holds space: removing it would change visible views.
public struct HiddenSpace: Hashable, Sendable {
    public var view: String
    public var axis: LayoutAttribute.Axis
    /// The smallest and largest size it has on the axis over the optimal solutions.
    public var size: ClosedRange<Double>
    /// Visible views whose smallest or largest position or size over the optimal solutions
    /// would change without it (moving, resizing or coming free), in declaration order.
    public var affected: [String]
    /// The constraints of the file on the axis that would leave with it and name an affected
    /// view (what joins them), in declaration order: with the view, axis and affected views,
    /// what makes it one defect.
    public var constraints: [String]
}

/// A size that UIKit holds at zero while constraints would push it below: zero in every
/// optimal solution, negative in some optimal solution without the view's implicit `>= 0`.
public struct NegativeSize: Sendable {
    public var view: String
    public var axis: LayoutAttribute.Axis
    /// The smallest size over the optimal solutions without the implicit constraint
    /// (`-infinity` when nothing bounds it).
    public var squeezed: Double
    /// The variables' values at an optimal solution without the implicit constraint.
    public var squeezedValues: VariableValues
    /// Optional constraints violated (or violated more) because the size stays at zero, with
    /// how much more, in system order.
    public var givingWay: [(origin: ConstraintOrigin, amount: Double)]
}

/// Everything the rules need to know about one solved configuration.
public struct SolvedConfiguration: Sendable {
    public var system: LinearSystem
    public var conflicts: [Conflict]
    /// Constraints left out because, together with the constraints before them in system
    /// order, their numbers pass Double's range (about ±1.8e308), which is more than the
    /// solver can compute with. In system order. The configuration is solved without them,
    /// and what they alone would determine is not reported as ambiguous (a cascade of that
    /// one problem); it is still counted in `ambiguous`, so rules say nothing about it.
    public var outOfRange: [ConstraintOrigin] = []
    /// Frames of every view in the configuration.
    public var frames: SolvedFrames
    /// Violated optional constraints, by origin, in system order.
    public var violations: [(origin: ConstraintOrigin, amount: Double)]
    /// Root causes of ambiguity, in declaration order.
    public var ambiguities: [Ambiguity]
    /// (view, axis) pairs whose position or size is ambiguous, root causes and followers alike.
    public var ambiguous: Set<ViewAxis>
    /// (view, axis) pairs whose size is ambiguous.
    public var ambiguousSizes: Set<ViewAxis> = []
    /// (view, axis) pairs whose position in the parent is ambiguous.
    public var ambiguousPositions: Set<ViewAxis> = []
    public var hiddenSpace: [HiddenSpace]
    /// Sizes held at zero against constraints that would push them below, in view order.
    public var negativeSizes: [NegativeSize] = []
    /// Value of every linear expression the rules asked about: the solved variable values.
    public var values: VariableValues

    public var configuration: Configuration { system.configuration }

    /// The active constraints on each view (as first or second item), as positions in the
    /// snapshot's constraints, in declaration order. Positions, not copies: a constraint is
    /// large, and a copy per item per configuration made this the lint's largest allocation.
    public var constraintIndicesByView: [String: [Int]] {
        var result: [String: [Int]] = [:]
        for (index, constraint) in system.snapshot.constraints.enumerated() where constraint.active {
            result[constraint.first.item, default: []].append(index)
            if let second = constraint.second?.item, second != constraint.first.item { result[second, default: []].append(index) }
        }
        return result
    }

    public func value(of expression: LinearExpression) -> Double {
        var total = expression.constant
        for term in expression.terms { total += term.coefficient * (values[term.variable] ?? 0) }
        return total
    }

    public func violation(of origin: ConstraintOrigin) -> Double {
        violations.first { $0.origin == origin }?.amount ?? 0
    }
}

/// The solved frames of a configuration's views, by the views' positions in the document.
public struct SolvedFrames: Equatable, Sendable {
    /// The document, for finding a view's position by id.
    private let document: LayoutDocument
    private var frames: [SolvedFrame?]

    init(document: LayoutDocument) {
        self.document = document
        frames = Array(repeating: nil, count: document.views.count)
    }

    /// The frame of the view declared at `index` (`LayoutDocument.index(ofView:)`,
    /// `ConstraintAnchor.view`), nil when the configuration has no such view.
    public subscript(viewAt index: Int) -> SolvedFrame? {
        get { index >= 0 && index < frames.count ? frames[index] : nil }
        set { frames[index] = newValue }
    }

    public subscript(id: String) -> SolvedFrame? {
        document.index(ofView: id).flatMap { self[viewAt: $0] }
    }

    public static func == (lhs: SolvedFrames, rhs: SolvedFrames) -> Bool { lhs.frames == rhs.frames }
}

/// A view and an axis.
public struct ViewAxis: Hashable, Sendable {
    public var view: String
    public var axis: LayoutAttribute.Axis

    public init(view: String, axis: LayoutAttribute.Axis) {
        self.view = view
        self.axis = axis
    }
}
