import LayoutEngine
import LayoutModel

/// Explains where an anchor of a conflict ends up as a sum of the constants that put it
/// there: "ninthPic.bottom = 8 + 75 + 4 + 75 + 4 + 75 = 241".
///
/// It follows the other members of the conflict: equalities with a multiplier of 1 between
/// two anchors or an anchor and a constant, a root's pinned size and position, and the
/// identities between a view's edges (bottom = top + height, center = top + height / 2).
/// When no such chain exists (inequalities, multipliers, margins), it says nothing and the
/// message falls back to the solved values.
struct ConflictArithmetic {
    private let document: LayoutDocument
    private let system: LinearSystem
    private var equalities: [LayoutConstraint] = []
    /// The equalities that name each quantity, in member order.
    private var equalitiesNaming: [Quantity: [Int]] = [:]
    private var rootHeights: [String: Double] = [:]
    private var rootWidths: [String: Double] = [:]
    private var rootPositions: Set<String> = []
    /// Sizes whose implicit `>= 0` is a member: at zero or more, when nothing pins them.
    private var nonNegative: Set<Quantity> = []

    init(members: [ConstraintOrigin], system: LinearSystem, document: LayoutDocument) {
        self.document = document
        self.system = system
        for origin in members {
            switch origin {
            case .constraint(let id):
                if let constraint = system.constraint(id), constraint.relation == .equal, constraint.multiplier == 1 || constraint.second == nil {
                    let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
                    for quantity in Set(anchors.compactMap({ Quantity($0, direction: document.direction) })) {
                        equalitiesNaming[quantity, default: []].append(equalities.count)
                    }
                    equalities.append(constraint)
                }
            case .rootSize(let view, let axis), .rootFrameSize(let view, let axis):
                let value = system.constraints.first { $0.origin == origin }.map { -$0.linear.expression.constant }
                if axis == .horizontal { rootWidths[view] = value } else { rootHeights[view] = value }
            case .rootPosition(let view, _):
                rootPositions.insert(view)
            case .nonNegativeSize(let view, let axis):
                nonNegative.insert(Quantity(view: view, axis: axis, part: .size))
            default:
                break
            }
        }
    }

    /// Whether a sum is where the members put an anchor, or a bound of it: through a size
    /// that only its implicit `>= 0` bounds, an end is at that sum or more, a start at it or
    /// less.
    enum Bound {
        case exact, atLeast, atMost

        /// "", " or more", " or less": what follows the number in a message.
        var suffix: String {
            switch self {
            case .exact: return ""
            case .atLeast: return " or more"
            case .atMost: return " or less"
            }
        }

        func combined(with other: Bound) -> Bound? {
            if self == .exact { return other }
            if other == .exact || other == self { return self }
            return nil
        }

        var negated: Bound {
            switch self {
            case .exact: return .exact
            case .atLeast: return .atMost
            case .atMost: return .atLeast
            }
        }
    }

    /// The constants whose sum is where the members put an anchor, or nil when they do not
    /// pin it by equalities.
    func terms(of anchor: ConstraintAnchor) -> [Double]? {
        guard let found = bounded(anchor), found.bound == .exact else { return nil }
        return found.terms
    }

    /// The constants whose sum is where the members put an anchor, or a bound of it.
    func bounded(_ anchor: ConstraintAnchor) -> (terms: [Double], bound: Bound)? {
        var search = Search()
        guard let quantity = Quantity(anchor, direction: document.direction) else { return nil }
        if let found = derive(quantity, &search, depth: 0) { return found }
        // A size the members only bound, through other sizes' `>= 0`, between edges that no
        // chain ties to a root: the distance they put between its two edges. (Where they pin
        // it exactly, the solved value says the same.)
        guard quantity.part == .size else { return nil }
        let edge = { (part: Quantity.Part) in Quantity(view: quantity.view, axis: quantity.axis, part: part) }
        var relative = Search()
        guard let found = derive(edge(.end), &relative, depth: 0, reference: edge(.start)), found.bound != .exact else { return nil }
        return found
    }

    /// The constants whose sum bounds `anchor - other` as the members hold it, when they only
    /// bound it (through sizes' `>= 0`) and no chain ties `anchor` to a root. (Where they
    /// pin it exactly, the solved value says the same.)
    func relativeBound(_ anchor: ConstraintAnchor, to other: ConstraintAnchor) -> (terms: [Double], bound: Bound)? {
        guard let quantity = Quantity(anchor, direction: document.direction), let reference = Quantity(other, direction: document.direction),
              quantity.part != .size, reference.part != .size, quantity.axis == reference.axis else { return nil }
        var search = Search()
        guard let found = derive(quantity, &search, depth: 0, reference: reference), found.bound != .exact else { return nil }
        return found
    }

    /// "8 + 75 + 4 = 87"; a single term is just the number.
    static func format(_ terms: [Double]) -> String { formatSum(terms) }

    /// A search's path and what it may still spend. The search backtracks, so in a deep
    /// tree of views, where each edge is reached through the other edge and the size as
    /// well as through constraints, the paths multiply: past the budget it gives up, and the
    /// message falls back to the solved values.
    private struct Search {
        var visited: Set<Quantity> = []
        var remainingSteps = 20_000
    }

    /// The constants whose sum is the quantity (or bounds it), leaving out zeros; with a
    /// `reference` (a position), the sum is the quantity minus the reference, so chains that
    /// reach no root still measure a size from its two edges.
    private func derive(_ quantity: Quantity, _ search: inout Search, depth: Int,
                        reference: Quantity? = nil) -> (terms: [Double], bound: Bound)? {
        if quantity == reference { return ([], .exact) }
        guard depth < 64, search.remainingSteps > 0, search.visited.insert(quantity).inserted else { return nil }
        search.remainingSteps -= 1
        defer { search.visited.remove(quantity) }
        // A position measured from a reference is never an absolute value; a size always is.
        let reference = quantity.part == .size ? nil : reference
        let view = document.view(quantity.view)
        if view?.isRoot == true, reference == nil {
            switch quantity.part {
            case .start where rootPositions.contains(quantity.view) || view?.frame == nil:
                let origin = quantity.axis == .horizontal ? (view?.frame?.x ?? 0) : (view?.frame?.y ?? 0)
                return (origin == 0 ? [] : [origin], .exact)
            case .size:
                if let size = quantity.axis == .horizontal ? rootWidths[quantity.view] : rootHeights[quantity.view] { return ([size], .exact) }
            default:
                break
            }
        }
        for constraint in (equalitiesNaming[quantity] ?? []).map({ equalities[$0] }) {
            let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
            guard let index = anchors.firstIndex(where: { Quantity($0, direction: document.direction) == quantity }) else { continue }
            if constraint.second == nil {
                if reference != nil { continue }
                return (constraint.constant == 0 ? [] : [constraint.constant], .exact)
            }
            let other = anchors[1 - index]
            guard let otherQuantity = Quantity(other, direction: document.direction),
                  case (var terms, let bound)? = derive(otherQuantity, &search, depth: depth + 1, reference: reference) else { continue }
            // first == second + c: the first is the second plus c, the second the first minus c.
            // Right-to-left constraints on leading/trailing hold mirrored: the constant flips.
            let mirrored = document.direction == .rightToLeft && anchors.contains { $0.attribute.isDirectional }
            let signed = mirrored ? -constraint.constant : constraint.constant
            let constant = index == 0 ? signed : -signed
            if constant != 0 { terms.append(constant) }
            return (terms, bound)
        }
        // A view's own edges: end = start + size, start = end - size, center = start + size / 2.
        let sibling = { (part: Quantity.Part) in Quantity(view: quantity.view, axis: quantity.axis, part: part) }
        switch quantity.part {
        case .end:
            if let start = derive(sibling(.start), &search, depth: depth + 1, reference: reference), let size = derive(sibling(.size), &search, depth: depth + 1),
               let bound = start.bound.combined(with: size.bound) {
                return (start.terms + size.terms, bound)
            }
        case .start:
            if let end = derive(sibling(.end), &search, depth: depth + 1, reference: reference), let size = derive(sibling(.size), &search, depth: depth + 1),
               let bound = end.bound.combined(with: size.bound.negated) {
                return (end.terms + size.terms.map { -$0 }, bound)
            }
        case .center:
            if let start = derive(sibling(.start), &search, depth: depth + 1, reference: reference), let size = derive(sibling(.size), &search, depth: depth + 1),
               let bound = start.bound.combined(with: size.bound) {
                return (start.terms + size.terms.map { $0 / 2 }, bound)
            }
        case .size:
            if nonNegative.contains(quantity) { return ([], .atLeast) }
        }
        return nil
    }
}

/// One of the four things an axis of a view has: where it starts, its center, where it
/// ends, and its size (physical: start is left or top).
private struct Quantity: Hashable {
    enum Part: Hashable { case start, center, end, size }

    var view: String
    var axis: LayoutAttribute.Axis
    var part: Part

    init(view: String, axis: LayoutAttribute.Axis, part: Part) {
        self.view = view
        self.axis = axis
        self.part = part
    }

    /// Nil for margins and baselines, whose offsets this explanation does not follow.
    init?(_ anchor: ConstraintAnchor, direction: LayoutDirection) {
        let part: Part
        switch anchor.attribute {
        case .left, .top: part = .start
        case .right, .bottom: part = .end
        case .leading: part = direction == .leftToRight ? .start : .end
        case .trailing: part = direction == .leftToRight ? .end : .start
        case .centerX, .centerY: part = .center
        case .width, .height: part = .size
        default: return nil
        }
        self.init(view: anchor.item, axis: anchor.attribute.axis, part: part)
    }
}
