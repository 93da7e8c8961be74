import LayoutEngine
import LayoutModel
import LayoutRules
import LayoutSolver

/// A defect as a picture shows it, with what drawing it needs from the solved configuration.
public enum Defect: Sendable {
    /// Required constraints that cannot all hold; `broken` is the one UIKit leaves out.
    case conflict(Conflict)
    /// A view free on an axis: drawn at both ends of its freedom, the axis arrowed.
    case freedom(Ambiguity)
    /// Views whose optional constraints of one priority trade `amount` points (nil: unbounded).
    case tie(axis: LayoutAttribute.Axis, priority: Double, constraints: [ConstraintOrigin], amount: Double?, views: [String])
    /// A hidden view that still holds space.
    case hiddenSpace(HiddenSpace)
    /// A view drawn (its `frame`, in its parent's coordinates) away from its solved frame.
    case misplaced(view: String, drawn: LayoutFrame)
    /// Constraints a finding is about, drawn as lines between the edges they tie.
    case constraints([ConstraintOrigin])

    /// Every defect the solution shows as lint reports it: conflicts, free views, ties (those
    /// the tie rules report), hidden views that hold space, and the `misplaced` views the
    /// rule `misplaced-frame` found (in the declared layout only).
    public static func all(in solution: SolvedConfiguration, document: LayoutDocument,
                           misplaced: [MisplacedFrameRule.MisplacedView] = []) -> [Defect] {
        var defects = solution.conflicts.map(Defect.conflict)
        let reportedTies = reportedTieConstraints(in: solution, document: document)
        let snapshot = solution.system.snapshot.document
        for ambiguity in solution.ambiguities {
            // What lint does not report (Swift code: the freedom of a quiet view, whose size or
            // constraints the code does not fix) is not drawn either: a freedom is reported
            // under its cause, a tie with the views it leaves open.
            // A position can be free while the size is tied, or the other way round: both drawn.
            if ambiguity.position == .free || ambiguity.size == .free, snapshot.reportsFinding(naming: [ambiguity.view]) {
                defects.append(.freedom(ambiguity))
            }
            if case .tie(_, let constraints, _) = ambiguity.freedom, !reportedTies.isSuperset(of: constraints) { continue }
            if snapshot.reportsFinding(naming: [ambiguity.view] + ambiguity.followers), let tie = Defect.tie(ambiguity, in: solution) {
                defects.append(tie)
            }
        }
        defects += solution.hiddenSpace.map(Defect.hiddenSpace)
        defects += misplaced.map { Defect.misplaced(view: $0.view.id, drawn: $0.drawn) }
        return defects
    }

    /// The tie an ambiguity is, with the views that trade; nil when it is free.
    static func tie(_ ambiguity: Ambiguity, in solution: SolvedConfiguration) -> Defect? {
        guard case .tie(let priority, let constraints, let amount) = ambiguity.freedom else { return nil }
        var views = [ambiguity.view]
        for origin in constraints {
            for id in Defect.views(of: origin, in: solution.system) where !views.contains(id) { views.append(id) }
        }
        return .tie(axis: ambiguity.axis, priority: priority, constraints: constraints, amount: amount, views: views)
    }

    /// The views a linear constraint's origin is about: a file constraint's items, else the
    /// views whose variables its linear constraint uses (content sizes, root pins, and any
    /// origin the engine adds later).
    static func views(of origin: ConstraintOrigin, in system: LinearSystem) -> [String] {
        if case .constraint(let id) = origin {
            guard let constraint = system.constraint(id) else { return [] }
            return constraint.items.reduce(into: []) { list, item in if !list.contains(item) { list.append(item) } }
        }
        return VariableOwners(system).terms(of: origin).reduce(into: []) { list, term in
            if !list.contains(term.view) { list.append(term.view) }
        }
    }

    /// The views the defect is about, without the many a hidden view can push around: what
    /// a cropped picture is centred on.
    func primaryViews(in system: LinearSystem) -> [String] {
        if case .hiddenSpace(let space) = self { return [space.view] + space.affected.prefix(3) }
        return views(in: system)
    }

    /// Every view the defect draws on, in the order first drawn.
    func views(in system: LinearSystem) -> [String] {
        var result: [String] = []
        func add(_ ids: [String]) { for id in ids where !result.contains(id) { result.append(id) } }
        switch self {
        case .conflict(let conflict): for origin in conflict.members { add(Defect.views(of: origin, in: system)) }
        case .freedom(let ambiguity): add([ambiguity.view])
        case .tie(_, _, _, _, let views): add(views)
        case .hiddenSpace(let space): add([space.view] + space.affected)
        case .misplaced(let view, _): add([view])
        case .constraints(let origins): for origin in origins { add(Defect.views(of: origin, in: system)) }
        }
        return result
    }
}

/// Which view and which of its four unknowns each variable of a system is.
struct VariableOwners {
    enum Part { case x, y, width, height }

    let system: LinearSystem
    private var owners: [Variable: (view: String, part: Part)] = [:]

    init(_ system: LinearSystem) {
        self.system = system
        for view in system.snapshot.views {
            guard let vars = system.variables[view.id] else { continue }
            owners[vars.x] = (view.id, .x)
            owners[vars.y] = (view.id, .y)
            owners[vars.width] = (view.id, .width)
            owners[vars.height] = (view.id, .height)
        }
    }

    /// The view unknowns an origin's linear constraints use, in the order of their terms.
    func terms(of origin: ConstraintOrigin) -> [(view: String, part: Part)] {
        var result: [(view: String, part: Part)] = []
        for entry in system.constraints where entry.origin == origin {
            for term in entry.linear.expression.terms {
                if let owner = owners[term.variable], !result.contains(where: { $0.view == owner.view && $0.part == owner.part }) {
                    result.append(owner)
                }
            }
        }
        return result
    }
}
