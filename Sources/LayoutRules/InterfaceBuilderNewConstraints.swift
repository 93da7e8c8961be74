import LayoutDiagnostics
import LayoutModel

/// New `<constraint>` elements in an Interface Builder document, written where and as Xcode
/// writes them (docs/fix.md): in the `<constraints>` of the items' nearest common ancestor
/// (the view itself for a width or height), in Xcode's order of ids, with a new Xcode-style
/// id; a missing `<constraints>` element is created at the place Xcode gives it among the
/// view's children. Xcode writes one element per line, children four spaces in: the text is
/// read that way, and anything else gets no edit.
extension FixEditor {
    /// The edits that add `constraints`; nil when one cannot be placed exactly.
    func addingInterfaceBuilderConstraints(_ constraints: [MissingConstraint], in document: LayoutDocument) -> [FixIt.Edit]? {
        var taken = xcodeStyleIDs()
        var edits: [FixIt.Edit] = []
        for constraint in constraints {
            guard let firstID = constraint.first.interfaceBuilderID else { return nil }
            // Where Xcode stores it: on the superview for an edge pinned to the superview or to
            // a sibling, on the view itself for a constant size.
            let owner: LayoutView
            var attributes: [(String, String)] = []
            if let second = constraint.second {
                guard let parentID = constraint.first.parent, let parent = document.view(parentID),
                      parent.interfaceBuilderID != nil, let secondID = second.interfaceBuilderID,
                      isSubviewElement(constraint.first, of: parent),
                      second.id == parent.id || isSubviewElement(second, of: parent) else { return nil }
                owner = parent
                attributes = [("firstItem", firstID), ("firstAttribute", constraint.attribute),
                              ("secondItem", secondID), ("secondAttribute", constraint.secondAttribute)]
            } else {
                owner = constraint.first
                attributes = [("firstAttribute", constraint.attribute)]
            }
            if constraint.constant != 0 {
                guard let text = FixNumbers.xcode(constraint.constant) else { return nil }
                attributes.append(("constant", text))
            }
            let seed = attributes.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
            let id = Self.newXcodeID(seed: seed, taken: taken)
            taken.insert(id)
            attributes.append(("id", id))
            let element = "<constraint " + attributes.map { "\($0.0)=\"\($0.1)\"" }.joined(separator: " ") + "/>"
            guard let edit = insertingConstraintElement(element, id: id, into: owner) else { return nil }
            edits.append(edit)
        }
        return edits
    }

    // MARK: Ids

    /// Xcode's object ids: three, two and three letters or digits (`aBc-12-xYz`).
    static let idAlphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".unicodeScalars)

    /// Every quoted value of the document in Xcode's id form: a new id must be none of them.
    func xcodeStyleIDs() -> Set<String> {
        var ids: Set<String> = []
        let scalars = Array(file.text.unicodeScalars)
        var index = 0
        while index + 11 < scalars.count {
            if scalars[index] == "\"", scalars[index + 11] == "\"", scalars[index + 4] == "-", scalars[index + 7] == "-" {
                let candidate = scalars[(index + 1)..<(index + 11)]
                if candidate.enumerated().allSatisfy({ offset, scalar in offset == 3 || offset == 6 || Self.idAlphabet.contains(scalar) }) {
                    ids.insert(String(String.UnicodeScalarView(candidate)))
                }
            }
            index += 1
        }
        return ids
    }

    /// A new id drawn deterministically from `seed` (the constraint's attributes), tried
    /// again with a counter until it is none of `taken`.
    static func newXcodeID(seed: String, taken: Set<String>) -> String {
        var attempt: UInt64 = 0
        while true {
            // FNV-1a over the seed and the attempt, then a SplitMix64 finaliser to spread it.
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in Array(seed.utf8) + withUnsafeBytes(of: attempt.littleEndian, Array.init) {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
            hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
            hash ^= hash >> 31
            var characters: [Unicode.Scalar] = []
            for position in 0..<8 {
                characters.append(idAlphabet[Int(hash % UInt64(idAlphabet.count))])
                hash /= UInt64(idAlphabet.count)
                if position == 2 || position == 4 { characters.append("-") }
            }
            let id = String(String.UnicodeScalarView(characters))
            if !taken.contains(id) { return id }
            attempt += 1
        }
    }

    // MARK: Elements

    /// An element written the way Xcode writes it: its start tag on `line`, its children
    /// (each from its start line to its end line) four spaces further in, its end tag alone.
    struct ElementLines {
        var line: Int
        var indent: Int
        var name: String
        /// The element's children: name (with `@key` for those in `keyedChildren`), first
        /// and last line.
        var children: [(name: String, first: Int, last: Int)]
        var endLine: Int
    }

    /// Reads the element whose start tag begins at `position`; nil for one written otherwise
    /// (an empty element, a start tag over several lines, children not four spaces in).
    func elementLines(at position: SourcePosition) -> ElementLines? {
        let line = Array(file.scalars(ofLine: position.line))
        let start = position.column - 1
        guard start >= 0, start < line.count, line[start] == "<", line[..<start].allSatisfy({ $0 == " " }),
              let end = tagEnd(in: line, from: start), end >= 1, line[end - 1] != "/" else { return nil }
        let name = String(String.UnicodeScalarView(line[(start + 1)...].prefix(while: { $0 != " " && $0 != ">" && $0 != "/" })))
        let closing = String(repeating: " ", count: start) + "</\(name)>"
        var children: [(name: String, first: Int, last: Int)] = []
        var number = position.line + 1
        while number <= file.lines.count {
            let text = Array(file.scalars(ofLine: number))
            let string = String(String.UnicodeScalarView(text))
            if string == closing { return ElementLines(line: position.line, indent: start, name: name, children: children, endLine: number) }
            let indent = text.prefix(while: { $0 == " " }).count
            guard indent == start + 4, indent < text.count, text[indent] == "<", indent + 1 < text.count, text[indent + 1] != "/",
                  let childEnd = tagEnd(in: text, from: indent) else { return nil }
            let childName = String(String.UnicodeScalarView(text[(indent + 1)...].prefix(while: { $0 != " " && $0 != ">" && $0 != "/" })))
            let tag = Array(text[indent..<childEnd])
            let key = Self.attributeSpans(in: tag).first(where: { $0.name == "key" }).map { span in
                String(String.UnicodeScalarView(tag[(span.start + 6)..<(span.end - 1)]))
            }
            var last = number
            if text[childEnd - 1] != "/" {
                // Its end tag: on its line, or alone on a later line at its indentation.
                let childClosing = "</\(childName)>"
                if !String(String.UnicodeScalarView(text[childEnd...])).hasSuffix(childClosing) {
                    let alone = String(repeating: " ", count: indent) + childClosing
                    last = number + 1
                    while last <= file.lines.count, String(String.UnicodeScalarView(file.scalars(ofLine: last))) != alone { last += 1 }
                    guard last <= file.lines.count else { return nil }
                }
            }
            let keyed = Self.keyedChildren.contains(childName) ? key.map { "@" + $0 } : nil
            children.append((name: childName + (keyed ?? ""), first: number, last: last))
            number = last + 1
        }
        return nil
    }

    /// Whether `view`'s element is a child of `parent`'s `<subviews>`.
    func isSubviewElement(_ view: LayoutView, of parent: LayoutView) -> Bool {
        guard let element = elementLines(at: parent.source.key.start),
              let subviews = element.children.first(where: { $0.name == "subviews" }),
              let list = elementLines(at: SourcePosition(line: subviews.first, column: element.indent + 5)) else { return false }
        return list.children.contains { $0.first == view.source.key.start.line } && view.source.key.start.column == element.indent + 9
    }

    /// The edit that puts `element` (a `<constraint …/>` with id `id`) into `owner`'s
    /// `<constraints>`, before the first constraint whose id sorts after it (Xcode keeps them
    /// in that order), or into a new `<constraints>` where Xcode places it. The edit replaces
    /// the line break it goes at, so two fixes adding at one place overlap (one waits for the
    /// next round) instead of landing in either order.
    func insertingConstraintElement(_ element: String, id: String, into owner: LayoutView) -> FixIt.Edit? {
        guard let view = elementLines(at: owner.source.key.start) else { return nil }
        let childIndent = String(repeating: " ", count: view.indent + 4)
        let constraintIndent = childIndent + "    "
        if let list = view.children.first(where: { $0.name == "constraints" }) {
            guard let constraints = elementLines(at: SourcePosition(line: list.first, column: view.indent + 5)) else { return nil }
            var before = constraints.endLine
            for child in constraints.children where child.name == "constraint" {
                let tag = Array(file.scalars(ofLine: child.first).drop(while: { $0 == " " }))
                guard let span = Self.attributeSpans(in: tag).first(where: { $0.name == "id" }) else { return nil }
                let existing = String(String.UnicodeScalarView(tag[(span.start + 5)..<(span.end - 1)]))
                if existing > id {
                    before = child.first
                    break
                }
            }
            return replacingLineBreak(before: before, with: constraintIndent + element)
        }
        guard let index = Self.constraintsInsertionIndex(view.children.map(\.name)) else { return nil }
        let breakLine = lineBreak(after: view.line)
        let block = [childIndent + "<constraints>", constraintIndent + element, childIndent + "</constraints>"].joined(separator: breakLine)
        let before = index < view.children.count ? view.children[index].first : view.endLine
        return replacingLineBreak(before: before, with: block)
    }

    /// Replaces the line break that ends the line before `line` with that break, `lines`, and
    /// the break again: `lines` goes in as whole lines just before `line`.
    private func replacingLineBreak(before line: Int, with lines: String) -> FixIt.Edit? {
        guard line > 1, line <= file.lines.count else { return nil }
        let previous = file.scalars(ofLine: line - 1).count
        let breakText = lineBreak(after: line - 1)
        return FixIt.Edit(range: SourceRange(start: SourcePosition(line: line - 1, column: previous + 1), end: SourcePosition(line: line, column: 1)),
                          replacement: breakText + lines + breakText)
    }

    /// The children Xcode writes before a view's `<constraints>` and those it writes after
    /// it (the IB corpus: every view element that has both; `backgroundColor` once after it,
    /// in an AppKit clip view, 978 times before). Children seen on either side
    /// (`viewLayoutGuide@safeArea`, `buttonCell`, `color@tintColor`…) or never beside it
    /// leave the place open.
    /// The children whose place beside `<constraints>` depends on their `key` (a background
    /// colour comes before, a text colour after): named `color@backgroundColor`.
    static let keyedChildren: Set<String> = ["color", "viewLayoutGuide", "rect", "accessibility", "string", "size", "edgeInsets", "point", "inset"]

    static let childrenBeforeConstraints: Set<String> = [
        "rect@frame", "frame", "autoresizingMask", "subviews", "view", "clipView", "tableViewCellContentView", "color@backgroundColor",
        "color@bezelColor", "edgeInsets@edgeInsets", "gestureRecognizers", "animations", "userGuides", "beginningViews",
        "string@toolTip", "accessibility@accessibilityConfiguration",
    ]
    static let childrenAfterConstraints: Set<String> = [
        "accessibility", "attributedString", "buttonConfiguration", "cells", "collectionViewFlowLayout", "color@barTintColor",
        "color@borderColor", "color@color", "color@fillColor", "color@highlightedColor", "color@maximumTrackTintColor",
        "color@minimumTrackTintColor", "color@onTintColor", "color@progressTintColor", "color@textColor", "columns", "comboBoxCell",
        "connections", "customSpacing", "dataDetectorType", "datePickerCell", "directionalEdgeInsets", "edgeInsets@contentInsets",
        "edgeInsets@layoutMargins", "font", "fontDescription", "freeformSimulatedSizeMetrics", "gridCells", "holdingPriorities",
        "imageCell", "imageReference", "inset@contentEdgeInsets", "inset@imageEdgeInsets", "inset@scrollIndicatorInsets",
        "inset@separatorInset", "inset@titleEdgeInsets", "items", "nil", "point@canvasLocation", "preferredSymbolConfiguration",
        "prototypes", "rows", "scroller", "searchFieldCell", "segmentedCell", "segments", "shadow", "simulatedNavigationBarMetrics",
        "simulatedOrientationMetrics", "simulatedScreenMetrics", "simulatedStatusBarMetrics", "size@customSize", "sliderCell", "state",
        "stepperCell", "string@text", "string@userLabel", "tabViewItems", "tableHeaderView", "textAttributes", "textFieldCell",
        "textInputTraits", "userDefinedRuntimeAttributes", "variation", "viewLayoutGuide@contentLayoutGuide",
        "viewLayoutGuide@frameLayoutGuide", "viewLayoutGuide@layoutMargins", "visibilityPriorities",
    ]

    /// The index among `children` (names with `@key`) before which Xcode writes a new
    /// `<constraints>`: just after the last child it writes before one, when the next child
    /// (if any) is one it writes after; nil when a child it writes on either side (or one
    /// not seen beside constraints) stands there, or the children are in no order Xcode uses.
    static func constraintsInsertionIndex(_ children: [String]) -> Int? {
        let lastBefore = children.lastIndex(where: childrenBeforeConstraints.contains)
        let firstAfter = children.firstIndex(where: childrenAfterConstraints.contains)
        let index = lastBefore.map { $0 + 1 } ?? 0
        if let firstAfter, firstAfter < index { return nil }
        guard index == children.count || childrenAfterConstraints.contains(children[index]) else { return nil }
        return index
    }
}
