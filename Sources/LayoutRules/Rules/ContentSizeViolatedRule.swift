import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// A view stretched beyond or compressed below its intrinsic content size.
///
/// Often intended (a label that fills a row), so it is a note: it tells where content will
/// be padded or truncated, and which constraint forces it.
///
/// Verdict: here, from the solved sizes that are determined (`RuleContext.forEachDeterminedSize`,
/// frames read by `ConfigurationSolver.solvedFrames` in Sources/LayoutEngine/SolutionReading.swift);
/// what forces it is `forcing` in NegativeSizeRule.swift.
public struct ContentSizeViolatedRule: Rule {
    public static let description = RuleDescription(
        id: "content-size-violated", name: "Content Size Violated", defaultSeverity: .note,
        summary: "a view stretched beyond or compressed below its intrinsic size, and what forces it")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        context.forEachDeterminedSize { solution, view, axis, solved in
            let size = (solved * 100).rounded() / 100
            guard let intrinsic = view.intrinsic[axis], abs(size - intrinsic) > 0.5, size >= 0 else { return }
            // A size held at zero against constraints that would push it below is
            // negative-size's defect, not a compression to report again.
            if solution.negativeSizes.contains(where: { $0.view == view.id && $0.axis == axis }) { return }
            let stretched = size > intrinsic
            let how = stretched
                ? "stretched to a \(axis.sizeName) of \(formatNumber(size)), beyond its intrinsic \(formatNumber(intrinsic))"
                : "compressed to a \(axis.sizeName) of \(formatNumber(size)), below its intrinsic \(formatNumber(intrinsic))"
            let notes = forcing(view, axis, solution, context,
                                outranking: stretched ? view.hugging[axis].value : view.compression[axis].value)
            findings.append(Finding(
                message: "'\(view.id)' is \(how)" + (notes.isEmpty ? "" : ", forced by \(notes.count == 1 ? "a constraint" : "\(notes.count) constraints") of higher priority than its \(stretched ? "hugging" : "compression resistance")"),
                location: solution.system.snapshot.intrinsicChanges[view.id]?.valueLocation ?? view.source.intrinsic ?? view.source.key,
                notes: notes,
                configuration: solution.configuration,
                headline: "'\(view.id)' is \(stretched ? "stretched beyond" : "compressed below") its intrinsic \(axis.sizeName) of \(formatNumber(intrinsic))",
                detail: "\(stretched ? "stretched" : "compressed") to \(formatNumber(size))"))
        }
        return findings
    }
}
