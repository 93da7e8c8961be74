import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// `underconstrained-axis`'s unsafe fix, Xcode's "Add Missing Constraints" (docs/fix.md):
/// which constraints keep a free view where it is drawn, and how they are written, as
/// entries of a layout file or as `<constraint>` elements of an Interface Builder document.
extension FixEditor {
    /// One constraint the fix adds: `first.attribute == second.secondAttribute + constant`,
    /// or `first.attribute == constant` when `second` is nil.
    struct MissingConstraint {
        var first: LayoutView
        var attribute: String
        var second: LayoutView?
        var secondAttribute: String
        var constant: Double
    }

    /// The rule (docs/fix.md): a free position is pinned to the nearest neighbour on the
    /// view's leading side (horizontal) or above it (vertical), as Xcode's nearest-neighbour
    /// pins do: the nearest sibling drawn wholly on that side and overlapping the view on the
    /// other axis, whose frame on this axis the constraints determine where it is drawn, else
    /// the superview's leading or top edge; the constant is the drawn distance. A free size
    /// is a width or height equal to the drawn one, unless an edge on that axis is already
    /// pinned (then the position alone settles both). Nil without a drawn frame or superview.
    func missingConstraints(of view: LayoutView, axis: LayoutAttribute.Axis, position: Bool, size: Bool,
                            in context: RuleContext, firm: inout Set<String>?) -> [MissingConstraint]? {
        let document = context.document
        guard let parentID = view.parent, let parent = document.view(parentID), let frame = view.frame else { return nil }
        let horizontal = axis == .horizontal
        // Under right-to-left, leading is the right edge: the left one is what was drawn.
        let rightToLeft = !isInterfaceBuilder && document.direction == .rightToLeft
        let (near, far) = horizontal ? (rightToLeft ? ("left", "right") : ("leading", "trailing")) : ("top", "bottom")
        // A free position and size with an edge already pinned (the bottom, say) are one
        // freedom: the near edge alone settles both, and a size too would conflict.
        var size = size
        if position, size, let solution = context.solutions.first,
           context.constraints(on: view.id, in: solution).contains(where: { constraint in
               [constraint.first, constraint.second].contains { anchor in
                   anchor.map { $0.item == view.id && $0.attribute.isLocation && $0.attribute.axis == axis } ?? false
               }
           }) {
            size = false
        }
        var constraints: [MissingConstraint] = []
        if position {
            let start = horizontal ? frame.x : frame.y
            if let (sibling, gap) = nearestNeighbour(of: view, frame: frame, horizontal: horizontal, in: context, firm: &firm) {
                constraints.append(MissingConstraint(first: view, attribute: near, second: sibling, secondAttribute: far, constant: gap))
            } else {
                constraints.append(MissingConstraint(first: view, attribute: near, second: parent, secondAttribute: near, constant: start))
            }
        }
        if size {
            constraints.append(MissingConstraint(first: view, attribute: horizontal ? "width" : "height", second: nil, secondAttribute: "",
                                                 constant: horizontal ? frame.width : frame.height))
        }
        return constraints.isEmpty ? nil : constraints
    }

    /// The nearest sibling before `view` on the axis (drawn wholly on its leading side, or
    /// above it), overlapping it on the other axis, and determined where it is drawn on this
    /// axis in the declared layout (in an Interface Builder document, also whatever sizes
    /// Xcode measured: `framesIndependentOfEstimates`, found once per lint in `firm`); the
    /// first in `views` among equals.
    private func nearestNeighbour(of view: LayoutView, frame: LayoutFrame, horizontal: Bool,
                                  in context: RuleContext, firm: inout Set<String>?) -> (LayoutView, Double)? {
        guard let solution = context.solutions.first else { return nil }
        let axis: LayoutAttribute.Axis = horizontal ? .horizontal : .vertical
        let start = { (f: LayoutFrame) in horizontal ? f.x : f.y }
        let end = { (f: LayoutFrame) in horizontal ? f.x + f.width : f.y + f.height }
        let crossStart = { (f: LayoutFrame) in horizontal ? f.y : f.x }
        let crossEnd = { (f: LayoutFrame) in horizontal ? f.y + f.height : f.x + f.width }
        var best: (LayoutView, Double)?
        for sibling in context.document.views where sibling.parent == view.parent && sibling.id != view.id && !sibling.hidden {
            guard let drawn = sibling.frame, end(drawn) <= start(frame) + 1e-9,
                  min(crossEnd(drawn), crossEnd(frame)) - max(crossStart(drawn), crossStart(frame)) > 1e-9 else { continue }
            let gap = start(frame) - end(drawn)
            if let best, best.1 <= gap { continue }
            let key = ViewAxis(view: sibling.id, axis: axis)
            guard !solution.ambiguousPositions.contains(key), !solution.ambiguousSizes.contains(key),
                  let solved = solution.frames[sibling.id],
                  abs(start(solved) - start(drawn)) < 1e-6, abs(end(solved) - end(drawn)) < 1e-6 else { continue }
            if isInterfaceBuilder {
                if firm == nil { firm = framesIndependentOfEstimates(context) }
                guard firm!.contains(sibling.id) else { continue }
            }
            best = (sibling, gap)
        }
        return best
    }

    /// `underconstrained-axis` (unsafe): the missing constraints added to the file. In a
    /// layout file, string entries at the end of `constraints`; in an Interface Builder
    /// document, `<constraint>` elements written as Xcode writes them. Nil when they cannot
    /// be written exactly (docs/fix.md).
    func pinningToDrawnFrame(_ view: LayoutView, axis: LayoutAttribute.Axis, position: Bool, size: Bool,
                             in context: RuleContext, firm: inout Set<String>?) -> FixIt? {
        guard let constraints = missingConstraints(of: view, axis: axis, position: position, size: size, in: context, firm: &firm)
        else { return nil }
        let number = { (value: Double) in formatNumber((value * 100).rounded() / 100) }
        let offset = { (value: Double) in value < 0 ? " - \(number(-value))" : value == 0 ? "" : " + \(number(value))" }
        let named = constraints.map { constraint in
            constraint.second.map { second in
                "\(constraint.first.id).\(constraint.attribute) == \(second.id == constraint.first.parent ? "superview" : second.id).\(constraint.secondAttribute)\(offset(constraint.constant))"
            } ?? "\(constraint.first.id).\(constraint.attribute) == \(number(constraint.constant))"
        }
        let edits: [FixIt.Edit]
        if isInterfaceBuilder {
            guard let written = addingInterfaceBuilderConstraints(constraints, in: context.document) else { return nil }
            edits = written
        } else {
            guard let last = context.document.constraints.last?.source.entry,
                  let edit = appendingEntries(named, after: last) else { return nil }
            edits = [edit]
        }
        // The title names the constraints: the message already says what is missing.
        return FixIt(title: "add " + named.map { "'\($0)'" }.joined(separator: " and ")
                        + (named.count == 1 ? ", which keeps the drawn frame" : ", which keep the drawn frame"),
                     edits: edits, isSafe: false)
    }
}
