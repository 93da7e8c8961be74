import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// What the three tie rules share: which ambiguities are ties of which kind, and how to
/// name the views and constraints that trade.
///
/// Verdict: the tie parts of `SolvedConfiguration.ambiguities`: the cause by
/// `ConfigurationSolver.analyzeAmbiguity` (Sources/LayoutEngine/Ambiguity.swift), the traded
/// constraints and amounts by `widenedTie`, `completeTies`, `findUnnamedTrades` and
/// `measureTieAmounts` (Ties.swift). This file merges trades that share a constraint and
/// sorts them into the three rules by what trades.
enum TieKind {
    case hugging
    case compression
    case other

    static func of(_ constraints: [ConstraintOrigin]) -> TieKind {
        if constraints.allSatisfy({ if case .hugging = $0 { true } else { false } }) { return .hugging }
        if constraints.allSatisfy({ if case .compression = $0 { true } else { false } }) { return .compression }
        return .other
    }

    /// Each tie once per configuration. The analysis finds a tie as a trade between two
    /// constraints at a time; trades that share a constraint (three labels in a row, each
    /// trading with the next) are one tie of all of them, with the largest amount in play.
    /// A tie is the constraints that trade, not the axes that move: a view whose width follows
    /// its height (an aspect ratio) moves horizontally with a vertical tie, which is the same
    /// tie, on the axis of its constraints (`axis`; the first cause's when they have none).
    ///
    /// `views` are the views whose frame the tie leaves undetermined: each merged root cause
    /// and its followers, in order of first appearance.
    static func ties(of kind: TieKind, in solution: SolvedConfiguration)
        -> [(axis: LayoutAttribute.Axis, priority: Double, constraints: [ConstraintOrigin], amount: Double?, views: [String])] {
        var result: [(axis: LayoutAttribute.Axis, priority: Double, constraints: [ConstraintOrigin], amount: Double?, views: [String])] = []
        for ambiguity in solution.ambiguities {
            guard case .tie(let priority, let constraints, let amount) = ambiguity.freedom, TieKind.of(constraints) == kind else { continue }
            var merged = (axis: ambiguity.axis, priority: priority, constraints: constraints, amount: amount, views: [ambiguity.view] + ambiguity.followers)
            // Absorb every earlier tie that shares a constraint (repeatedly: the union can grow).
            var absorbed = true
            while absorbed {
                absorbed = false
                if let index = result.firstIndex(where: { $0.priority == merged.priority && !Set($0.constraints).isDisjoint(with: merged.constraints) }) {
                    let earlier = result.remove(at: index)
                    var union = earlier.constraints
                    for origin in merged.constraints where !union.contains(origin) { union.append(origin) }
                    let amount: Double? = if let a = earlier.amount, let b = merged.amount { max(a, b) } else { nil }
                    var views = earlier.views
                    var seen = Set(views)
                    for view in merged.views where seen.insert(view).inserted { views.append(view) }
                    merged = (earlier.axis, merged.priority, union, amount, views)
                    absorbed = true
                }
            }
            result.append(merged)
        }
        return result.map { tie in
            var tie = tie
            tie.axis = axis(of: tie.constraints, in: solution.system) ?? tie.axis
            return tie
        }
    }

    /// The axis all of `constraints` are on, when they share one.
    private static func axis(of constraints: [ConstraintOrigin], in system: LinearSystem) -> LayoutAttribute.Axis? {
        let axes = Set(constraints.map { origin -> LayoutAttribute.Axis? in
            switch origin {
            case .hugging(_, let axis), .compression(_, let axis): return axis
            case .constraint(let id): return system.constraint(id)?.first.attribute.axis
            default: return nil
            }
        })
        guard axes.count == 1, let only = axes.first else { return nil }
        return only
    }

    /// The views whose content priorities trade, in declaration order.
    static func views(_ constraints: [ConstraintOrigin], in document: LayoutDocument) -> [LayoutView] {
        let ids = Set(constraints.compactMap { origin -> String? in
            switch origin {
            case .hugging(let view, _), .compression(let view, _): return view
            default: return nil
            }
        })
        return document.views.filter { ids.contains($0.id) }
    }

    /// Whether the content sizes that trade could absorb all the space in play. Where the file
    /// holds a content size only as a range (an IB file's text estimates and control bezels),
    /// each could be off by its range, so the views may fit exactly and nothing trades
    /// (docs/interface-builder.md, "What the file does not say"): a tie is reported only when
    /// its amount exceeds what every content size in it could take up. Layout files carry no
    /// ranges.
    static func contentRangesAbsorb(_ amount: Double?, of constraints: [ConstraintOrigin], in document: LayoutDocument) -> Bool {
        guard let amount else { return false }
        var seen = Set<String>()
        var absorbable = 0.0
        for origin in constraints {
            switch origin {
            case .hugging(let view, let axis), .compression(let view, let axis):
                // A view's hugging and compression on one axis are one content size.
                guard seen.insert("\(view) \(axis.rawValue)").inserted else { continue }
                absorbable += document.view(view)?.measureRange?.intrinsic[axis] ?? 0
            default:
                continue
            }
        }
        return absorbable > 0 && amount <= absorbable + 1e-9
    }

    /// Whether every constraint that trades is the own fit to its content (`UISV-canvas-fit`)
    /// of a stack arranged in another: stacks arranged in a fill stack that is longer than they need, the
    /// extra length in no view's content. The arrangement settles which stack takes it at run
    /// time: UIStackView "based on their index in the arrangedSubviews array" (its
    /// documentation of `fill`), NSStackView in a way it does not document, and Xcode marks no
    /// view of such a tie (docs/interface-builder.md, round 23). Not reported; the lengths
    /// the trade moves stay undetermined, so their drawn frames are not compared either.
    static func onlyStackFitsTrade(_ constraints: [ConstraintOrigin], in system: LinearSystem, document: LayoutDocument) -> Bool {
        !constraints.isEmpty && constraints.allSatisfy { origin in
            guard case .constraint(let id) = origin, let constraint = system.constraint(id) else { return false }
            return StackArrangement.isFitOfArrangedStack(constraint, in: document)
        }
    }

    /// Whether a tie is reported: not when the content sizes' ranges could absorb it, nor when
    /// only stacks' fits trade. The one decision the rules and the pictures share.
    static func isReported(_ constraints: [ConstraintOrigin], amount: Double?, in system: LinearSystem, document: LayoutDocument) -> Bool {
        !contentRangesAbsorb(amount, of: constraints, in: document) && !onlyStackFitsTrade(constraints, in: system, document: document)
    }

    static func names(_ views: [LayoutView]) -> String {
        let quoted = views.map { "'\($0.id)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
    }

    static func amountText(_ amount: Double?) -> String {
        guard let amount else { return "an unbounded amount of" }
        let rounded = (amount * 100).rounded() / 100
        return "\(formatNumber(rounded)) \(rounded == 1 ? "point" : "points") of"
    }
}

/// The constraints of every tie the three tie rules report in a configuration, whatever
/// their severity: a picture draws a tie only when lint reports it.
public func reportedTieConstraints(in solution: SolvedConfiguration, document: LayoutDocument) -> Set<ConstraintOrigin> {
    var result: Set<ConstraintOrigin> = []
    for kind in [TieKind.hugging, .compression, .other] {
        for tie in TieKind.ties(of: kind, in: solution)
        where TieKind.isReported(tie.constraints, amount: tie.amount, in: solution.system, document: document) {
            result.formUnion(tie.constraints)
        }
    }
    return result
}

/// Views that compete for extra space with equal content-hugging priority.
///
/// UIKit then stretches one of them, and which one is not defined: it can change between
/// runs and OS versions. Interface Builder asks for a hugging priority one apart for this.
public struct HuggingTieRule: Rule {
    public static let description = RuleDescription(
        id: "hugging-tie", name: "Content Hugging Tie", defaultSeverity: .warning,
        summary: "views that compete for extra space with equal content-hugging priority")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        contentTies(.hugging, context: context, noun: "content hugging", space: "extra space to take up",
                    fix: { p in "lower one view's hugging priority to \(formatNumber(p - 1)) (it stretches) or raise the other's to \(formatNumber(p + 1))" })
    }
}

/// Views that compete for too little space with equal compression resistance.
///
/// UIKit then squeezes one of them, and which one is not defined: a label may truncate in
/// one run and not the next.
public struct CompressionTieRule: Rule {
    public static let description = RuleDescription(
        id: "compression-tie", name: "Compression Resistance Tie", defaultSeverity: .warning,
        summary: "views that compete for too little space with equal compression resistance")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        contentTies(.compression, context: context, noun: "compression resistance", space: "space to give up",
                    fix: { p in "lower one view's compression resistance to \(formatNumber(p - 1)) (it is squeezed first) or raise the other's to \(formatNumber(p + 1))" })
    }
}

private func contentTies(_ kind: TieKind, context: RuleContext, noun: String, space: String, fix: (Double) -> String) -> [Finding] {
    var findings: [Finding] = []
    for solution in context.solutions {
        for tie in TieKind.ties(of: kind, in: solution) {
            let views = TieKind.views(tie.constraints, in: context.document)
            guard let first = views.first else { continue }
            let axis = tie.axis
            guard TieKind.isReported(tie.constraints, amount: tie.amount, in: solution.system, document: context.document) else { continue }
            let notes = views.dropFirst().map { view in
                DiagnosticNote(message: "'\(view.id)' has the same \(axis.rawValue) \(noun) priority (\(formatNumber(tie.priority)))",
                               location: view.source.key)
            }
            let subject = views.count > 1 ? "\(TieKind.names(views)) have equal" : "'\(first.id)' trades its"
            let priority = "\(subject) \(axis.rawValue) \(noun) priority (\(formatNumber(tie.priority)))"
            findings.append(Finding(
                message: "\(priority) and share \(TieKind.amountText(tie.amount)) \(space), so UIKit may resize either",
                location: first.source.key, notes: notes,
                fixIts: [FixEditor(file: context.file).raisingContentPriority(of: first, hugging: kind == .hugging, axis: axis, from: tie.priority,
                                                                               title: fix(tie.priority))],
                configuration: solution.configuration,
                headline: "\(priority), so UIKit may resize either",
                detail: "they share \(TieKind.amountText(tie.amount)) \(space)",
                identity: tie.constraints.map(\.description).sorted(),
                properties: [DiagnosticProperty(name: "undeterminedViews", values: tie.views)]))
        }
    }
    return findings
}

/// Other optional constraints of equal priority that trade against each other.
///
/// Auto Layout then satisfies one and breaks the other, and which one is not defined.
public struct OptionalPriorityTieRule: Rule {
    public static let description = RuleDescription(
        id: "optional-priority-tie", name: "Optional Priority Tie", defaultSeverity: .warning,
        summary: "other optional constraints of equal priority that trade against each other")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for solution in context.solutions {
            let system = solution.system
            for tie in TieKind.ties(of: .other, in: solution) {
                // Lead with a constraint of the file (in file order), then content sizes.
                let ordered = tie.constraints.enumerated().sorted { a, b in
                    let (ra, rb) = (a.element.isFileConstraint ? 0 : 1, b.element.isFileConstraint ? 0 : 1)
                    return ra != rb ? ra < rb : a.offset < b.offset
                }.map(\.element)
                guard let first = ordered.first else { continue }
                // Content sizes that trade with each other (one view's hugging against
                // another's compression resistance) are read as ranges as in the content ties.
                guard TieKind.isReported(tie.constraints, amount: tie.amount, in: system, document: context.document) else { continue }
                let notes = ordered.dropFirst().map { origin in
                    DiagnosticNote(message: "trades against \(context.describe(origin, in: system))", location: context.location(of: origin, in: system))
                }
                let count = tie.constraints.count
                let subject = "\(context.describe(first, in: system)) and \(count - 1 == 1 ? "1 other constraint" : "\(count - 1) other constraints") of priority \(formatNumber(tie.priority))"
                findings.append(Finding(
                    message: "\(subject) trade \(TieKind.amountText(tie.amount)) \(tie.axis.rawValue) space against each other, so UIKit may satisfy either",
                    location: context.location(of: first, in: system), notes: notes,
                    fixIts: [FixIt(title: tie.priority < 999
                        ? "raise the constraint that should win to \(formatNumber(tie.priority + 1))"
                        : "lower the constraint that should give way to \(formatNumber(tie.priority - 1))")],
                    configuration: solution.configuration,
                    headline: "\(subject) trade \(tie.axis.rawValue) space against each other, so UIKit may satisfy either",
                    detail: "\(TieKind.amountText(tie.amount)) space in play",
                    identity: tie.constraints.map(\.description).sorted(),
                    properties: [DiagnosticProperty(name: "undeterminedViews", values: tie.views)],
                    // The views whose content sizes or frames trade (a stand-in's trade with it).
                    views: tie.constraints.compactMap(\.ownView)))
            }
        }
        return findings
    }
}

extension ConstraintOrigin {
    /// The view it is implicit to (a content size, a root's frame or size, a size's `>= 0`);
    /// nil for the file's constraints.
    var ownView: String? {
        switch self {
        case .constraint: nil
        case .hugging(let view, _), .compression(let view, _), .rootPosition(let view, _), .rootFrameSize(let view, _),
             .rootSize(let view, _), .nonNegativeSize(let view, _): view
        }
    }

    /// Whether it is one of the file's constraints (not a content size or a root pin).
    var isFileConstraint: Bool {
        if case .constraint = self { return true }
        return false
    }
}
