// Which freedom a conflict excuses: what its left-out member alone would have determined is
// part of the conflict (`unsatisfiable-required`), not reported as `underconstrained-axis`.
// Implements "Solving semantics": "Freedom that it alone would have removed is part of the
// conflict and is not reported again as `underconstrained-axis`".

import LayoutModel
import LayoutSolver

extension ConfigurationSolver {
    /// Freedom that a conflict's left-out member alone would have removed is part of that
    /// conflict, not missing constraints: one mistake gives one error. Each left-out member is
    /// put back on its own, at the lowest priority, only while asking which free parts it
    /// would fix; those stay ambiguous (rules read nothing of them) but are no longer
    /// reported. One at a time: put back together, two left-out members may pull against each
    /// other and leave open what either alone would fix (two heights whose sum is bounded,
    /// each left-out height fixing both). The solution, ties and every other rule are read
    /// without them.
    func excuseConflictFreedom(_ solved: inout SolvedConfiguration) {
        let system = solved.system
        guard !solved.conflicts.isEmpty else { return }
        for conflict in solved.conflicts {
            guard solved.ambiguities.contains(where: \.hasFreePart),
                  var linear = system.constraints.first(where: { $0.origin == conflict.broken })?.linear else { continue }
            linear.priority = 1
            guard let probe = try? solver.add(linear) else { continue }
            var orphans: [ViewAxis] = []
            solved.ambiguities = solved.ambiguities.compactMap { ambiguity in
                guard ambiguity.hasFreePart, let view = system.snapshot.view(ambiguity.view), let vars = system.variables[view.id],
                      let position = positionExpression(view, ambiguity.axis, system) else { return ambiguity }
                var kept = ambiguity
                if kept.position == .free, case .fixed = solver.analyze(position) { kept.position = nil }
                if kept.size == .free, case .fixed = solver.analyze(LinearExpression(vars.size(on: ambiguity.axis))) { kept.size = nil }
                guard kept.position == nil && kept.size == nil else { return kept }
                orphans += ambiguity.followers.map { ViewAxis(view: $0, axis: ambiguity.axis) }
                return nil
            }
            let added = adoptOrphans(orphans, &solved)
            solver.remove(probe)
            // Their ranges are read without the left-out member, as the other causes' were.
            measureFreeParts(&solved, added)
        }
    }

    /// The first of the causes at `indices` whose pin stops a view (its `position` and `size`
    /// on the cause's axis) from moving freely.
    func causeStopping(_ position: LinearExpression, _ size: LinearExpression, among indices: [Int],
                               _ solved: SolvedConfiguration) -> Int? {
        indices.first { index in
            let cause = solved.ambiguities[index]
            guard let view = solved.system.snapshot.view(cause.view) else { return false }
            let pins = pin(view, cause.axis, solved.system, solved)
            defer { for handle in pins { solver.remove(handle) } }
            return !pins.isEmpty && !solver.movesFreely(position) && !solver.movesFreely(size)
        }
    }

    /// The followers of an excused cause that still move freely with the left-out member put
    /// back (they also move with something else: a free view they are placed against) are
    /// missing constraints all the same: each follows the first free cause whose pin stops it,
    /// or is a cause of its own. Returns the indices of the causes added.
    private func adoptOrphans(_ orphans: [ViewAxis], _ solved: inout SolvedConfiguration) -> [Int] {
        let system = solved.system
        var named: Set<ViewAxis> = []
        for ambiguity in solved.ambiguities where ambiguity.hasFreePart {
            for id in [ambiguity.view] + ambiguity.followers { named.insert(ViewAxis(view: id, axis: ambiguity.axis)) }
        }
        let declarationOrder = Dictionary(system.snapshot.views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var added: [Int] = []
        for orphan in orphans where !named.contains(orphan) {
            named.insert(orphan)
            guard let view = system.snapshot.view(orphan.view), let vars = system.variables[view.id],
                  let position = positionExpression(view, orphan.axis, system) else { continue }
            let size = LinearExpression(vars.size(on: orphan.axis))
            let (positionFree, sizeFree) = (solver.movesFreely(position), solver.movesFreely(size))
            guard positionFree || sizeFree else { continue }
            let freeCauses = solved.ambiguities.indices.filter { solved.ambiguities[$0].axis == orphan.axis && solved.ambiguities[$0].hasFreePart }
            if let cause = causeStopping(position, size, among: freeCauses, solved) {
                solved.ambiguities[cause].followers.append(orphan.view)
                solved.ambiguities[cause].followers.sort { (declarationOrder[$0] ?? 0) < (declarationOrder[$1] ?? 0) }
            } else {
                added.append(solved.ambiguities.count)
                var ambiguity = Ambiguity(view: orphan.view, axis: orphan.axis, position: positionFree ? .free : nil,
                                          size: sizeFree ? .free : nil, followers: [])
                ambiguity.constraints = fileConstraints(on: orphan.view, orphan.axis, system)
                solved.ambiguities.append(ambiguity)
            }
        }
        return added
    }
}
