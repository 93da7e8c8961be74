import LayoutEngine
import LayoutModel
import LayoutRules

/// Draws defects over a scene: lines, arrows and hatching, each with a numbered marker that
/// the legend below the picture explains.
struct DefectDrawer {
    let scene: LayoutScene
    var canvas: Canvas
    let idPrefix: String
    private let owners: VariableOwners
    /// Markers already placed, so the next one moves clear of them.
    private var markers: [Rect] = []
    /// What each numbered marker stands for, in number order: text and the defect's classes.
    private(set) var legend: [(text: String, classes: String)] = []

    init(scene: LayoutScene, canvas: Canvas, idPrefix: String) {
        self.scene = scene
        self.canvas = canvas
        self.idPrefix = idPrefix
        owners = VariableOwners(scene.solution.system)
    }

    private var system: LinearSystem { scene.solution.system }
    private let n = Markup.number

    mutating func draw(_ defect: Defect) {
        switch defect {
        case .conflict(let conflict):
            canvas.open("<g class=\"ll-defect\" data-defect=\"conflict\">")
            let others = conflict.members.filter { $0 != conflict.broken }
            for origin in others { draw(origin, classes: "ll-conflict", suffix: " (conflicting)") }
            draw(conflict.broken, classes: "ll-conflict ll-broken",
                 suffix: " (crossed out: cannot hold with the \(others.count) above; UIKit breaks one of them)")
            canvas.close("</g>")
        case .freedom(let ambiguity):
            drawFreedom(ambiguity)
        case .tie(let axis, let priority, let constraints, let amount, let views):
            canvas.open("<g class=\"ll-defect ll-tie\" data-defect=\"tie\">")
            for origin in constraints { if case .constraint = origin { draw(origin, classes: "ll-tie", suffix: "") } }
            let share = amount.map { "\(n($0)) pt" } ?? "an unbounded amount"
            let names = views.map { "'\($0)'" }
            let number = addLegend("\(list(names)) trade \(share) of \(axis.sizeName) at priority \(n(priority)): UIKit may resize either", classes: "ll-tie")
            for id in views {
                guard let view = scene.view(id) else { continue }
                drawBracket(view.rect.standardized, axis: axis, number: number)
            }
            canvas.close("</g>")
        case .hiddenSpace(let space):
            drawHiddenSpace(space)
        case .misplaced(let id, let drawn):
            drawMisplaced(id, drawn)
        case .constraints(let origins):
            canvas.open("<g class=\"ll-defect\" data-defect=\"constraints\">")
            for origin in origins { draw(origin, classes: "ll-conflict", suffix: "") }
            canvas.close("</g>")
        }
    }

    // MARK: Constraints

    /// One constraint as a line between the edges it ties (a size as a bar along the view),
    /// crossed out when it is the one UIKit breaks.
    private mutating func draw(_ origin: ConstraintOrigin, classes: String, suffix: String) {
        let broken = classes.contains("ll-broken")
        canvas.open("<g class=\"\(classes)\" data-origin=\"\(Markup.escape(origin.description))\">")
        var middle: (x: Double, y: Double)?
        var label = origin.description
        if case .constraint(let id) = origin, let constraint = system.constraint(id) {
            label = constraint.isAnonymous ? constraint.displayText : "\(id): \(constraint.displayText)"
            middle = drawConstraint(constraint)
        } else {
            for term in owners.terms(of: origin) {
                guard let view = scene.view(term.view) else { continue }
                let r = view.rect.standardized
                switch term.part {
                case .width, .height:
                    middle = middle ?? drawSizeBar(r, axis: term.part == .width ? .horizontal : .vertical)
                case .x, .y:
                    middle = middle ?? drawEdge(r, axis: term.part == .x ? .horizontal : .vertical, at: term.part == .x ? r.x : r.y)
                }
            }
        }
        if let middle {
            if broken {
                drawCross(at: middle)
                // The marker goes beside the cross, not over it.
                markers.append(Rect(x: middle.x - 6, y: middle.y - 6, width: 12, height: 12))
            }
            drawMarker(addLegend(label + suffix, classes: classes), near: middle)
        }
        canvas.close("</g>")
    }

    /// Returns the middle of what it drew.
    private mutating func drawConstraint(_ constraint: LayoutConstraint) -> (x: Double, y: Double)? {
        guard let firstView = scene.view(constraint.first.item)?.rect.standardized else { return nil }
        let axis = constraint.first.attribute.axis
        guard let second = constraint.second, let secondView = scene.view(second.item)?.rect.standardized else {
            if constraint.first.attribute.isSize { return drawSizeBar(firstView, axis: axis) }
            return scene.value(of: constraint.first).map { drawEdge(firstView, axis: axis, at: $0) }
        }
        // Sizes, and attributes of different axes (a constraint UIKit refuses), each drawn on
        // its own axis and joined.
        if constraint.first.attribute.isSize || second.attribute.isSize || second.attribute.axis != axis {
            let a = constraint.first.attribute.isSize ? drawSizeBar(firstView, axis: axis) : anchorPoint(constraint.first, firstView)
            let b = second.attribute.isSize ? drawSizeBar(secondView, axis: second.attribute.axis) : anchorPoint(second, secondView)
            guard let a, let b else { return nil }
            connector(from: a, to: b)
            return ((a.x + b.x) / 2, (a.y + b.y) / 2)
        }
        guard let p1 = scene.value(of: constraint.first), let p2 = scene.value(of: second) else { return nil }
        // Both edges at one cross position where the views overlap across the axis, so the
        // line runs straight along the axis.
        let cross = axis == .horizontal ? (firstView.y, firstView.maxY, secondView.y, secondView.maxY)
            : (firstView.x, firstView.maxX, secondView.x, secondView.maxX)
        let low = max(cross.0, cross.2), high = min(cross.1, cross.3)
        let c1 = low <= high ? (low + high) / 2 : (cross.0 + cross.1) / 2
        let c2 = low <= high ? c1 : (cross.2 + cross.3) / 2
        _ = drawEdge(firstView, axis: axis, at: p1)
        _ = drawEdge(secondView, axis: axis, at: p2)
        let a = axis == .horizontal ? (x: p1, y: c1) : (x: c1, y: p1)
        let b = axis == .horizontal ? (x: p2, y: c2) : (x: c2, y: p2)
        connector(from: a, to: b)
        return ((a.x + b.x) / 2, (a.y + b.y) / 2)
    }

    private mutating func anchorPoint(_ anchor: ConstraintAnchor, _ r: Rect) -> (x: Double, y: Double)? {
        guard let value = scene.value(of: anchor) else { return nil }
        return drawEdge(r, axis: anchor.attribute.axis, at: value)
    }

    /// A short line across the view at an edge (or center, baseline, margin) on `axis`.
    private mutating func drawEdge(_ r: Rect, axis: LayoutAttribute.Axis, at value: Double) -> (x: Double, y: Double) {
        if axis == .horizontal {
            canvas.line("<line class=\"ll-line\" x1=\"\(n(value))\" y1=\"\(n(r.y - 3))\" x2=\"\(n(value))\" y2=\"\(n(r.maxY + 3))\"/>")
            return (value, r.midY)
        }
        canvas.line("<line class=\"ll-line\" x1=\"\(n(r.x - 3))\" y1=\"\(n(value))\" x2=\"\(n(r.maxX + 3))\" y2=\"\(n(value))\"/>")
        return (r.midX, value)
    }

    /// A dimension bar inside the view along `axis`, close to its edge so the name stays
    /// readable, with end ticks. Returns the point just past its end, where its marker goes.
    private mutating func drawSizeBar(_ r: Rect, axis: LayoutAttribute.Axis) -> (x: Double, y: Double) {
        if axis == .horizontal {
            let y = r.maxY - min(3, r.height / 3)
            canvas.line("<path class=\"ll-line\" d=\"M\(n(r.x)) \(n(y - 3))v6M\(n(r.x)) \(n(y))H\(n(r.maxX))M\(n(r.maxX)) \(n(y - 3))v6\"/>")
            return (r.maxX + DefectDrawer.markerRadius + 2, y)
        }
        let x = r.maxX - min(3, r.width / 3)
        canvas.line("<path class=\"ll-line\" d=\"M\(n(x - 3)) \(n(r.y))h6M\(n(x)) \(n(r.y))V\(n(r.maxY))M\(n(x - 3)) \(n(r.maxY))h6\"/>")
        return (x, r.maxY + DefectDrawer.markerRadius + 2)
    }

    private mutating func connector(from a: (x: Double, y: Double), to b: (x: Double, y: Double)) {
        canvas.line("<line class=\"ll-line\" x1=\"\(n(a.x))\" y1=\"\(n(a.y))\" x2=\"\(n(b.x))\" y2=\"\(n(b.y))\"/>")
        canvas.line("<circle class=\"ll-head\" cx=\"\(n(a.x))\" cy=\"\(n(a.y))\" r=\"2.5\"/><circle class=\"ll-head\" cx=\"\(n(b.x))\" cy=\"\(n(b.y))\" r=\"2.5\"/>")
    }

    private mutating func drawCross(at p: (x: Double, y: Double)) {
        canvas.line("<path class=\"ll-cross\" d=\"M\(n(p.x - 6)) \(n(p.y - 6))l12 12M\(n(p.x - 6)) \(n(p.y + 6))l12 -12\"/>")
    }

    // MARK: Freedom

    /// The frames at both ends of a free view's range (position, then size), in the picture.
    static func ghosts(of ambiguity: Ambiguity, in scene: LayoutScene) -> [Rect] {
        guard let view = scene.view(ambiguity.view) else { return [] }
        let axis = ambiguity.axis
        let r = view.rect
        var result: [Rect] = []
        if ambiguity.position == .free, let range = ambiguity.positionRange {
            let origin = view.parent.flatMap { scene.view($0)?.rect.position(on: axis) }
                ?? scene.picture(0, on: axis, root: view.root)
            result += [range.lowerBound, range.upperBound].map { r.with(position: origin + $0, size: r.size(on: axis), on: axis) }
        }
        if ambiguity.size == .free, let range = ambiguity.sizeRange {
            result += [range.lowerBound, range.upperBound].map { r.with(position: r.position(on: axis), size: $0, on: axis) }
        }
        return result.map(\.standardized)
    }

    private mutating func drawFreedom(_ ambiguity: Ambiguity) {
        guard let view = scene.view(ambiguity.view) else { return }
        let axis = ambiguity.axis
        let r = view.rect.standardized
        canvas.open("<g class=\"ll-defect ll-freedom\" data-defect=\"freedom\" data-view=\"\(Markup.escape(view.id))\" data-axis=\"\(axis.rawValue)\">")
        let ghosts = DefectDrawer.ghosts(of: ambiguity, in: scene)
        let names = ambiguity.position == .free && ambiguity.size == .free ? "\(axis.rawValue) position and \(axis.sizeName)"
            : ambiguity.size == .free ? axis.sizeName : "\(axis.rawValue) position"
        var ends: [String] = []
        if ambiguity.position == .free, let range = ambiguity.positionRange {
            ends.append("\(axis == .horizontal ? "x" : "y") \(n(range.lowerBound))…\(n(range.upperBound))")
        }
        if ambiguity.size == .free, let range = ambiguity.sizeRange {
            ends.append("\(axis.sizeName) \(n(range.lowerBound))…\(n(range.upperBound))")
        }
        for ghost in ghosts {
            canvas.line("<rect class=\"ll-ghost\" x=\"\(n(ghost.x))\" y=\"\(n(ghost.y))\" width=\"\(n(ghost.width))\" height=\"\(n(ghost.height))\"/>")
        }
        // The free axis: a double arrow through the view, past both ends of its range (or
        // well past the view when nothing bounds it).
        let bounded = !ghosts.isEmpty
        let start = ([r] + ghosts).map { $0.position(on: axis) }.min() ?? r.position(on: axis)
        let end = ([r] + ghosts).map { $0.position(on: axis) + $0.size(on: axis) }.max() ?? r.position(on: axis)
        let reach = bounded ? 10.0 : 28.0
        // Just outside the frame, so the name inside stays readable.
        let cross = axis == .horizontal ? r.maxY + 7 : r.maxX + 7
        arrow(from: start - reach, to: end + reach, cross: cross, axis: axis)
        let range = ends.isEmpty ? "; nothing bounds it" : ": anywhere in " + ends.joined(separator: ", ") + " (dashed: both ends)"
        let number = addLegend("'\(view.id)': \(names) free\(range)", classes: "ll-freedom")
        drawMarker(number, near: axis == .horizontal ? (end + reach + 10, cross) : (cross, end + reach + 10))
        canvas.close("</g>")
    }

    private mutating func arrow(from start: Double, to end: Double, cross: Double, axis: LayoutAttribute.Axis) {
        if axis == .horizontal {
            canvas.line("<line class=\"ll-line\" x1=\"\(n(start))\" y1=\"\(n(cross))\" x2=\"\(n(end))\" y2=\"\(n(cross))\"/>")
            canvas.line("<path class=\"ll-head\" d=\"M\(n(start)) \(n(cross))l7 -4v8zM\(n(end)) \(n(cross))l-7 -4v8z\"/>")
        } else {
            canvas.line("<line class=\"ll-line\" x1=\"\(n(cross))\" y1=\"\(n(start))\" x2=\"\(n(cross))\" y2=\"\(n(end))\"/>")
            canvas.line("<path class=\"ll-head\" d=\"M\(n(cross)) \(n(start))l-4 7h8zM\(n(cross)) \(n(end))l-4 -7h8z\"/>")
        }
    }

    // MARK: Ties, hidden space, drawn frames

    /// A double arrow just outside the view along `axis`: this view's size is what trades.
    private mutating func drawBracket(_ r: Rect, axis: LayoutAttribute.Axis, number: Int) {
        let cross = axis == .horizontal ? r.maxY + 5 : r.maxX + 5
        arrow(from: r.position(on: axis), to: r.position(on: axis) + r.size(on: axis), cross: cross, axis: axis)
        drawMarker(number, near: axis == .horizontal ? (r.midX, cross + 9) : (cross + 9, r.midY))
    }

    private mutating func drawHiddenSpace(_ space: HiddenSpace) {
        guard let view = scene.view(space.view) else { return }
        let r = view.rect.standardized
        canvas.open("<g class=\"ll-defect ll-hidden-space\" data-defect=\"hidden-space\" data-view=\"\(Markup.escape(view.id))\">")
        canvas.line("<rect class=\"ll-space-band\" fill=\"url(#\(idPrefix)-hatch)\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"/>")
        let affected = space.affected.map { "'\($0)'" }
        let verb = affected.count == 1 ? "is" : "are"
        let number = addLegend("hidden '\(view.id)' still holds \(n(r.size(on: space.axis))) pt of \(space.axis.sizeName) (hatched); \(list(affected)) \(verb) laid out against it",
                               classes: "ll-hidden-space")
        // In the corner, clear of the name in the middle.
        drawMarker(number, near: (r.maxX - DefectDrawer.markerRadius - 2, r.y + DefectDrawer.markerRadius + 2))
        canvas.close("</g>")
    }

    /// Where a view's drawn frame (in its parent's coordinates) lies in the picture.
    static func drawnRect(of id: String, _ drawn: LayoutFrame, in scene: LayoutScene) -> Rect? {
        guard let view = scene.view(id) else { return nil }
        let parent = view.parent.flatMap { scene.view($0)?.rect } ?? Rect(x: scene.picture(0, on: .horizontal, root: view.root),
                                                                           y: scene.picture(0, on: .vertical, root: view.root), width: 0, height: 0)
        return Rect(x: parent.x + drawn.x, y: parent.y + drawn.y, width: drawn.width, height: drawn.height).standardized
    }

    private mutating func drawMisplaced(_ id: String, _ drawn: LayoutFrame) {
        guard let view = scene.view(id), let d = DefectDrawer.drawnRect(of: id, drawn, in: scene) else { return }
        let r = view.rect.standardized
        canvas.open("<g class=\"ll-defect ll-misplaced\" data-defect=\"misplaced\" data-view=\"\(Markup.escape(id))\">")
        canvas.line("<rect class=\"ll-drawn\" x=\"\(n(d.x))\" y=\"\(n(d.y))\" width=\"\(n(d.width))\" height=\"\(n(d.height))\"/>")
        canvas.line("<line class=\"ll-line\" x1=\"\(n(d.x))\" y1=\"\(n(d.y))\" x2=\"\(n(r.x))\" y2=\"\(n(r.y))\"/>")
        canvas.line("<circle class=\"ll-head\" cx=\"\(n(r.x))\" cy=\"\(n(r.y))\" r=\"2.5\"/>")
        let solved = scene.solution.frames[id].map { "[\(n($0.x)), \(n($0.y)), \(n($0.width)), \(n($0.height))]" } ?? "?"
        let number = addLegend("'\(id)' drawn at [\(n(drawn.x)), \(n(drawn.y)), \(n(drawn.width)), \(n(drawn.height))] (dash-dot), solved at \(solved)", classes: "ll-misplaced")
        drawMarker(number, near: (d.x, d.y))
        canvas.close("</g>")
    }

    // MARK: Markers and legend

    /// Adds a legend entry; returns its number.
    private mutating func addLegend(_ text: String, classes: String) -> Int {
        legend.append((text, classes))
        return legend.count
    }

    /// A numbered disc at `point`, moved clear of earlier markers; the legend says what it is.
    private mutating func drawMarker(_ number: Int, near point: (x: Double, y: Double)) {
        let radius = DefectDrawer.markerRadius
        var center = point
        let steps: [(Double, Double)] = [(0, 0), (0, -1), (1, 0), (0, 1), (-1, 0), (1, -1), (1, 1), (-1, 1), (-1, -1)]
        search: for ring in 1...6 {
            for step in steps {
                let candidate = (point.x + step.0 * Double(ring - 1) * 2 * radius, point.y + step.1 * Double(ring - 1) * 2 * radius)
                let box = Rect(x: candidate.0 - radius, y: candidate.1 - radius, width: 2 * radius, height: 2 * radius)
                if !markers.contains(where: { $0.intersects(box) }) {
                    center = candidate
                    break search
                }
            }
        }
        markers.append(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        canvas.line(DefectDrawer.marker(number, at: center))
    }

    static let markerRadius: Double = 7

    static func marker(_ number: Int, at center: (x: Double, y: Double)) -> String {
        let n = Markup.number
        return "<g class=\"ll-marker\"><circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(markerRadius))\"/><text x=\"\(n(center.x))\" y=\"\(n(center.y + 3.5))\" text-anchor=\"middle\">\(number)</text></g>"
    }

    /// "'a', 'b' and 'c'"; past five items, the first four and how many more.
    private func list(_ items: [String]) -> String {
        if items.count > 5 { return items.prefix(4).joined(separator: ", ") + " and \(items.count - 4) more" }
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
