import LayoutDiagnostics
import LayoutYAML

/// An `options` entry of a visual format.
private enum VisualOption {
    case align(LayoutAttribute)
    case direction(LayoutDirection)

    static let names: [String: VisualOption] = [
        "alignAllLeft": .align(.left), "alignAllRight": .align(.right), "alignAllTop": .align(.top),
        "alignAllBottom": .align(.bottom), "alignAllLeading": .align(.leading), "alignAllTrailing": .align(.trailing),
        "alignAllCenterX": .align(.centerX), "alignAllCenterY": .align(.centerY),
        "alignAllFirstBaseline": .align(.firstBaseline), "alignAllLastBaseline": .align(.lastBaseline),
        "directionLeftToRight": .direction(.leftToRight), "directionRightToLeft": .direction(.rightToLeft),
    ]
    static let orderedNames = [
        "alignAllLeft", "alignAllRight", "alignAllTop", "alignAllBottom", "alignAllLeading", "alignAllTrailing",
        "alignAllCenterX", "alignAllCenterY", "alignAllFirstBaseline", "alignAllLastBaseline",
        "directionLeftToRight", "directionRightToLeft",
    ]
}

/// One element of a visual format, resolved to a view id.
private struct VisualElement {
    var item: String
    var isSuperview: Bool
    var range: Range<Int>
}

extension DocumentLoader {
    /// Form 4: a visual format string with optional `id`, `options` and `metrics`.
    mutating func readVisualConstraints(_ node: YAMLNode, number: Int) {
        let errorsBefore = diagnostics.count
        var baseID: String?
        var idNode: YAMLNode?
        if let idEntry = node.mapping?.first(where: { $0.key.isScalar("id") }),
           let text = string(idEntry.value, expected: "a constraint id") {
            guard validateID(text, kind: "constraint id", at: idEntry.value) else { return }
            baseID = text
            idNode = idEntry.value
        }
        var succeeded = false
        defer { if !succeeded, let baseID { markBroken(baseID, at: idNode ?? node) } }
        let context = baseID.map { "in visual format '\($0)'" } ?? "in visual format #\(number)"
        let entries = keyedEntries(of: node, validKeys: Self.visualConstraintKeys, context: context)
        guard let visualNode = entries.first(where: { $0.name == "visual" })?.value,
              let text = string(visualNode, expected: "a visual format string") else { return }
        var names = nameContext
        if let metricsNode = entries.first(where: { $0.name == "metrics" })?.value {
            names = names.adding(metrics: readMetrics(metricsNode))
        }
        var alignments: [(LayoutAttribute, YAMLNode)] = []
        var direction: (LayoutDirection, YAMLNode)?
        var failed = false
        if let optionsNode = entries.first(where: { $0.name == "options" })?.value {
            for item in idList(optionsNode, expected: "options") {
                guard let name = string(item, expected: "an option") else { failed = true; continue }
                switch VisualOption.names[name] {
                case .align(let attribute)?:
                    alignments.append((attribute, item))
                case .direction(let value)?:
                    if let previous = direction, previous.0 != value {
                        error("'\(name)' contradicts '\(previous.1.scalar?.value ?? "")'", at: item)
                        failed = true
                    }
                    direction = (value, item)
                case nil:
                    error("unknown option '\(name)'" + Suggestion.didYouMean(name, in: VisualOption.orderedNames), at: item)
                    failed = true
                }
            }
        }
        let format: VisualFormat
        switch VisualFormatParser.parse(text, context: names) {
        case .success(let value): format = value
        case .failure(let problem):
            error(problem, in: visualNode)
            return
        }
        for (attribute, optionNode) in alignments {
            let horizontalFormat = format.orientation == .horizontal
            if (attribute.axis == .horizontal) == horizontalFormat {
                let edges = attribute.axis == .horizontal ? "horizontal" : "vertical"
                let orientation = horizontalFormat ? "a horizontal ('H:')" : "a vertical ('V:')"
                error("option '\(optionNode.scalar?.value ?? "")' aligns views along the \(edges) axis, which \(orientation) format lays out",
                      at: optionNode)
                failed = true
            }
        }
        guard !failed, diagnostics.count == errorsBefore, let elements = resolveElements(format, in: visualNode) else { return }
        if let baseID {
            if let first = constraintIDs[baseID] {
                error("duplicate constraint id '\(baseID)'", at: location(idNode ?? node),
                      notes: [DiagnosticNote(message: "'\(baseID)' is first declared here", location: first)])
                return
            }
            constraintIDs[baseID] = location(idNode ?? node)
        }
        let generated = expand(format, elements: elements, alignments: alignments, direction: direction?.0,
                               visualNode: visualNode, entry: node)
        for (offset, var constraint) in generated.enumerated() {
            constraint.id = "\(baseID ?? "#\(number)").\(offset + 1)"
            constraint.isAnonymous = baseID == nil
            constraint.source.id = idNode.map(location)
            add(constraint, idNode: idNode)
        }
        succeeded = true
    }

    /// Resolves each element to a view id (`|` to the views' common superview); nil after an error.
    private mutating func resolveElements(_ format: VisualFormat, in node: YAMLNode) -> [VisualElement]? {
        var viewItems: [String] = []
        var ok = true
        for element in format.elements {
            guard case .view(let view) = element else { continue }
            if viewIndex[view.name] == nil {
                if !brokenViews.contains(view.name) {
                    error("unknown view '\(view.name)'" + Suggestion.didYouMean(view.name, in: views.map(\.id)),
                          at: location(node, offsets: view.nameRange))
                }
                ok = false
            }
            for predicate in view.predicates {
                if case .view(let other, _) = predicate.object, viewIndex[other] == nil { ok = false }
            }
            viewItems.append(view.name)
        }
        guard ok else { return nil }
        var superview: String?
        var result: [VisualElement] = []
        for element in format.elements {
            switch element {
            case .view(let view):
                result.append(VisualElement(item: view.name, isSuperview: false, range: view.range))
            case .superview(let range):
                if superview == nil {
                    guard let resolved = commonSuperview(of: viewItems, pipe: range, in: node) else { return nil }
                    superview = resolved
                }
                result.append(VisualElement(item: superview ?? "", isSuperview: true, range: range))
            }
        }
        return result
    }

    /// The nearest common ancestor of the views' superviews.
    private mutating func commonSuperview(of items: [String], pipe: Range<Int>, in node: YAMLNode) -> String? {
        var common: [String]?
        for item in items {
            guard let parent = viewIndex[item].flatMap({ views[$0].parent }) else {
                error("'|' stands for the superview of the views in the string, but '\(item)' is a root", at: location(node, offsets: pipe))
                return nil
            }
            let chain = [parent] + ancestorIDs(of: parent)
            common = common.map { current in current.filter(chain.contains) } ?? chain
        }
        guard let first = common?.first else {
            error("'|' stands for the superview of the views in the string, but they have no common superview",
                  at: location(node, offsets: pipe))
            return nil
        }
        return first
    }

    func ancestorIDs(of id: String) -> [String] {
        var result: [String] = []
        var current = viewIndex[id].flatMap { views[$0].parent }
        while let next = current, !result.contains(next), result.count <= views.count {
            result.append(next)
            current = viewIndex[next].flatMap { views[$0].parent }
        }
        return result
    }

    /// The constraints of a visual format, in the order of their pieces, then the alignments.
    private func expand(_ format: VisualFormat, elements: [VisualElement], alignments: [(LayoutAttribute, YAMLNode)],
                        direction: LayoutDirection?, visualNode: YAMLNode, entry: YAMLNode) -> [LayoutConstraint] {
        let (lead, trail, size, swapped) = format.edgeAttributes(direction: direction)
        var result: [LayoutConstraint] = []
        func make(_ first: ConstraintAnchor, _ relation: LayoutRelation, _ second: ConstraintAnchor?, constant: ParsedConstant?,
                  value: Double, priority: ParsedPriority?, piece: Range<Int>) {
            var source = ConstraintSource(entry: location(entry), location: location(visualNode, offsets: piece))
            source.visualPiece = piece
            if let constant, !constant.range.isEmpty { source.constant = location(visualNode, offsets: constant.range) }
            if let priority { source.priority = location(visualNode, offsets: priority.range) }
            var constraint = LayoutConstraint(
                id: "", isAnonymous: true, first: first, relation: relation, second: second, constant: value,
                constantMetric: constant?.metric, priority: priority?.priority ?? .required, form: .visual, source: source)
            constraint.constantMetricNegated = constant?.negated ?? false
            result.append(constraint)
        }
        func viewPredicates(_ element: VisualFormat.Element) {
            guard case .view(let view) = element else { return }
            for predicate in view.predicates {
                let first = ConstraintAnchor(item: view.name, attribute: size)
                switch predicate.object {
                case .constant(let constant):
                    make(first, predicate.relation, nil, constant: constant, value: constant.value,
                         priority: predicate.priority, piece: predicate.range)
                case .view(let other, _):
                    make(first, predicate.relation, ConstraintAnchor(item: other, attribute: size), constant: nil, value: 0,
                         priority: predicate.priority, piece: predicate.range)
                }
            }
        }
        for index in format.elements.indices {
            if index > 0, index - 1 < format.connections.count {
                let connection = format.connections[index - 1]
                let left = elements[index - 1], right = elements[index]
                let leftAnchor = ConstraintAnchor(item: left.item, attribute: left.isSuperview ? lead : trail)
                let rightAnchor = ConstraintAnchor(item: right.item, attribute: right.isSuperview ? trail : lead)
                let (first, second) = swapped ? (leftAnchor, rightAnchor) : (rightAnchor, leftAnchor)
                switch connection.kind {
                case .flush:
                    make(first, .equal, second, constant: nil, value: 0, priority: nil, piece: connection.range)
                case .standard:
                    let spacing: Double = left.isSuperview || right.isSuperview ? 20 : 8
                    make(first, .equal, second, constant: nil, value: spacing, priority: nil, piece: connection.range)
                case .predicates(let predicates):
                    for predicate in predicates {
                        guard case .constant(let constant) = predicate.object else { continue }
                        let piece = predicates.count == 1
                            ? connection.range : predicate.range
                        make(first, predicate.relation, second, constant: constant, value: constant.value,
                             priority: predicate.priority, piece: piece)
                    }
                }
            }
            viewPredicates(format.elements[index])
        }
        let viewElements = format.elements.compactMap { element -> VisualFormat.View? in
            if case .view(let view) = element { return view }
            return nil
        }
        for (attribute, optionNode) in alignments {
            for (previous, next) in zip(viewElements, viewElements.dropFirst()) {
                make(ConstraintAnchor(item: next.name, attribute: attribute), .equal,
                     ConstraintAnchor(item: previous.name, attribute: attribute), constant: nil, value: 0, priority: nil,
                     piece: next.range)
                result[result.count - 1].source.option = location(optionNode)
            }
        }
        return result
    }
}
