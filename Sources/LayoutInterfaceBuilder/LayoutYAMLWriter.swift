import LayoutModel

/// Writes a loaded Interface Builder document as a `.layout.yaml` file, so that a team can
/// add run-time states to it (`layoutlint convert`).
///
/// Every default is written out (priorities, margins, intrinsic sizes), so the file means the
/// same whatever the kind's defaults. Views keep the names messages give them, made into
/// identifiers ("Title Label" → `titleLabel`); the IB id follows in a comment. Constraints
/// and the ones UIKit makes at run time (stack views, autoresizing masks, layout guides) are
/// all written: linting the converted file gives the findings of the IB file.
public enum LayoutYAMLWriter {
    /// The identifier each view and named constraint gets in the converted file, by name.
    public static func identifiers(for document: LayoutDocument) -> (views: [String: String], constraints: [String: String]) {
        var names = IdentifierNames()
        var viewIDs: [String: String] = [:]
        for view in document.views { viewIDs[view.id] = names.identifier(for: view.id) }
        var constraintIDs: [String: String] = [:]
        for constraint in document.constraints where !constraint.isAnonymous {
            constraintIDs[constraint.id] = names.identifier(for: constraint.id)
        }
        return (viewIDs, constraintIDs)
    }

    public static func yaml(for document: LayoutDocument, sourcePath: String) -> String {
        let (viewIDs, constraintIDs) = identifiers(for: document)
        var out = "# Converted by `layoutlint convert` from \(YAMLText.printable(sourcePath)).\n"
        out += "# Views are named as in layoutlint's messages; the comment after each is its Interface Builder id.\n"
        out += "views:\n"
        for view in document.views {
            var keys: [String] = []
            if let parent = view.parent { keys.append("parent: \(viewIDs[parent] ?? parent)") }
            if view.kind != .view { keys.append("kind: \(view.kind.rawValue)") }
            if view.intrinsic != .none { keys.append("intrinsic: \(intrinsic(view.intrinsic))") }
            keys.append("hugging: { horizontal: \(view.hugging.horizontal), vertical: \(view.hugging.vertical) }")
            keys.append("compression: { horizontal: \(view.compression.horizontal), vertical: \(view.compression.vertical) }")
            if view.hidden { keys.append("hidden: true") }
            if let baseline = view.baseline {
                let parts = [("first", baseline.first), ("last", baseline.last)].compactMap { name, value in value.map { "\(name): \(number($0))" } }
                keys.append("baseline: { \(parts.joined(separator: ", ")) }")
            }
            let margins = view.margins
            let sides = [("top", margins.top), ("bottom", margins.bottom), ("left", margins.left), ("right", margins.right),
                         ("leading", margins.leading), ("trailing", margins.trailing)]
                .compactMap { name, value in value.map { "\(name): \(number($0))" } }
            if !sides.isEmpty { keys.append("margins: { \(sides.joined(separator: ", ")) }") }
            if let size = view.size { keys.append("size: \(rootSize(size))") }
            if let frame = view.frame {
                keys.append("frame: [\(number(frame.x)), \(number(frame.y)), \(number(frame.width)), \(number(frame.height))]")
            }
            let comment = view.interfaceBuilderID.map { "  # \($0)" } ?? ""
            out += "  \(viewIDs[view.id] ?? view.id): { \(keys.joined(separator: ", ")) }\(comment)\n"
        }
        if !document.constraints.isEmpty {
            out += "constraints:\n"
            for constraint in document.constraints {
                var keys: [String] = []
                if !constraint.isAnonymous { keys.append("id: \(constraintIDs[constraint.id] ?? constraint.id)") }
                let first = "\(viewIDs[constraint.first.item] ?? constraint.first.item).\(constraint.first.attribute.rawValue)"
                keys.append("first: \(first)")
                keys.append("relation: '\(constraint.relation.symbol)'")
                if let second = constraint.second {
                    keys.append("second: \(viewIDs[second.item] ?? second.item).\(second.attribute.rawValue)")
                    if constraint.multiplier != 1 { keys.append("multiplier: \(number(constraint.multiplier))") }
                }
                if constraint.constant != 0 { keys.append("constant: \(number(constraint.constant))") }
                if constraint.priority.written != nil || !constraint.priority.isRequired {
                    keys.append("priority: \(constraint.priority)")
                }
                if !constraint.active { keys.append("active: false") }
                out += "  - { \(keys.joined(separator: ", ")) }\n"
            }
        }
        if !document.states.isEmpty {
            out += "states:\n"
            for state in document.states {
                out += "  \(YAMLText.quoted(state.name)):\n"
                if let from = state.from { out += "    from: \(YAMLText.quoted(from))\n" }
                out += stateChanges(state, viewIDs: viewIDs, constraintIDs: constraintIDs)
            }
        }
        return out
    }

    /// A state's changes under the spec's keys, in the order the spec applies them.
    private static func stateChanges(_ state: LayoutState, viewIDs: [String: String], constraintIDs: [String: String]) -> String {
        var lists: [String: [String]] = [:]
        var mappings: [String: [String]] = [:]
        var visibility: [String: Bool] = [:]
        var visibilityOrder: [String] = []
        for change in state.changes {
            let view = viewIDs[change.target] ?? change.target
            let constraint = constraintIDs[change.target] ?? change.target
            switch change.kind {
            case .remove: lists["remove", default: []].append(view)
            case .deactivate: lists["deactivate", default: []].append(constraint)
            case .activate: lists["activate", default: []].append(constraint)
            case .hide, .show:
                // The spec applies a state's `hide` and `show` together: a view hidden and shown
                // again in one state (code that resets, then sets) is written as it ends.
                if visibility[view] == nil { visibilityOrder.append(view) }
                if case .hide = change.kind { visibility[view] = true } else { visibility[view] = false }
            case .priority(_, let priority): mappings["priority", default: []].append("\(constraint): \(priority)")
            case .constant(_, let value, _): mappings["constant", default: []].append("\(constraint): \(number(value))")
            case .intrinsic(_, let size): mappings["intrinsic", default: []].append("\(view): \(intrinsic(size))")
            case .size(_, let size): mappings["size", default: []].append("\(view): \(rootSize(size))")
            }
        }
        for view in visibilityOrder { lists[visibility[view]! ? "hide" : "show", default: []].append(view) }
        var out = ""
        for key in ["remove", "deactivate", "priority", "constant", "activate", "hide", "show", "intrinsic", "size"] {
            if let items = lists[key] { out += "    \(key): [\(items.joined(separator: ", "))]\n" }
            if let items = mappings[key] { out += "    \(key): { \(items.joined(separator: ", ")) }\n" }
        }
        return out
    }

    private static func intrinsic(_ size: IntrinsicSize) -> String {
        "[\(size.width.map(number) ?? "none"), \(size.height.map(number) ?? "none")]"
    }

    private static func rootSize(_ size: RootSize) -> String {
        func pair(_ dimensions: RootDimensions) -> String {
            "[\(dimensions.width.map(number) ?? "auto"), \(dimensions.height.map(number) ?? "auto")]"
        }
        switch size {
        case .fixed(let dimensions): return pair(dimensions)
        case .named(let sizes): return "{ " + sizes.map { "\($0.name): \(pair($0.dimensions))" }.joined(separator: ", ") + " }"
        }
    }

    /// Enough digits to read back the same double.
    static func number(_ value: Double) -> String {
        formatNumber(value)
    }
}

/// Unique identifiers (`[A-Za-z_][A-Za-z0-9_]*`, not reserved) for names with spaces,
/// punctuation or other scripts: "Title Label" → `titleLabel`, "View (FSw-Tp-zBU)" →
/// `view_FSw_Tp_zBU`.
struct IdentifierNames {
    private var taken: Set<String> = []
    private var byName: [String: String] = [:]

    mutating func identifier(for name: String) -> String {
        if let known = byName[name] { return known }
        var base = ""
        var pendingSeparator = false
        let scalars = Array(name.unicodeScalars)
        let keepCase = scalars.count > 1 && scalars[1].properties.isUppercase
        for scalar in scalars {
            let isAlphanumeric = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
            if isAlphanumeric {
                if base.isEmpty {
                    base = keepCase ? String(scalar) : String(scalar).lowercased()
                } else if pendingSeparator, base.last != "_" {
                    base += String(scalar).uppercased()
                } else {
                    base += String(scalar)
                }
                pendingSeparator = false
            } else {
                // A parenthesised IB id, and the dashes inside it, follow underscores.
                if scalar == "(" || scalar == "-", !base.isEmpty, base.last != "_" { base += "_" }
                pendingSeparator = true
            }
        }
        while base.hasSuffix("_") { base.removeLast() }
        if base.isEmpty || base.first.map({ $0.isNumber }) == true { base = "view" + (base.isEmpty ? "" : "_" + base) }
        if base == "superview" || LayoutPriority.value(ofName: base) != nil { base += "_" }
        let candidate = claimUniqueName(base, separator: "_", in: &taken)
        byName[name] = candidate
        return candidate
    }
}
