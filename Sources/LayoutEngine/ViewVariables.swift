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

/// The variables of the views in one system. A view's variables follow from its position in
/// the document (`LayoutDocument.index(ofView:)`, `ConstraintAnchor.view`), so this only
/// records which declared views the system has: found by position, no id is hashed.
public struct SystemVariables: Sendable, Sequence {
    /// The document's views, whose positions number the variables (shared, not copied).
    private let document: LayoutDocument
    /// Whether each declared view is in the system (for an id declared twice, its first
    /// declaration, whose variables every view with that id has).
    private var present: [Bool]

    /// The variables of `views` (the document's, or a state's subset of them).
    public init(document: LayoutDocument, views: some Collection<LayoutView>, inPlace: Bool) {
        self.document = document
        if inPlace {
            present = Array(repeating: true, count: views.count)
            return
        }
        present = Array(repeating: false, count: document.views.count)
        for view in views {
            if let index = document.index(ofView: view.id) { present[index] = true }
        }
    }

    /// The variables of the view declared at `index`, if it is in the system.
    public subscript(viewAt index: Int) -> ViewVariables? {
        index >= 0 && index < present.count && present[index] ? ViewVariables(declarationIndex: index) : nil
    }

    /// The variables of the view with id `id`, if it is in the system.
    public subscript(id: String) -> ViewVariables? {
        document.index(ofView: id).flatMap { self[viewAt: $0] }
    }

    /// Each view in the system, in declaration order: its id and its variables.
    public func makeIterator() -> some IteratorProtocol<(view: String, variables: ViewVariables)> {
        present.indices.lazy.filter { present[$0] }.map { (view: document.views[$0].id, variables: ViewVariables(declarationIndex: $0)) }
            .makeIterator()
    }

    /// The number of variables the system's views are numbered within.
    public var variableCount: Int { 4 * present.count }
}

/// Values of the views' variables, by variable number.
public struct VariableValues: Sendable {
    private var values: [Double?]

    public init(count: Int) {
        values = Array(repeating: nil, count: count)
    }

    public subscript(variable: Variable) -> Double? {
        get { variable.index < values.count ? values[variable.index] : nil }
        set {
            if variable.index >= values.count { values += Array(repeating: nil, count: variable.index + 1 - values.count) }
            values[variable.index] = newValue
        }
    }

    /// Whether every variable with a value passes `predicate`.
    public func allSatisfy(_ predicate: (_ variable: Variable, _ value: Double) -> Bool) -> Bool {
        values.indices.allSatisfy { index in values[index].map { predicate(Variable(index), $0) } ?? true }
    }
}
