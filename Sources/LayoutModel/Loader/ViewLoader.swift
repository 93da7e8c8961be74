import LayoutDiagnostics
import LayoutYAML

extension DocumentLoader {
    static let viewKeys = ["parent", "kind", "intrinsic", "hugging", "compression", "hidden", "margins", "baseline", "frame", "size"]

    /// Reads `views`, then checks parents (unknown, cycles) and root-only keys.
    mutating func readViews(_ node: YAMLNode) {
        guard let pairs = node.mapping else {
            error("expected a mapping of view ids to views, found \(node.kindDescription)", at: node)
            return
        }
        var parentNodes: [String: YAMLNode] = [:]
        parentNodes.reserveCapacity(pairs.count)
        viewIndex.reserveCapacity(pairs.count)
        views.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let id = keyName(pair.key) else { continue }
            guard validateID(id, kind: "view id", at: pair.key) else {
                brokenViews.insert(id)
                continue
            }
            let (view, parentNode) = readView(id: id, key: pair.key, value: pair.value)
            guard !brokenViews.contains(id) else { continue }
            viewIndex[id] = views.count
            views.append(view)
            parentNodes[id] = parentNode
        }
        checkParents(parentNodes)
        for view in views where view.parent != nil {
            if view.size != nil, let sizeLocation = view.source.size {
                error("'size' applies to roots only; view '\(view.id)' has parent '\(view.parent ?? "")'", at: sizeLocation)
            }
        }
        // Only where a size was given: writing even nil would give every view its own copy
        // of the rare keys that views share.
        for index in views.indices where views[index].parent != nil && views[index].size != nil {
            views[index].size = nil
        }
    }

    private mutating func readView(id: String, key: YAMLNode, value: YAMLNode) -> (LayoutView, YAMLNode?) {
        var source = ViewSource(key: location(key), node: location(value))
        guard value.mapping != nil || value.isNull else {
            error("expected a mapping of view keys, found \(value.kindDescription)", at: value)
            return (LayoutView(id: id, source: source), nil)
        }
        let entries = keyedEntries(of: value, validKeys: Self.viewKeys, context: "in view '\(id)'")
        var kind = ViewKind.view
        if let kindEntry = entries.first(where: { $0.name == "kind" }) {
            source.kind = location(kindEntry.value)
            if let text = string(kindEntry.value, expected: "a view kind") {
                if let parsed = ViewKind(rawValue: text) {
                    kind = parsed
                } else {
                    error("unknown view kind '\(text)'" + Suggestion.didYouMean(text, in: ViewKind.allCases.map(\.rawValue)),
                          at: kindEntry.value)
                }
            }
        }
        // The locations gather in `source`, stored into the view once: each write through
        // `view.source` copied the whole record out of its shared box and back.
        var view = LayoutView(id: id, kind: kind, source: source)
        var parentNode: YAMLNode?
        for entry in entries {
            let at = location(entry.value)
            switch entry.name {
            case "parent":
                source.parent = at
                if let parent = string(entry.value, expected: "a view id") {
                    view.parent = parent
                    parentNode = entry.value
                } else {
                    // Without its parent the view would pass for a root: leave it out.
                    brokenViews.insert(id)
                }
            case "intrinsic":
                source.intrinsic = at
                if let size = intrinsicSize(entry.value) { view.intrinsic = size }
            case "hugging":
                source.hugging = at
                if let pair = axisPriorities(entry.value, defaults: view.hugging, what: "hugging", view: id) { view.hugging = pair }
                source.huggingValues = axisLocations(entry.value)
            case "compression":
                source.compression = at
                if let pair = axisPriorities(entry.value, defaults: view.compression, what: "compression", view: id) { view.compression = pair }
                source.compressionValues = axisLocations(entry.value)
            case "hidden":
                source.hidden = at
                if let hidden = bool(entry.value) { view.hidden = hidden }
            case "margins":
                source.margins = at
                if let margins = margins(entry.value, view: id) { view.margins = margins }
            case "baseline":
                source.baseline = at
                view.baseline = baselines(entry.value, view: id) ?? view.baseline
            case "frame":
                source.frame = at
                if let values = numbers(entry.value, names: ["x", "y", "width", "height"]) {
                    view.frame = LayoutFrame(x: values[0], y: values[1], width: values[2], height: values[3])
                }
            case "size":
                source.size = location(entry.key)
                source.sizeValue = at
                view.size = rootSize(entry.value)
            default:
                break
            }
        }
        view.source = source
        return (view, parentNode)
    }

    /// Reports unknown parents and parent cycles; leaves out the views concerned and their subviews.
    private mutating func checkParents(_ parentNodes: [String: YAMLNode]) {
        var dropped: Set<String> = []
        for view in views {
            guard let parent = view.parent, let node = parentNodes[view.id] else { continue }
            if parent == view.id {
                error("view '\(view.id)' cannot be its own parent", at: node)
                dropped.insert(view.id)
            } else if viewIndex[parent] == nil {
                if !brokenViews.contains(parent) {
                    error("unknown view '\(parent)'" + Suggestion.didYouMean(parent, in: views.map(\.id)), at: node)
                }
                dropped.insert(view.id)
            }
        }
        // Cycles: follow each chain; a chain that comes back to a view on it is a cycle.
        var reported: Set<String> = dropped
        for view in views where !reported.contains(view.id) {
            var chain: [String] = [view.id]
            var current = view.parent
            while let next = current, !dropped.contains(next), let index = viewIndex[next] {
                if let start = chain.firstIndex(of: next) {
                    let cycle = Array(chain[start...])
                    let firstDeclared = views.first { cycle.contains($0.id) }?.id ?? next
                    if !cycle.contains(where: reported.contains), let node = parentNodes[firstDeclared] {
                        let rotated = rotate(cycle, toStartAt: firstDeclared)
                        let path = (rotated + [firstDeclared]).map { "'\($0)'" }.joined(separator: " → ")
                        error("views \(path) form a parent cycle", at: node)
                    }
                    reported.formUnion(cycle)
                    dropped.formUnion(cycle)
                    break
                }
                chain.append(next)
                current = views[index].parent
            }
        }
        guard !dropped.isEmpty else { return }
        // Subviews of a view left out are left out too (silently).
        var changed = true
        while changed {
            changed = false
            for view in views where !dropped.contains(view.id) {
                if let parent = view.parent, dropped.contains(parent) {
                    dropped.insert(view.id)
                    changed = true
                }
            }
        }
        brokenViews.formUnion(dropped)
        views.removeAll { dropped.contains($0.id) }
        viewIndex = Dictionary(views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func rotate(_ cycle: [String], toStartAt name: String) -> [String] {
        guard let index = cycle.firstIndex(of: name) else { return cycle }
        return Array(cycle[index...] + cycle[..<index])
    }

    // MARK: View values

    /// `[width, height]` where either may be `none`.
    mutating func intrinsicSize(_ node: YAMLNode) -> IntrinsicSize? {
        guard let values = pair(node, sentinel: "none", what: "[width, height]") else { return nil }
        return IntrinsicSize(width: values.0, height: values.1)
    }

    /// Two numbers or `sentinel` (`none`, `auto`), which reads as nil.
    private mutating func pair(_ node: YAMLNode, sentinel: String, what: String) -> (Double?, Double?)? {
        guard let items = node.sequence else {
            error("expected \(what), found \(node.kindDescription)", at: node)
            return nil
        }
        guard items.count == 2 else {
            error("expected \(what), found \(items.count) item\(items.count == 1 ? "" : "s")", at: node)
            return nil
        }
        var values: [Double?] = []
        var ok = true
        for item in items {
            // Each value decoded and parsed once: `number` would do both again.
            if let scalar = item.scalar, scalar.style == .plain {
                if scalar.value == sentinel {
                    values.append(nil)
                    continue
                }
                let parsed = DecimalNumber.parse(scalar.value)
                if case .failure(.notANumber) = parsed, !item.isNull {
                    error("expected a number or '\(sentinel)', found '\(scalar.value)'", at: item)
                    ok = false
                    continue
                }
                if case .success(let value) = parsed, !isStringTag(item.tag) {
                    values.append(value)
                    continue
                }
            }
            if let value = number(item) {
                values.append(value)
            } else {
                ok = false
            }
        }
        return ok ? (values[0], values[1]) : nil
    }

    /// Exactly `names.count` numbers in a sequence.
    mutating func numbers(_ node: YAMLNode, names: [String]) -> [Double]? {
        let what = "[" + names.joined(separator: ", ") + "]"
        guard let items = node.sequence else {
            error("expected \(what), found \(node.kindDescription)", at: node)
            return nil
        }
        guard items.count == names.count else {
            error("expected \(what), found \(items.count) item\(items.count == 1 ? "" : "s")", at: node)
            return nil
        }
        var values: [Double] = []
        for item in items {
            if let value = number(item) { values.append(value) }
        }
        return values.count == names.count ? values : nil
    }

    /// One priority for both axes, or `{ horizontal: P, vertical: P }`.
    private mutating func axisPriorities(_ node: YAMLNode, defaults: AxisPriorities, what: String, view: String) -> AxisPriorities? {
        if node.mapping != nil {
            var result = defaults
            var ok = true
            for entry in keyedEntries(of: node, validKeys: ["horizontal", "vertical"], context: "in the \(what) of view '\(view)'") {
                guard let value = contentPriority(entry.value) else { ok = false; continue }
                if entry.name == "horizontal" { result.horizontal = value } else { result.vertical = value }
            }
            return ok ? result : nil
        }
        guard let value = contentPriority(node) else { return nil }
        return AxisPriorities(horizontal: value, vertical: value)
    }

    /// Where each axis's value of a content priority was written: the one value for both
    /// axes, or each axis's own value in the mapping form.
    private func axisLocations(_ node: YAMLNode) -> AxisLocations {
        guard let pairs = node.mapping else {
            return AxisLocations(horizontal: location(node), vertical: location(node))
        }
        let value = { (name: String) in pairs.first { $0.key.scalar?.value == name }.map { location($0.value) } }
        return AxisLocations(horizontal: value("horizontal"), vertical: value("vertical"))
    }

    /// One number, or a mapping of sides. Mixing left/right with leading/trailing is an error.
    private mutating func margins(_ node: YAMLNode, view: String) -> LayoutMargins? {
        guard node.mapping != nil else {
            guard let value = number(node) else { return nil }
            return .uniform(value)
        }
        var margins = LayoutMargins()
        var absolute: YAMLNode?
        var directional: YAMLNode?
        let keys = ["top", "bottom", "left", "right", "leading", "trailing"]
        for entry in keyedEntries(of: node, validKeys: keys, context: "in the margins of view '\(view)'") {
            let isAbsolute = entry.name == "left" || entry.name == "right"
            let isDirectional = entry.name == "leading" || entry.name == "trailing"
            if isAbsolute { absolute = absolute ?? entry.key }
            if isDirectional { directional = directional ?? entry.key }
            if (isAbsolute && directional != nil) || (isDirectional && absolute != nil) {
                let other = (isAbsolute ? directional : absolute)?.scalar?.value ?? ""
                error("'\(entry.name)' cannot be combined with '\(other)': give the horizontal margins either as left/right or as leading/trailing", at: entry.key)
                continue
            }
            guard let value = number(entry.value) else { continue }
            switch entry.name {
            case "top": margins.top = value
            case "bottom": margins.bottom = value
            case "left": margins.left = value
            case "right": margins.right = value
            case "leading": margins.leading = value
            default: margins.trailing = value
            }
        }
        return margins
    }

    private mutating func baselines(_ node: YAMLNode, view: String) -> Baselines? {
        guard node.mapping != nil else {
            guard let value = number(node) else { return nil }
            return Baselines(first: value, last: value)
        }
        var result = Baselines(first: nil, last: nil)
        for entry in keyedEntries(of: node, validKeys: ["first", "last"], context: "in the baseline of view '\(view)'") {
            guard let value = number(entry.value) else { continue }
            if entry.name == "first" { result.first = value } else { result.last = value }
        }
        return result
    }

    /// `[width, height]` (either may be `auto`) or a mapping of size names to such pairs.
    mutating func rootSize(_ node: YAMLNode) -> RootSize? {
        if let pairs = node.mapping {
            guard !pairs.isEmpty else {
                error("expected at least one named size", at: node)
                return nil
            }
            var sizes: [NamedRootSize] = []
            for pair in pairs {
                guard let name = keyName(pair.key) else { continue }
                if let values = self.pair(pair.value, sentinel: "auto", what: "[width, height]") {
                    sizes.append(NamedRootSize(name: name, dimensions: RootDimensions(width: values.0, height: values.1),
                                               location: location(pair.key)))
                }
            }
            return sizes.isEmpty ? nil : .named(sizes)
        }
        guard node.sequence != nil else {
            error("expected [width, height] or a mapping of size names, found \(node.kindDescription)", at: node)
            return nil
        }
        guard let values = pair(node, sentinel: "auto", what: "[width, height]") else { return nil }
        return .fixed(RootDimensions(width: values.0, height: values.1))
    }
}
