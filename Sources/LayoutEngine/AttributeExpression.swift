import LayoutModel
import LayoutSolver

/// Turns `view.attribute` into a linear expression over the view's variables.
///
/// Under right-to-left, leading/trailing name the right/left edges, and a constraint that
/// uses them holds in coordinates mirrored about the root's left edge (spec, "Attributes");
/// `ConstraintTranslator` applies the mirroring, this type only picks the physical edge.
public struct AttributeExpression: Sendable {
    public var variables: ViewVariables
    /// What of the view the attributes read besides its variables.
    public var margins: LayoutMargins
    public var baseline: Baselines?
    public var direction: LayoutDirection

    public init(view: LayoutView, variables: ViewVariables, direction: LayoutDirection) {
        self.init(margins: view.margins, baseline: view.baseline, variables: variables, direction: direction)
    }

    public init(margins: LayoutMargins, baseline: Baselines?, variables: ViewVariables, direction: LayoutDirection) {
        self.margins = margins
        self.baseline = baseline
        self.variables = variables
        self.direction = direction
    }

    /// The physical (unmirrored) expression for `attribute`.
    public func expression(for attribute: LayoutAttribute) -> LinearExpression {
        let x = variables.x, y = variables.y, w = variables.width, h = variables.height
        let margins = self.margins.resolved(for: direction)
        let rightToLeft = direction == .rightToLeft
        switch attribute {
        case .left: return LinearExpression(x)
        case .right: return edge(x, w, 1)
        case .centerX: return edge(x, w, 0.5)
        case .width: return LinearExpression(w)
        case .top: return LinearExpression(y)
        case .bottom: return edge(y, h, 1)
        case .centerY: return edge(y, h, 0.5)
        case .height: return LinearExpression(h)
        case .leading: return rightToLeft ? expression(for: .right) : expression(for: .left)
        case .trailing: return rightToLeft ? expression(for: .left) : expression(for: .right)
        case .leftMargin: return LinearExpression(x, constant: margins.left)
        case .rightMargin: return edge(x, w, 1, constant: -margins.right)
        case .topMargin: return LinearExpression(y, constant: margins.top)
        case .bottomMargin: return edge(y, h, 1, constant: -margins.bottom)
        case .leadingMargin: return rightToLeft ? expression(for: .rightMargin) : expression(for: .leftMargin)
        case .trailingMargin: return rightToLeft ? expression(for: .leftMargin) : expression(for: .rightMargin)
        case .centerXWithinMargins: return edge(x, w, 0.5, constant: (margins.left - margins.right) / 2)
        case .centerYWithinMargins: return edge(y, h, 0.5, constant: (margins.top - margins.bottom) / 2)
        case .firstBaseline: return baseline(baseline?.first)
        case .lastBaseline: return baseline(baseline?.last)
        }
    }

    /// `origin + fraction × size + constant`.
    private func edge(_ origin: Variable, _ size: Variable, _ fraction: Double, constant: Double = 0) -> LinearExpression {
        LinearExpression(terms: [Term(origin, 1), Term(size, fraction)], constant: constant)
    }

    /// A baseline offset from the top, or the bottom edge when the view declares none.
    private func baseline(_ offset: Double?) -> LinearExpression {
        guard let offset else { return edge(variables.y, variables.height, 1) }
        return LinearExpression(variables.y, constant: offset)
    }
}
