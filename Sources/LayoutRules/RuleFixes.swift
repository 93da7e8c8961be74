import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// The edits of each rule's mechanical fix (docs/fix.md says what each one does and when
/// none is offered). `layoutlint fix` checks every fix by linting the result before it
/// writes it; these only say what the text would become.
extension FixEditor {
    /// `required-content-priority`: the value written as 1000 becomes `value`.
    func settingContentPriority(at location: SourceLocation, to value: String) -> [FixIt.Edit] {
        let edit = isInterfaceBuilder ? replacingAttribute(at: location.start, with: value) : replacingScalar(at: location, with: value)
        return edit.map { [$0] } ?? []
    }

    /// `required-priority-change`: every place that makes the constraint required, its
    /// declaration and each state's `priority` entry, says 999 instead; nil when one of them
    /// cannot be edited exactly (then none is).
    func loweringRequiredPriority(of constraint: LayoutConstraint, in document: LayoutDocument) -> [FixIt.Edit]? {
        var edits: [FixIt.Edit] = []
        if constraint.priority.isRequired {
            guard let declaration = settingPriority(of: constraint, to: "999") else { return nil }
            edits += declaration
        }
        for state in document.states {
            for change in state.changes {
                guard case .priority(let id, let priority) = change.kind, id == constraint.id, priority.isRequired else { continue }
                guard let edit = replacingScalar(at: change.valueLocation, with: "999") else { return nil }
                edits.append(edit)
            }
        }
        return edits.isEmpty ? nil : edits
    }

    /// `duplicate-constraint`: the later copy's entry (or IB element) goes. Not offered for
    /// a constraint a state names (the state would name nothing), one of several a visual
    /// format makes, or an IB constraint whose id the document uses elsewhere (an outlet).
    func removingConstraint(_ constraint: LayoutConstraint, in document: LayoutDocument) -> [FixIt.Edit] {
        if isInterfaceBuilder {
            let quoted = "\"\(constraint.id)\""
            guard occurrences(of: quoted) == 1 else { return [] }
            return removingElementLine(at: constraint.source.entry.start).map { [$0] } ?? []
        }
        guard constraint.form != .visual, constraint.source.option == nil,
              !document.states.contains(where: { $0.changes.contains { $0.target == constraint.id } })
        else { return [] }
        return removingEntry(constraint.source.entry).map { [$0] } ?? []
    }

    /// `misplaced-frame` in a layout file: the drawn `frame: [x, y, w, h]` (a flow sequence
    /// on one line) becomes the solved frame, each number rounded to hundredths as messages
    /// show it. Interface Builder documents get none here (docs/fix.md).
    func settingFrame(of view: LayoutView, at location: SourceLocation, to solved: LayoutFrame, in document: LayoutDocument) -> [FixIt.Edit] {
        guard !isInterfaceBuilder, location.start.line == location.end.line else { return [] }
        let written = scalars(location.range)
        guard written.first == "[", written.last == "]" else { return [] }
        let separator = String(String.UnicodeScalarView(written)).contains(", ") || !String(String.UnicodeScalarView(written)).contains(",") ? ", " : ","
        let numbers = [solved.x, solved.y, solved.width, solved.height].map { formatNumber(($0 * 100).rounded() / 100) }
        return [FixIt.Edit(range: location.range, replacement: "[" + numbers.joined(separator: separator) + "]")]
    }

    /// `invalid-constraint`: only a location with no second item (`title.top >= 20`) whose
    /// attribute has one meaning as a coordinate in the superview (`left`, `right`,
    /// `centerX` from its left edge; `top`, `bottom`, `centerY`, baselines from its top):
    /// it becomes `title.top >= superview.top + 20`, which is what a frame coordinate means.
    /// Not for leading/trailing (they flip with the language), margins, roots, nor any
    /// other reason UIKit gives (which attribute, multiplier, view or priority was meant is
    /// a guess: 1001 may be 1000 or 100).
    func repairing(_ constraint: LayoutConstraint, reason: InvalidConstraintReason, in document: LayoutDocument) -> FixIt? {
        guard !isInterfaceBuilder, case .locationEqualToConstant(let attribute) = reason, constraint.second == nil,
              constraint.form != .visual, document.view(constraint.first.item)?.parent != nil,
              let constant = constraint.source.constant, constant.start.line == constant.end.line else { return nil }
        let origin: String
        switch attribute {
        case .left, .right, .centerX: origin = "left"
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: origin = "top"
        default: return nil
        }
        // A sign written apart from the number (`>= - 20`) belongs to the constant.
        let line = Array(file.scalars(ofLine: constant.start.line))
        var start = constant.start.column - 1
        var text = scalars(constant.range)
        var back = start - 1
        while back >= 0, line[back] == " " { back -= 1 }
        if text.first != "-", back >= 0, line[back] == "-" {
            start = back
            text = Array(line[(back + 1)..<max(back + 1, min(line.count, constant.end.column - 1))]).filter { $0 != " " }
            text.insert("-", at: 0)
        }
        guard !text.isEmpty else { return nil }
        let negative = text.first == "-"
        let magnitude = String(String.UnicodeScalarView((negative ? Array(text.dropFirst()) : text).filter { $0 != " " }))
        let replacement = "superview.\(origin) \(negative ? "-" : "+") \(magnitude)"
        let range = SourceRange(start: SourcePosition(line: constant.start.line, column: start + 1), end: constant.end)
        return FixIt(title: "measure it from the superview's \(origin == "left" ? "left" : "top") edge: '\(constraint.first) \(constraint.relation.symbol) \(replacement)'",
                     edits: [FixIt.Edit(range: range, replacement: replacement)])
    }

    /// `hugging-tie`, `compression-tie` (unsafe): the view the message names (the first of
    /// the tie in declaration order) gets its priority on the tie's axis raised by one, so it
    /// keeps its size and the other views give way. No edits when that would make it 1000.
    func raisingContentPriority(of view: LayoutView, hugging: Bool, axis: LayoutAttribute.Axis, from priority: Double,
                                title: String) -> FixIt {
        let name = hugging ? "hugging" : "compression resistance"
        let raised = priority + 1
        let description = "raise the \(axis.rawValue) \(name) priority of '\(view.id)' to \(formatNumber(raised))"
        guard raised < 1000, raised == raised.rounded() else { return FixIt(title: title) }
        let value = formatNumber(raised)
        let edits = isInterfaceBuilder
            ? settingInterfaceBuilderContentPriority(of: view, attribute: axis.rawValue + (hugging ? "HuggingPriority" : "CompressionResistancePriority"), to: value)
            : settingYAMLContentPriority(of: view, key: hugging ? "hugging" : "compression", axis: axis, to: value)
        return FixIt(title: title, edits: edits ?? [], isSafe: false, editDescription: description)
    }

    private func settingYAMLContentPriority(of view: LayoutView, key: String, axis: LayoutAttribute.Axis, to value: String) -> [FixIt.Edit]? {
        let locations = key == "hugging" ? view.source.huggingValues : view.source.compressionValues
        let priorities = key == "hugging" ? view.hugging : view.compression
        if let written = locations[axis] {
            guard locations.horizontal == locations.vertical else { return replacingScalar(at: written, with: value).map { [$0] } }
            // One value for both axes: written per axis, the other keeps its value.
            guard let plain = replacingScalar(at: written, with: value), plain.range == written.range else { return nil }
            let other = axis == .horizontal ? priorities.vertical : priorities.horizontal
            let pair = axis == .horizontal ? "{ horizontal: \(value), vertical: \(other) }" : "{ horizontal: \(other), vertical: \(value) }"
            return [FixIt.Edit(range: written.range, replacement: pair)]
        }
        // Not written for this axis: only when not written at all (the other axis keeps the
        // kind's default), as a key of the view's mapping.
        guard locations.horizontal == nil, locations.vertical == nil, let parent = view.source.parent else { return nil }
        return addingKey(key, value: "{ \(axis.rawValue): \(value) }", after: parent, entry: view.source.node).map { [$0] }
    }

    /// Writes a content priority as Xcode does (docs/fix.md): the attribute's value is
    /// replaced; at Xcode's default (250 hugging, 750 compression resistance), which Xcode
    /// never writes, the attribute goes; an unwritten one is added where Xcode puts it.
    private func settingInterfaceBuilderContentPriority(of view: LayoutView, attribute: String, to value: String) -> [FixIt.Edit]? {
        let lineNumber = view.source.key.start.line
        let line = Array(file.scalars(ofLine: lineNumber))
        let start = view.source.key.start.column - 1
        guard start >= 0, start < line.count, line[start] == "<", let end = tagEnd(in: line, from: start) else { return nil }
        let tag = Array(line[start..<end])
        let isDefault = value == (attribute.hasSuffix("HuggingPriority") ? "250" : "750")
        if let at = attributeStart(attribute, in: tag) {
            let position = SourcePosition(line: lineNumber, column: start + at + 1)
            guard isDefault else { return replacingAttribute(at: position, with: value).map { [$0] } }
            // The space before the name goes with the attribute.
            guard let valueRange = attributeValueRange(at: position) else { return nil }
            return [FixIt.Edit(range: SourceRange(start: position.advanced(by: -1), end: valueRange.end.advanced(by: 1)), replacement: "")]
        }
        guard !isDefault, let offset = Self.contentPriorityInsertionOffset(attribute, in: tag) else { return nil }
        return [FixIt.Edit(range: SourceRange(at: SourcePosition(line: lineNumber, column: start + offset + 1)),
                           replacement: " \(attribute)=\"\(value)\"")]
    }

    /// Xcode's four content priorities, in the order it writes them.
    static let contentPriorityOrder = ["horizontalHuggingPriority", "verticalHuggingPriority",
                                       "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority"]

    /// The attributes Xcode writes before the content priorities (seen only before them in
    /// every element of the corpus that has both), and those it writes on either side
    /// depending on the class (then where a new one goes is not known).
    static let attributesBeforeContentPriorities: Set<String> = [
        "key", "opaque", "clipsSubviews", "clipsToBounds", "multipleTouchEnabled", "alpha", "hidden", "userInteractionEnabled",
        "contentMode", "autoresizesSubviews", "wantsLayer", "focusRingType", "toolTip", "identifier", "orientation", "springLoaded",
        "horizontalStackHuggingPriority", "verticalStackHuggingPriority", "horizontalClippingResistancePriority",
    ]
    static let attributesOnEitherSide: Set<String> = [
        "tag", "alignment", "distribution", "spacing", "imageHugsTitle", "allowsExpansionToolTips", "verifyAmbiguity",
    ]

    /// Where in `tag` (an offset, at the space before an attribute or at the tag's end)
    /// Xcode writes `attribute` when it is missing: after the content priorities that
    /// precede it in Xcode's order, else before those that follow it, else after the last
    /// attribute Xcode writes before them (right after the element's name when there is
    /// none). Nil when the attribute there is one Xcode writes on either side. This rule
    /// puts each content priority of the corpus's 8,000 where Xcode wrote it.
    static func contentPriorityInsertionOffset(_ attribute: String, in tag: [Unicode.Scalar]) -> Int? {
        guard let own = contentPriorityOrder.firstIndex(of: attribute) else { return nil }
        let attributes = attributeSpans(in: tag)
        for previous in contentPriorityOrder[..<own].reversed() {
            if let span = attributes.first(where: { $0.name == previous }) { return span.end }
        }
        for next in contentPriorityOrder[(own + 1)...] {
            if let span = attributes.first(where: { $0.name == next }) { return span.start }
        }
        var offset = tag.prefix(while: { $0 != " " && $0 != "/" && $0 != ">" }).count
        var following = attributes.first
        for (index, span) in attributes.enumerated() where attributesBeforeContentPriorities.contains(span.name) {
            offset = span.end
            following = index + 1 < attributes.count ? attributes[index + 1] : nil
        }
        if let following, attributesOnEitherSide.contains(following.name) { return nil }
        return offset
    }

    /// Each attribute of a start tag: its name and where it lies, from the space before its
    /// name to just past its closing quote.
    static func attributeSpans(in tag: [Unicode.Scalar]) -> [(name: String, start: Int, end: Int)] {
        var spans: [(name: String, start: Int, end: Int)] = []
        var index = tag.prefix(while: { $0 != " " && $0 != "/" && $0 != ">" }).count
        while index < tag.count {
            guard tag[index] == " " else { break }
            let nameStart = index + 1
            var cursor = nameStart
            while cursor < tag.count, tag[cursor] != "=", tag[cursor] != " ", tag[cursor] != "/", tag[cursor] != ">" { cursor += 1 }
            guard cursor > nameStart, cursor + 1 < tag.count, tag[cursor] == "=", tag[cursor + 1] == "\"" || tag[cursor + 1] == "'" else { break }
            let name = String(String.UnicodeScalarView(tag[nameStart..<cursor]))
            let quote = tag[cursor + 1]
            var close = cursor + 2
            while close < tag.count, tag[close] != quote { close += 1 }
            guard close < tag.count else { break }
            spans.append((name, index, close + 1))
            index = close + 1
        }
        return spans
    }

    /// The offset in `tag` of ` name="` (the name's first scalar).
    private func attributeStart(_ name: String, in tag: [Unicode.Scalar]) -> Int? {
        let needle = Array((" " + name + "=").unicodeScalars)
        guard needle.count <= tag.count else { return nil }
        for index in 0...(tag.count - needle.count) where Array(tag[index..<(index + needle.count)]) == needle {
            return index + 1
        }
        return nil
    }

    /// `unsatisfiable-required` (unsafe): the member UIKit breaks at run time (the one the
    /// configuration is solved without) gets priority 999 where it is declared, so the
    /// layout does by design what UIKit does by exception. None when that member is not a
    /// constraint of the file (a root's size, sizes never negative).
    func givingWay(_ broken: ConstraintOrigin, described: String, in document: LayoutDocument, title: String) -> FixIt {
        guard case .constraint(let id) = broken, let constraint = document.constraint(id), constraint.priority.isRequired,
              let edits = settingPriority(of: constraint, to: "999") else { return FixIt(title: title) }
        return FixIt(title: title, edits: edits, isSafe: false, editDescription: "give \(described), the member UIKit breaks, priority 999")
    }

    /// How many times `needle` occurs in the file's text.
    private func occurrences(of needle: String) -> Int {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty else { return 0 }
        var text = file.text
        // Byte by byte through buffers: copying the text and a slice at each first byte
        // was slow in a debug build (the tests'), which retains an array on every read.
        return text.withUTF8 { bytes in
            pattern.withUnsafeBufferPointer { pattern in
                guard pattern.count <= bytes.count else { return 0 }
                var count = 0
                for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
                    var length = 1
                    while length < pattern.count, bytes[start + length] == pattern[length] { length += 1 }
                    if length == pattern.count { count += 1 }
                }
                return count
            }
        }
    }
}
