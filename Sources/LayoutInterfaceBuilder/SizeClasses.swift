import LayoutDiagnostics
import LayoutModel

/// Size classes: each `<variation key="…">` other than `default` becomes a state of the
/// layout ("size class compact width"), so every trait combination the document uses is
/// linted as its own configuration. The declared layout is Any/Any.
extension DocumentConverter {
    /// One change a variation makes, with where it is written.
    struct VariationChange {
        enum Kind {
            case constant(Double)
            case include
            case exclude
            case removeView
        }

        var kind: Kind
        /// The IB id of the constraint or view.
        var target: String
        var position: SourcePosition
    }

    /// Every non-default variation in the document, by key in document order.
    func collectVariations() -> [(key: String, position: SourcePosition, changes: [VariationChange])] {
        var byKey: [String: (position: SourcePosition, changes: [VariationChange])] = [:]
        var order: [String] = []
        func visit(_ element: XMLElement) {
            for child in element.children {
                guard child.name == "variation" else {
                    visit(child)
                    continue
                }
                guard let key = child["key"], key != "default" else { continue }
                if byKey[key] == nil {
                    byKey[key] = (child.position, [])
                    order.append(key)
                }
                if element.name == "constraint", let id = element["id"], let text = child["constant"], let value = Double(text), value.isFinite {
                    byKey[key]?.changes.append(VariationChange(kind: .constant(value), target: id, position: child.position(of: "constant")))
                }
                for mask in child.children(named: "mask") {
                    for entry in mask.children where entry["reference"] != nil {
                        let reference = entry["reference"]!
                        switch (mask["key"], entry.name) {
                        case ("constraints"?, "include"): byKey[key]?.changes.append(VariationChange(kind: .include, target: reference, position: entry.position))
                        case ("constraints"?, "exclude"): byKey[key]?.changes.append(VariationChange(kind: .exclude, target: reference, position: entry.position))
                        case ("subviews"?, "exclude"): byKey[key]?.changes.append(VariationChange(kind: .removeView, target: reference, position: entry.position))
                        default: break
                        }
                    }
                }
            }
        }
        visit(root)
        return order.map { ($0, byKey[$0]!.position, byKey[$0]!.changes) }
    }

    /// "heightClass=regular-widthClass=compact" → "size class compact width, regular height".
    static func stateName(forVariation key: String) -> String {
        var width: String?
        var height: String?
        var others: [String] = []
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else {
                others.append(String(part))
                continue
            }
            switch pair[0] {
            case "widthClass": width = "\(pair[1]) width"
            case "heightClass": height = "\(pair[1]) height"
            default: others.append("\(pair[0]) \(pair[1])")
            }
        }
        return "size class " + ([width, height].compactMap { $0 } + others).joined(separator: ", ")
    }

    /// The states for the variations, on the renamed document. Constraints a state names get
    /// their IB id as their id (YAML states can only name named constraints).
    func sizeClassStates(_ variations: [(key: String, position: SourcePosition, changes: [VariationChange])],
                         viewNames: [String: String], constraintIDs: [String: String]) -> [LayoutState] {
        variations.compactMap { variation in
            let name = Self.stateName(forVariation: variation.key)
            let keyLocation = location(variation.position)
            var changes: [StateChange] = []
            // Each state is its key alone over Any/Any: what the canvas's size classes changed
            // in the declared layout and this key does not set is returned to Any/Any.
            var ownSwitches: Set<String> = []
            var ownConstants: Set<String> = []
            for change in variation.changes {
                switch change.kind {
                case .include, .exclude: ownSwitches.insert(change.target)
                case .constant: ownConstants.insert(change.target)
                case .removeView: break
                }
            }
            func undo(_ kind: (String) -> StateChange.Kind?, _ targets: [String]) {
                for target in targets {
                    guard let kind = kind(target) else { continue }
                    changes.append(StateChange(kind: kind, state: name, keyLocation: keyLocation, targetLocation: keyLocation, valueLocation: keyLocation))
                }
            }
            undo({ constraintIDs[$0].map { .deactivate(constraint: $0) } }, canvasActivated.subtracting(ownSwitches).sorted())
            undo({ constraintIDs[$0].map { .activate(constraint: $0) } }, canvasDeactivated.subtracting(ownSwitches).sorted())
            undo({ target in
                guard let id = constraintIDs[target], let value = anyAnyConstants[target] else { return nil }
                return .constant(constraint: id, value, metric: nil)
            }, anyAnyConstants.keys.filter { !ownConstants.contains($0) }.sorted())
            for change in variation.changes {
                let at = location(change.position)
                let kind: StateChange.Kind
                switch change.kind {
                case .constant(let value):
                    guard let id = constraintIDs[change.target] else { continue }
                    kind = .constant(constraint: id, value, metric: nil)
                case .include:
                    guard let id = constraintIDs[change.target] else { continue }
                    kind = .activate(constraint: id)
                case .exclude:
                    guard let id = constraintIDs[change.target] else { continue }
                    kind = .deactivate(constraint: id)
                case .removeView:
                    guard let id = viewNames[change.target] else { continue }
                    kind = .remove(view: id)
                }
                changes.append(StateChange(kind: kind, state: name, keyLocation: keyLocation, targetLocation: at, valueLocation: at))
            }
            guard !changes.isEmpty else { return nil }
            let ordered = changes.enumerated().sorted { ($0.element.step, $0.offset) < ($1.element.step, $1.offset) }.map(\.element)
            return LayoutState(name: name, from: nil, changes: ordered, keyLocation: keyLocation, fromLocation: nil)
        }
    }
}
