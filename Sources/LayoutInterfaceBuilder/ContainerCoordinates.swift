import LayoutModel

/// UIKit evaluates a constraint in the bounds of the view it is installed on, the nearest
/// common ancestor of its items (where Interface Builder writes it): the ancestor's own
/// edges are 0 and its width or height there, a descendant's are its distance from the
/// ancestor's leading or top edge. With a multiplier of 1 the ancestor's position cancels
/// out and any common coordinates give the same equation; with another multiplier it does
/// not, and the layout model measures positions in the root's coordinates. Such a
/// constraint is rewritten on distances: a descendant's position becomes the width (or
/// height) of a guide from the ancestor's leading (top) edge to it, the ancestor's far edge
/// its width (height), its center half of that, its near edge 0.
/// Corpus: `XZoneViewCell.xib` sizes a 304-point container, 55 points into its cell, by
/// `trailing = 3 × ImageOne.trailing + 10` around a 98-point image at its leading edge:
/// 3 × 98 + 10 = 304 as Xcode draws it, in the container's bounds.
extension DocumentConverter {
    /// A position measured from the common ancestor's near edge: `factor` × the size of
    /// `item` along the axis, or 0 where `item` is nil.
    struct ContainerMeasure {
        var item: String?
        var factor: Double
    }

    mutating func measurePositionsInContainers() {
        // A size class may set a constraint's constant (on the constraint as written): those
        // are rewritten only where the constant keeps its meaning.
        let namedByStates = Set(constraintModelIDs.values)
        for index in constraints.indices {
            let constraint = constraints[index]
            guard constraint.multiplier != 1, constraint.multiplier != 0, let second = constraint.second,
                  let axis = Self.positionAxis(constraint.first.attribute), Self.positionAxis(second.attribute) == axis,
                  let container = nearestCommonAncestor(constraint.first.item, second.item),
                  let containerIndex = viewIndex[container], views[containerIndex].parent != nil,
                  !namedByStates.contains(constraint.id) || Self.keepsConstant(constraint.first, in: container),
                  // The engine keeps every size at zero or more: a position drawn before the
                  // ancestor's near edge is no such distance, and the constraint stays as written.
                  [constraint.first, second].allSatisfy({ drawnPosition($0, in: container).map { $0 >= 0 } ?? true }),
                  let first = containerMeasure(constraint.first, in: container, axis: axis, for: constraint),
                  let other = containerMeasure(second, in: container, axis: axis, for: constraint) else { continue }
            let size: LayoutAttribute = axis == .horizontal ? .width : .height
            var rewritten = constraint
            // first.factor × F = m × other.factor × O + c
            if let firstItem = first.item {
                rewritten.first = ConstraintAnchor(item: firstItem, attribute: size)
                if let otherItem = other.item {
                    rewritten.second = ConstraintAnchor(item: otherItem, attribute: size)
                    rewritten.multiplier = constraint.multiplier * other.factor / first.factor
                } else {
                    rewritten.second = nil
                    rewritten.multiplier = 1
                }
                rewritten.constant = constraint.constant / first.factor
            } else if let otherItem = other.item {
                // 0 = m × k × O + c: O = −c / (m × k), the relation turned where m × k < 0.
                let scale = constraint.multiplier * other.factor
                rewritten.first = ConstraintAnchor(item: otherItem, attribute: size)
                rewritten.second = nil
                rewritten.multiplier = 1
                rewritten.constant = -constraint.constant / scale
                switch constraint.relation {
                case .equal: rewritten.relation = .equal
                case .lessThanOrEqual: rewritten.relation = scale > 0 ? .greaterThanOrEqual : .lessThanOrEqual
                case .greaterThanOrEqual: rewritten.relation = scale > 0 ? .lessThanOrEqual : .greaterThanOrEqual
                }
            } else {
                continue
            }
            constraints[index] = rewritten
        }
    }

    /// Whether the rewrite keeps a constraint's constant as written: its first item is
    /// measured at a factor of 1 (a descendant, or the ancestor's far edge).
    static func keepsConstant(_ first: ConstraintAnchor, in container: String) -> Bool {
        first.item != container || [.trailing, .right, .bottom].contains(first.attribute)
    }

    /// The axis of a position the rewrite measures (edges and centers; not margins or baselines).
    static func positionAxis(_ attribute: LayoutAttribute) -> LayoutAttribute.Axis? {
        switch attribute {
        case .leading, .left, .trailing, .right, .centerX: .horizontal
        case .top, .bottom, .centerY: .vertical
        default: nil
        }
    }

    /// Where a descendant's anchor is drawn in `container`'s bounds (frames summed up to
    /// it); nil for the container itself or where a frame on the way is not saved.
    func drawnPosition(_ anchor: ConstraintAnchor, in container: String) -> Double? {
        guard anchor.item != container, let index = viewIndex[anchor.item], let frame = views[index].frame else { return nil }
        let horizontal = Self.positionAxis(anchor.attribute) == .horizontal
        guard var position = frame.position(of: anchor.attribute) else { return nil }
        var current = views[index].parent
        while let id = current, id != container {
            guard let ancestor = viewIndex[id], let ancestorFrame = views[ancestor].frame else { return nil }
            position += horizontal ? ancestorFrame.x : ancestorFrame.y
            current = views[ancestor].parent
        }
        return position
    }

    func nearestCommonAncestor(_ a: String, _ b: String) -> String? {
        var ancestors: Set<String> = []
        var current: String? = a
        while let id = current {
            ancestors.insert(id)
            current = viewIndex[id].flatMap { views[$0].parent }
        }
        current = b
        while let id = current {
            if ancestors.contains(id) { return id }
            current = viewIndex[id].flatMap { views[$0].parent }
        }
        return nil
    }

    /// An anchor's position in `container`'s bounds, adding the guide that measures it.
    mutating func containerMeasure(_ anchor: ConstraintAnchor, in container: String, axis: LayoutAttribute.Axis,
                                   for constraint: LayoutConstraint) -> ContainerMeasure? {
        if anchor.item == container {
            switch anchor.attribute {
            case .leading, .left, .top: return ContainerMeasure(item: nil, factor: 0)
            case .trailing, .right, .bottom: return ContainerMeasure(item: container, factor: 1)
            default: return ContainerMeasure(item: container, factor: 0.5)
            }
        }
        guard let containerIndex = viewIndex[container] else { return nil }
        let at = constraint.source.location
        var id = "\(constraint.id) \(anchor.item) distance"
        while viewIndex[id] != nil { id += "'" }
        var guide = LayoutView(id: id, parent: container, kind: .view, source: ViewSource(key: at, node: at))
        guide.interfaceBuilderID = views[containerIndex].interfaceBuilderID ?? container
        views.append(guide)
        viewIndex[id] = views.count - 1
        baseNames[id] = "Distance to \(baseNames[anchor.item] ?? anchor.item)"
        let horizontal = axis == .horizontal
        synthesize("\(id) start", first: ConstraintAnchor(item: id, attribute: horizontal ? .leading : .top),
                   second: ConstraintAnchor(item: container, attribute: horizontal ? .leading : .top), at: at)
        synthesize("\(id) end", first: ConstraintAnchor(item: id, attribute: horizontal ? .trailing : .bottom),
                   second: anchor, at: at)
        synthesize("\(id) across start", first: ConstraintAnchor(item: id, attribute: horizontal ? .top : .leading),
                   second: ConstraintAnchor(item: container, attribute: horizontal ? .top : .leading), at: at)
        synthesize("\(id) across size", first: ConstraintAnchor(item: id, attribute: horizontal ? .height : .width),
                   second: nil, at: at)
        return ContainerMeasure(item: id, factor: 1)
    }
}

extension LayoutFrame {
    /// Where an edge or center attribute lies in the frame's coordinates, left-to-right (left
    /// is leading); nil for sizes, margins and baselines, which a frame does not place.
    func position(of attribute: LayoutAttribute) -> Double? {
        switch attribute {
        case .leading, .left: x
        case .top: y
        case .trailing, .right: x + width
        case .bottom: y + height
        case .centerX: x + width / 2
        case .centerY: y + height / 2
        default: nil
        }
    }
}
