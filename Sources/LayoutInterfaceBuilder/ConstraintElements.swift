import LayoutDiagnostics
import LayoutModel

/// `<constraint>` elements as constraints: omitted items and attributes, multipliers, size-class
/// masks, placeholders, anchors on scroll views' content, and the measures tied constraints
/// share. Implements "Reading the XML", "What becomes a layout" (constraints) and "Scroll
/// views" in docs/interface-builder.md.
extension DocumentConverter {
    /// A constraint UIKit makes at run time: required unless said, named for messages. Its id.
    @discardableResult
    mutating func synthesize(_ id: String, named: Bool = false, first: ConstraintAnchor, relation: LayoutRelation = .equal,
                             second: ConstraintAnchor?, multiplier: Double = 1, constant: Double = 0,
                             priority: Double = 1000, at location: SourceLocation) -> String {
        let unique = claimUniqueName(id, separator: " ", in: &constraintIDs)
        constraints.append(LayoutConstraint(
            id: unique, isAnonymous: !named, first: first, relation: relation, second: second, multiplier: multiplier,
            constant: constant, priority: LayoutPriority(priority), form: .mapping,
            source: ConstraintSource(entry: location, location: location)))
        return unique
    }

    mutating func readConstraint(_ element: XMLElement, owner: String) {
        // "Remove at build time": code makes the real constraint at run time. It stays as a
        // stand-in at priority 1, so it never conflicts with or outweighs anything written,
        // while the freedom the code's constraint removes is not reported as ambiguous.
        let isPlaceholder = element["placeholder"] == "YES"
        let ibID = element["id"] ?? ""
        // Not installed in Any/Any: kept inactive when a size class installs it.
        let active = !excluded.contains(ibID)
        if !active, !includedSomewhere.contains(ibID) { return }
        guard let firstAttribute = attribute(element, "firstAttribute") else { return }
        guard let firstItem = item(element, "firstItem", default: owner) else { return }
        var second: ConstraintAnchor?
        var secondAttributeName = element["secondAttribute"]
        if secondAttributeName == "notAnAttribute" { secondAttributeName = nil }
        if element["secondItem"] != nil || secondAttributeName != nil {
            guard let secondItem = item(element, "secondItem", default: owner),
                  let secondAttribute = attribute(element, "secondAttribute") else { return }
            second = ConstraintAnchor(item: secondItem, attribute: secondAttribute)
        }
        var first = ConstraintAnchor(item: firstItem, attribute: firstAttribute)
        // Edges and centers of a scroll view seen from its content mean the content area.
        if !isMac, let target = second {
            first = contentAnchor(first, other: target.item, written: element["firstItem"] ?? owner)
            second = contentAnchor(target, other: first.item, written: element["secondItem"] ?? owner)
        }
        let relation: LayoutRelation
        switch element["relation"] {
        case nil, "equal"?: relation = .equal
        case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
        case "lessThanOrEqual"?: relation = .lessThanOrEqual
        case let other?:
            fail(InterfaceBuilderProblem.document, "relation '\(other)' is not 'equal', 'greaterThanOrEqual' or 'lessThanOrEqual'", at: element.position(of: "relation"))
            return
        }
        var multiplier = 1.0
        if let text = element["multiplier"] {
            guard let value = Self.multiplier(text) else {
                fail(InterfaceBuilderProblem.document, "multiplier '\(text)' is not a number, a ratio 'a:b' or a fraction 'a/b'", at: element.position(of: "multiplier"))
                return
            }
            multiplier = value
        }
        var constant = 0.0
        if let text = element["constant"] {
            guard let value = Double(text), value.isFinite else {
                fail(InterfaceBuilderProblem.document, "constant '\(text)' is not a number", at: element.position(of: "constant"))
                return
            }
            constant = value
        }
        if let selected = canvasConstants[ibID] {
            // The canvas's size classes select the constant Xcode drew with.
            anyAnyConstants[ibID] = constant
            constant = selected
        }
        var priority = LayoutPriority.required
        if let text = element["priority"] {
            guard let value = Double(text), value.isFinite else {
                fail(InterfaceBuilderProblem.document, "priority '\(text)' is not a number", at: element.position(of: "priority"))
                return
            }
            priority = LayoutPriority(value, written: text)
        }
        if isPlaceholder {
            priority = LayoutPriority(1)
        }
        var id = ibID
        // A constraint a size class changes is named by its IB id, so states can name it.
        var anonymous = !namedByStates.contains(ibID)
        if let identifier = element["identifier"], !identifier.isEmpty, !constraintIDs.contains(identifier) {
            id = identifier
            anonymous = false
        }
        let unique = claimUniqueName(id.isEmpty ? "constraint" : id, separator: " ", in: &constraintIDs)
        var source = ConstraintSource(entry: location(element.position), location: location(element.position))
        if element["id"] != nil { source.id = location(element.position(of: "id")) }
        if element["constant"] != nil { source.constant = location(element.position(of: "constant")) }
        if element["priority"] != nil { source.priority = location(element.position(of: "priority")) }
        constraints.append(LayoutConstraint(id: unique, isAnonymous: anonymous, first: first, relation: relation, second: second,
                                            multiplier: multiplier, constant: constant, priority: priority, active: active,
                                            form: .mapping, source: source))
        constraintModelIDs[ibID] = unique
        if isPlaceholder { placeholderConstraints.insert(unique) }
    }

    /// Two views that a required constraint makes equal in width (or height), both measured
    /// off frames Xcode did not find misplaced, were drawn at one solved size: their drawn
    /// sizes differ only by Xcode's rounding of each edge (whole points on the Mac canvas,
    /// pixels on iOS), so each is that size to within a point, and their mean is the closer
    /// measure of both. Corpus: `CurrentActivityWindow.xib` (Xcode 26) draws two push buttons
    /// of equal width 96 and 95 wide, edges on whole points, around a solved 95.5.
    mutating func averageTiedMeasures() {
        for constraint in constraints where constraint.active && constraint.priority.isRequired && constraint.relation == .equal
            && constraint.multiplier == 1 && constraint.constant == 0 {
            guard let second = constraint.second, second.attribute == constraint.first.attribute,
                  constraint.first.attribute == .width || constraint.first.attribute == .height,
                  second.item != constraint.first.item,
                  measuredFromFrame.contains(constraint.first.item), measuredFromFrame.contains(second.item),
                  let a = viewIndex[constraint.first.item], let b = viewIndex[second.item] else { continue }
            let width = constraint.first.attribute == .width
            let path: WritableKeyPath<IntrinsicSize, Double?> = width ? \.width : \.height
            guard let first = views[a].intrinsic[keyPath: path], let other = views[b].intrinsic[keyPath: path],
                  let drawnFirst = views[a].frame.map({ width ? $0.width : $0.height }),
                  let drawnOther = views[b].frame.map({ width ? $0.width : $0.height }),
                  first == drawnFirst, other == drawnOther, first != other, abs(first - other) <= 1 else { continue }
            let mean = (first + other) / 2
            views[a].intrinsic[keyPath: path] = mean
            views[b].intrinsic[keyPath: path] = mean
        }
    }

    /// A custom view whose code Xcode ran before Xcode 12 (see `intrinsicSize`) has its
    /// code's alignment rectangle too: UIView's `alignmentRectInsets`, which constraints act
    /// on, is the class's to override, and Xcode's canvas lays a rendered view out with it,
    /// while the document records only the frame. Where the view is not marked misplaced and
    /// a required edge constraint ties one of its edges to the drawn edge of its superview or
    /// of an unmarked sibling, that is where its alignment rectangle's edge is: the view is
    /// read as that rectangle (its intrinsic size with it). An edge no such constraint reaches,
    /// or that two of them place apart, keeps the frame's. Corpus: shepting's Xcode 6
    /// `Main.storyboard` draws a framework `PaddedView` (a `padding` of 20) 20 below the view
    /// its top is pinned to and 20 above the view pinned to its bottom, none marked.
    mutating func readCodeAlignmentRectangles() {
        for id in measuredByCode.sorted() {
            guard let index = viewIndex[id], let frame = views[index].frame, let parent = views[index].parent else { continue }
            var edges: [LayoutAttribute: Double] = [:]
            var conflicting: Set<LayoutAttribute> = []
            for constraint in constraints where constraint.active && constraint.priority.isRequired && constraint.relation == .equal
                && constraint.multiplier == 1 {
                guard let second = constraint.second else { continue }
                let (mine, other, offset): (ConstraintAnchor, ConstraintAnchor, Double)
                if constraint.first.item == id, second.item != id {
                    (mine, other, offset) = (constraint.first, second, constraint.constant)
                } else if second.item == id, constraint.first.item != id {
                    (mine, other, offset) = (second, constraint.first, -constraint.constant)
                } else {
                    continue
                }
                guard let edge = Self.frameEdge(mine.attribute), let otherEdge = Self.frameEdge(other.attribute),
                      edge.axis == otherEdge.axis, let position = drawnEdge(otherEdge, of: other.item, in: parent) else { continue }
                let placed = position + offset
                if let known = edges[edge], abs(known - placed) > 0.001 { conflicting.insert(edge) }
                edges[edge] = placed
            }
            for edge in conflicting { edges[edge] = nil }
            var rectangle = frame
            if let top = edges[.top] { rectangle.y = top; rectangle.height = frame.y + frame.height - top }
            if let bottom = edges[.bottom] { rectangle.height = bottom - rectangle.y }
            if let leading = edges[.leading] { rectangle.x = leading; rectangle.width = frame.x + frame.width - leading }
            if let trailing = edges[.trailing] { rectangle.width = trailing - rectangle.x }
            guard rectangle != frame, rectangle.width >= 0, rectangle.height >= 0 else { continue }
            views[index].frame = rectangle
            views[index].intrinsic = IntrinsicSize(width: views[index].intrinsic.width.map { _ in rectangle.width },
                                                   height: views[index].intrinsic.height.map { _ in rectangle.height })
        }
    }

    /// The frame edge an edge attribute names (left-to-right: left is leading).
    static func frameEdge(_ attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .top: .top
        case .bottom: .bottom
        case .leading, .left: .leading
        case .trailing, .right: .trailing
        default: nil
        }
    }

    /// Where an edge of a view lies as drawn, in the coordinates of `parent`: the view is
    /// `parent` itself or a sibling, drawn and not marked misplaced.
    func drawnEdge(_ edge: LayoutAttribute, of item: String, in parent: String) -> Double? {
        guard let index = viewIndex[item], let frame = views[index].frame, let element = elements[item],
              element["misplaced"] != "YES", !measuredByCode.contains(item) else { return nil }
        if item == parent {
            return LayoutFrame(x: 0, y: 0, width: frame.width, height: frame.height).position(of: edge)
        }
        return views[index].parent == parent ? frame.position(of: edge) : nil
    }

    /// `0.5`, `3:4`, `4/7`.
    static func multiplier(_ text: String) -> Double? {
        for separator in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: Character(separator), omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, a.isFinite, b.isFinite else { return nil }
            return a / b
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    mutating func attribute(_ element: XMLElement, _ name: String) -> LayoutAttribute? {
        guard let text = element[name] else {
            fail(InterfaceBuilderProblem.document, "the constraint has no \(name)", at: element.position)
            return nil
        }
        guard let attribute = LayoutAttribute(name: text) else {
            fail(InterfaceBuilderProblem.document, "\(name) '\(text)' is not a layout attribute", at: element.position(of: name))
            return nil
        }
        return attribute
    }

    /// The view or guide an item attribute names; the owning view when omitted. A reference
    /// to something Any/Any does not install drops the constraint without a diagnostic.
    mutating func item(_ element: XMLElement, _ name: String, default owner: String) -> String? {
        guard let reference = element[name] else { return owner }
        if let alias = aliases[reference] { return alias }
        if viewIndex[reference] != nil { return reference }
        if contentGuides.values.contains(reference) { return reference }
        if excluded.contains(reference) || excludedAncestor(of: reference) { return nil }
        if let named = elementName(of: reference) {
            // An element of the document this reader does not lay out: the constraint is left
            // out, with a warning where it names it, and the rest of the document is linted.
            diagnostics.append(Diagnostic(
                ruleID: InterfaceBuilderProblem.document, severity: .warning,
                message: "\(name) '\(reference)' names a <\(named)>, which layoutlint does not lay out; the constraint is left out",
                location: location(element.position(of: name))))
            return nil
        }
        fail(InterfaceBuilderProblem.document, "\(name) '\(reference)' is not the id of a view or layout guide in this document",
             at: element.position(of: name))
        return nil
    }

    /// The element name of the element whose id is `reference`, anywhere in the document.
    mutating func elementName(of reference: String) -> String? {
        if documentElementNames == nil {
            // Found once per document, not once per reference.
            var names: [String: String] = [:]
            func collect(_ element: XMLElement) {
                if let id = element["id"], names[id] == nil { names[id] = element.name }
                for child in element.children { collect(child) }
            }
            collect(root)
            documentElementNames = names
        }
        return documentElementNames?[reference]
    }

    /// True when `reference` names an element inside a subview the default variation excludes.
    mutating func excludedAncestor(of reference: String) -> Bool {
        if excludedSubtreeIDs == nil {
            // Found once per document, not once per reference.
            var ids: Set<String> = []
            func collect(_ element: XMLElement, inExcluded: Bool) {
                let here = inExcluded || (element["id"].map { excluded.contains($0) } ?? false)
                if here, let id = element["id"] { ids.insert(id) }
                for child in element.children { collect(child, inExcluded: here) }
            }
            collect(root, inExcluded: false)
            excludedSubtreeIDs = ids
        }
        return excludedSubtreeIDs?.contains(reference) ?? false
    }

    /// Redirects a scroll view's edge or center, related to a view inside it, to its content.
    mutating func contentAnchor(_ anchor: ConstraintAnchor, other: String, written: String) -> ConstraintAnchor {
        if let scroll = contentGuides.first(where: { $0.value == anchor.item })?.key {
            usedContentGuides.insert(scroll)
            return anchor
        }
        let attachesToFrame = [.width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains(anchor.attribute)
        guard !attachesToFrame, let element = elements[anchor.item], element.name == "scrollView",
              aliases[written] == nil, isDescendant(other, of: anchor.item) else { return anchor }
        usedContentGuides.insert(anchor.item)
        return ConstraintAnchor(item: contentGuideID(for: anchor.item), attribute: anchor.attribute)
    }

    func contentGuideID(for scroll: String) -> String {
        contentGuides[scroll] ?? "\(scroll)~content"
    }

    func isDescendant(_ id: String, of ancestor: String) -> Bool {
        var current = viewIndex[id].flatMap { views[$0].parent }
        var steps = 0
        while let next = current, steps < 10_000 {
            if next == ancestor { return true }
            current = viewIndex[next].flatMap { views[$0].parent }
            steps += 1
        }
        return false
    }

    /// A scroll view's content area: its origin at the scroll view's, its size what the
    /// content's constraints make it. Xcode's "Scrollable Content Size" ambiguity is this
    /// guide's; it is located at the scroll view.
    mutating func addContentGuides() {
        for scroll in usedContentGuides.sorted() {
            guard let scrollIndex = viewIndex[scroll] else { continue }
            let id = contentGuideID(for: scroll)
            let at = views[scrollIndex].source.key
            var view = LayoutView(id: id, parent: scroll, kind: .view, source: ViewSource(key: at, node: at))
            view.interfaceBuilderID = scroll
            views.append(view)
            viewIndex[id] = views.count - 1
            baseNames[id] = "Content Layout Guide"
            synthesize("\(id) left", first: ConstraintAnchor(item: id, attribute: .left), second: ConstraintAnchor(item: scroll, attribute: .left), at: at)
            synthesize("\(id) top", first: ConstraintAnchor(item: id, attribute: .top), second: ConstraintAnchor(item: scroll, attribute: .top), at: at)
        }
    }
}
