import LayoutModel
import LayoutSolver

/// Where a linear constraint of a system came from.
public enum ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
    /// A constraint of the layout file, by id.
    case constraint(String)
    /// `size <= intrinsic @hugging` of a view with an intrinsic size on that axis.
    case hugging(view: String, axis: LayoutAttribute.Axis)
    /// `size >= intrinsic @compression`.
    case compression(view: String, axis: LayoutAttribute.Axis)
    /// A root's position: its `frame` origin, or (0, 0).
    case rootPosition(view: String, axis: LayoutAttribute.Axis)
    /// A root's size as its `frame` gives it.
    case rootFrameSize(view: String, axis: LayoutAttribute.Axis)
    /// A root's size as its `size` gives it (in this configuration).
    case rootSize(view: String, axis: LayoutAttribute.Axis)
    /// `size >= 0`, which UIKit's engine keeps for every view as a required constraint.
    case nonNegativeSize(view: String, axis: LayoutAttribute.Axis)

    public var description: String {
        switch self {
        case .constraint(let id): return "constraint '\(id)'"
        case .hugging(let view, let axis): return "\(axis.rawValue) content hugging of '\(view)'"
        case .compression(let view, let axis): return "\(axis.rawValue) compression resistance of '\(view)'"
        case .rootPosition(let view, let axis): return "\(axis.rawValue) position of root '\(view)'"
        case .rootFrameSize(let view, let axis): return "frame \(axis == .horizontal ? "width" : "height") of root '\(view)'"
        case .rootSize(let view, let axis): return "\(axis == .horizontal ? "width" : "height") of root '\(view)'"
        case .nonNegativeSize(let view, let axis): return "non-negative \(axis == .horizontal ? "width" : "height") of '\(view)'"
        }
    }
}

extension ConstraintOrigin {
    /// Whether it is a view's implicit `size >= 0`.
    public var isNonNegativeSize: Bool {
        if case .nonNegativeSize = self { return true }
        return false
    }

    /// An implicit origin's place among a view's twelve keys (six kinds, two axes); nil for
    /// a constraint of the file.
    fileprivate var implicitSlot: Int? {
        switch self {
        case .constraint: return nil
        case .hugging(_, let axis): return ImplicitKind.hugging.slot(axis)
        case .compression(_, let axis): return ImplicitKind.compression.slot(axis)
        case .rootPosition(_, let axis): return ImplicitKind.rootPosition.slot(axis)
        case .rootFrameSize(_, let axis): return ImplicitKind.rootFrameSize.slot(axis)
        case .rootSize(_, let axis): return ImplicitKind.rootSize.slot(axis)
        case .nonNegativeSize(_, let axis): return ImplicitKind.nonNegativeSize.slot(axis)
        }
    }
}

/// The kinds of implicit origin, in the order of their places among a view's keys.
private enum ImplicitKind: Int {
    case hugging, compression, rootPosition, rootFrameSize, rootSize, nonNegativeSize

    /// The place among a view's twelve keys.
    func slot(_ axis: LayoutAttribute.Axis) -> Int { 2 * rawValue + (axis == .horizontal ? 0 : 1) }

    func origin(view: String, axis: LayoutAttribute.Axis) -> ConstraintOrigin {
        switch self {
        case .hugging: return .hugging(view: view, axis: axis)
        case .compression: return .compression(view: view, axis: axis)
        case .rootPosition: return .rootPosition(view: view, axis: axis)
        case .rootFrameSize: return .rootFrameSize(view: view, axis: axis)
        case .rootSize: return .rootSize(view: view, axis: axis)
        case .nonNegativeSize: return .nonNegativeSize(view: view, axis: axis)
        }
    }
}

/// One linear constraint of a system, with its origin.
public struct SystemConstraint: Hashable, Sendable {
    // Declared in this order so that the key's 32 bits fill the padding after the origin (a
    // string and a byte): 56 bytes a constraint rather than 64.
    public var origin: ConstraintOrigin
    private var storedKey: Int32
    public var linear: LinearConstraint

    /// The origin as a number, the same in every configuration of the document (see
    /// `LinearSystemBuilder.key(of:)`): what the configuration solver indexes its tables by
    /// instead of hashing the origin's strings. Below `LinearSystemBuilder.keyCount`, which
    /// inputs (capped far below 2³¹ bytes) keep within 32 bits.
    public var key: Int {
        get { Int(storedKey) }
        set { storedKey = Int32(newValue) }
    }

    public init(origin: ConstraintOrigin, linear: LinearConstraint, key: Int) {
        self.origin = origin
        self.storedKey = Int32(key)
        self.linear = linear
    }
}

/// The constraints of a system, in system order: each one's linear form and origin key,
/// kept in two arrays, the origin read back from the key through the document.
///
/// An origin kept with each constraint took 24 of its 56 bytes, a string and a byte the
/// key already numbers (see `LinearSystemBuilder.key(of:)`): 0.5 MB a configuration at
/// 1,000 cells, and each root size of a state is a configuration of its own. An origin
/// that its key does not give back (none that the builder makes) is kept on the side.
public struct SystemConstraints: RandomAccessCollection, Sendable {
    private var linears: [LinearConstraint] = []
    private var keys: [Int32] = []
    /// Origins that their key does not give, by position.
    private var unnumbered: [Int: ConstraintOrigin] = [:]
    /// What keys number: constraint ids, then twelve origins per view (see `implicitSlot`).
    private let document: LayoutDocument

    init(document: LayoutDocument) {
        self.document = document
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { linears.count }

    public subscript(position: Int) -> SystemConstraint {
        SystemConstraint(origin: origin(at: position), linear: linears[position], key: Int(keys[position]))
    }

    /// The linear form at `position`, without building its origin.
    public func linear(at position: Int) -> LinearConstraint { linears[position] }

    /// The origin key at `position`, without building its origin.
    public func key(at position: Int) -> Int { Int(keys[position]) }

    public func origin(at position: Int) -> ConstraintOrigin {
        if !unnumbered.isEmpty, let origin = unnumbered[position] { return origin }
        return origin(ofKey: Int(keys[position]))
    }

    /// The origin `key` numbers (the inverse of `LinearSystemBuilder.key(of:)`).
    private func origin(ofKey key: Int) -> ConstraintOrigin {
        let constraintCount = document.constraints.count
        if key < constraintCount { return .constraint(document.constraints[key].id) }
        let (view, slot) = (key - constraintCount).quotientAndRemainder(dividingBy: 12)
        return ImplicitKind(rawValue: slot / 2)!.origin(view: document.views[view].id, axis: slot % 2 == 0 ? .horizontal : .vertical)
    }

    /// Whether `key` gives `origin` back.
    private func numbers(_ expected: ConstraintOrigin, key: Int) -> Bool {
        key >= 0 && key < document.constraints.count + 12 * document.views.count && origin(ofKey: key) == expected
    }

    mutating func reserveCapacity(_ capacity: Int) {
        linears.reserveCapacity(capacity)
        keys.reserveCapacity(capacity)
    }

    mutating func append(_ entry: SystemConstraint) {
        if !numbers(entry.origin, key: entry.key) { unnumbered[linears.count] = entry.origin }
        linears.append(entry.linear)
        keys.append(Int32(entry.key))
    }

    /// Appends a constraint whose origin is the one `key` numbers (the builder's own keys,
    /// made from the origin: no origin is built to be checked).
    mutating func append(_ linear: LinearConstraint, numberedBy key: Int) {
        linears.append(linear)
        keys.append(Int32(key))
    }

    mutating func append(contentsOf entries: SystemConstraints) {
        let offset = linears.count
        linears += entries.linears
        keys += entries.keys
        for (position, origin) in entries.unnumbered { unnumbered[offset + position] = origin }
    }

    /// Takes `other`'s linear forms where they equal this system's and the origins are the
    /// same (another root size of the same state): their arrays of terms are then shared
    /// rather than held once per size, and so are the keys when all are the same.
    mutating func share(with other: SystemConstraints) {
        guard other.count == count, other.unnumbered == unnumbered else { return }
        for position in indices where keys[position] == other.keys[position] && linears[position] == other.linears[position] {
            linears[position] = other.linears[position]
        }
        if keys == other.keys { keys = other.keys }
    }

    /// Whether both are the very same constraints (the same storage): equal without
    /// comparing an element.
    func sharesStorage(with other: SystemConstraints) -> Bool {
        func same<Element>(_ a: [Element], _ b: [Element]) -> Bool {
            a.withUnsafeBufferPointer { first in b.withUnsafeBufferPointer { second in
                first.count == second.count && first.baseAddress == second.baseAddress
            } }
        }
        return same(linears, other.linears) && same(keys, other.keys)
    }
}

/// The linear system of one configuration: what the solver is given.
public struct LinearSystem: Sendable {
    public var configuration: Configuration
    public var snapshot: LayoutSnapshot
    /// The variables of every view in the snapshot.
    public var variables: SystemVariables
    /// Root pins, optional content-size constraints in view order, the active, valid
    /// constraints of the file in declaration order, required content-size constraints,
    /// then every view's `width >= 0` and `height >= 0`.
    public var constraints: SystemConstraints
    /// Active constraints UIKit refuses to create; they are left out of `constraints`.
    public var invalid: [(constraint: LayoutConstraint, reason: InvalidConstraintReason)]

    /// The snapshot's constraints by id.
    public func constraint(_ id: String) -> LayoutConstraint? {
        snapshot.constraint(id)
    }
}

/// Builds the linear system of each configuration of a document.
public struct LinearSystemBuilder: Sendable {
    public let document: LayoutDocument

    public init(document: LayoutDocument) {
        self.document = document
        constraintIDsAreUnique = document.constraintIDsAreUnique
        viewIDsAreUnique = document.viewIDsAreUnique
    }

    /// Whether no two views of the document share an id: a snapshot that removed no view
    /// then holds them at their positions in the document, which number their variables.
    private let viewIDsAreUnique: Bool

    /// Whether no two constraints of the document share an id: a constraint's position is
    /// then its key.
    private let constraintIDsAreUnique: Bool

    /// The number of `origin` in this document, below `keyCount`: equal origins have equal
    /// keys, different origins different ones. A constraint of the file has the position of
    /// the first constraint with its id; then each declared view has twelve numbers (six
    /// kinds of implicit constraint, two axes), from its first declaration's position.
    public func key(of origin: ConstraintOrigin) -> Int? {
        switch origin {
        case .constraint(let id):
            return document.index(ofConstraint: id)
        case .hugging(let view, _), .compression(let view, _), .rootPosition(let view, _), .rootFrameSize(let view, _),
             .rootSize(let view, _), .nonNegativeSize(let view, _):
            return document.index(ofView: view).map { implicitKey(origin.implicitSlot ?? 0, viewIndex: $0) }
        }
    }

    /// One more than the largest key.
    public var keyCount: Int { document.constraints.count + 12 * document.views.count }

    /// The key of the `size >= 0` on `axis` of the view declared at `index`.
    func nonNegativeSizeKey(ofViewDeclaredAt index: Int, axis: LayoutAttribute.Axis) -> Int {
        implicitKey(ImplicitKind.nonNegativeSize.slot(axis), viewIndex: index)
    }

    private func implicitKey(_ slot: Int, viewIndex: Int) -> Int {
        document.constraints.count + 12 * viewIndex + slot
    }

    /// An implicit constraint of the view whose variables are `vars` (numbered from its
    /// declaration index: no lookup by id).
    private func implicit(_ origin: ConstraintOrigin, _ vars: ViewVariables, _ linear: LinearConstraint) -> SystemConstraint {
        SystemConstraint(origin: origin, linear: linear, key: implicitKey(origin.implicitSlot ?? 0, viewIndex: vars.x.index / 4))
    }

    /// The variables of a declared view.
    public func variables(of viewID: String) -> ViewVariables? {
        document.index(ofView: viewID).map { ViewVariables(declarationIndex: $0) }
    }

    public func system(for configuration: Configuration) -> LinearSystem {
        system(for: configuration, reusing: nil)
    }

    /// The system of `configuration`, sharing `previous`'s linear constraints and variables
    /// when nothing they are built from differs (a state that only hides views, the same
    /// root sizes): building them again would give equal arrays, each a copy in memory. At
    /// other root sizes, the constraints that come out equal are shared one by one.
    public func system(for configuration: Configuration, reusing previous: LinearSystem?) -> LinearSystem {
        system(for: configuration, snapshot: snapshot(for: configuration), reusing: previous)
    }

    /// The layout in `configuration`'s state (root sizes do not change it).
    public func snapshot(for configuration: Configuration) -> LayoutSnapshot {
        configuration.state.map { LayoutSnapshot(document: document, state: $0) } ?? LayoutSnapshot(base: document)
    }

    /// `system(for:reusing:)` with the state's snapshot already taken: configurations of one
    /// state at several root sizes share one (a snapshot copies the views its state changes).
    public func system(for configuration: Configuration, snapshot: LayoutSnapshot, reusing previous: LinearSystem?) -> LinearSystem {
        if let previous, previous.configuration.sizes == configuration.sizes,
           previous.snapshot.constraints == snapshot.constraints,
           LinearSystemBuilder.sameLayoutInputs(previous.snapshot, snapshot) {
            return LinearSystem(configuration: configuration, snapshot: snapshot, variables: previous.variables,
                                constraints: previous.constraints, invalid: previous.invalid)
        }
        var built = system(for: configuration, snapshot: snapshot)
        // At other root sizes most constraints come out the same: those keep `previous`'s
        // values, whose arrays of terms are then shared rather than held once per size.
        if let previous { built.constraints.share(with: previous.constraints) }
        return built
    }

    /// Whether two snapshots' views give the same linear constraints. When neither removed
    /// a view, both hold the document's views in place, and only those a change of either
    /// touched can differ: comparing every view (each a copy retaining its strings) cost a
    /// tenth of the lint of 20 states at 3 root sizes.
    private static func sameLayoutInputs(_ a: LayoutSnapshot, _ b: LayoutSnapshot) -> Bool {
        func touched(_ snapshot: LayoutSnapshot) -> [String]? {
            var ids: [String] = []
            for change in snapshot.appliedChanges {
                switch change.kind {
                case .remove: return nil
                case .hide(let id), .show(let id), .intrinsic(let id, _), .size(let id, _): ids.append(id)
                case .deactivate, .priority, .constant, .activate: break
                }
            }
            return ids
        }
        guard let first = touched(a), let second = touched(b), a.views.count == b.views.count else {
            return a.views.elementsEqual(b.views, by: sameLayoutInputs)
        }
        for id in first + second {
            guard let i = a.index(ofView: id), let j = b.index(ofView: id), i == j else { return false }
            if !sameLayoutInputs(a.views[i], b.views[j]) { return false }
        }
        return true
    }

    /// Whether two views give the same linear constraints: all a view's keys but `hidden`
    /// (UIKit lays out hidden views like visible ones) and where they were written.
    private static func sameLayoutInputs(_ a: LayoutView, _ b: LayoutView) -> Bool {
        a.id == b.id && a.parent == b.parent && a.intrinsic == b.intrinsic && a.hugging == b.hugging
            && a.compression == b.compression && a.margins == b.margins && a.baseline == b.baseline
            && a.frame == b.frame && a.size == b.size
    }

    public func system(for configuration: Configuration, snapshot: LayoutSnapshot) -> LinearSystem {
        // Views and constraints are read in place by index: a copy of either retains each of
        // its many strings, and the system reads only a few fields of each.
        let views = snapshot.views
        // With no view removed and no id declared twice, a view's variables follow from its
        // position, and a constraint's items are at their anchors' positions: no lookup by id.
        let viewsInPlace = viewIDsAreUnique && views.count == document.views.count
        let variables = SystemVariables(document: document, views: views, inPlace: viewsInPlace)
        var variablesByPosition: [ViewVariables?] = []
        variablesByPosition.reserveCapacity(views.count)
        for index in views.indices {
            variablesByPosition.append(viewsInPlace ? ViewVariables(declarationIndex: index) : self.variables(of: views[index].id))
        }
        // Sizes never go below zero: UIKit's engine holds every view's width and height at
        // zero or more as required constraints. They go in last, after what the file says
        // (in front, they change the pivots enough that a chain of huge multipliers underflows
        // instead of being found out of range); a conflict is never broken at one of them
        // (see `ConfigurationSolver`), since UIKit can only break a constraint it lists.
        var pins: [SystemConstraint] = []
        var contentCount = 0
        for index in views.indices where variablesByPosition[index] != nil {
            let intrinsic = views[index].intrinsic
            contentCount += (intrinsic.width == nil ? 0 : 2) + (intrinsic.height == nil ? 0 : 2)
            if views[index].isRoot { pins += rootPins(views[index], variablesByPosition[index]!, configuration) }
        }
        // Sized once to what goes in (less only the file's inactive and invalid constraints):
        // the arrays live as long as the configuration's solution, and growing them by
        // doubling left up to half of them unused.
        var constraints = SystemConstraints(document: document)
        constraints.reserveCapacity(pins.count + contentCount + snapshot.constraints.count + 2 * views.count)
        for pin in pins { constraints.append(pin) }
        var nonNegative = SystemConstraints(document: document)
        nonNegative.reserveCapacity(2 * views.count)
        // Content-size constraints: the optional ones go in before the file's constraints,
        // which keeps the solver's rows sparse (adding them last made a 1,000-cell table five
        // times slower); required ones (a content priority of 1000) go last, so that in a
        // conflict they count as declared after every constraint of the file. A view's size
        // on an axis is one expression, whose array of terms its `size >= 0` and its content
        // constraints share.
        var requiredContent = SystemConstraints(document: document)
        for index in views.indices {
            guard let vars = variablesByPosition[index] else { continue }
            // Keys from the view's declaration index, as `implicit(_:_:_:)`'s.
            func key(_ kind: ImplicitKind, _ axis: LayoutAttribute.Axis) -> Int { implicitKey(kind.slot(axis), viewIndex: vars.x.index / 4) }
            func content(_ linear: LinearConstraint, _ kind: ImplicitKind, _ axis: LayoutAttribute.Axis) {
                if linear.isRequired {
                    requiredContent.append(linear, numberedBy: key(kind, axis))
                } else {
                    constraints.append(linear, numberedBy: key(kind, axis))
                }
            }
            for axis in [LayoutAttribute.Axis.horizontal, .vertical] {
                let size = LinearExpression(vars.size(on: axis))
                nonNegative.append(LinearConstraint(size, .greaterThanOrEqual), numberedBy: key(.nonNegativeSize, axis))
                guard let intrinsic = views[index].intrinsic[axis] else { continue }
                content(LinearConstraint(size, .lessThanOrEqual, .constant(intrinsic), priority: views[index].hugging[axis].value),
                        .hugging, axis)
                content(LinearConstraint(size, .greaterThanOrEqual, .constant(intrinsic), priority: views[index].compression[axis].value),
                        .compression, axis)
            }
        }
        var invalid: [(LayoutConstraint, InvalidConstraintReason)] = []
        let fileConstraints = snapshot.constraints
        // The snapshot holds the document's constraints in place unless a removal took some out.
        let positionIsKey = constraintIDsAreUnique && fileConstraints.count == document.constraints.count
        for index in fileConstraints.indices where fileConstraints[index].active {
            if let reason = invalidReason(of: fileConstraints[index], in: document) {
                invalid.append((fileConstraints[index], reason))
                continue
            }
            guard let linear = linearConstraint(for: fileConstraints[index], in: snapshot, variables: variables,
                                                viewsInPlace: viewsInPlace) else { continue }
            if positionIsKey {
                constraints.append(linear, numberedBy: index)
            } else {
                let origin = ConstraintOrigin.constraint(fileConstraints[index].id)
                constraints.append(SystemConstraint(origin: origin, linear: linear, key: key(of: origin) ?? index))
            }
        }
        constraints.append(contentsOf: requiredContent)
        constraints.append(contentsOf: nonNegative)
        return LinearSystem(configuration: configuration, snapshot: snapshot, variables: variables,
                            constraints: constraints, invalid: invalid)
    }

    /// The physical (unmirrored) expression of `item.attribute`, or nil when the item is not
    /// in the system.
    public func expression(for anchor: ConstraintAnchor, in system: LinearSystem) -> LinearExpression? {
        expression(for: anchor, in: system.snapshot, variables: system.variables)
    }

    /// `viewsInPlace` says `variables` are those `system(for:snapshot:)` gives a snapshot
    /// whose views are the document's, in place and with unique ids.
    private func expression(for anchor: ConstraintAnchor, in snapshot: LayoutSnapshot, variables: SystemVariables,
                            viewsInPlace: Bool = false) -> LinearExpression? {
        let place: Int, vars: ViewVariables
        if viewsInPlace, snapshot.views.indices.contains(anchor.view), snapshot.views[anchor.view].id == anchor.item {
            (place, vars) = (anchor.view, ViewVariables(declarationIndex: anchor.view))
        } else {
            guard let index = snapshot.index(ofView: anchor.item), let found = variables[anchor.item] else { return nil }
            (place, vars) = (index, found)
        }
        // Read in place: a copy of the view retained and released its six references.
        return AttributeExpression(margins: snapshot.views[place].margins, baseline: snapshot.views[place].baseline,
                                   variables: vars, direction: document.direction)
            .expression(for: anchor.attribute)
    }

    /// `first.attribute relation multiplier × second.attribute + constant` as a linear
    /// constraint, or nil when an item is not in the snapshot.
    ///
    /// Under right-to-left, a constraint that uses a leading or trailing attribute holds in
    /// coordinates mirrored about the root's left edge: each side `e` becomes `2·rootX − e`.
    public func linearConstraint(for constraint: LayoutConstraint, in snapshot: LayoutSnapshot, variables: SystemVariables) -> LinearConstraint? {
        linearConstraint(for: constraint, in: snapshot, variables: variables, viewsInPlace: false)
    }

    private func linearConstraint(for constraint: LayoutConstraint, in snapshot: LayoutSnapshot, variables: SystemVariables,
                                  viewsInPlace: Bool) -> LinearConstraint? {
        guard var lhs = expression(for: constraint.first, in: snapshot, variables: variables, viewsInPlace: viewsInPlace) else { return nil }
        var rhs = LinearExpression.constant(constraint.constant)
        var second: LinearExpression?
        if let anchor = constraint.second {
            guard let expression = expression(for: anchor, in: snapshot, variables: variables, viewsInPlace: viewsInPlace) else { return nil }
            second = expression
        }
        if document.direction == .rightToLeft
            && (constraint.first.attribute.isDirectional || (constraint.second?.attribute.isDirectional ?? false)) {
            let root = (viewsInPlace ? document.rootIndex(of: constraint.first).flatMap { variables[viewAt: $0] } : nil)
                ?? variables[document.root(of: constraint.first.item)]
            let rootX = root.map { LinearExpression($0.x) } ?? .constant(0)
            lhs = rootX * 2 - lhs
            second = second.map { rootX * 2 - $0 }
        }
        if let second { rhs = second * constraint.multiplier + constraint.constant }
        return LinearConstraint(lhs, LayoutSolver.Relation(constraint.relation), rhs, priority: constraint.priority.value)
    }

    /// A root sits at its frame's origin or at (0, 0); its frame and its size for this
    /// configuration each pin its width and height (separately, so that a frame and a size
    /// that disagree show up as a conflict). All are required.
    private func rootPins(_ root: LayoutView, _ vars: ViewVariables, _ configuration: Configuration) -> [SystemConstraint] {
        var pins: [SystemConstraint] = []
        func pin(_ origin: ConstraintOrigin, _ variable: Variable, _ value: Double) {
            pins.append(implicit(origin, vars, LinearConstraint(LinearExpression(variable), .equal, .constant(value))))
        }
        pin(.rootPosition(view: root.id, axis: .horizontal), vars.x, root.frame?.x ?? 0)
        pin(.rootPosition(view: root.id, axis: .vertical), vars.y, root.frame?.y ?? 0)
        if let frame = root.frame {
            pin(.rootFrameSize(view: root.id, axis: .horizontal), vars.width, frame.width)
            pin(.rootFrameSize(view: root.id, axis: .vertical), vars.height, frame.height)
        }
        var dimensions: RootDimensions?
        switch root.size {
        case .fixed(let fixed)?:
            dimensions = fixed
        case .named(let sizes)?:
            let chosen = configuration.sizes.first { $0.root == root.id }?.name
            dimensions = sizes.first(where: { $0.name == chosen })?.dimensions ?? sizes.first?.dimensions
        case nil:
            break
        }
        if let width = dimensions?.width { pin(.rootSize(view: root.id, axis: .horizontal), vars.width, width) }
        if let height = dimensions?.height { pin(.rootSize(view: root.id, axis: .vertical), vars.height, height) }
        return pins
    }
}

extension LayoutSolver.Relation {
    init(_ relation: LayoutRelation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
