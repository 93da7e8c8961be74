import LayoutDiagnostics
import LayoutModel

/// Turns what a `LayoutReader` read into the model every front end builds: views named as
/// the code names them, constraints named by their code, UIKit's autoresizing constraints
/// for views that keep `translatesAutoresizingMaskIntoConstraints`, and the states.
struct DocumentBuilder {
    let reader: LayoutReader
    let path: String

    /// The conditions common to the constraints made at each place (a helper's, called from
    /// several, is made under those its calls share).
    func conditionsAt() -> [SourceLocation: Set<Int>] {
        var table: [SourceLocation: Set<Int>] = [:]
        for record in reader.records {
            let conditions = Set(record.conditions)
            table[record.location] = table[record.location].map { $0.intersection(conditions) } ?? conditions
        }
        return table
    }

    struct Output {
        var document: LayoutDocument
        /// Views whose size or place depends on what the code does not fix.
        var quietViews: Set<String>
        /// Views with constraints the model does not hold (from elsewhere, or left to run time).
        var unknownViews: Set<String> = []
        /// The `if` conditions the constraints made at each place are made under.
        var conditionsAt: [SourceLocation: Set<Int>] = [:]
        /// Roots whose container sets their size, with the axes it sets.
        var sizedFromOutside: [(view: String, axes: [LayoutAttribute.Axis])] = []
        /// Stack views the code makes, and those whose arrangement is modelled.
        var stacks = (made: 0, read: 0)
    }

    /// The content size given to views whose size the code does not fix, at content priorities of
    /// 1: it settles only what no constraint settles, so that the views placed against such a
    /// view are determined, and findings never depend on it (rules that read content sizes
    /// are not reported for Swift code). A message never quotes it: where the other members
    /// of a conflict only bound a size, the message gives their bound ("80 or more"), not the
    /// solved value. Not zero: with every label and image at 0 × 0, views coincide and the
    /// engine's ambiguity analysis of a stack of 600 labels took ten times as long (17.5 s
    /// against 1.7 s in a debug build).
    static let standInContentSize = IntrinsicSize(width: 100, height: 40)

    func build() -> Output {
        let used = Set(reader.records.flatMap { [$0.first.item] + ($0.second.map { [$0.item] } ?? []) })
        // Objects from outside the module that nothing constrains or holds are left out (they
        // may not be views at all): positions are kept by renumbering.
        let parents = Set(reader.items.compactMap(\.parent))
        var kept = reader.items.indices.filter { index in
            let item = reader.items[index]
            return item.owned || item.isRoot || used.contains(index) || parents.contains(index)
        }
        // A view's layout guides come right after it, before the views placed against them: a
        // guide lies within its view by insets the code does not fix, so when a view and a
        // guide move together the guide is the cause the engine names (the first declared),
        // and its freedom, unknown insets, is not reported (it is quiet).
        let guidesOf = Dictionary(grouping: kept.filter { reader.items[$0].isGuide && !reader.items[$0].owned && reader.items[$0].parent != nil },
                                  by: { reader.items[$0].parent! })
        let placedGuides = Set(guidesOf.values.joined())
        var ordered: [Int] = []
        for index in kept where !placedGuides.contains(index) {
            ordered.append(index)
            ordered += guidesOf[index] ?? []
        }
        // Every guide's view is kept (a parent always is), so `ordered` holds all of `kept`.
        kept = ordered
        var renumbered: [Int: Int] = [:]
        for (new, old) in kept.enumerated() { renumbered[old] = new }
        var items = kept.map { reader.items[$0] }
        for index in items.indices { items[index].parent = items[index].parent.flatMap { renumbered[$0] } }
        let records = reader.records.map { record -> LayoutReader.Record in
            var record = record
            record.first.item = renumbered[record.first.item]!
            if let second = record.second { record.second = (renumbered[second.item]!, second.attribute) }
            return record
        }
        let usedItems = Set(records.flatMap { [$0.first.item] + ($0.second.map { [$0.item] } ?? []) })
        // A view the code constrains but adds nowhere it reads: under its type's root, place
        // unknown. Whatever adds it (a caller given it by a `return`, a stack, a tab) sets its
        // frame or turns its autoresizing off, so UIKit's autoresizing constraints for it are
        // unknown too: none are made (a view in no superview has none).
        var roots: [Int] = []
        for index in items.indices where items[index].isRoot { roots.append(index) }
        for index in items.indices where items[index].parent == nil && !items[index].isRoot {
            if items[index].autoresizing == true { items[index].autoresizing = nil }
            let root = roots.last { $0 < index } ?? roots.first
            if let root, root != index {
                items[index].parent = root
                items[index].quiet = true
                items[index].placeUnknown = true
            } else {
                items[index].isRoot = true
                items[index].quiet = true
            }
        }
        // A view property that code of another type puts views in (Brave's header bar container,
        // filled by the browser controller): what sizes it is not in this layout.
        let filled = reader.module.filledFromOutside
        if !filled.isEmpty {
            for index in items.indices where filled.contains("\(items[index].typeName).\(items[index].name)") {
                items[index].quiet = true
                items[index].constraintsUnknown = true
            }
        }
        // Break parent cycles (a view added to its own subview).
        for index in items.indices {
            var seen: Set<Int> = [index]
            var current = items[index].parent
            while let next = current {
                if !seen.insert(next).inserted { items[index].parent = nil; items[index].quiet = true; break }
                current = items[next].parent
            }
        }
        // Names: as the code writes them, the type's name first where two types share one.
        var ids: [String] = []
        var taken: [String: Int] = [:]
        for item in items {
            var id = item.name.isEmpty ? "view" : item.name
            if id == "self" { id = item.typeName }
            if taken[id] != nil { id = "\(item.typeName).\(id)" }
            var unique = id
            var counter = 2
            while taken[unique] != nil { unique = "\(id)#\(counter)"; counter += 1 }
            taken[unique] = 1
            ids.append(unique)
        }
        var views: [LayoutView] = []
        var quiet: Set<String> = []
        var unknown: Set<String> = []
        var unplaced: Set<String> = []
        for (index, item) in items.enumerated() {
            var view = LayoutView(id: ids[index], parent: item.parent.map { ids[$0] }, kind: item.kind,
                                  source: ViewSource(key: item.location, node: item.location))
            view.hidden = item.hidden
            if !item.hugging.isEmpty || !item.compression.isEmpty {
                var hugging = view.hugging, compression = view.compression
                if let value = item.hugging[.horizontal] { hugging.horizontal = LayoutPriority(value) }
                if let value = item.hugging[.vertical] { hugging.vertical = LayoutPriority(value) }
                if let value = item.compression[.horizontal] { compression.horizontal = LayoutPriority(value) }
                if let value = item.compression[.vertical] { compression.vertical = LayoutPriority(value) }
                view.hugging = hugging
                view.compression = compression
            }
            // Views positioned by their frame (autoresizing), by code not read, or sized by content
            // the code does not fix: no ambiguity is reported for them, and those whose size is not
            // fixed take a stand-in content size so that the views placed against them are determined.
            let isQuiet = item.quiet || !item.owned || item.arranged || item.isGuide || item.isRoot || item.autoresizing != false
                || reader.typesWithUnreadCode.contains(item.typeName)
            if isQuiet { quiet.insert(ids[index]) }
            if !item.isRoot, item.constraintsUnknown || !item.owned { unknown.insert(ids[index]) }
            if isQuiet, !item.isRoot, item.placeUnknown || item.constraintsUnknown || !item.owned { unplaced.insert(ids[index]) }
            if !item.isRoot, item.quiet || !item.owned || item.isGuide || item.arranged || UIKitClasses.hasContentSize(item.kind) {
                view.intrinsic = DocumentBuilder.standInContentSize
                let weakest = LayoutPriority(1)
                view.hugging = AxisPriorities(horizontal: weakest, vertical: weakest)
                view.compression = AxisPriorities(horizontal: weakest, vertical: weakest)
            }
            views.append(view)
        }
        var constraints: [LayoutConstraint] = []
        var constraintIDs: [Int: String] = [:]
        var usedIDs: Set<String> = []
        func uniqueID(_ text: String, _ location: SourceLocation) -> String {
            var id = text
            if usedIDs.contains(id) { id = "\(text) (line \(location.range.start.line))" }
            var counter = 2
            while usedIDs.contains(id) { id = "\(text) (line \(location.range.start.line), #\(counter))"; counter += 1 }
            usedIDs.insert(id)
            return id
        }
        for (index, record) in records.enumerated() {
            if record.contentViewAutoresizing, items[record.first.item].autoresizing == false { continue }
            let id = uniqueID(record.text, record.location)
            constraintIDs[index] = id
            var source = ConstraintSource(entry: record.location, location: record.location)
            source.priority = record.priorityText == nil ? nil : record.location
            constraints.append(LayoutConstraint(
                id: id, isAnonymous: false,
                first: ConstraintAnchor(item: ids[record.first.item], attribute: record.first.attribute),
                relation: record.relation,
                second: record.second.map { ConstraintAnchor(item: ids[$0.item], attribute: $0.attribute) },
                multiplier: record.multiplier, constant: record.constant,
                priority: LayoutPriority(record.priority), active: record.active, form: .string, source: source))
        }
        // UIKit's constraints for a view that keeps translatesAutoresizingMaskIntoConstraints:
        // its frame as made, fixed (the default mask is none).
        for (index, item) in items.enumerated() where item.owned && item.autoresizing == true && !item.isGuide && !item.arranged {
            guard usedItems.contains(index), let parent = item.parent, let frame = item.frame else { continue }
            let name = ids[index]
            let pins: [(LayoutAttribute, ConstraintAnchor?, Double)] = [
                (.left, ConstraintAnchor(item: ids[parent], attribute: .left), frame.x),
                (.top, ConstraintAnchor(item: ids[parent], attribute: .top), frame.y),
                (.width, nil, frame.width), (.height, nil, frame.height),
            ]
            for (attribute, second, constant) in pins {
                let right = second.map { "\(ids[parent]).\($0.attribute.rawValue)" + (constant == 0 ? "" : " + \(formatNumber(constant))") }
                    ?? formatNumber(constant)
                let text = "\(name).\(attribute.rawValue) == \(right) (autoresizing mask: translatesAutoresizingMaskIntoConstraints is true)"
                constraints.append(LayoutConstraint(
                    id: uniqueID(text, item.location), isAnonymous: false,
                    first: ConstraintAnchor(item: name, attribute: attribute), relation: .equal, second: second,
                    constant: constant, form: .string, source: ConstraintSource(entry: item.location, location: item.location)))
            }
        }
        let stacks = stackConstraints(items: items, ids: ids, renumbered: renumbered, uniqueID: uniqueID)
        constraints += stacks.constraints
        for (index, insets) in stacks.margins { views[index].margins = insets }
        for spacer in stacks.spacers {
            views.append(spacer)
            quiet.insert(spacer.id)
        }
        // Where a stack whose arrangement is not modelled puts its arranged views is unknown.
        for (index, item) in items.enumerated() where item.arranged && !item.isRoot {
            if let parent = item.parent, !stacks.modelled.contains(parent), quiet.contains(ids[index]) { unplaced.insert(ids[index]) }
        }
        func resolve(_ kind: StateChange.Kind) -> StateChange.Kind? {
            func constraint(_ placeholder: String) -> String? { Int(placeholder.dropFirst()).flatMap { constraintIDs[$0] } }
            func view(_ placeholder: String) -> String? { Int(placeholder.dropFirst()).flatMap { renumbered[$0] }.map { ids[$0] } }
            switch kind {
            case .activate(let id): return constraint(id).map { .activate(constraint: $0) }
            case .deactivate(let id): return constraint(id).map { .deactivate(constraint: $0) }
            case .priority(let id, let priority): return constraint(id).map { .priority(constraint: $0, priority) }
            case .constant(let id, let value, let metric): return constraint(id).map { .constant(constraint: $0, value, metric: metric) }
            case .hide(let id): return view(id).map { .hide(view: $0) }
            case .remove(let id): return view(id).map { .remove(view: $0) }
            case .show(let id): return view(id).map { .show(view: $0) }
            default: return nil
            }
        }
        // A branch read inside a state makes that state's changes, then its own: the last word on
        // each constraint's activation is the branch's (a state applies deactivations before
        // activations, so both cannot stand in one list).
        var stateChanges: [[StateChange]] = []
        for state in reader.states {
            var changes: [StateChange] = []
            if let parent = state.parent, parent < stateChanges.count { changes = stateChanges[parent] }
            for change in state.changes {
                switch change.kind {
                case .activate(let id), .deactivate(let id):
                    changes.removeAll { earlier in
                        switch earlier.kind {
                        case .activate(let other), .deactivate(let other): return other == id
                        default: return false
                        }
                    }
                default: break
                }
                changes.append(change)
            }
            stateChanges.append(changes)
        }
        var states: [LayoutState] = []
        var stateNames: Set<String> = []
        for (stateIndex, state) in reader.states.enumerated() where !stateChanges[stateIndex].isEmpty || stacks.stateChanges[stateIndex] != nil {
            var name = state.name
            var counter = 2
            while stateNames.contains(name) { name = "\(state.name) #\(counter)"; counter += 1 }
            stateNames.insert(name)
            var changes: [StateChange] = []
            for change in stateChanges[stateIndex] {
                guard let kind = resolve(change.kind) else { continue }
                changes.append(StateChange(kind: kind, state: name, keyLocation: change.keyLocation,
                                           targetLocation: change.targetLocation, valueLocation: change.valueLocation))
            }
            for (kind, location) in stacks.stateChanges[stateIndex] ?? [] {
                changes.append(StateChange(kind: kind, state: name, keyLocation: location, targetLocation: location, valueLocation: location))
            }
            changes = changes.enumerated().sorted { ($0.element.step, $0.offset) < ($1.element.step, $1.offset) }.map(\.element)
            states.append(LayoutState(name: name, from: nil, changes: changes, keyLocation: state.location, fromLocation: nil))
        }
        // A root whose `translatesAutoresizingMaskIntoConstraints` the code turns off (SnapKit on
        // `view`, as Brave's 264-wide onboarding popover) is sized by constraints, its own or
        // others' the code does not show: not known to be sized from outside.
        let sizedFromOutside = items.indices.filter { !items[$0].sizedFromOutside.isEmpty && items[$0].autoresizing != false }.map { (ids[$0], items[$0].sizedFromOutside) }
        var document = LayoutDocument(path: path, views: views, constraints: constraints, states: states)
        document.quietViews = quiet
        document.quietPlaces = unplaced
        return Output(document: document, quietViews: quiet,
                      unknownViews: unknown, conditionsAt: conditionsAt(), sizedFromOutside: sizedFromOutside, stacks: (stacks.made, stacks.read))
    }
}
