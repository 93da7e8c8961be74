import LayoutEngine
import LayoutModel

/// What one picture shows: a solved configuration, the defects drawn over it, and the
/// views and constraints a finding is about (drawn in the focus colour, always named).
public struct Picture: Sendable {
    public var scene: LayoutScene
    public var title: String
    public var subtitle: String
    public var defects: [Defect]
    public var focus: Set<String>
    /// Prefix of the ids inside the SVG, unique within an HTML page that holds several.
    public var idPrefix: String

    public init(scene: LayoutScene, title: String, subtitle: String, defects: [Defect], focus: Set<String> = [], idPrefix: String = "ll") {
        self.scene = scene
        self.title = title
        self.subtitle = subtitle
        self.defects = defects
        self.focus = focus
        self.idPrefix = idPrefix
    }
}

/// Writes a picture as SVG: every view's frame to scale with its name where it fits (all
/// text is real text), hidden views dashed, roots and stack views faint, intrinsic sizes
/// marked, and each defect drawn over the layout.
public struct SVGRenderer: Sendable {
    /// Text metrics for a 10-point sans-serif face, generous so that names stay inside.
    static let characterWidth: Double = 5.8
    static let lineHeight: Double = 12

    public init() {}

    public func render(_ picture: Picture) -> String {
        var scene = picture.scene
        for defect in picture.defects { extend(&scene, for: defect) }
        var views = Canvas(depth: 1)
        drawViews(picture, scene: scene, into: &views)
        var drawer = DefectDrawer(scene: scene, canvas: Canvas(depth: 1), idPrefix: picture.idPrefix)
        for defect in picture.defects { drawer.draw(defect) }

        // The header above the layout, the legend of the defects' markers below it.
        let header = 36.0, row = 16.0
        let layout = scene.bounds
        let legendWidth = drawer.legend.map { Double($0.text.count) * SVGRenderer.characterWidth + 40 }.max() ?? 0
        let titleWidth = Double(max(picture.title.count, picture.subtitle.count)) * SVGRenderer.characterWidth * 1.2 + 24
        let b = Rect(x: layout.x, y: layout.y - header, width: max(layout.width, legendWidth, titleWidth),
                     height: layout.height + header + (drawer.legend.isEmpty ? 0 : Double(drawer.legend.count) * row + 8))
        // Small layouts are drawn larger, so their names read at the size of body text.
        let scale = min(2, max(1, 900 / max(b.width, 1)))
        let n = Markup.number
        var canvas = Canvas()
        canvas.open("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"ll\" width=\"\(n(b.width * scale))\" height=\"\(n(b.height * scale))\" viewBox=\"\(n(b.x)) \(n(b.y)) \(n(b.width)) \(n(b.height))\" role=\"img\" aria-label=\"\(Markup.escape(picture.title)): \(Markup.escape(picture.subtitle))\">")
        canvas.line("<title>\(Markup.escape(picture.title)): \(Markup.escape(picture.subtitle))</title>")
        canvas.line("<style>\(SVGStyle.css)</style>")
        canvas.line("<defs><pattern id=\"\(picture.idPrefix)-hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><line class=\"ll-space\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\"/></pattern></defs>")
        canvas.line("<rect class=\"ll-bg\" x=\"\(n(b.x))\" y=\"\(n(b.y))\" width=\"\(n(b.width))\" height=\"\(n(b.height))\"/>")
        canvas.text(picture.title, x: b.x + 12, y: b.y + 16, classes: "ll-title")
        canvas.text(picture.subtitle, x: b.x + 12, y: b.y + 30, classes: "ll-sub")
        if scene.isCropped {
            // A cropped picture ends at its area: nothing drawn spills under the legend.
            canvas.line("<clipPath id=\"\(picture.idPrefix)-area\"><rect x=\"\(n(layout.x))\" y=\"\(n(layout.y))\" width=\"\(n(layout.width))\" height=\"\(n(layout.height))\"/></clipPath>")
            canvas.open("<g clip-path=\"url(#\(picture.idPrefix)-area)\">")
        }
        canvas.append(views)
        canvas.append(drawer.canvas)
        if scene.isCropped { canvas.close("</g>") }
        if !drawer.legend.isEmpty {
            canvas.open("<g class=\"ll-legend\">")
            for (index, entry) in drawer.legend.enumerated() {
                let y = layout.maxY + 4 + Double(index) * row + row / 2
                canvas.open("<g class=\"\(entry.classes)\">")
                canvas.line(DefectDrawer.marker(index + 1, at: (b.x + 12 + DefectDrawer.markerRadius, y)))
                canvas.text(entry.text, x: b.x + 12 + 2 * DefectDrawer.markerRadius + 6, y: y + 3.5, classes: "ll-note")
                canvas.close("</g>")
            }
            canvas.close("</g>")
        }
        canvas.close("</svg>")
        return canvas.text
    }

    /// Grows the picture's area to take in what a defect draws outside the views.
    private func extend(_ scene: inout LayoutScene, for defect: Defect) {
        switch defect {
        case .misplaced(let id, let drawn):
            if let rect = DefectDrawer.drawnRect(of: id, drawn, in: scene) { scene.include(rect) }
        case .freedom(let ambiguity):
            for rect in DefectDrawer.ghosts(of: ambiguity, in: scene) { scene.include(rect) }
        default:
            break
        }
    }

    private func drawViews(_ picture: Picture, scene: LayoutScene, into canvas: inout Canvas) {
        let views = scene.views
        // Parents before children, whatever the declaration order, so children draw on top.
        var depth: [String: Int] = [:]
        func depthOf(_ view: SceneView, _ guardCount: Int = 0) -> Int {
            if let known = depth[view.id] { return known }
            guard let parent = view.parent, let parentView = scene.view(parent), guardCount < views.count else { return 0 }
            let value = depthOf(parentView, guardCount + 1) + 1
            depth[view.id] = value
            return value
        }
        let ordered = views.enumerated().sorted { a, b in
            let (da, db) = (depthOf(a.element), depthOf(b.element))
            return da != db ? da < db : a.offset < b.offset
        }.map(\.element)
        let marginViews = viewsWithMarginConstraints(scene)
        var childRects: [String: [Rect]] = [:]
        for view in views { if let parent = view.parent { childRects[parent, default: []].append(view.rect.standardized) } }

        canvas.open("<g class=\"ll-views\">")
        let area = scene.bounds
        for view in ordered {
            // A cropped picture keeps the views that reach into it (their ancestors contain them).
            if scene.isCropped, !view.rect.standardized.union(Rect(x: view.rect.x, y: view.rect.y, width: 0.01, height: 0.01)).intersects(area) { continue }
            var classes = ["ll-v"]
            if view.isRoot { classes.append("ll-root") }
            if view.isFaint { classes.append("ll-faint") }
            if view.hidden { classes.append("ll-hidden") }
            if picture.focus.contains(view.id) { classes.append("ll-focus") }
            let r = view.rect.standardized
            let n = Markup.number
            canvas.open("<g class=\"\(classes.joined(separator: " "))\" data-view=\"\(Markup.escape(view.id))\">")
            let size = "\(n(view.rect.width))×\(n(view.rect.height))"
            let parentRect = view.parent.flatMap { scene.view($0)?.rect } ?? view.rect
            var tooltip = "\(view.id) (\(view.kind.rawValue)\(view.hidden ? ", hidden" : "")): x \(n(view.rect.x - parentRect.x)), y \(n(view.rect.y - parentRect.y)), \(size)"
            if view.intrinsic.width != nil || view.intrinsic.height != nil {
                tooltip += "; intrinsic \(view.intrinsic.width.map(n) ?? "none")×\(view.intrinsic.height.map(n) ?? "none")"
            }
            canvas.line("<title>\(Markup.escape(tooltip))</title>")
            canvas.line("<rect class=\"ll-frame\" x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\"/>")
            if marginViews.contains(view.id) {
                let m = view.margins
                let inner = Rect(x: r.x + m.left, y: r.y + m.top, width: r.width - m.left - m.right, height: r.height - m.top - m.bottom)
                if inner.width > 0, inner.height > 0 {
                    canvas.line("<rect class=\"ll-margin\" x=\"\(n(inner.x))\" y=\"\(n(inner.y))\" width=\"\(n(inner.width))\" height=\"\(n(inner.height))\"/>")
                }
            }
            drawIntrinsic(view, r, into: &canvas)
            drawName(view, r, focused: picture.focus.contains(view.id), children: childRects[view.id] ?? [], into: &canvas)
            canvas.close("</g>")
        }
        canvas.close("</g>")
    }

    /// Views whose margins some active constraint uses: their margins are drawn.
    private func viewsWithMarginConstraints(_ scene: LayoutScene) -> Set<String> {
        var result: Set<String> = []
        for constraint in scene.solution.system.snapshot.constraints where constraint.active {
            for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) where anchor.attribute.isMargin {
                result.insert(anchor.item)
            }
        }
        return result
    }

    /// Where content would end, when the frame differs from the intrinsic size: a dotted
    /// bar along the top edge as long as the intrinsic width, and along the left edge as long
    /// as the intrinsic height (a label squeezed or stretched shows it at a glance).
    private func drawIntrinsic(_ view: SceneView, _ r: Rect, into canvas: inout Canvas) {
        let n = Markup.number
        if let width = view.intrinsic.width, width > 0, abs(width - r.width) > 0.5 {
            canvas.line("<line class=\"ll-intrinsic\" x1=\"\(n(r.x))\" y1=\"\(n(r.y + 2))\" x2=\"\(n(r.x + width))\" y2=\"\(n(r.y + 2))\"><title>intrinsic width \(n(width))</title></line>")
        }
        if let height = view.intrinsic.height, height > 0, abs(height - r.height) > 0.5 {
            canvas.line("<line class=\"ll-intrinsic\" x1=\"\(n(r.x + 2))\" y1=\"\(n(r.y))\" x2=\"\(n(r.x + 2))\" y2=\"\(n(r.y + height))\"><title>intrinsic height \(n(height))</title></line>")
        }
    }

    /// The name where it fits: centred in a view without subviews (with its size below
    /// when there is room), at the top left of a container when no subview covers that
    /// corner, above a root; shortened with an ellipsis, or left to the tooltip, when it
    /// does not fit. Views a finding is about are always named.
    private func drawName(_ view: SceneView, _ r: Rect, focused: Bool, children: [Rect], into canvas: inout Canvas) {
        let name = view.id
        let width = Double(name.count) * SVGRenderer.characterWidth
        let n = Markup.number
        if view.isRoot {
            canvas.text("\(name) \(n(view.rect.width))×\(n(view.rect.height))", x: r.x, y: r.y - 6, classes: "ll-sub")
            return
        }
        if view.hasChildren {
            let label = Rect(x: r.x + 3, y: r.y + 2, width: width, height: SVGRenderer.lineHeight)
            let covered = children.contains { $0.intersects(label) }
            if !covered, width + 6 <= r.width, r.height >= SVGRenderer.lineHeight + 2 {
                canvas.text(name, x: r.x + 3, y: r.y + 11, classes: nil)
                return
            }
        } else if r.height >= SVGRenderer.lineHeight - 1 {
            let room = r.width - 4
            if width <= room {
                let twoLines = r.height >= 2 * SVGRenderer.lineHeight + 4
                let baseline = twoLines ? r.midY - 1 : r.midY + 3.5
                canvas.text(name, x: r.midX, y: baseline, classes: nil, anchor: "middle")
                if twoLines {
                    canvas.text("\(n(view.rect.width))×\(n(view.rect.height))", x: r.midX, y: baseline + SVGRenderer.lineHeight, classes: "ll-sub", anchor: "middle")
                }
                return
            }
            let fitting = Int(room / SVGRenderer.characterWidth) - 1
            if fitting >= 4 {
                canvas.text(String(name.prefix(fitting)) + "…", x: r.midX, y: r.midY + 3.5, classes: nil, anchor: "middle")
                return
            }
        }
        if focused {
            // Outside, above the frame, so the view this is about is always named.
            canvas.text(name, x: r.x, y: r.y - 4, classes: nil)
        }
    }
}

/// SVG text built line by line, indented by nesting.
struct Canvas {
    private(set) var text = ""
    private var depth = 0

    init(depth: Int = 0) {
        self.depth = depth
    }

    mutating func append(_ other: Canvas) {
        text += other.text
    }

    mutating func line(_ markup: String) {
        text += String(repeating: "  ", count: depth) + markup + "\n"
    }

    mutating func open(_ markup: String) {
        line(markup)
        depth += 1
    }

    mutating func close(_ markup: String) {
        depth -= 1
        line(markup)
    }

    mutating func text(_ content: String, x: Double, y: Double, classes: String?, anchor: String? = nil) {
        var attributes = "x=\"\(Markup.number(x))\" y=\"\(Markup.number(y))\""
        if let classes { attributes = "class=\"\(classes)\" " + attributes }
        if let anchor { attributes += " text-anchor=\"\(anchor)\"" }
        line("<text \(attributes)>\(Markup.escape(content))</text>")
    }
}
