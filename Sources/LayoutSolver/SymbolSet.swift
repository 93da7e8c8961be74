/// A set of symbols (non-negative integers) for the column index.
///
/// Most columns hold one to four rows, so up to four members live inline, with no
/// allocation at all; past that they move to a short list, and past a few dozen to open
/// addressing with a cheap multiplicative hash (Swift's `Set` would spend most of its time
/// hashing).
///
/// Iteration order depends on the insertion history; every caller either treats members
/// independently or breaks ties by symbol, so results never depend on it.
struct SymbolSet: Sequence {
    private static let empty = -1
    private static let deleted = -2
    private static let inlineCapacity = 4
    /// Members kept as an unsorted list before the set turns into a hash table: scanning a
    /// few dozen integers costs less than hashing and growing a table (a tree's rows share
    /// their ancestors' markers, so many columns hold ten to thirty rows).
    private static let listCapacity = 32

    // Inline members (valid below `count` while `slots` is empty), as 32-bit numbers: the
    // tableau keeps two sets per symbol, and a smaller set keeps more of them in the cache
    // (symbols are below 2^31; `Tableau.newSymbol` checks).
    private var m0: Int32 = 0, m1: Int32 = 0, m2: Int32 = 0, m3: Int32 = 0
    /// Past the inline members: the members as a list, or past `listCapacity` a hash table
    /// with open addressing and a cheap multiplicative hash.
    private var slots: [Int] = []
    private var storedCount: Int32 = 0
    /// Members and deleted markers in `slots` when it is a hash table; -1 when it is not.
    private var occupied: Int32 = -1
    private var hashed: Bool { occupied >= 0 }

    /// Members.
    var count: Int { Int(storedCount) }
    var isEmpty: Bool { storedCount == 0 }

    @inline(__always)
    private func home(_ x: Int, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: x) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    @inline(__always)
    private func inlineMember(_ i: Int) -> Int { Int(i == 0 ? m0 : i == 1 ? m1 : i == 2 ? m2 : m3) }

    @inline(__always)
    private mutating func setInline(_ i: Int, _ x: Int) {
        let x = Int32(truncatingIfNeeded: x)
        if i == 0 { m0 = x } else if i == 1 { m1 = x } else if i == 2 { m2 = x } else { m3 = x }
    }

    func contains(_ x: Int) -> Bool {
        if slots.isEmpty {
            let n = storedCount, y = Int32(truncatingIfNeeded: x)
            guard Int(y) == x else { return false }
            return (n > 0 && m0 == y) || (n > 1 && m1 == y) || (n > 2 && m2 == y) || (n > 3 && m3 == y)
        }
        if !hashed { return slots.contains(x) }
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
            if storedCount < SymbolSet.inlineCapacity {
                setInline(count, x)
                storedCount += 1
                return
            }
            // Spill: the inline members move to the list.
            slots.reserveCapacity(8)
            slots.append(Int(m0)); slots.append(Int(m1)); slots.append(Int(m2)); slots.append(Int(m3))
            slots.append(x)
            storedCount += 1
            return
        }
        if !hashed {
            if slots.contains(x) { return }
            if storedCount < SymbolSet.listCapacity {
                slots.append(x)
                storedCount += 1
                return
            }
            let members = slots
            rehash(capacity: (count + 1) * 4, from: members)
        }
        if (Int(occupied) + 1) * 2 > slots.count { rehash(capacity: Swift.max(16, (count + 1) * 4), from: slots) }
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
        storedCount += 1
    }

    mutating func remove(_ x: Int) {
        if slots.isEmpty {
            for i in 0..<count where inlineMember(i) == x {
                // Keep the inline members packed: the last one takes the gap.
                setInline(i, inlineMember(count - 1))
                storedCount -= 1
                return
            }
            return
        }
        if !hashed {
            guard let i = slots.firstIndex(of: x) else { return }
            slots.swapAt(i, slots.count - 1)
            slots.removeLast()
            storedCount -= 1
            return
        }
        let mask = slots.count - 1
        var i = home(x, mask)
        while true {
            let s = slots[i]
            if s == x {
                slots[i] = SymbolSet.deleted
                storedCount -= 1
                return
            }
            if s == SymbolSet.empty { return }
            i = (i + 1) & mask
        }
    }

    mutating func removeAll() {
        slots = []
        storedCount = 0
        occupied = -1
    }

    /// Turns the set into a hash table of at least `capacity` slots holding the members in
    /// `old` (a list, or a table with empty and deleted markers).
    private mutating func rehash(capacity: Int, from old: [Int]) {
        var size = 4
        while size < capacity { size <<= 1 }
        slots = Array(repeating: SymbolSet.empty, count: size)
        storedCount = 0
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
