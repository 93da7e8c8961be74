import LayoutDiagnostics
import LayoutModel

/// A constraint UIKit refuses to create: it raises an exception, so the constraint is left
/// out of solving.
///
/// Verdict: `invalidReason(of:in:)` (Sources/LayoutModel/Model/InvalidConstraintReason.swift),
/// which the system builder also reads to leave the constraint out.
public struct InvalidConstraintRule: Rule {
    public static let description = RuleDescription(
        id: "invalid-constraint", name: "Invalid Constraint", defaultSeverity: .error,
        summary: "a constraint UIKit refuses to create")

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.document.constraints.compactMap { constraint in
            guard let reason = invalidReason(of: constraint, in: context.document) else { return nil }
            return Finding(
                message: "UIKit refuses to create \(constraint.quotedName): \(reason.message); it is left out of solving",
                location: constraint.primaryLocation)
        }
    }
}
