import LayoutModel
import LayoutSolver

/// The four unknowns of a view, in root coordinates: its frame's origin and size.
public struct ViewVariables: Hashable, Sendable {
    public var x: Variable
    public var y: Variable
    public var width: Variable
    public var height: Variable

    /// Variables are numbered from the view's declaration index, so a view keeps the same
    /// variables in every configuration and solvers can move between them incrementally.
    public init(declarationIndex index: Int) {
        x = Variable(4 * index)
        y = Variable(4 * index + 1)
        width = Variable(4 * index + 2)
        height = Variable(4 * index + 3)
    }

    public func position(on axis: LayoutAttribute.Axis) -> Variable { axis == .horizontal ? x : y }
    public func size(on axis: LayoutAttribute.Axis) -> Variable { axis == .horizontal ? width : height }
}
