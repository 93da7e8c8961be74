import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// A drawn `frame` that differs from the solved frame by more than half a point.
///
/// The design no longer matches what the constraints produce (Xcode's "Misplaced Views"):
/// the app will not look like the drawing. Compared in the declared layout at the root's
/// first size; dimensions that are ambiguous are left to the ambiguity rules.
///
/// Verdict: here, comparing the drawn frame with the solved one (`ConfigurationSolver.solvedFrames`,
/// Sources/LayoutEngine/SolutionReading.swift), in `misplacedViews`, which pictures draw from too.
public struct MisplacedFrameRule: Rule {
    public static let description = RuleDescription(
        id: "misplaced-frame", name: "Misplaced Frame", defaultSeverity: .warning,
        summary: "a drawn frame that differs from the solved frame by more than half a point")

    /// A view drawn away from where its constraints place it.
    public struct MisplacedView: Sendable {
        public let view: LayoutView
        /// The frame the file draws, and where the file writes it.
        public let drawn: LayoutFrame
        public let location: SourceLocation
        public let solved: LayoutFrame
        /// Which of x, y, width and height the constraints determine.
        public let determined: [Bool]

        /// x, y, width and height as solved; nil where the constraints leave it undetermined.
        public var solvedParts: [Double?] {
            zip([solved.x, solved.y, solved.width, solved.height], determined).map { $1 ? $0 : nil }
        }
    }

    public init() {}

    /// The views of the declared layout at its first size drawn away from their solved frames,
    /// in declaration order: every part the constraints determine compared, and reported only
    /// when off for every value the file holds as a range.
    public static func misplacedViews(in context: RuleContext) -> [MisplacedView] {
        guard let solution = context.solutions.first else { return [] }
        var result: [MisplacedView] = []
        // Values the file holds only approximately: found once, when a frame first differs.
        var ranges: MeasureRangeTolerance??
        // A Mac document saves a view's y as its distance from its superview's bottom, which
        // is undetermined where the superview's height is (rows that share a fill stack's
        // extra length, `TieKind.onlyStackFitsTrade`). Found once, when first asked.
        var appKit: Bool?
        let measuresFromBottom = {
            if appKit == nil { appKit = FixEditor(file: context.file).isAppKitDocument }
            return appKit ?? false
        }
        for view in solution.system.snapshot.views where !view.isRoot {
            guard let drawn = view.frame, let solved = solution.frames[view.id], let location = view.source.frame else { continue }
            let parentOpen = view.parent.map { solution.ambiguousSizes.contains(ViewAxis(view: $0, axis: .vertical)) } == true
            let bottomOpen = parentOpen && measuresFromBottom()
            let position = { (axis: LayoutAttribute.Axis) in
                !solution.ambiguousPositions.contains(ViewAxis(view: view.id, axis: axis)) && !(axis == .vertical && bottomOpen)
            }
            let size = { (axis: LayoutAttribute.Axis) in !solution.ambiguousSizes.contains(ViewAxis(view: view.id, axis: axis)) }
            // What the constraints leave undetermined is never compared (and shown as '?').
            let misplaced = MisplacedView(view: view, drawn: drawn, location: location, solved: solved,
                                          determined: [position(.horizontal), position(.vertical), size(.horizontal), size(.vertical)])
            let solvedParts = misplaced.solvedParts
            let drawnParts = [drawn.x, drawn.y, drawn.width, drawn.height]
            let differs = { (tolerance: [Double]) in
                zip(zip(solvedParts, drawnParts), tolerance).contains { parts, tolerance in
                    parts.0.map { abs($0 - parts.1) > 0.5 + tolerance } ?? false
                }
            }
            guard differs([0, 0, 0, 0]) else { continue }
            // Off only for some of the values the file does not state: not reported.
            if ranges == nil {
                ranges = MeasureRangeTolerance(context: context, base: solution, measuresFromBottom: measuresFromBottom())
            }
            if let tolerances = ranges ?? nil, !differs(tolerances.tolerance(of: view.id)) { continue }
            result.append(misplaced)
        }
        return result
    }

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let editor = FixEditor(file: context.file)
        // Interface Builder: the views whose solved frame holds however the sizes the file does
        // not record are estimated (found once, when the first fix is built).
        var firmFrames: Set<String>?
        for misplaced in Self.misplacedViews(in: context) {
            let view = misplaced.view, drawn = misplaced.drawn
            let solvedText = "[" + misplaced.solvedParts.map { $0.map(number) ?? "?" }.joined(separator: ", ") + "]"
            let drawnText = "[" + [drawn.x, drawn.y, drawn.width, drawn.height].map(number).joined(separator: ", ") + "]"
            let complete = !misplaced.determined.contains(false)
            var edits: [FixIt.Edit] = []
            if complete, editor.isInterfaceBuilder {
                if firmFrames == nil { firmFrames = editor.framesIndependentOfEstimates(context) }
                if let firm = firmFrames, firm.contains(view.id) {
                    edits = editor.settingInterfaceBuilderFrame(of: view, at: misplaced.location, to: misplaced.solved, firm: firm, in: context.document)
                }
            } else if complete {
                edits = editor.settingFrame(of: view, at: misplaced.location, to: misplaced.solved, in: context.document)
            }
            findings.append(Finding(
                message: "'\(view.id)' is drawn at \(drawnText) but its constraints place it at \(solvedText)",
                location: misplaced.location,
                fixIts: complete ? [FixIt(title: "update the frame to the solved one", edits: edits)] : []))
        }
        return findings
    }

    private func number(_ value: Double) -> String {
        formatNumber((value * 100).rounded() / 100)
    }
}
