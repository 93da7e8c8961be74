import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// `misplaced-frame` in Interface Builder documents (docs/fix.md): Xcode's "Update Frames",
/// only where the solved frame follows from what the file holds.
extension FixEditor {
    /// The views whose solved frame in the declared layout (at the first size) stays the
    /// same when every intrinsic size the document does not state, and every margin, is
    /// changed: those sizes are estimated from text or measured by Xcode, system margins
    /// depend on the device and OS, and a frame that depends on them is a guess.
    func framesIndependentOfEstimates(_ context: RuleContext) -> Set<String> {
        guard isInterfaceBuilder, let base = context.solutions.first else { return [] }
        var perturbed = context.document
        let shift = { (value: Double?) in value.map { $0 + 3.25 } }
        for index in perturbed.views.indices {
            if perturbed.views[index].source.intrinsic == nil {
                var size = perturbed.views[index].intrinsic
                size.width = shift(size.width)
                size.height = shift(size.height)
                perturbed.views[index].intrinsic = size
            }
            // Margins too: system margins depend on the device and OS, not the file.
            var margins = perturbed.views[index].margins
            margins.top = shift(margins.top ?? LayoutMargins.defaultValue)
            margins.bottom = shift(margins.bottom ?? LayoutMargins.defaultValue)
            if margins.leading != nil || margins.trailing != nil {
                margins.leading = shift(margins.leading)
                margins.trailing = shift(margins.trailing)
            } else {
                margins.left = shift(margins.left ?? LayoutMargins.defaultValue)
                margins.right = shift(margins.right ?? LayoutMargins.defaultValue)
            }
            perturbed.views[index].margins = margins
        }
        let solver = ConfigurationSolver(builder: LinearSystemBuilder(document: perturbed))
        guard let other = solver.solveAll([base.configuration]).first else { return [] }
        var firm: Set<String> = []
        for view in base.system.snapshot.views {
            guard let a = base.frames[view.id], let b = other.frames[view.id] else { continue }
            if abs(a.x - b.x) < 1e-6, abs(a.y - b.y) < 1e-6, abs(a.width - b.width) < 1e-6, abs(a.height - b.height) < 1e-6 {
                firm.insert(view.id)
            }
        }
        return firm
    }

    /// The `<rect key="frame" …/>` element's changed attributes, written as Xcode writes
    /// them, and the view's `misplaced="YES"` removed (Xcode drops it when it updates the
    /// frame). In iOS documents only where the element's numbers are the model's drawn frame
    /// as they are (no alignment insets); in AppKit documents the numbers move as the
    /// model's do, turned back into the document's coordinates: an alignment inset is a
    /// constant the reader added, and under a superview that is not flipped the saved y is
    /// the distance from its bottom edge, so it moves against the solved y and height. That
    /// distance is measured from the superview's solved height, so the superview's frame must
    /// be `firm` too. Only where the values lie on a point, half-point or third-of-a-point grid.
    func settingInterfaceBuilderFrame(of view: LayoutView, at location: SourceLocation, to solved: LayoutFrame,
                                      firm: Set<String>, in document: LayoutDocument) -> [FixIt.Edit] {
        guard let drawn = view.frame else { return [] }
        let line = Array(file.scalars(ofLine: location.start.line))
        let start = location.start.column - 1
        let opening = Array("<rect key=\"frame\" ".unicodeScalars)
        guard start >= 0, start + opening.count <= line.count, Array(line[start..<(start + opening.count)]) == opening,
              let end = tagEnd(in: line, from: start) else { return [] }
        let tag = Array(line[start..<end])
        let isMac = isAppKitDocument
        var fromBottom = false
        // A window's content view sits at the origin of its window, a root the reader adds
        // without a frame: its saved y is 0 whatever the window's height.
        if isMac, let parentID = view.parent, let parent = document.view(parentID), !(parent.isRoot && parent.frame == nil) {
            guard let flipped = isFlippedAppKitView(parent, in: document) else { return [] }
            if !flipped {
                // The reader turns y top-down only under a superview with a frame.
                guard parent.frame != nil, firm.contains(parentID) else { return [] }
                fromBottom = true
            }
        }
        let (dx, dy, dw, dh) = (solved.x - drawn.x, solved.y - drawn.y, solved.width - drawn.width, solved.height - drawn.height)
        var edits: [FixIt.Edit] = []
        for (name, old, change) in [("x", drawn.x, dx), ("y", drawn.y, fromBottom ? -dy - dh : dy),
                                    ("width", drawn.width, dw), ("height", drawn.height, dh)] {
            guard let offset = attributeOffset(name, in: tag),
                  let range = attributeValueRange(at: SourcePosition(line: location.start.line, column: start + offset + 1)),
                  let written = Double(String(String.UnicodeScalarView(scalars(range)))),
                  isMac || written == old,
                  let text = Self.xcodeNumber(written + change) else { return [] }
            if abs(change) > 1e-9 { edits.append(FixIt.Edit(range: range, replacement: text)) }
        }
        // The view's own element: its `misplaced="YES"` goes.
        let viewLine = Array(file.scalars(ofLine: view.source.key.start.line))
        let viewStart = view.source.key.start.column - 1
        if viewStart >= 0, viewStart < viewLine.count, let viewEnd = tagEnd(in: viewLine, from: viewStart) {
            let needle = Array(" misplaced=\"YES\"".unicodeScalars)
            var index = viewStart
            while index + needle.count <= viewEnd {
                if Array(viewLine[index..<(index + needle.count)]) == needle {
                    let at = SourcePosition(line: view.source.key.start.line, column: index + 1)
                    edits.append(FixIt.Edit(range: SourceRange(start: at, end: at.advanced(by: needle.count)), replacement: ""))
                    break
                }
                index += 1
            }
        }
        return edits
    }

    static func xcodeNumber(_ value: Double) -> String? { FixNumbers.xcode(value) }

    /// Whether the AppKit view's element is flipped (`AppKitCoordinates`), read from its
    /// start tag and, for a clip view, its document view's (its first subview's); nil when a
    /// tag cannot be read.
    private func isFlippedAppKitView(_ view: LayoutView, in document: LayoutDocument) -> Bool? {
        guard let element = startTag(of: view) else { return nil }
        var documentView: (name: String, flipped: String?)?
        if element.name == "clipView", let first = document.views.first(where: { $0.parent == view.id }) {
            guard let tag = startTag(of: first) else { return nil }
            documentView = tag
        }
        return AppKitCoordinates.isFlipped(elementName: element.name, flipped: element.flipped, documentView: documentView)
    }

    /// The element name and `flipped` attribute of a view's start tag; nil when it cannot be read.
    private func startTag(of view: LayoutView) -> (name: String, flipped: String?)? {
        let line = Array(file.scalars(ofLine: view.source.key.start.line))
        let start = view.source.key.start.column - 1
        guard start >= 0, start < line.count, line[start] == "<", let end = tagEnd(in: line, from: start) else { return nil }
        let tag = Array(line[start..<end])
        let name = String(String.UnicodeScalarView(tag.dropFirst().prefix(while: { $0 != " " && $0 != "/" && $0 != ">" })))
        var flipped: String?
        if let offset = attributeOffset("flipped", in: tag),
           let range = attributeValueRange(at: SourcePosition(line: view.source.key.start.line, column: start + offset + 1)) {
            flipped = String(String.UnicodeScalarView(scalars(range)))
        }
        return (name, flipped)
    }

    /// The offset in `tag` of ` name="` (the name's first scalar).
    private func attributeOffset(_ name: String, in tag: [Unicode.Scalar]) -> Int? {
        let needle = Array((" " + name + "=\"").unicodeScalars)
        guard needle.count <= tag.count else { return nil }
        for index in 0...(tag.count - needle.count) where Array(tag[index..<(index + needle.count)]) == needle {
            return index + 1
        }
        return nil
    }
}

/// Numbers as files write them.
public enum FixNumbers {
    /// A frame value as Xcode writes it: `0.0`, an integer without a point, else the
    /// shortest text of the nearest value on a 1/2 or 1/3 point grid; nil off the grid, and
    /// nil past a trillion points, which no frame Xcode draws reaches (and an integer of it
    /// would overflow).
    public static func xcode(_ value: Double) -> String? {
        guard value.isFinite, abs(value) < 1e12 else { return nil }
        let sixths = (value * 6).rounded()
        guard abs(value * 6 - sixths) < 1e-4 else { return nil }
        if sixths == 0 { return "0.0" }
        if sixths.truncatingRemainder(dividingBy: 6) == 0 { return String(Int64(sixths / 6)) }
        if sixths.truncatingRemainder(dividingBy: 3) == 0 { return "\(sixths / 6)" }
        guard sixths.truncatingRemainder(dividingBy: 2) == 0 else { return nil }
        return "\((sixths / 2) / 3)"
    }
}
