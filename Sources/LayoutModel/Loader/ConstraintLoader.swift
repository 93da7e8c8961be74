import LayoutDiagnostics
import LayoutYAML

extension DocumentLoader {
    static let mappingConstraintKeys = ["id", "first", "relation", "second", "multiplier", "constant", "priority", "active", "expr"]
    static let visualConstraintKeys = ["visual", "id", "options", "metrics"]
    /// Keys that make a single-key mapping form 3 or 4 rather than a named constraint.
    static let formKeys: Set<String> = ["id", "expr", "first", "visual"]

    /// Reads `constraints`, an ordered list of entries in any of the four forms.
    mutating func readConstraints(_ node: YAMLNode) {
        guard let items = node.sequence else {
            if !node.isNull { error("expected a sequence of constraints, found \(node.kindDescription)", at: node) }
            return
        }
        // One constraint an entry is the usual case (a visual format makes several).
        constraints.reserveCapacity(items.count)
        for (offset, item) in items.enumerated() {
            readConstraintEntry(item, number: offset + 1)
        }
    }

    private mutating func readConstraintEntry(_ node: YAMLNode, number: Int) {
        if node.isScalar, !node.isNull {
            readExpressionConstraint(id: nil, idNode: nil, expression: node, entry: node, form: .string, number: number)
            return
        }
        guard let pairs = node.mapping else {
            error("expected a constraint (a string or a mapping), found \(node.kindDescription)", at: node)
            return
        }
        guard !pairs.isEmpty else {
            error("an empty mapping is not a constraint; give 'first' or 'expr', 'visual', or 'name: expression'", at: node)
            return
        }
        if pairs.contains(where: { $0.key.isScalar("visual") }) {
            readVisualConstraints(node, number: number)
            return
        }
        if pairs.count == 1, let pair = pairs.first, let name = pair.key.scalar?.value, !Self.formKeys.contains(name) {
            guard validateID(name, kind: "constraint id", at: pair.key) else { return }
            guard pair.value.isScalar, !pair.value.isNull else {
                error("expected a constraint string after '\(name):', found \(pair.value.kindDescription)", at: pair.value)
                markBroken(name, at: pair.key)
                return
            }
            readExpressionConstraint(id: name, idNode: pair.key, expression: pair.value, entry: node, form: .named, number: number)
            return
        }
        readMappingConstraint(node, number: number)
    }

    /// Forms 1 and 2: a constraint string, perhaps named.
    private mutating func readExpressionConstraint(id: String?, idNode: YAMLNode?, expression: YAMLNode, entry: YAMLNode,
                                                   form: ConstraintForm, number: Int) {
        let text = expression.scalar?.value ?? ""
        let parsed: ParsedExpression
        switch ExpressionParser.parseConstraint(text, context: nameContext) {
        case .success(let value): parsed = value
        case .failure(let problem):
            error(problem, in: expression)
            if let id { markBroken(id, at: idNode ?? expression) }
            return
        }
        var source = ConstraintSource(entry: location(entry), location: location(expression))
        source.id = idNode.map(location)
        guard let constraint = makeConstraint(parsed, in: expression, id: id, number: number, form: form, source: source) else {
            if let id { markBroken(id, at: idNode ?? expression) }
            return
        }
        add(constraint, idNode: idNode)
    }

    /// Builds a constraint from a parsed string, checking view ids; nil after an error.
    private mutating func makeConstraint(_ parsed: ParsedExpression, in node: YAMLNode, id: String?, number: Int,
                                         form: ConstraintForm, source: ConstraintSource) -> LayoutConstraint? {
        guard let first = resolve(parsed.first, in: node, firstItem: nil) else { return nil }
        var second: ConstraintAnchor?
        if let parsedSecond = parsed.second {
            guard let resolved = resolve(parsedSecond, in: node, firstItem: first.item) else { return nil }
            second = resolved
        }
        var source = source
        if let constant = parsed.constant { source.constant = location(node, offsets: constant.range) }
        if let priority = parsed.priority { source.priority = location(node, offsets: priority.range) }
        var constraint = LayoutConstraint(
            id: id ?? anonymousID(number), isAnonymous: id == nil, first: first, relation: parsed.relation, second: second,
            multiplier: parsed.multiplier, constant: parsed.constant?.value ?? 0, constantMetric: parsed.constant?.metric,
            priority: parsed.priority?.priority ?? .required, form: form, source: source)
        constraint.constantMetricNegated = parsed.constant?.negated ?? false
        return constraint
    }

    /// The id of the `number`th entry, which has none: `#number` (concatenated: interpolation
    /// went through `description` for every anonymous constraint).
    private func anonymousID(_ number: Int) -> String {
        "#" + String(number)
    }

    /// Checks an anchor's view; `superview` resolves to the first item's parent.
    mutating func resolve(_ anchor: ParsedAnchor, in node: YAMLNode, firstItem: String?) -> ConstraintAnchor? {
        if anchor.item == "superview" {
            guard let firstItem else {
                error("'superview' may not be the first item", at: location(node, offsets: anchor.itemRange))
                return nil
            }
            guard let parent = viewIndex[firstItem].flatMap({ views[$0].parent }) else {
                error("'superview' of '\(firstItem)' does not exist: '\(firstItem)' is a root", at: location(node, offsets: anchor.itemRange))
                return nil
            }
            return ConstraintAnchor(item: parent, attribute: anchor.attribute, writtenAsSuperview: true)
        }
        guard let index = viewIndex[anchor.item] else {
            if !brokenViews.contains(anchor.item) {
                error("unknown view '\(anchor.item)'" + Suggestion.didYouMean(anchor.item, in: views.map(\.id)),
                      at: location(node, offsets: anchor.itemRange))
            }
            return nil
        }
        var resolved = ConstraintAnchor(item: anchor.item, attribute: anchor.attribute)
        resolved.view = index  // the document keeps the loader's view positions
        return resolved
    }

    /// A constraint left out after an error: states naming its id are not reported again, and
    /// its id is taken all the same, so a later constraint with that id is still a duplicate.
    mutating func markBroken(_ id: String, at node: YAMLNode) {
        brokenConstraints.insert(id)
        if constraintIDs[id] == nil { constraintIDs[id] = location(node) }
    }

    /// Adds a constraint unless its id is taken.
    mutating func add(_ constraint: consuming LayoutConstraint, idNode: YAMLNode?) {
        if !constraint.isAnonymous {
            if let first = constraintIDs[constraint.id] {
                error("duplicate constraint id '\(constraint.id)'", at: idNode.map(location) ?? constraint.source.location,
                      notes: [DiagnosticNote(message: "'\(constraint.id)' is first declared here", location: first)])
                return
            }
            constraintIDs[constraint.id] = idNode.map(location) ?? constraint.source.location
        }
        constraints.append(constraint)
    }

    /// Form 3: the shape of `NSLayoutConstraint`, or `expr` with the other keys.
    ///
    /// Any error leaves the constraint out; its id is remembered so states naming it are
    /// not reported again.
    private mutating func readMappingConstraint(_ node: YAMLNode, number: Int) {
        let errorsBefore = diagnostics.count
        var idText: String?
        var idNode: YAMLNode?
        if let idEntry = node.mapping?.first(where: { $0.key.isScalar("id") }) {
            guard let text = string(idEntry.value, expected: "a constraint id"),
                  validateID(text, kind: "constraint id", at: idEntry.value) else { return }
            idText = text
            idNode = idEntry.value
        }
        let context = idText.map { "in constraint '\($0)'" } ?? "in constraint #\(number)"
        let entries = keyedEntries(of: node, validKeys: Self.mappingConstraintKeys, context: context)
        let byName = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Rules point at what states the relation: the value of 'first' (or of 'expr').
        let primary = byName["first"]?.value ?? byName["expr"]?.value ?? node
        var source = ConstraintSource(entry: location(node), location: location(primary))
        source.id = idNode.map(location)
        let constraint = mappingConstraint(node, byName: byName, id: idText, number: number, source: source)
        guard let constraint, diagnostics.count == errorsBefore else {
            if let idText { markBroken(idText, at: idNode ?? node) }
            return
        }
        add(constraint, idNode: idNode)
    }

    /// Builds the constraint of form 3 from its valid keys; nil after an error.
    private mutating func mappingConstraint(_ node: YAMLNode, byName: [String: KeyedEntry], id: String?, number: Int,
                                            source: ConstraintSource) -> LayoutConstraint? {
        var source = source
        var constraint: LayoutConstraint?
        if let expr = byName["expr"] {
            guard var parsed = expression(of: expr, byName: byName) else { return nil }
            guard let priority = mappingPriority(byName, inline: parsed.priority, in: expr.value) else { return nil }
            parsed.priority = priority.parsed
            if let at = priority.location { source.priority = at }
            constraint = makeConstraint(parsed, in: expr.value, id: id, number: number, form: .mapping, source: source)
        } else {
            guard let shape = shapeConstraint(node, byName: byName, id: id, number: number, source: source) else { return nil }
            constraint = shape
            guard let priority = mappingPriority(byName, inline: nil, in: nil) else { return nil }
            if let parsed = priority.parsed { constraint?.priority = parsed.priority }
            constraint?.source.priority = priority.location
        }
        if let entry = byName["active"] {
            guard let value = bool(entry.value) else { return nil }
            constraint?.active = value
            constraint?.source.active = location(entry.value)
        }
        return constraint
    }

    /// The parsed `expr`, reporting keys it replaces.
    private mutating func expression(of expr: KeyedEntry, byName: [String: KeyedEntry]) -> ParsedExpression? {
        var ok = true
        for name in ["first", "relation", "second", "multiplier", "constant"] {
            if let entry = byName[name] {
                error("'\(name)' cannot be combined with 'expr', which already gives the whole relation", at: entry.key)
                ok = false
            }
        }
        guard let text = string(expr.value, expected: "a constraint string") else { return nil }
        switch ExpressionParser.parseConstraint(text, context: nameContext) {
        case .success(let value): return ok ? value : nil
        case .failure(let problem):
            error(problem, in: expr.value)
            return nil
        }
    }

    /// The `priority` key, checked against a priority given with `@` in `expr`.
    ///
    /// - Returns: nil after an error; otherwise the priority to use (nil for the default)
    ///   and where it was written.
    private mutating func mappingPriority(_ byName: [String: KeyedEntry], inline: ParsedPriority?,
                                          in expressionNode: YAMLNode?) -> (parsed: ParsedPriority?, location: SourceLocation?)? {
        guard let entry = byName["priority"] else {
            return (inline, inline.flatMap { priority in expressionNode.map { location($0, offsets: priority.range) } })
        }
        if let inline, let expressionNode {
            error("the priority is given twice: with '@' in 'expr' and with the 'priority' key", at: entry.key,
                  notes: [DiagnosticNote(message: "the '@' priority is here", location: location(expressionNode, offsets: inline.range))])
            return nil
        }
        guard let value = priority(entry.value, context: nameContext) else { return nil }
        return (ParsedPriority(priority: value, range: 0..<0), location(entry.value))
    }

    /// `first`, `relation`, `second`, `multiplier` and `constant`, each in its own node.
    private mutating func shapeConstraint(_ node: YAMLNode, byName: [String: KeyedEntry], id: String?, number: Int,
                                          source: ConstraintSource) -> LayoutConstraint? {
        guard let firstEntry = byName["first"] else {
            error("missing key 'first': a constraint needs 'first' (or 'expr')", at: SourceLocation(path: file.path, position: node.start))
            return nil
        }
        var source = source
        var ok = true
        var relation = LayoutRelation.equal
        if let entry = byName["relation"] {
            if let text = string(entry.value, expected: "a relation") {
                if let parsed = LayoutRelation(text: text) {
                    relation = parsed
                } else {
                    let hint = Suggestion.nearest(to: text, in: ["equal", "lessThanOrEqual", "greaterThanOrEqual"])
                        .map { " (did you mean '\($0)'?)" } ?? ""
                    error("unknown relation '\(text)'; expected '==', '<=', '>=', 'equal', 'lessThanOrEqual' or 'greaterThanOrEqual'" + hint,
                          at: entry.value)
                    ok = false
                }
            } else { ok = false }
        }
        var multiplier = 1.0
        if let entry = byName["multiplier"] {
            if let value = self.number(entry.value) { multiplier = value } else { ok = false }
        }
        var constant: ParsedConstant?
        if let entry = byName["constant"] {
            constant = constantValue(entry.value)
            if constant == nil { ok = false }
            source.constant = location(entry.value)
        }
        guard let firstAnchor = anchor(firstEntry.value) else { return nil }
        guard let first = resolve(firstAnchor, in: firstEntry.value, firstItem: nil) else { return nil }
        var second: ConstraintAnchor?
        if let secondEntry = byName["second"], !secondEntry.value.isNull {
            guard let secondAnchor = anchor(secondEntry.value),
                  let resolved = resolve(secondAnchor, in: secondEntry.value, firstItem: first.item) else { return nil }
            second = resolved
        }
        guard ok else { return nil }
        var constraint = LayoutConstraint(
            id: id ?? anonymousID(number), isAnonymous: id == nil, first: first, relation: relation, second: second,
            multiplier: multiplier, constant: constant?.value ?? 0, constantMetric: constant?.metric, form: .mapping, source: source)
        constraint.constantMetricNegated = constant?.negated ?? false
        return constraint
    }

    /// `item.attribute` in its own scalar node.
    private mutating func anchor(_ node: YAMLNode) -> ParsedAnchor? {
        guard let text = string(node, expected: "'view.attribute'") else { return nil }
        switch ExpressionParser.parseAnchor(text, context: nameContext) {
        case .success(let anchor): return anchor
        case .failure(let problem):
            error(problem, in: node)
            return nil
        }
    }

    /// A number or a metric name (optionally negated).
    mutating func constantValue(_ node: YAMLNode) -> ParsedConstant? {
        if let scalar = node.scalar, scalar.style == .plain, !node.isNull {
            switch DecimalNumber.parse(scalar.value) {
            case .success(let value): return ParsedConstant(value: value, metric: nil, negated: false, range: 0..<0)
            case .failure(.notANumber):
                switch ExpressionParser.parseConstant(scalar.value, context: nameContext) {
                case .success(let constant): return constant
                case .failure(let problem):
                    error(problem, in: node)
                    return nil
                }
            case .failure:
                break
            }
        }
        guard let value = number(node) else { return nil }
        return ParsedConstant(value: value, metric: nil, negated: false, range: 0..<0)
    }
}
