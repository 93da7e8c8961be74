import LayoutDiagnostics
import LayoutYAML

/// A key of a mapping that passed the unknown-key check.
struct KeyedEntry {
    var name: String
    var key: YAMLNode
    var value: YAMLNode
}

extension DocumentLoader {
    // MARK: Diagnostics

    func location(_ node: YAMLNode) -> SourceLocation {
        SourceLocation(path: file.path, range: node.range)
    }

    /// The source range of Unicode-scalar offsets inside a scalar node's value.
    func location(_ node: YAMLNode, offsets: Range<Int>) -> SourceLocation {
        SourceLocation(path: file.path, range: scalarMaps.map(for: node, in: file).range(ofOffset: offsets.lowerBound, length: offsets.count))
    }

    mutating func error(_ message: String, at location: SourceLocation, notes: [DiagnosticNote] = []) {
        diagnostics.append(Diagnostic(ruleID: InputProblem.layoutSchema, severity: .error, message: message,
                                      location: location, notes: notes))
    }

    mutating func error(_ message: String, at node: YAMLNode, notes: [DiagnosticNote] = []) {
        error(message, at: location(node), notes: notes)
    }

    /// Reports a problem found inside a string at the exact characters.
    mutating func error(_ problem: StringProblem, in node: YAMLNode) {
        guard !problem.isFollowUp else { return }
        error(problem.message, at: location(node, offsets: problem.range))
    }

    // MARK: Mappings

    /// The pairs of a mapping whose keys are valid, reporting unknown and non-string keys.
    ///
    /// - Parameter context: where the mapping is, for messages ("in view 'title'").
    mutating func keyedEntries(of node: YAMLNode, validKeys: [String], context: @autoclosure () -> String) -> [KeyedEntry] {
        guard let pairs = node.mapping else { return [] }
        var result: [KeyedEntry] = []
        result.reserveCapacity(pairs.count)  // one allocation, not one per doubling
        for pair in pairs {
            guard let name = keyName(pair.key) else { continue }
            guard validKeys.contains(name) else {
                let suggestion = Suggestion.nearest(to: name, in: validKeys)
                let hint = suggestion.map { "; did you mean '\($0)'?" }
                    ?? "; valid keys are " + validKeys.map { "'\($0)'" }.joined(separator: ", ")
                error("unknown key '\(name)' \(context())\(hint)", at: pair.key)
                continue
            }
            result.append(KeyedEntry(name: name, key: pair.key, value: pair.value))
        }
        return result
    }

    /// A mapping key's text, reporting keys that are not strings.
    mutating func keyName(_ key: YAMLNode) -> String? {
        guard let scalar = key.scalar, !key.isNull else {
            error("expected a string key, found \(key.kindDescription)", at: key)
            return nil
        }
        return scalar.value
    }

    /// Checks the `[A-Za-z_][A-Za-z0-9_]*` rule and the reserved words.
    ///
    /// - Parameter kind: "view id", "constraint id" or "metric name".
    mutating func validateID(_ text: String, kind: String, at node: YAMLNode) -> Bool {
        // Bytes suffice: a non-ASCII byte is neither an identifier's start nor part.
        let valid = text.utf8.first.map(Tokenizer.isIdentifierStart) == true && text.utf8.allSatisfy(Tokenizer.isIdentifierPart)
        guard valid else {
            var message = "invalid \(kind) '\(text)': it must start with a letter or '_' and contain only letters, digits and '_'"
            if text.contains("-") { message += " ('-' would read as a minus)" }
            error(message, at: node)
            return false
        }
        if text == "superview" {
            error("'superview' is reserved and cannot be a \(kind)", at: node)
            return false
        }
        if LayoutPriority.value(ofName: text) != nil {
            error("'\(text)' is a priority name and cannot be a \(kind)", at: node)
            return false
        }
        return true
    }

    // MARK: Scalars

    /// A number in any decimal form, or nil after reporting why not.
    mutating func number(_ node: YAMLNode) -> Double? {
        guard let scalar = node.scalar, !node.isNull else {
            error("expected a number, found \(node.kindDescription)", at: node)
            return nil
        }
        if scalar.style != .plain || isStringTag(node.tag) {
            if case .success = DecimalNumber.parse(scalar.value) {
                error("expected a number, found the quoted string '\(scalar.value)'; write numbers without quotes", at: node)
            } else {
                error("expected a number, found the string '\(scalar.value)'", at: node)
            }
            return nil
        }
        switch DecimalNumber.parse(scalar.value) {
        case .success(let value):
            return value
        case .failure(.notFinite):
            error("expected a finite number, found '\(scalar.value)'", at: node)
        case .failure(.outOfRange):
            error("number '\(scalar.value)' is out of range", at: node)
        case .failure(.notDecimal):
            error("'\(scalar.value)' is not a decimal number; write numbers such as 20, 0.5, -8 or 1e3", at: node)
        case .failure(.notANumber):
            error("expected a number, found \(describe(node))", at: node)
        }
        return nil
    }

    /// `true`/`false` in YAML 1.1's spellings, or nil after reporting.
    mutating func bool(_ node: YAMLNode) -> Bool? {
        if let scalar = node.scalar, scalar.style == .plain, !isStringTag(node.tag) {
            switch scalar.value {
            case "true", "True", "TRUE", "yes", "Yes", "YES", "y", "Y", "on", "On", "ON": return true
            case "false", "False", "FALSE", "no", "No", "NO", "n", "N", "off", "Off", "OFF": return false
            default: break
            }
        }
        error("expected true or false, found \(describe(node))", at: node)
        return nil
    }

    /// A string scalar (any style), or nil after reporting.
    ///
    /// - Parameter expected: what was expected, for the message ("a view id").
    mutating func string(_ node: YAMLNode, expected: String) -> String? {
        guard let scalar = node.scalar, !node.isNull else {
            error("expected \(expected), found \(node.kindDescription)", at: node)
            return nil
        }
        return scalar.value
    }

    /// A priority: a number, a priority name with optional arithmetic (`high+1`), or a metric.
    mutating func priority(_ node: YAMLNode, context: NameContext) -> LayoutPriority? {
        guard let scalar = node.scalar, !node.isNull else {
            error("expected a priority, found \(node.kindDescription)", at: node)
            return nil
        }
        if scalar.style == .plain, case .success(let value) = DecimalNumber.parse(scalar.value) {
            return LayoutPriority(value, written: scalar.value)
        }
        if scalar.style != .plain, case .success = DecimalNumber.parse(scalar.value) {
            error("expected a priority, found the quoted string '\(scalar.value)'; write numbers without quotes", at: node)
            return nil
        }
        switch ExpressionParser.parsePriority(scalar.value, context: context) {
        case .success(let parsed):
            return parsed.priority
        case .failure(let problem):
            error(problem, in: node)
            return nil
        }
    }

    /// A content priority (hugging, compression), which must lie in 1…1000. Priorities name
    /// metrics, never views, so the context leaves views out: it is read while views are
    /// still being added, and one with every view would be rebuilt for each of them.
    mutating func contentPriority(_ node: YAMLNode) -> LayoutPriority? {
        guard let value = priority(node, context: metricsContext) else { return nil }
        guard value.value >= 1, value.value <= 1000 else {
            error("priority \(formatNumber(value.value)) is outside 1…1000", at: node)
            return nil
        }
        return value
    }

    /// "'abc'", "null", "a mapping": how messages name a node that has the wrong type.
    func describe(_ node: YAMLNode) -> String {
        if let scalar = node.scalar, !node.isNull { return "'\(scalar.value)'" }
        return node.kindDescription
    }

    func isStringTag(_ tag: String?) -> Bool {
        tag == "tag:yaml.org,2002:str" || tag == "!!str"
    }

    /// The items of a list of ids; a single scalar counts as a list of one.
    mutating func idList(_ node: YAMLNode, expected: String) -> [YAMLNode] {
        if let items = node.sequence { return Array(items) }
        if node.isScalar, !node.isNull { return [node] }
        error("expected a list of \(expected), found \(node.kindDescription)", at: node)
        return []
    }
}
