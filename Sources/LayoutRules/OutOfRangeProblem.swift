import LayoutDiagnostics
import LayoutEngine

/// Constraints the solver left out because, together with the constraints before them, their
/// numbers pass about ±1.8e308, the largest a Double holds: an input problem, not a rule.
///
/// The loader refuses any single number beyond ±1e12 as `layout-schema` ("out of range");
/// a chain of multipliers that each stay within it can still multiply past what layoutlint
/// can compute. That is the same kind of problem, found one stage later, so it is reported
/// the same way: as `layout-schema`, always an error, which neither the configuration nor a
/// suppression comment can turn off. It is reported at the constraint, in each configuration
/// it happens in; the configuration is solved without it.
enum OutOfRangeProblem {
    static func findings(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for solution in context.solutions {
            let system = solution.system
            for origin in solution.outOfRange {
                let message = "\(context.describe(origin, in: system)) and the constraints before it need numbers beyond "
                    + "about ±1.8e308, the most layoutlint can compute; it is left out of the solved layout"
                findings.append(Finding(message: message, location: context.location(of: origin, in: system),
                                        configuration: solution.configuration))
            }
        }
        return findings
    }
}
