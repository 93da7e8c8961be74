// The configuration solver's bookkeeping: which constraint each solver handle stands for,
// which constraints are loaded, and each origin's place in a system (what "system order",
// the order conflicts and violations are listed in, means).

import LayoutModel
import LayoutSolver

/// The origin key of each solver handle, in an array indexed by handle number (a dictionary
/// hashed every origin of every constraint loaded). The origin itself is read from the system
/// through the key (`ConfigurationSolver.origin(ofHandle:)`): handles are issued for every
/// probe's constraints too, and an origin kept with each took 1.6 MB at 1,000 cells.
struct HandleOrigins {
    private var keys: [Int32] = []

    func key(of id: Int) -> Int? {
        id >= 0 && id < keys.count && keys[id] >= 0 ? Int(keys[id]) : nil
    }

    /// Makes room for handles below `count`.
    mutating func reserve(_ count: Int) { keys.reserveCapacity(count) }

    /// Records that `handle` stands for the origin with `key`.
    mutating func record(_ handle: ConstraintHandle, key: Int) {
        guard handle.id >= 0 else { return }
        if handle.id >= keys.count { keys.append(contentsOf: repeatElement(-1, count: handle.id + 1 - keys.count)) }
        keys[handle.id] = Int32(key)
    }
}

/// The handle of each constraint the solver holds, by origin key (`SystemConstraint.key`):
/// one number per key. Its linear form is the solver's (`Solver.constraint(_:)`), which every
/// add and change keeps: a copy here held 2.4 MB at 1,000 cells, and a dictionary keyed by
/// origin hashed the origin's strings at every lookup.
struct LoadedConstraints {
    /// Each key's handle number, or -1 (32 bits: as the solver's symbols, see `Tableau.newSymbol`).
    private var handles: [Int32]
    /// Keys with a handle.
    private(set) var count = 0

    init(keyCount: Int) {
        handles = Array(repeating: -1, count: keyCount)
    }

    var isEmpty: Bool { count == 0 }

    subscript(key: Int) -> ConstraintHandle? {
        get {
            guard handles.indices.contains(key), handles[key] >= 0 else { return nil }
            return ConstraintHandle(id: Int(handles[key]))
        }
        set {
            guard handles.indices.contains(key) else { return }
            let had = handles[key] >= 0
            handles[key] = newValue.map { Int32($0.id) } ?? -1
            count += (newValue != nil ? 1 : 0) - (had ? 1 : 0)
        }
    }

    /// The handles of loaded constraints whose origin is not among `constraints`'.
    func handles(notIn constraints: SystemConstraints) -> [ConstraintHandle] {
        var wanted = [Bool](repeating: false, count: handles.count)
        for position in constraints.indices where wanted.indices.contains(constraints.key(at: position)) {
            wanted[constraints.key(at: position)] = true
        }
        return handles.indices.filter { handles[$0] >= 0 && !wanted[$0] }.map { ConstraintHandle(id: Int(handles[$0])) }
    }

    mutating func removeAll() {
        for key in handles.indices { handles[key] = -1 }
        count = 0
    }
}

/// Each origin's position in a system, by origin key, indexed when first asked for: a
/// configuration with no conflict and few violated constraints needs few or none.
final class SystemOrder {
    private let constraints: SystemConstraints
    private let keyCount: Int
    /// The first position of each key, or -1.
    private lazy var positions: [Int32] = {
        var positions = [Int32](repeating: -1, count: keyCount)
        for position in constraints.indices {
            let key = constraints.key(at: position)
            if positions.indices.contains(key) && positions[key] < 0 { positions[key] = Int32(position) }
        }
        return positions
    }()
    /// An order of the very same origins in the same order (the same state at another root
    /// size), whose index then serves this one too.
    private let sameOrigins: SystemOrder?

    init(_ system: LinearSystem, like other: SystemOrder? = nil, keyCount: Int) {
        let constraints = system.constraints
        self.constraints = constraints
        self.keyCount = keyCount
        sameOrigins = other.flatMap { other in
            let source = other.sameOrigins ?? other
            return source.constraints.count == constraints.count
                && constraints.indices.allSatisfy { source.constraints.key(at: $0) == constraints.key(at: $0) } ? source : nil
        }
    }

    subscript(key: Int) -> Int? {
        if let sameOrigins { return sameOrigins[key] }
        guard positions.indices.contains(key), positions[key] >= 0 else { return nil }
        return Int(positions[key])
    }

    /// The origin with `key` in this system.
    func origin(ofKey key: Int) -> ConstraintOrigin? { self[key].map { constraints.origin(at: $0) } }

    /// The position of the origin with `key`, or `Int.max` for none: what sorts in system order.
    func rank(_ key: Int?) -> Int { key.flatMap { self[$0] } ?? .max }

    /// Whether this is the order of `system`'s very constraints (the same array).
    func isOrder(of system: LinearSystem) -> Bool {
        sharesStorage(constraints, system.constraints)
    }
}

/// Whether two arrays are the same storage: equal without comparing an element.
func sharesStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
    a.withUnsafeBufferPointer { first in b.withUnsafeBufferPointer { second in
        first.count == second.count && first.baseAddress == second.baseAddress
    } }
}

/// Whether two systems' constraints are the same storage: equal without comparing one.
func sharesStorage(_ a: SystemConstraints, _ b: SystemConstraints) -> Bool {
    a.sharesStorage(with: b)
}
