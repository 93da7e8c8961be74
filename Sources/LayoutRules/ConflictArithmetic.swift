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
    private var rootHeights: [String: Double] = [:]
    private var rootWidths: [String: Double] = [:]
    private var rootPositions: Set<String> = []

    init(members: [ConstraintOrigin], system: LinearSystem, document: LayoutDocument) {
        self.document = document
        self.system = system
        for origin in members {
            switch origin {
            case .constraint(let id):
                if let constraint = system.constraint(id), constraint.relation == .equal, constraint.multiplier == 1 || constraint.second == nil {
                    equalities.append(constraint)
                }
            case .rootSize(let view, let axis), .rootFrameSize(let view, let axis):
                let value = system.constraints.first { $0.origin == origin }.map { -$0.linear.expression.constant }
                if axis == .horizontal { rootWidths[view] = value } else { rootHeights[view] = value }
            case .rootPosition(let view, _):
                rootPositions.insert(view)
            default:
                break
            }
        }
    }

    /// The constants whose sum is where the members put an anchor, or nil when they do not
    /// pin it by equalities.
    func terms(of anchor: ConstraintAnchor) -> [Double]? {
        var visited: Set<Quantity> = []
        guard let quantity = Quantity(anchor, direction: document.direction) else { return nil }
        return derive(quantity, &visited, depth: 0)
    }

    /// "8 + 75 + 4 = 87"; a single term is just the number.
    static func format(_ terms: [Double]) -> String { formatSum(terms) }

    /// The constants whose sum is the quantity, leaving out zeros.
    private func derive(_ quantity: Quantity, _ visited: inout Set<Quantity>, depth: Int) -> [Double]? {
        guard depth < 64, visited.insert(quantity).inserted else { return nil }
        defer { visited.remove(quantity) }
        let view = document.view(quantity.view)
        if view?.isRoot == true {
            switch quantity.part {
            case .start where rootPositions.contains(quantity.view) || view?.frame == nil:
                let origin = quantity.axis == .horizontal ? (view?.frame?.x ?? 0) : (view?.frame?.y ?? 0)
                return origin == 0 ? [] : [origin]
            case .size:
                if let size = quantity.axis == .horizontal ? rootWidths[quantity.view] : rootHeights[quantity.view] { return [size] }
            default:
                break
            }
        }
        for constraint in equalities {
            let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
            guard let index = anchors.firstIndex(where: { Quantity($0, direction: document.direction) == quantity }) else { continue }
            if constraint.second == nil {
                return constraint.constant == 0 ? [] : [constraint.constant]
            }
            let other = anchors[1 - index]
            guard let otherQuantity = Quantity(other, direction: document.direction),
                  var terms = derive(otherQuantity, &visited, depth: depth + 1) else { continue }
            // first == second + c: the first is the second plus c, the second the first minus c.
            // Right-to-left constraints on leading/trailing hold mirrored: the constant flips.
            let mirrored = document.direction == .rightToLeft && anchors.contains { $0.attribute.isDirectional }
            let signed = mirrored ? -constraint.constant : constraint.constant
            let constant = index == 0 ? signed : -signed
            if constant != 0 { terms.append(constant) }
            return terms
        }
        // A view's own edges: end = start + size, start = end - size, center = start + size / 2.
        let sibling = { (part: Quantity.Part) in Quantity(view: quantity.view, axis: quantity.axis, part: part) }
        switch quantity.part {
        case .end:
            if let start = derive(sibling(.start), &visited, depth: depth + 1), let size = derive(sibling(.size), &visited, depth: depth + 1) {
                return start + size
            }
        case .start:
            if let end = derive(sibling(.end), &visited, depth: depth + 1), let size = derive(sibling(.size), &visited, depth: depth + 1) {
                return end + size.map { -$0 }
            }
        case .center:
            if let start = derive(sibling(.start), &visited, depth: depth + 1), let size = derive(sibling(.size), &visited, depth: depth + 1) {
                return start + size.map { $0 / 2 }
            }
        case .size:
            break
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
