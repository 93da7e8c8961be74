/// A set of symbols (non-negative integers) for the column index.
///
/// Most columns hold one to four rows, so up to four members live inline, with no
/// allocation at all; past that the set moves to open addressing with a cheap
/// multiplicative hash, where Swift's `Set` would spend most of its time hashing.
///
/// Iteration order depends on the insertion history; every caller either treats members
/// independently or breaks ties by symbol, so results never depend on it.
struct SymbolSet: Sequence {
    private static let empty = -1
    private static let deleted = -2
    private static let inlineCapacity = 4

    // Inline members (valid below `count` while `slots` is empty).
    private var m0 = 0, m1 = 0, m2 = 0, m3 = 0
    /// The hash table, once the set has outgrown the inline members.
    private var slots: [Int] = []
    /// Members.
    private(set) var count = 0
    /// Members and deleted markers in `slots`.
    private var occupied = 0

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func home(_ x: Int, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: x) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    @inline(__always)
    private func inlineMember(_ i: Int) -> Int { i == 0 ? m0 : i == 1 ? m1 : i == 2 ? m2 : m3 }

    @inline(__always)
    private mutating func setInline(_ i: Int, _ x: Int) {
        if i == 0 { m0 = x } else if i == 1 { m1 = x } else if i == 2 { m2 = x } else { m3 = x }
    }

    func contains(_ x: Int) -> Bool {
        if slots.isEmpty {
            return (count > 0 && m0 == x) || (count > 1 && m1 == x) || (count > 2 && m2 == x) || (count > 3 && m3 == x)
        }
        let mask = slots.count - 1
        var i = home(x, mask)
        while true {
            let s = slots[i]
            if s == x { return true }
            if s == SymbolSet.empty { return false }
            i = (i + 1) & mask
        }
    }

    mutating func insert(_ x: Int) {
        if slots.isEmpty {
            if contains(x) { return }
            if count < SymbolSet.inlineCapacity {
                setInline(count, x)
                count += 1
                return
            }
            // Spill: the inline members move into a fresh table.
            let (a, b, c, d) = (m0, m1, m2, m3)
            slots = Array(repeating: SymbolSet.empty, count: 16)
            count = 0
            occupied = 0
            insert(a); insert(b); insert(c); insert(d)
        }
        if (occupied + 1) * 2 > slots.count { rehash(capacity: Swift.max(16, (count + 1) * 4), from: slots) }
        let mask = slots.count - 1
        var i = home(x, mask)
        var firstDeleted = -1
        while true {
            let s = slots[i]
            if s == x { return }
            if s == SymbolSet.empty { break }
            if s == SymbolSet.deleted && firstDeleted < 0 { firstDeleted = i }
            i = (i + 1) & mask
        }
        if firstDeleted >= 0 {
            slots[firstDeleted] = x
        } else {
            slots[i] = x
            occupied += 1
        }
        count += 1
    }

    mutating func remove(_ x: Int) {
        if slots.isEmpty {
            for i in 0..<count where inlineMember(i) == x {
                // Keep the inline members packed: the last one takes the gap.
                setInline(i, inlineMember(count - 1))
                count -= 1
                return
            }
            return
        }
        let mask = slots.count - 1
        var i = home(x, mask)
        while true {
            let s = slots[i]
            if s == x {
                slots[i] = SymbolSet.deleted
                count -= 1
                return
            }
            if s == SymbolSet.empty { return }
            i = (i + 1) & mask
        }
    }

    mutating func removeAll() {
        slots = []
        count = 0
        occupied = 0
    }

    private mutating func rehash(capacity: Int, from old: [Int]) {
        var size = 4
        while size < capacity { size <<= 1 }
        slots = Array(repeating: SymbolSet.empty, count: size)
        count = 0
        occupied = 0
        for s in old where s >= 0 { insert(s) }
    }

    /// Iterates without allocating (an `AnyIterator` would box a closure per loop).
    struct Iterator: IteratorProtocol {
        fileprivate let set: SymbolSet
        fileprivate var position = 0

        mutating func next() -> Int? {
            if set.slots.isEmpty {
                guard position < set.count else { return nil }
                position += 1
                return set.inlineMember(position - 1)
            }
            while position < set.slots.count {
                let s = set.slots[position]
                position += 1
                if s >= 0 { return s }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(set: self) }

    /// The members, as an array.
    func members() -> [Int] {
        if slots.isEmpty { return (0..<count).map(inlineMember) }
        return slots.filter { $0 >= 0 }
    }
}
