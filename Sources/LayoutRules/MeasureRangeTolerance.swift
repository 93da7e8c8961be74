import LayoutEngine
import LayoutModel

/// How far each solved frame could move over the ranges of the values a front end read only
/// approximately (`LayoutView.measureRange`: an Interface Builder file holds what Xcode
/// measured only as saved frames). `misplaced-frame` reports a drawn frame only where it is
/// off for every value in those ranges (docs/interface-builder.md, "What the file does not
/// say").
///
/// The declared layout is solved again twice, with every uncertain intrinsic size (and every
/// constant known only within a range, `LayoutDocument.constantRanges`) at the top of its
/// range and then at the bottom; a frame part's tolerance is the larger of its two
/// moves, so views placed after an uncertain one inherit its uncertainty. The view's own
/// alignment rectangle adds its edge range. Documents without ranges (layout files) have none.
struct MeasureRangeTolerance {
    /// Per view id: how far x, y, width and height could be from the solved values.
    private var tolerances: [String: [Double]] = [:]

    /// Nil when no view of the document carries a range.
    /// `measuresFromBottom`: AppKit, whose drawn y is a distance from the superview's bottom.
    init?(context: RuleContext, base: SolvedConfiguration, measuresFromBottom: Bool) {
        let document = context.document
        guard document.views.contains(where: { $0.measureRange != nil }) || !document.constraintsMadeByCode.isEmpty
            || !document.constantRanges.isEmpty else { return nil }
        var moves: [String: [Double]] = [:]
        for direction in [1.0, -1.0] {
            var shifted = document
            for index in shifted.views.indices {
                guard let range = shifted.views[index].measureRange else { continue }
                var size = shifted.views[index].intrinsic
                if let width = size.width, let spread = range.intrinsic.width { size.width = max(0, width + direction * spread) }
                if let height = size.height, let spread = range.intrinsic.height { size.height = max(0, height + direction * spread) }
                shifted.views[index].intrinsic = size
                // Margins known only within a range: at its top, then at its bottom. A side's
                // margin is set as laid out (left and right), where the model may hold it as
                // leading and trailing.
                if !range.margins.isEmpty {
                    let resolved = shifted.views[index].margins.resolved(for: document.direction)
                    let at = { (offsets: ClosedRange<Double>?) in offsets.map { direction > 0 ? $0.upperBound : $0.lowerBound } ?? 0 }
                    shifted.views[index].margins = LayoutMargins(top: resolved.top + at(range.margins.top),
                                                                 bottom: resolved.bottom + at(range.margins.bottom),
                                                                 left: resolved.left + at(range.margins.left),
                                                                 right: resolved.right + at(range.margins.right))
                }
            }
            // Constants known only within a range: at its top, then at its bottom.
            for index in shifted.constraints.indices {
                guard let range = document.constantRanges[shifted.constraints[index].id] else { continue }
                shifted.constraints[index].constant += direction > 0 ? range.upperBound : range.lowerBound
            }
            let solver = ConfigurationSolver(builder: LinearSystemBuilder(document: shifted))
            Self.accumulate(&moves, base: base, other: solver.solveFrames(base.configuration), measuresFromBottom: measuresFromBottom)
        }
        // Xcode's canvas holds a placeholder constraint as written ("Remove at build time":
        // only the build removes it), and draws the frames it gives; the read stand-in holds
        // at 1 for the run time's code. Both are in the range: solved once more with every
        // placeholder required, and each frame part may be off by its move (issue 28 round 9).
        if !document.constraintsMadeByCode.isEmpty {
            var held = document
            for index in held.constraints.indices where document.constraintsMadeByCode.contains(held.constraints[index].id) {
                held.constraints[index].priority = .required
            }
            let solver = ConfigurationSolver(builder: LinearSystemBuilder(document: held))
            Self.accumulate(&moves, base: base, other: solver.solveFrames(base.configuration), measuresFromBottom: measuresFromBottom)
        }
        // Constraints code makes at run time, of values the file does not hold (placeholders):
        // whatever moves with their constants could be anywhere. Solved once more with each
        // such constant 50 points larger.
        if !document.constraintsMadeByCode.isEmpty {
            var shifted = document
            for index in shifted.constraints.indices where document.constraintsMadeByCode.contains(shifted.constraints[index].id) {
                shifted.constraints[index].constant += 50
            }
            let solver = ConfigurationSolver(builder: LinearSystemBuilder(document: shifted))
            Self.widen(&moves, base: base, other: solver.solveFrames(base.configuration), measuresFromBottom: measuresFromBottom)
        }
        // A root whose size the file does not hold (Xcode marked it misplaced): any size is
        // possible, so whatever moves when the root grows could be anywhere. Solved once more
        // with each such root half as large again; on the Mac a drawn y is measured from the
        // superview's solved bottom, so there only a move of that distance counts. A window's
        // content view carries the mark inside the window's root: constraints of its own size
        // hold the window's content rectangle below the required priority (the window fits its
        // content), and those grow. Its own frame is still compared: the mark says the
        // constraints do not give it, which the window's size in the file shows or not.
        let unknownSizes = Set(document.views.filter { $0.measureRange?.rootSizeUnknown == true }.map(\.id))
        if !unknownSizes.isEmpty {
            var grown = document
            for index in grown.views.indices where grown.views[index].isRoot && unknownSizes.contains(grown.views[index].id) {
                if let frame = grown.views[index].frame {
                    grown.views[index].frame = LayoutFrame(x: frame.x, y: frame.y, width: frame.width * 1.5, height: frame.height * 1.5)
                }
            }
            for index in grown.constraints.indices {
                let constraint = grown.constraints[index]
                if unknownSizes.contains(constraint.first.item), constraint.second == nil, !constraint.priority.isRequired,
                   [.width, .height].contains(constraint.first.attribute) {
                    grown.constraints[index].constant *= 1.5
                }
            }
            let solver = ConfigurationSolver(builder: LinearSystemBuilder(document: grown))
            Self.widen(&moves, base: base, other: solver.solveFrames(base.configuration), measuresFromBottom: measuresFromBottom,
                       keeping: unknownSizes)
        }
        for view in document.views {
            let edges = view.measureRange?.edges ?? 0
            let move = moves[view.id] ?? [0, 0, 0, 0]
            if edges > 0 || move.contains(where: { $0 > 1e-6 }) {
                // Each edge may be off by `edges`: the origin by one edge's, the size by two.
                var tolerance = zip(move, [edges, edges, 2 * edges, 2 * edges]).map { $0 + $1 }
                // A root's size its subviews' saved frames give is Xcode's measure: exact.
                for axis in view.measureRange?.sizeOfSavedContents ?? [] { tolerance[axis == .horizontal ? 2 : 3] = 0 }
                tolerances[view.id] = tolerance
            }
        }
    }

    /// Keeps, for each frame part, the larger of its move so far and its move between the base
    /// solution and `other`, solved with a value the file holds only within a range at one of
    /// its ends. A view `other` has no frame for keeps its moves.
    private static func accumulate(_ moves: inout [String: [Double]], base: SolvedConfiguration, other: SolvedFrames,
                                   measuresFromBottom: Bool) {
        for view in base.system.snapshot.views {
            guard let a = base.frames[view.id], let b = other[view.id] else { continue }
            var move = [abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height)]
            // An AppKit view's drawn y is measured from its superview's solved bottom
            // (AppKitFrames), which moves with the superview's height.
            if measuresFromBottom, let parent = view.parent, let pa = base.frames[parent], let pb = other[parent] {
                move[1] = max(move[1], abs((pb.height - pa.height) - (b.y - a.y)))
            }
            moves[view.id] = zip(moves[view.id] ?? [0, 0, 0, 0], move).map { max($0, $1) }
        }
    }

    /// Makes unbounded every frame part that moved between the base solution and `other`,
    /// solved with a value the file does not hold changed: any value is possible.
    /// Views in `keeping` keep their moves.
    private static func widen(_ moves: inout [String: [Double]], base: SolvedConfiguration, other: SolvedFrames,
                              measuresFromBottom: Bool, keeping: Set<String> = []) {
        for view in base.system.snapshot.views where !keeping.contains(view.id) {
            guard let a = base.frames[view.id] else { continue }
            guard let b = other[view.id] else {
                moves[view.id] = [.infinity, .infinity, .infinity, .infinity]
                continue
            }
            var move = [abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height)]
            // On the Mac a drawn y is measured from the superview's solved bottom: only a
            // move of that distance counts.
            if measuresFromBottom, let parent = view.parent, let pa = base.frames[parent], let pb = other[parent] {
                move[1] = abs((pb.height - pa.height) - (b.y - a.y))
            }
            let unbounded = move.map { $0 > 1e-6 ? Double.infinity : 0 }
            moves[view.id] = zip(moves[view.id] ?? [0, 0, 0, 0], unbounded).map { max($0, $1) }
        }
    }

    /// How far the view's x, y, width and height could be from the solved ones.
    func tolerance(of view: String) -> [Double] { tolerances[view] ?? [0, 0, 0, 0] }
}
