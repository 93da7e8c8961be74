import LayoutDiagnostics
import LayoutEngine
import LayoutModel

/// What a rule may read about one file: the source, the loaded layout, and every
/// configuration's linear system and solution.
public struct RuleContext: Sendable {
    public let file: SourceFile
    public let document: LayoutDocument
    public let builder: LinearSystemBuilder
    /// The declared layout first, then each state, each at every root size.
    public let configurations: [Configuration]
    /// Each configuration's solution, parallel to `configurations`.
    public let solutions: [SolvedConfiguration]

    public init(file: SourceFile, document: LayoutDocument) {
        self.file = file
        self.document = document
        builder = LinearSystemBuilder(document: document)
        configurations = Configuration.all(in: document)
        let solver = ConfigurationSolver(builder: builder)
        solutions = solver.solveAll(configurations)
    }

    /// The active constraints on a view in a configuration, in declaration order. Found when
    /// asked (rules ask for the few views they report), not indexed for every configuration.
    public func constraints(on view: String, in solution: SolvedConfiguration) -> [LayoutConstraint] {
        solution.system.snapshot.constraints.filter { $0.active && ($0.first.item == view || $0.second?.item == view) }
    }

    /// Calls `body` with every solved width and height that is determined (not ambiguous),
    /// configuration by configuration, view by view in declaration order.
    public func forEachDeterminedSize(_ body: (SolvedConfiguration, LayoutView, LayoutAttribute.Axis, Double) -> Void) {
        for solution in solutions {
            let snapshot = solution.system.snapshot
            for (position, view) in snapshot.views.enumerated() {
                guard let frame = snapshot.declarationIndex(ofViewAt: position).flatMap({ solution.frames[viewAt: $0] }) else { continue }
                for axis in [LayoutAttribute.Axis.horizontal, .vertical]
                where solution.ambiguousSizes.isEmpty || !solution.ambiguousSizes.contains(ViewAxis(view: view.id, axis: axis)) {
                    body(solution, view, axis, frame.size(on: axis))
                }
            }
        }
    }

    /// The linear system of each configuration, parallel to `configurations`.
    public var systems: [LinearSystem] { solutions.map(\.system) }

    /// Where the user wrote the thing a linear constraint came from.
    public func location(of origin: ConstraintOrigin, in system: LinearSystem) -> SourceLocation {
        let fallback = SourceLocation(path: file.path, position: SourcePosition(line: 1, column: 1))
        switch origin {
        case .constraint(let id):
            return document.constraint(id)?.primaryLocation ?? fallback
        case .hugging(let id, let axis):
            guard let view = document.view(id) else { return fallback }
            return view.source.huggingValues[axis] ?? view.source.intrinsic ?? view.source.key
        case .compression(let id, let axis):
            guard let view = document.view(id) else { return fallback }
            return view.source.compressionValues[axis] ?? view.source.intrinsic ?? view.source.key
        case .rootPosition(let id, _), .rootFrameSize(let id, _):
            guard let view = document.view(id) else { return fallback }
            return view.source.frame ?? view.source.key
        case .rootSize(let id, _):
            guard let view = document.view(id) else { return fallback }
            if case .named(let sizes)? = system.snapshot.view(id)?.size,
               let name = system.configuration.sizes.first(where: { $0.root == id })?.name,
               let size = sizes.first(where: { $0.name == name }) {
                return size.location
            }
            return view.source.size ?? view.source.key
        case .nonNegativeSize(let id, _):
            return document.view(id)?.source.key ?? fallback
        }
    }

    /// How a message names the thing a linear constraint came from: `'id'` for a named
    /// constraint, its text for an anonymous one, "the width of root 'root'" for a pin.
    public func describe(_ origin: ConstraintOrigin, in system: LinearSystem) -> String {
        switch origin {
        case .constraint(let id):
            guard let constraint = system.constraint(id) ?? document.constraint(id) else { return "'\(id)'" }
            return constraint.isAnonymous ? "'\(constraint.displayText)'" : "'\(id)' (\(constraint.displayText))"
        case .hugging(let id, let axis):
            let view = system.snapshot.view(id)
            return "the \(axis.rawValue) content hugging of '\(id)' (\(axis.sizeName) <= \(format(view?.intrinsic[axis])) @\(view?.hugging[axis].description ?? "?"))"
        case .compression(let id, let axis):
            let view = system.snapshot.view(id)
            return "the \(axis.rawValue) compression resistance of '\(id)' (\(axis.sizeName) >= \(format(view?.intrinsic[axis])) @\(view?.compression[axis].description ?? "?"))"
        case .rootPosition(let id, let axis):
            return "the \(axis == .horizontal ? "x" : "y") position of root '\(id)'"
        case .rootFrameSize(let id, let axis):
            return "the frame \(axis.sizeName) of root '\(id)'"
        case .rootSize(let id, let axis):
            let value = system.constraints.first { $0.origin == origin }.map { format(-$0.linear.expression.constant) } ?? "?"
            return "the \(axis.sizeName) of root '\(id)' (\(value))"
        case .nonNegativeSize(let id, let axis):
            return "'\(id)'.\(axis.sizeName) >= 0 (sizes are never negative)"
        }
    }

    private func format(_ value: Double?) -> String {
        value.map(formatNumber) ?? "none"
    }
}

extension LayoutAttribute.Axis {
    /// "width" or "height".
    public var sizeName: String { self == .horizontal ? "width" : "height" }
}

extension LayoutConstraint {
    /// Where rules point for this constraint: the name key of a named constraint
    /// (`view3ToView2: view3.leading == …`), else where the constraint was written.
    public var primaryLocation: SourceLocation {
        form == .named ? (source.id ?? source.location) : source.location
    }
}
