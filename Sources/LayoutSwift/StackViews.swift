import LayoutDiagnostics
import LayoutModel

/// Stack views made in code: what the code tells a `UIStackView` or `NSStackView` (at set-up,
/// and in each state), and the constraints UIKit and AppKit make for its arranged subviews,
/// from the model's `StackArrangement`, the one the Interface Builder front end uses.
extension LayoutReader {
    /// What a `UIStackView` or `NSStackView` made in code is told at set-up, and in each state
    /// that changes it: the constraints UIKit and AppKit make for its arranged subviews follow
    /// from it, by the model's `StackArrangement` (docs/swift-code.md, "Stack views made in code").
    struct StackSetUp {
        /// An NSStackView: AppKit's defaults, alignments and gravity areas.
        var appKit = false
        /// The arranged subviews in order, each with the call (or initialiser) that arranged it.
        private(set) var arranged: [(item: Int, location: SourceLocation)] = []
        /// The items of `arranged`, to find a view arranged twice without a scan.
        private(set) var arrangedItems: Set<Int> = []
        /// An NSStackView's gravity area (0 leading or top, 1 center, 2 trailing or bottom) of
        /// each view put in one (`NSStackView(views:)`, `addView(_:in:)`); views arranged by
        /// `addArrangedSubview` have none.
        var gravity: [Int: Int] = [:]

        /// Appends a view; false when it is arranged already.
        mutating func arrange(_ item: Int, at location: SourceLocation, gravity area: Int? = nil) -> Bool {
            guard arrangedItems.insert(item).inserted else { return false }
            arranged.append((item, location))
            if let area { gravity[item] = area }
            return true
        }

        /// Inserts a view at an index of the arranged subviews (appends it without one); false
        /// when it is arranged already or the index is past the end.
        mutating func arrange(_ item: Int, index: Int?, at location: SourceLocation) -> Bool {
            guard let index else { return arrange(item, at: location) }
            guard index >= 0, index <= arranged.count, arrangedItems.insert(item).inserted else { return false }
            arranged.insert((item, location), at: index)
            return true
        }

        /// Takes a view out of the arranged subviews (it stays a subview, as UIKit leaves it).
        mutating func remove(_ item: Int) {
            arranged.removeAll { $0.item == item }
            arrangedItems.remove(item)
            gravity[item] = nil
        }

        var vertical = false
        /// Nil: the default (`fill`; AppKit's `gravityAreas`).
        var distribution: String?
        /// Nil: the default (`fill`; AppKit's `centerY` across a horizontal stack, `centerX`
        /// across a vertical one).
        var alignment: String?
        /// Nil when known only at run time: the spacing constraints are then left out, and the
        /// others, which conflict or not whatever the spacing, kept. Nil in `spacingSet`'s
        /// absence means the default: 0, AppKit's 8.
        var spacing: Double?
        var spacingSet = false
        /// NSStackView's `edgeInsets`, when set.
        var edgeInsets: LayoutMargins?
        /// NSStackView's hugging priorities (`setHuggingPriority(_:for:)`).
        var hugging: [LayoutAttribute.Axis: Double] = [:]
        /// NSStackView's `detachesHiddenViews`, when set.
        var detachesHiddenViews: Bool?
        /// Why its arrangement is not known (a run-time spacing, an arrangement changed in a
        /// branch, a distribution not modelled): then it is left as a view of unknown size.
        var unknown = false
        /// What states (by index) change: settings and views taken out of the arrangement, applied
        /// to the arrangement as set up.
        var stateChanges: [Int: [StackChange]] = [:]
        /// Where a state first changed the stack.
        var stateLocations: [Int: SourceLocation] = [:]

        /// Applies a setting as the code writes it; false when it is not one the arrangement
        /// models. A case must be written out (`.vertical`, `UIStackView.Distribution.fillEqually`),
        /// not chosen at run time (`isCompact ? .vertical : .horizontal`).
        mutating func apply(_ name: String, text: String, value: Value) -> Bool {
            let isCase = text.allSatisfy { $0.isLetter || $0 == "." }
            let word = isCase ? text.split(separator: ".").last.map(String.init) ?? text : ""
            switch name {
            case "axis" where !appKit, "orientation" where appKit:
                guard word == "vertical" || word == "horizontal" else { return false }
                vertical = word == "vertical"
            case "distribution":
                // `fillProportionally` needs the views' content sizes, which the code does not fix.
                let modelled = ["fill", "fillEqually", "equalSpacing", "equalCentering"] + (appKit ? ["gravityAreas"] : [])
                guard modelled.contains(word) else { return false }
                distribution = word
            case "alignment":
                // AppKit's are `NSLayoutConstraint.Attribute`s; the baselines and sizes are not modelled.
                let modelled = appKit ? ["centerX", "centerY", "top", "bottom", "leading", "trailing"]
                    : ["fill", "leading", "top", "trailing", "bottom", "center"]
                guard modelled.contains(word) else { return false }
                alignment = word
            case "spacing":
                spacingSet = true
                spacing = value.number
            case "edgeInsets" where appKit:
                guard case .insets(let top, let left, let bottom, let right) = value else { return false }
                edgeInsets = LayoutMargins(top: top, bottom: bottom, left: left, right: right)
            case "detachesHiddenViews" where appKit:
                guard case .bool(let flag) = value else { return false }
                detachesHiddenViews = flag
            case "isBaselineRelativeArrangement", "isLayoutMarginsRelativeArrangement", "insetsLayoutMarginsFromSafeArea":
                guard case .bool(false) = value else { return false }
            default:
                return false
            }
            return true
        }

        /// The model's description of the arrangement, with `hidden` arranged views hidden, or
        /// nil when it is one the model does not know. `id` names a reader item in the document.
        func arrangement(stack: String, hidden: Set<Int>, id: (Int) -> String) -> StackArrangement? {
            let items = arranged.map(\.item)
            guard !items.isEmpty else { return nil }
            let distribution = self.distribution ?? (appKit ? "gravityAreas" : "fill")
            var groups: [[String]]?
            if distribution == "gravityAreas" {
                // Every view in a gravity area (`NSStackView(views:)`, `addView(_:in:)`): where
                // `addArrangedSubview` puts a view under this distribution is not documented.
                // The spacing sets every constraint between views here, so it must be known.
                guard items.allSatisfy({ gravity[$0] != nil }), !spacingSet || spacing != nil else { return nil }
                groups = (0..<3).map { area in items.filter { gravity[$0] == area }.map(id) }
            } else if !gravity.isEmpty {
                // Views put in a gravity area of a stack that does not use them: not documented.
                return nil
            }
            let alignment = self.alignment ?? (appKit ? (vertical ? "centerX" : "centerY") : "fill")
            if appKit {
                // AppKit ignores an alignment across the other axis (its documentation): not modelled.
                let across = vertical ? ["leading", "trailing", "centerX"] : ["top", "bottom", "centerY"]
                guard across.contains(alignment) else { return nil }
            }
            var out = Set(items.filter(hidden.contains))
            if appKit, !out.isEmpty {
                // NSStackView takes hidden views out only when it detaches them.
                guard let detaches = detachesHiddenViews else { return nil }
                if !detaches { out = [] }
            }
            let spacing = spacingSet ? self.spacing : (appKit ? 8 : 0)
            return StackArrangement(
                stack: stack, appKit: appKit, vertical: vertical, distribution: distribution, alignment: alignment, spacing: spacing,
                marginRelative: edgeInsets != nil, arranged: items.map(id), gravityGroups: groups, hidden: Set(out.map(id)),
                hugging: hugging[vertical ? .vertical : .horizontal] ?? 250)
        }
    }

    /// A change a state makes to a stack's arrangement.
    enum StackChange {
        case setting(name: String, text: String, value: Value)
        case remove(Int)
        /// `addArrangedSubview` (no index) or `insertArrangedSubview(_:at:)`.
        case arrange(Int, index: Int?, location: SourceLocation)
    }

}

extension DocumentBuilder {
    /// What the stacks add to the document: their constraints, the layout guides of
    /// `equalSpacing`, the margins of NSStackViews with `edgeInsets`, and the changes each state
    /// makes to them (by the reader's state index).
    struct StackOutput {
        var constraints: [LayoutConstraint] = []
        var spacers: [LayoutView] = []
        var margins: [Int: LayoutMargins] = [:]
        var stateChanges: [Int: [(kind: StateChange.Kind, location: SourceLocation)]] = [:]
        /// Stack views the code makes, and those whose arrangement is modelled (by index).
        var made = 0
        var modelled: Set<Int> = []
        var read: Int { modelled.count }
    }

    /// The constraints UIKit and AppKit make for the arranged subviews of a stack view whose
    /// arrangement the code states (docs/swift-code.md, "Stack views made in code"), located at
    /// the call that arranged the view each concerns (the stack's own at its creation). A state
    /// that changes a stack (hides or shows an arranged view, changes a setting, removes a view)
    /// gets the stack's arrangement in that state: it activates what that arrangement adds and
    /// deactivates what it drops. A stack whose arrangement, or whose arrangement in a state, is
    /// not known gets none (its views stay quiet).
    func stackConstraints(items: [LayoutReader.Item], ids: [String], renumbered: [Int: Int],
                          uniqueID: (String, SourceLocation) -> String) -> StackOutput {
        var output = StackOutput()
        output.made = items.filter { $0.stack != nil }.count
        for (index, item) in items.enumerated() {
            // Past 100 arranged views (none in the corpus has more than 3) the stack is left as
            // before: the constraints grow with the views, and the analysis of thousands of
            // them would not end within the time a hostile input is given.
            guard let stack = item.stack, !stack.unknown, !stack.arranged.isEmpty, stack.arranged.count <= 100 else { continue }
            guard stack.arranged.allSatisfy({ entry in
                renumbered[entry.item].map { items[$0].parent == index && !items[$0].hiddenVaries } ?? false
            }) else { continue }
            let name = ids[index]
            func id(_ readerItem: Int) -> String { ids[renumbered[readerItem]!] }
            let arrangedItems = Set(stack.arranged.map(\.item))
            let hiddenAtSetUp = Set(stack.arranged.map(\.item).filter { items[renumbered[$0]!].hidden })
            guard let base = stack.arrangement(stack: name, hidden: hiddenAtSetUp, id: id) else { continue }
            // Where each view was arranged, as set up or in a state that arranges it.
            var locations: [String: SourceLocation] = [:]
            for entry in stack.arranged { locations[id(entry.item)] = entry.location }
            // The arrangement in each state that changes the stack.
            var variants: [(state: Int, arrangement: StackArrangement, location: SourceLocation)] = []
            var known = true
            for (stateIndex, state) in reader.states.enumerated() {
                var changed = stack
                var hidden = hiddenAtSetUp
                var location = stack.stateLocations[stateIndex]
                var touched = false
                for change in stack.stateChanges[stateIndex] ?? [] {
                    touched = true
                    switch change {
                    case .setting(let setting, let text, let value):
                        // Margins are the stack view's own, the same in every configuration.
                        if setting == "edgeInsets" || !changed.apply(setting, text: text, value: value) { known = false }
                    case .remove(let removed):
                        changed.remove(removed)
                    case .arrange(let added, let at, let addedLocation):
                        let inStack = renumbered[added].map { items[$0].parent == index && !items[$0].hiddenVaries } ?? false
                        if !inStack || !changed.arrange(added, index: at, at: addedLocation) { known = false }
                    }
                }
                // A view the state arranges that is hidden as set up stays out of the arrangement.
                for entry in changed.arranged where !arrangedItems.contains(entry.item) && items[renumbered[entry.item]!].hidden {
                    hidden.insert(entry.item)
                }
                for change in state.changes {
                    let view: Int?
                    let hides: Bool
                    switch change.kind {
                    case .hide(let placeholder): view = Int(placeholder.dropFirst()); hides = true
                    case .show(let placeholder): view = Int(placeholder.dropFirst()); hides = false
                    default: continue
                    }
                    guard let view, arrangedItems.contains(view) || changed.arrangedItems.contains(view) else { continue }
                    touched = true
                    if hides { hidden.insert(view) } else { hidden.remove(view) }
                    if location == nil { location = change.keyLocation }
                }
                guard touched else { continue }
                guard known, !state.isBranch, let arrangement = changed.arrangement(stack: name, hidden: hidden, id: id) else {
                    known = false
                    break
                }
                for entry in changed.arranged where locations[id(entry.item)] == nil { locations[id(entry.item)] = entry.location }
                variants.append((stateIndex, arrangement, location ?? state.location))
            }
            // Each state that changes a stack is a configuration of its own to solve, and the
            // analysis of a configuration grows faster than its views (a stack of 60 views took
            // 15 s in a debug build, one state more doubled it): past 100 arranged views over
            // the set-up and those states (the corpus has no state that changes a stack), the
            // stack is left as before.
            guard known, variants.isEmpty || stack.arranged.count * (variants.count + 1) <= 100 else { continue }
            var idsByKey: [String: String] = [:]
            func key(_ constraint: StackArrangement.Constraint) -> String {
                let second = constraint.second.map { "\($0.item).\($0.attribute.rawValue)" } ?? "-"
                return "\(constraint.name) \(constraint.first.item).\(constraint.first.attribute.rawValue) \(constraint.relation) \(second) "
                    + "\(constraint.multiplier) \(constraint.constant) \(constraint.priority)"
            }
            var spacers: Set<String> = []
            /// `state`: the state whose arrangement makes the constraints, named in them (they are
            /// inactive as set up).
            func add(_ list: (constraints: [StackArrangement.Constraint], spacers: [String]), state: String?) {
                for constraint in list.constraints where idsByKey[key(constraint)] == nil {
                    let location = constraint.view.flatMap { locations[$0] } ?? item.location
                    let text = "\(constraint.name) (stack view \(name)" + (state.map { ", state \($0))" } ?? ")")
                    let constraintID = uniqueID(text, location)
                    idsByKey[key(constraint)] = constraintID
                    output.constraints.append(LayoutConstraint(
                        id: constraintID, isAnonymous: false, first: constraint.first, relation: constraint.relation,
                        second: constraint.second, multiplier: constraint.multiplier, constant: constraint.constant,
                        priority: LayoutPriority(constraint.priority), active: state == nil, form: .string,
                        source: ConstraintSource(entry: location, location: location)))
                }
                for spacer in list.spacers where spacers.insert(spacer).inserted {
                    // UIKit's `UISV-distributing` layout guides between the views.
                    output.spacers.append(LayoutView(id: spacer, parent: name, kind: .view,
                                                     source: ViewSource(key: item.location, node: item.location)))
                }
            }
            let setUp = base.constraints()
            add(setUp, state: nil)
            let setUpKeys = Set(setUp.constraints.map(key))
            for variant in variants {
                let list = variant.arrangement.constraints()
                add(list, state: reader.states[variant.state].name)
                let keys = Set(list.constraints.map(key))
                var changes: [(kind: StateChange.Kind, location: SourceLocation)] = []
                for constraint in setUp.constraints where !keys.contains(key(constraint)) {
                    changes.append((.deactivate(constraint: idsByKey[key(constraint)]!), variant.location))
                }
                for constraint in list.constraints where !setUpKeys.contains(key(constraint)) {
                    changes.append((.activate(constraint: idsByKey[key(constraint)]!), variant.location))
                }
                output.stateChanges[variant.state, default: []] += changes
            }
            if let insets = stack.edgeInsets { output.margins[index] = insets }
            output.modelled.insert(index)
        }
        return output
    }
}
