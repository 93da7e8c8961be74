// Which views are ambiguous on an axis, and under which root cause each is reported with
// its followers (`underconstrained-axis`, and the ties' causes read by `Ties.swift`).
// Implements "Solving semantics": a view's frame is ambiguous when two optimal solutions give
// it different positions or sizes; a view that only moves with an ambiguous one follows it;
// the cause is told apart as free (missing constraints) or a tie.

import LayoutModel
import LayoutSolver

extension ConfigurationSolver {
    func freedom(_ analysis: FaceAnalysis) -> Freedom? {
        switch analysis {
        case .fixed: return nil
        case .free: return .free
        case .tie(let priority, let constraints, let amount, _):
            return .tie(priority: priority, constraints: constraints.compactMap { origin(ofHandle: $0.id) }, amount: amount)
        }
    }

    /// Finds the views whose frame differs between optimal solutions, and groups each under
    /// the view whose freedom causes it: the first ambiguous view (in declaration order) is
    /// pinned where it is, and the views that this fixes are its followers.
    ///
    /// Steps: read every view's freedom (`readAmbiguousViews`); take the pending views in
    /// turn, pin each and see what the pin fixes (`groupFollowers`); report the cause with its
    /// followers (`reportCause`); then the ties' own passes (`Ties.swift`) and the ranges.
    func analyzeAmbiguity(_ solved: inout SolvedConfiguration) {
        var pending = readAmbiguousViews(&solved)
        // The front end reports no freedom of quiet views, nor freedom they could remove: when
        // every other ambiguous view is fixed once the quiet ones are held, grouping (a pin
        // and a face analysis per pending view) would be work for nothing.
        let quiet = builder.document.quietViews
        if !quiet.isEmpty {
            if freedomIsAllQuiet(pending, quiet, solved) { return }
            measureQuietFreedom(&pending, quiet, solved.system)
        }
        var search = CauseSearch(pending: pending, snapshot: solved.system.snapshot)
        let uncomputable = viewAxes(of: solved.outOfRange, in: solved.system)
        var index = 0
        while index < search.pending.count {
            var cause = search.pending[index]
            index += 1
            var group = CauseGroup(followers: [], placedOnly: [])
            if search.pending.count <= ConfigurationSolver.groupingLimit {
                // Fixed once the earlier causes are: it only moves with them.
                guard let grouped = groupFollowers(of: cause, pendingFrom: index, &search, solved) else { continue }
                (cause, group) = grouped
            }
            reportCause(cause, group, &search, uncomputable: uncomputable, &solved)
        }
        for handle in search.heldPins { solver.remove(handle) }
        completeTies(&solved)
        if search.pending.count <= ConfigurationSolver.groupingLimit {
            findUnnamedTrades(&solved)
            findFreedomBesideTies(&solved)
        }
        measureTieAmounts(&solved)
        measureFreeParts(&solved, solved.ambiguities.indices)
    }

    /// Step 1: every view whose position or size differs between optimal solutions, by axis
    /// and then in snapshot order, marked ambiguous in `solved`.
    private func readAmbiguousViews(_ solved: inout SolvedConfiguration) -> [ViewFreedom] {
        let system = solved.system
        let quiet = builder.document.quietViews
        var pending: [ViewFreedom] = []
        for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
            // By place: a view is copied (six references retained) only when it is ambiguous.
            for place in system.snapshot.views.indices {
                guard let index = system.snapshot.declarationIndex(ofViewAt: place), let vars = system.variables[viewAt: index],
                      let position = positionExpression(ofViewAt: index, axis, system) else { continue }
                let positionFreedom: Freedom?
                let sizeFreedom: Freedom?
                if quiet.contains(system.snapshot.views[place].id) {
                    // Whether it moves is enough until the grouping needs how (`measureQuietFreedom`).
                    positionFreedom = solver.isDetermined(position) ? nil : .free
                    sizeFreedom = solver.isDetermined(LinearExpression(vars.size(on: axis))) ? nil : .free
                } else {
                    positionFreedom = freedom(solver.analyze(position))
                    sizeFreedom = freedom(solver.analyze(LinearExpression(vars.size(on: axis))))
                }
                guard positionFreedom != nil || sizeFreedom != nil else { continue }
                let view = system.snapshot.views[place]
                pending.append(ViewFreedom(view: view, axis: axis, position: positionFreedom, size: sizeFreedom))
                solved.ambiguous.insert(ViewAxis(view: view.id, axis: axis))
                if sizeFreedom != nil { solved.ambiguousSizes.insert(ViewAxis(view: view.id, axis: axis)) }
                if positionFreedom != nil { solved.ambiguousPositions.insert(ViewAxis(view: view.id, axis: axis)) }
            }
        }
        return pending
    }

    /// Whether every ambiguous view that is not quiet is fixed once the quiet views' sizes are.
    /// A quiet view's size is what the code leaves to run time (a text's or an image's size, a
    /// root sized from outside, a view from code not read): it has one value there, whichever,
    /// and a view whose freedom those values remove is determined for each of them (issue 29:
    /// report only what holds for every value). Their places are held only where the code
    /// leaves them unknown too (`quietPlaces`): a content-sized view is placed by constraints
    /// the code states, and holding it would fix its parent.
    private func freedomIsAllQuiet(_ pending: [ViewFreedom], _ quiet: Set<String>, _ solved: SolvedConfiguration) -> Bool {
        let loud = pending.filter { !quiet.contains($0.view.id) }
        guard !loud.isEmpty else { return true }
        let system = solved.system
        // Held only on the axes where a loud view moves: enough for every layout in the corpora,
        // and a view that moves only with quiet views on the other axis (an aspect ratio) is
        // then grouped, as before.
        let held = quietQuantities(pending, quiet, axes: Set(loud.map(\.axis)), system)
        if movesWhatStaysHeld(loud, held, system) { return false }
        var pins: [ConstraintHandle] = []
        // One at a time, each inside its range with the ones before it held (as `pin` does).
        for expression in held {
            if let handle = try? solver.add(LinearConstraint(expression, .equal, .constant(interiorValue(of: expression)))) {
                pins.append(handle)
            }
        }
        guard !pins.isEmpty else { return false }
        defer { for handle in pins.reversed() { solver.remove(handle) } }
        return loud.allSatisfy { entry in
            guard let vars = system.variables[entry.view.id], let position = positionExpression(entry.view, entry.axis, system) else { return true }
            return (entry.position == nil || solver.isDetermined(position))
                && (entry.size == nil || solver.isDetermined(LinearExpression(vars.size(on: entry.axis))))
        }
    }

    /// What `freedomIsAllQuiet` holds of the quiet views on `axes`: each ambiguous size, and
    /// the place and size of a view whose place the code leaves unknown (`quietPlaces`).
    private func quietQuantities(_ pending: [ViewFreedom], _ quiet: Set<String>, axes: Set<LayoutAttribute.Axis>,
                                 _ system: LinearSystem) -> [LinearExpression] {
        let unplaced = builder.document.quietPlaces
        var held: [LinearExpression] = []
        for entry in pending where quiet.contains(entry.view.id) && axes.contains(entry.axis) {
            guard let vars = system.variables[entry.view.id] else { continue }
            if unplaced.contains(entry.view.id) {
                guard let position = positionExpression(entry.view, entry.axis, system) else { continue }
                held += [position, LinearExpression(vars.size(on: entry.axis))]
            } else if entry.size != nil {
                held.append(LinearExpression(vars.size(on: entry.axis)))
            }
        }
        return held
    }

    /// Whether a loud view moves freely along a direction that leaves every held quantity as it
    /// is: it keeps moving once they are held, so the pins need not be made to say so (a view
    /// nothing gives a width, centred among content-sized subviews). A quantity already
    /// determined does not change along any free direction, so only the ambiguous ones are held.
    private func movesWhatStaysHeld(_ loud: [ViewFreedom], _ held: [LinearExpression], _ system: LinearSystem) -> Bool {
        for entry in loud where entry.position == .free || entry.size == .free {
            guard let vars = system.variables[entry.view.id], let position = positionExpression(entry.view, entry.axis, system) else { continue }
            var moving: [LinearExpression] = []
            if entry.position == .free { moving.append(position) }
            if entry.size == .free { moving.append(LinearExpression(vars.size(on: entry.axis))) }
            for expression in moving {
                guard case .free(let direction) = solver.analyze(expression) else { continue }
                let change = Dictionary(direction.map { ($0.variable, $0.coefficient) }, uniquingKeysWith: +)
                let keepsHeld = held.allSatisfy { expression in
                    abs(expression.terms.reduce(0.0) { $0 + $1.coefficient * (change[$1.variable] ?? 0) }) < 1e-9
                }
                if keepsHeld { return true }
            }
        }
        return false
    }

    /// How each quiet view's ambiguous position or size moves (free, or which constraints it
    /// trades): read only for a configuration that is grouped, for most are not.
    private func measureQuietFreedom(_ pending: inout [ViewFreedom], _ quiet: Set<String>, _ system: LinearSystem) {
        for index in pending.indices where quiet.contains(pending[index].view.id) {
            let entry = pending[index]
            guard let vars = system.variables[entry.view.id], let position = positionExpression(entry.view, entry.axis, system) else { continue }
            if entry.position != nil { pending[index].position = freedom(solver.analyze(position)) }
            if entry.size != nil { pending[index].size = freedom(solver.analyze(LinearExpression(vars.size(on: entry.axis)))) }
        }
    }

    /// What is left of a view's freedom with the causes found so far pinned (each cause stays
    /// pinned while the later ones are read: what is left of a later view's freedom is its
    /// own; a view that moves freely only with an earlier cause, and trades constraints
    /// relative to it, is a tie, not missing constraints); nil when nothing is left.
    private func remainingFreedom(_ entry: ViewFreedom, _ search: inout CauseSearch, _ system: LinearSystem) -> ViewFreedom? {
        guard !search.heldPins.isEmpty, let vars = system.variables[entry.view.id],
              let position = positionExpression(entry.view, entry.axis, system) else { return entry }
        var rest = entry
        if entry.position != nil { rest.position = freedom(solver.analyze(position)) }
        if entry.size != nil { rest.size = freedom(solver.analyze(LinearExpression(vars.size(on: entry.axis)))) }
        guard rest.position != nil || rest.size != nil else { return nil }
        search.entries[entry.key] = rest
        return rest
    }

    /// Step 2: pins `cause` and sorts the views still pending after it (from `index`) into
    /// its followers and those read again later; chooses the group's cause (`chooseCause`)
    /// and keeps it pinned. Nil when the earlier causes already fix `cause`.
    private func groupFollowers(of cause: ViewFreedom, pendingFrom index: Int, _ search: inout CauseSearch,
                                _ solved: SolvedConfiguration) -> (cause: ViewFreedom, group: CauseGroup)? {
        let system = solved.system
        guard var cause = remainingFreedom(cause, &search, system) else { return nil }
        let pins = pin(cause.view, cause.axis, system, solved)
        var group = CauseGroup(followers: [], placedOnly: [])
        var placedNow: Set<ViewAxis> = []
        var remaining: [ViewFreedom] = []
        // A view whose place the pin fixes while its size stays free, or whose free movement
        // the pin stops while it still trades constraints of its own, follows the cause too,
        // and is read again later for the freedom of its own.
        for other in search.pending[index...] {
            guard let vars = system.variables[other.view.id], let position = positionExpression(other.view, other.axis, system) else {
                group.followers.append(other.view.id)
                continue
            }
            let size = LinearExpression(vars.size(on: other.axis))
            let placed = solver.isDetermined(position)
            if placed && solver.isDetermined(size) {
                group.followers.append(other.view.id)
                continue
            }
            let wasFree = other.position == .free || other.size == .free
            let key = other.key
            if placed && other.position != nil && !search.placedByHeld.contains(key) { placedNow.insert(key) }
            if placedNow.contains(key) || (wasFree && !solver.movesFreely(position) && !solver.movesFreely(size)) {
                group.followers.append(other.view.id)
                group.placedOnly.insert(other.view.id)
            }
            remaining.append(other)
        }
        for handle in pins { solver.remove(handle) }
        search.pending.replaceSubrange(index..., with: remaining)
        let chosen = chooseCause(among: [cause.view.id] + group.followers.filter { !group.placedOnly.contains($0) },
                                 search.declarationOrder) ?? cause.view.id
        var swappedOut: ViewFreedom?
        if chosen != cause.view.id, let entry = search.entries[ViewAxis(view: chosen, axis: cause.axis)] {
            group.followers = group.followers.filter { $0 != chosen } + [cause.view.id]
            swappedOut = cause
            cause = remainingFreedom(entry, &search, system) ?? entry
        }
        search.heldPins += pin(cause.view, cause.axis, system, solved)
        search.placedByHeld.formUnion(placedNow)
        // Pinning the chosen cause need not fix the first one (its size may still trade
        // constraints of its own): it follows, and is read again for its own freedom.
        if let old = swappedOut, let vars = system.variables[old.view.id],
           let position = positionExpression(old.view, old.axis, system),
           !(solver.isDetermined(position) && solver.isDetermined(LinearExpression(vars.size(on: old.axis)))) {
            group.placedOnly.insert(old.view.id)
            search.pending.insert(old, at: index)
        }
        return (cause, group)
    }

    /// The root cause among views that share one freedom (pinning any of them fixes the
    /// rest): the first of them in declaration order, in every configuration alike (spec:
    /// "the first of them in the order of `views`"), however their constraints are written.
    private func chooseCause(among group: [String], _ declarationOrder: [String: Int]) -> String? {
        group.min { (declarationOrder[$0] ?? 0) < (declarationOrder[$1] ?? 0) }
    }

    /// Step 3: reports `cause` with its followers: as one ambiguity, or as a free part and a
    /// tie when it has both; and the ties of its followers' own.
    private func reportCause(_ cause: ViewFreedom, _ group: CauseGroup, _ search: inout CauseSearch,
                             uncomputable: Set<ViewAxis>, _ solved: inout SolvedConfiguration) {
        let system = solved.system
        // Followers are ambiguous views only: a subview that keeps its place inside the
        // cause (its frame in its parent's coordinates is fixed) only moves with it on
        // screen, and is neither ambiguous nor a view that follows it.
        var followers = group.followers
        let declarationOrder = search.declarationOrder
        followers.sort { (declarationOrder[$0] ?? 0) < (declarationOrder[$1] ?? 0) }
        // Pinning a free cause also fixes a view whose only freedom is a tie of its own
        // that the cause depends on, or places one whose only freedom is a tie (an optional
        // constraint to the cause then decides where it sits): that view does not move with
        // the cause, it is a cause of its own (below, or read again later), not a follower.
        let causeTied = [cause.position, cause.size].contains { if case .tie? = $0 { true } else { false } }
        var ownTies: [String] = []
        if !causeTied {
            ownTies = followers.filter { search.onlyTied($0, cause.axis) }
            followers.removeAll { ownTies.contains($0) }
        }
        // Freedom that a constraint left out for overflow may be what determines is a
        // cascade of that one problem: the views stay ambiguous (rules read nothing of
        // them), but no root cause is reported.
        if ([cause.view.id] + followers).contains(where: { uncomputable.contains(ViewAxis(view: $0, axis: cause.axis)) }) {
            return
        }
        var ambiguity = Ambiguity(view: cause.view.id, axis: cause.axis,
                                  position: widenedTie(cause.position, by: followers, on: cause.axis, search.entries),
                                  size: widenedTie(cause.size, by: followers, on: cause.axis, search.entries),
                                  followers: followers)
        ambiguity.constraints = fileConstraints(on: cause.view.id, cause.axis, system)
        // Of a cause both free and tied, a follower that moves only through the tie (none
        // of its own freedom is free, even if the pin places it and its size still trades)
        // follows the tie, not the missing constraints: the free part and the tie are then
        // reported with their own followers.
        let tieOnly = ambiguity.hasFreePart && ambiguity.hasTiePart ? followers.filter { search.onlyTied($0, cause.axis) } : []
        if tieOnly.isEmpty {
            solved.ambiguities.append(ambiguity)
        } else {
            var free = ambiguity, tied = ambiguity
            free.followers.removeAll { tieOnly.contains($0) }
            if free.position != .free { free.position = nil }
            if free.size != .free { free.size = nil }
            if tied.position == .free { tied.position = nil }
            if tied.size == .free { tied.size = nil }
            solved.ambiguities += [free, tied]
        }
        // A follower of a free cause may also trade optional constraints of its own (its
        // size tied while its place follows the cause): that tie is a cause of its own.
        if !ambiguity.hasTiePart {
            for id in followers + ownTies where !group.placedOnly.contains(id) {
                guard let entry = search.entries[ViewAxis(view: id, axis: cause.axis)] else { continue }
                let position = entry.position.flatMap { if case .tie = $0 { $0 } else { nil } }
                let size = entry.size.flatMap { if case .tie = $0 { $0 } else { nil } }
                guard position != nil || size != nil else { continue }
                solved.ambiguities.append(Ambiguity(view: id, axis: cause.axis, position: position, size: size, followers: []))
            }
        }
    }

    /// The ranges of the free parts of the given causes, when inequalities bound them.
    func measureFreeParts(_ solved: inout SolvedConfiguration, _ indices: some Sequence<Int>) {
        let system = solved.system
        for index in indices {
            let ambiguity = solved.ambiguities[index]
            guard ambiguity.hasFreePart, let view = system.snapshot.view(ambiguity.view), let vars = system.variables[view.id],
                  let position = positionExpression(view, ambiguity.axis, system) else { continue }
            if ambiguity.position == .free { solved.ambiguities[index].positionRange = boundedRange(of: position) }
            if ambiguity.size == .free { solved.ambiguities[index].sizeRange = boundedRange(of: LinearExpression(vars.size(on: ambiguity.axis))) }
        }
    }

    /// The views and axes whose variables the constraints of `origins` mention.
    private func viewAxes(of origins: [ConstraintOrigin], in system: LinearSystem) -> Set<ViewAxis> {
        guard !origins.isEmpty else { return [] }
        var owners: [Variable: ViewAxis] = [:]
        for (view, vars) in system.variables {
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                owners[vars.position(on: axis)] = ViewAxis(view: view, axis: axis)
                owners[vars.size(on: axis)] = ViewAxis(view: view, axis: axis)
            }
        }
        var result: Set<ViewAxis> = []
        for entry in system.constraints where origins.contains(entry.origin) {
            for term in entry.linear.expression.terms {
                if let owner = owners[term.variable] { result.insert(owner) }
            }
        }
        return result
    }

    /// The active constraints of the file on `axis` that mention `view`, in declaration
    /// order: with a cause and its followers, what makes an ambiguity one defect.
    func fileConstraints(on view: String, _ axis: LayoutAttribute.Axis, _ system: LinearSystem) -> [String] {
        system.snapshot.constraints.filter { constraint in
            constraint.active && constraint.items.contains(view) && constraint.first.attribute.axis == axis
        }.map(\.id)
    }
}

/// A view's freedom on one axis, as last read (with the causes found so far pinned).
struct ViewFreedom {
    var view: LayoutView
    var axis: LayoutAttribute.Axis
    var position: Freedom?
    var size: Freedom?

    var key: ViewAxis { ViewAxis(view: view.id, axis: axis) }
}

/// The followers of one cause, and those of them read again later for freedom of their own.
struct CauseGroup {
    var followers: [String]
    var placedOnly: Set<String>
}

/// What the search for root causes keeps from one cause to the next.
struct CauseSearch {
    /// Ambiguous views not yet grouped, in the order they are read.
    var pending: [ViewFreedom]
    /// The latest reading of each ambiguous view's freedom.
    var entries: [ViewAxis: ViewFreedom] = [:]
    /// Pins of the causes found so far, held while the later ones are read.
    var heldPins: [ConstraintHandle] = []
    /// Views whose place a held pin already fixes: they follow that cause, not the next.
    var placedByHeld: Set<ViewAxis> = []
    /// Each view's place in the snapshot (its declaration order).
    let declarationOrder: [String: Int]

    init(pending: [ViewFreedom], snapshot: LayoutSnapshot) {
        self.pending = pending
        for entry in pending { entries[entry.key] = entry }
        declarationOrder = pending.isEmpty ? [:]
            : Dictionary(snapshot.views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether none of the view's freedom on `axis` is free: it moves only through trades.
    func onlyTied(_ id: String, _ axis: LayoutAttribute.Axis) -> Bool {
        guard let entry = entries[ViewAxis(view: id, axis: axis)] else { return false }
        return entry.position != .free && entry.size != .free
    }
}
