import LayoutDiagnostics
import LayoutModel

/// The finished document: views renamed to the names Xcode's outline shows (the IB id added
/// where a name repeats), and one state per extra device of `.layoutlint.yml`. Implements
/// "What becomes a layout" (names) and "Devices" in docs/interface-builder.md.
extension DocumentConverter {
    /// The document with outline names for views, the IB id added where a name repeats.
    func renamed() -> LayoutDocument {
        var counts: [String: Int] = [:]
        for view in views { counts[baseNames[view.id] ?? view.id, default: 0] += 1 }
        var names: [String: String] = [:]
        var taken: Set<String> = []
        for view in views {
            let base = baseNames[view.id] ?? view.id
            // A stack's spacer is named with its stack's IB id.
            let spacerOwner = base == "UISV-distributing" ? view.parent : nil
            var name = counts[base, default: 0] > 1 ? "\(base) (\(view.interfaceBuilderID ?? spacerOwner ?? view.id))" : base
            if view.id.hasSuffix("~content"), counts[base, default: 0] > 1 { name = "\(base) (\(view.parent ?? view.id))" }
            while taken.contains(name) { name += "'" }
            taken.insert(name)
            names[view.id] = name
        }
        let renamedViews = views.map { view -> LayoutView in
            var copy = view
            copy.id = names[view.id] ?? view.id
            copy.parent = view.parent.map { names[$0] ?? $0 }
            return copy
        }
        let renamedConstraints = constraints.map { constraint -> LayoutConstraint in
            var copy = constraint
            copy.first.item = names[constraint.first.item] ?? constraint.first.item
            if let second = constraint.second {
                copy.second = ConstraintAnchor(item: names[second.item] ?? second.item, attribute: second.attribute)
            }
            return copy
        }
        var states = sizeClassStates(variations, viewNames: names, constraintIDs: constraintModelIDs)
        var roots = renamedViews
        if !extraDevices.isEmpty {
            states += deviceStates(viewNames: names)
            // A state can resize only a root sized by `size` (a root's frame pins its size too).
            for index in roots.indices where roots[index].parent == nil {
                guard let frame = roots[index].frame, frame.x == 0, frame.y == 0 else { continue }
                roots[index].size = .fixed(RootDimensions(width: frame.width, height: frame.height))
                roots[index].frame = nil
            }
        }
        var document = LayoutDocument(path: file.path, views: roots, constraints: renamedConstraints, states: states)
        document.constraintsMadeByCode = placeholderConstraints
        document.constantRanges = constantRanges
        return document
    }
}

extension DocumentConverter {
    /// One state per device of `.layoutlint.yml`'s `devices` other than the canvas: "device
    /// retina6_1". Each root the canvas sizes grows or shrinks by the difference between the
    /// devices, and its safe area takes the device's insets (plus the scene's bars). Margins
    /// and labels measured on the canvas stay as they are.
    func deviceStates(viewNames: [String: String]) -> [LayoutState] {
        let at = location(root.position)
        return extraDevices.filter { $0.id != device.id }.map { other in
            let name = "device \(other.id)"
            var changes: [StateChange] = []
            func change(_ kind: StateChange.Kind) {
                changes.append(StateChange(kind: kind, state: name, keyLocation: at, targetLocation: at, valueLocation: at))
            }
            for id in canvasRoots {
                guard let index = viewIndex[id], let frame = views[index].frame, let rootName = viewNames[id] else { continue }
                change(.size(root: rootName, .fixed(RootDimensions(width: frame.width + other.width - device.width,
                                                                     height: frame.height + other.height - device.height))))
            }
            for pins in safeAreaPins where pins.constraints.count == 4 {
                let constants = [other.safeLeft, -other.safeRight, other.safeTop + pins.bars.top, -(other.safeBottom + pins.bars.bottom)]
                for (constraint, value) in zip(pins.constraints, constants) {
                    change(.constant(constraint: constraint, value, metric: nil))
                }
            }
            let ordered = changes.enumerated().sorted { ($0.element.step, $0.offset) < ($1.element.step, $1.offset) }.map(\.element)
            return LayoutState(name: name, from: nil, changes: ordered, keyLocation: at, fromLocation: nil)
        }
    }
}

/// `base`, else `base` + separator + 2, 3, …: the first name not in `taken`, which it joins.
func claimUniqueName(_ base: String, separator: String, in taken: inout Set<String>) -> String {
    var candidate = base
    var counter = 2
    while taken.contains(candidate) {
        candidate = "\(base)\(separator)\(counter)"
        counter += 1
    }
    taken.insert(candidate)
    return candidate
}

/// The bars a view controller's simulated metrics draw around its root (Xcode's Simulated
/// Metrics in the attributes inspector): nil where the document leaves them inferred.
struct SimulatedBars {
    /// A status bar set to none draws no status bar, nor does a freeform size where
    /// `freeformHidesStatusBar` says so.
    var statusBar = true
    /// The status bar is set to none (`simulatedStatusBarMetrics` nil), not only left out.
    var statusBarSetToNone = false
    var freeform = false
    var top: Double?
    /// The simulated top bar is opaque (`translucent="NO"`): views do not extend under it.
    var opaqueTop = false
    var bottom: Double?

    init(_ controller: XMLElement, freeformHidesStatusBar: Bool = true) {
        for child in controller.children {
            switch (child.name, child["key"]) {
            case ("freeformSimulatedSizeMetrics", "simulatedDestinationMetrics"?):
                freeform = true
                if freeformHidesStatusBar { statusBar = false }
            case ("nil", "simulatedStatusBarMetrics"?):
                statusBar = false
                statusBarSetToNone = true
            case ("nil", "simulatedTopBarMetrics"?): top = 0
            case ("simulatedNavigationBarMetrics", "simulatedTopBarMetrics"?):
                top = child["prompted"] == "YES" ? 74 : 44
                opaqueTop = child["translucent"] == "NO"
            case ("nil", "simulatedBottomBarMetrics"?): bottom = 0
            case ("simulatedToolbarMetrics", "simulatedBottomBarMetrics"?): bottom = 44
            case ("simulatedTabBarMetrics", "simulatedBottomBarMetrics"?): bottom = 49
            default: break
            }
        }
    }
}
