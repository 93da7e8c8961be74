import LayoutDiagnostics
import LayoutYAML

extension DocumentLoader {
    static let stateKeys = ["from", "remove", "deactivate", "priority", "constant", "activate", "hide", "show", "intrinsic", "size"]

    /// Reads `states`, then resolves `from` chains; states in a cycle (and states built on them)
    /// are left out.
    mutating func readStates(_ node: YAMLNode) {
        guard let pairs = node.mapping else {
            if !node.isNull { error("expected a mapping of state names to changes, found \(node.kindDescription)", at: node) }
            return
        }
        var read: [(state: LayoutState, fromNode: YAMLNode?)] = []
        var broken: Set<String> = []
        for pair in pairs {
            guard let name = keyName(pair.key) else { continue }
            let (state, fromNode, ok) = readState(name: name, key: pair.key, value: pair.value)
            if !ok { broken.insert(name) }
            read.append((state, fromNode))
        }
        let names = read.map(\.state.name)
        let byName = Dictionary(read.map { ($0.state.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Unknown `from`, self reference.
        for entry in read {
            guard let from = entry.state.from, let fromNode = entry.fromNode else { continue }
            if from == entry.state.name {
                error("state '\(from)' starts from itself", at: fromNode)
                broken.insert(from)
            } else if byName[from] == nil {
                error("unknown state '\(from)'" + Suggestion.didYouMean(from, in: names), at: fromNode)
                broken.insert(entry.state.name)
            }
        }
        // Cycles.
        var reported: Set<String> = broken
        for entry in read where !reported.contains(entry.state.name) {
            var chain = [entry.state.name]
            var current = entry.state.from
            while let next = current, !broken.contains(next), let nextEntry = byName[next] {
                if let start = chain.firstIndex(of: next) {
                    let cycle = Array(chain[start...])
                    let firstDeclared = read.first { cycle.contains($0.state.name) }?.state.name ?? next
                    if !cycle.contains(where: reported.contains), let fromNode = byName[firstDeclared]?.fromNode {
                        let path = (rotate(cycle, toStartAt: firstDeclared) + [firstDeclared]).map { "'\($0)'" }.joined(separator: " → ")
                        error("states \(path) form a 'from' cycle", at: fromNode)
                    }
                    reported.formUnion(cycle)
                    broken.formUnion(cycle)
                    break
                }
                chain.append(next)
                current = nextEntry.state.from
            }
        }
        // States built on a state left out are left out too.
        var changed = true
        while changed {
            changed = false
            for entry in read where !broken.contains(entry.state.name) {
                if let from = entry.state.from, broken.contains(from) {
                    broken.insert(entry.state.name)
                    changed = true
                }
            }
        }
        states = read.map(\.state).filter { !broken.contains($0.name) }
    }

    /// One state; `ok` is false when an error leaves it out.
    private mutating func readState(name: String, key: YAMLNode, value: YAMLNode) -> (LayoutState, YAMLNode?, ok: Bool) {
        var state = LayoutState(name: name, from: nil, changes: [], keyLocation: location(key), fromLocation: nil)
        guard value.mapping != nil || value.isNull else {
            error("expected a mapping of state changes, found \(value.kindDescription)", at: value)
            return (state, nil, false)
        }
        let errorsBefore = diagnostics.count
        var fromNode: YAMLNode?
        var changes: [StateChange] = []
        for entry in keyedEntries(of: value, validKeys: Self.stateKeys, context: "in state '\(name)'") {
            let keyLocation = location(entry.key)
            func change(_ kind: StateChange.Kind, target: YAMLNode, value: YAMLNode) -> StateChange {
                StateChange(kind: kind, state: name, keyLocation: keyLocation, targetLocation: location(target),
                            valueLocation: location(value))
            }
            switch entry.name {
            case "from":
                if let from = string(entry.value, expected: "a state name") {
                    state.from = from
                    state.fromLocation = location(entry.value)
                    fromNode = entry.value
                }
            case "remove", "hide", "show":
                for item in idList(entry.value, expected: "view ids") {
                    guard let id = viewReference(item) else { continue }
                    let kind: StateChange.Kind = entry.name == "remove" ? .remove(view: id)
                        : entry.name == "hide" ? .hide(view: id) : .show(view: id)
                    changes.append(change(kind, target: item, value: item))
                }
            case "deactivate", "activate":
                for item in idList(entry.value, expected: "constraint ids") {
                    guard let id = constraintReference(item) else { continue }
                    let kind: StateChange.Kind = entry.name == "activate" ? .activate(constraint: id) : .deactivate(constraint: id)
                    changes.append(change(kind, target: item, value: item))
                }
            case "priority", "constant":
                for pair in changeMapping(entry.value, of: "constraint ids") {
                    guard let id = constraintReference(pair.key) else { continue }
                    if entry.name == "priority" {
                        guard let priority = priority(pair.value, context: nameContext) else { continue }
                        guard priority.value >= 1, priority.value <= 1000 else {
                            error("priority \(formatNumber(priority.value)) is outside 1…1000", at: pair.value)
                            continue
                        }
                        changes.append(change(.priority(constraint: id, priority), target: pair.key, value: pair.value))
                    } else {
                        guard let constant = constantValue(pair.value) else { continue }
                        changes.append(change(.constant(constraint: id, constant.value, metric: constant.metric),
                                              target: pair.key, value: pair.value))
                    }
                }
            case "intrinsic":
                for pair in changeMapping(entry.value, of: "view ids") {
                    guard let id = viewReference(pair.key), let size = intrinsicSize(pair.value) else { continue }
                    changes.append(change(.intrinsic(view: id, size), target: pair.key, value: pair.value))
                }
            case "size":
                for pair in changeMapping(entry.value, of: "root ids") {
                    guard let id = viewReference(pair.key) else { continue }
                    if let parent = viewIndex[id].flatMap({ views[$0].parent }) {
                        error("'size' applies to roots only; view '\(id)' has parent '\(parent)'", at: pair.key)
                        continue
                    }
                    guard let size = rootSize(pair.value) else { continue }
                    changes.append(change(.size(root: id, size), target: pair.key, value: pair.value))
                }
            default:
                break
            }
        }
        // Stable sort into the spec's order of steps.
        state.changes = changes.enumerated().sorted { ($0.element.step, $0.offset) < ($1.element.step, $1.offset) }.map(\.element)
        return (state, fromNode, diagnostics.count == errorsBefore)
    }

    private mutating func changeMapping(_ node: YAMLNode, of what: String) -> [YAMLPair] {
        guard let pairs = node.mapping else {
            error("expected a mapping of \(what) to new values, found \(node.kindDescription)", at: node)
            return []
        }
        return Array(pairs)
    }

    /// A view id in a state, reported when unknown.
    private mutating func viewReference(_ node: YAMLNode) -> String? {
        guard let id = string(node, expected: "a view id") else { return nil }
        guard viewIndex[id] != nil else {
            if !brokenViews.contains(id) {
                error("unknown view '\(id)'" + Suggestion.didYouMean(id, in: views.map(\.id)), at: node)
            }
            return nil
        }
        return id
    }

    /// A constraint id in a state, reported when unknown.
    private mutating func constraintReference(_ node: YAMLNode) -> String? {
        guard let id = string(node, expected: "a constraint id") else { return nil }
        guard constraints.contains(where: { $0.id == id && !$0.isAnonymous }) else {
            if !brokenConstraints.contains(id), !brokenConstraints.contains(where: { id.hasPrefix($0 + ".") }) {
                let known = constraints.filter { !$0.isAnonymous }.map(\.id)
                error("unknown constraint '\(id)'" + Suggestion.didYouMean(id, in: known), at: node)
            }
            return nil
        }
        return id
    }
}
