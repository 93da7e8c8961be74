/// A set of symbols (non-negative integers below 2^31) for the column index.
///
/// Most columns hold one to four rows, so up to four members live inline, with no
/// allocation at all; past that they move to a short list, and past a few dozen to open
/// addressing with a cheap multiplicative hash (Swift's `Set` would spend most of its time
/// hashing). A set that holds a good share of all symbols (the column of a hub variable that
/// thousands of rows mention) becomes a bitmap: a hash table would scatter those rows over a
/// table far larger than the cache, while the bitmap spends one bit per symbol and keeps
/// rows made one after another in the same word.
///
/// Members are stored as 32-bit numbers: the tableau keeps two sets per symbol, and smaller
/// sets keep more of them in the cache (`Tableau.newSymbol` checks the bound).
///
/// Iteration order depends on the insertion history; every caller either treats members
/// independently or breaks ties by symbol, so results never depend on it.
struct SymbolSet: Sequence {
    private static let empty: Int32 = -1
    private static let deleted: Int32 = -2
    private static let inlineCapacity = 4
    /// Members kept as an unsorted list before the set turns into a hash table: scanning a
    /// few dozen integers costs less than hashing and growing a table (a tree's rows share
    /// their ancestors' markers, so many columns hold ten to thirty rows).
    private static let listCapacity = 32

    /// Inline members, valid below `count` while `slots` is empty.
    private var m0: Int32 = 0, m1: Int32 = 0, m2: Int32 = 0, m3: Int32 = 0
    /// Past the inline members: the members as a list; past `listCapacity`, a hash table
    /// (open addressing, `empty` and `deleted` markers) or a bitmap (32 symbols a word).
    private var slots: [Int32] = []
    private var storedCount: Int32 = 0
    /// Members and deleted markers in `slots` when it is a hash table; `listForm` or
    /// `bitmapForm` when it is not.
    private var occupied: Int32 = SymbolSet.listForm
    private static let listForm: Int32 = -1
    private static let bitmapForm: Int32 = -2
    private var hashed: Bool { occupied >= 0 }
    private var isBitmap: Bool { occupied == SymbolSet.bitmapForm }

    init() {}

    /// The set of the first `count` of four members, inline (see `SymbolSetTable`).
    fileprivate init(inline members: (Int32, Int32, Int32, Int32), count: Int) {
        (m0, m1, m2, m3) = members
        storedCount = Int32(count)
    }

    /// The four inline places, -1 past the members; nil when the members are in `slots`.
    fileprivate var inlineMembers: (Int32, Int32, Int32, Int32)? {
        guard slots.isEmpty else { return nil }
        let n = storedCount
        return (n > 0 ? m0 : -1, n > 1 ? m1 : -1, n > 2 ? m2 : -1, n > 3 ? m3 : -1)
    }

    /// Members.
    var count: Int { Int(storedCount) }
    var isEmpty: Bool { storedCount == 0 }

    @inline(__always)
    private func home(_ x: Int32, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: x)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    @inline(__always)
    private func inlineMember(_ i: Int) -> Int { Int(i == 0 ? m0 : i == 1 ? m1 : i == 2 ? m2 : m3) }

    @inline(__always)
    private mutating func setInline(_ i: Int, _ x: Int32) {
        if i == 0 { m0 = x } else if i == 1 { m1 = x } else if i == 2 { m2 = x } else { m3 = x }
    }

    @inline(__always)
    private static func bit(_ x: Int32) -> UInt32 { 1 << UInt32(x & 31) }

    @inline(__always)
    private static func isSet(_ x: Int32, in words: [Int32]) -> Bool {
        let word = Int(x >> 5)
        return word < words.count && UInt32(bitPattern: words[word]) & bit(x) != 0
    }

    func contains(_ x: Int) -> Bool {
        // Symbols are below 2^31: anything else is no member (and must not be truncated into one).
        guard x >= 0, x <= Int(Int32.max) else { return false }
        let y = Int32(x)
        if slots.isEmpty {
            let n = storedCount
            return (n > 0 && m0 == y) || (n > 1 && m1 == y) || (n > 2 && m2 == y) || (n > 3 && m3 == y)
        }
        if isBitmap { return SymbolSet.isSet(y, in: slots) }
        if !hashed { return slots.contains(y) }
        let mask = slots.count - 1
        var i = home(y, mask)
        while true {
            let s = slots[i]
            if s == y { return true }
            if s == SymbolSet.empty { return false }
            i = (i + 1) & mask
        }
    }

    mutating func insert(_ x: Int) {
        let y = Int32(x)  // traps past 2^31; `Tableau.newSymbol` makes no such symbol
        if slots.isEmpty {
            if contains(x) { return }
            if count < SymbolSet.inlineCapacity {
                setInline(count, y)
                storedCount += 1
                return
            }
            // Spill: the inline members move to the list.
            slots.reserveCapacity(8)
            slots.append(m0); slots.append(m1); slots.append(m2); slots.append(m3)
            slots.append(y)
            storedCount += 1
            return
        }
        if isBitmap {
            let word = Int(y >> 5)
            if word >= slots.count { slots.append(contentsOf: repeatElement(0, count: word + 1 - slots.count)) }
            let old = UInt32(bitPattern: slots[word])
            if old & SymbolSet.bit(y) != 0 { return }
            slots[word] = Int32(bitPattern: old | SymbolSet.bit(y))
            storedCount += 1
            return
        }
        if !hashed {
            if slots.contains(y) { return }
            if count < SymbolSet.listCapacity {
                slots.append(y)
                storedCount += 1
                return
            }
            grow(capacity: (count + 1) * 4, adding: y)
        } else if (Int(occupied) + 1) * 2 > slots.count {
            grow(capacity: Swift.max(16, (count + 1) * 4), adding: y)
        }
        if isBitmap { return insert(x) }
        let mask = slots.count - 1
        var i = home(y, mask)
        var firstDeleted = -1
        while true {
            let s = slots[i]
            if s == y { return }
            if s == SymbolSet.empty { break }
            if s == SymbolSet.deleted && firstDeleted < 0 { firstDeleted = i }
            i = (i + 1) & mask
        }
        if firstDeleted >= 0 {
            slots[firstDeleted] = y
        } else {
            slots[i] = y
            occupied += 1
        }
        storedCount += 1
    }

    mutating func remove(_ x: Int) {
        guard x >= 0, x <= Int(Int32.max) else { return }
        let y = Int32(x)
        if slots.isEmpty {
            for i in 0..<count where inlineMember(i) == x {
                // Keep the inline members packed: the last one takes the gap.
                setInline(i, Int32(inlineMember(count - 1)))
                storedCount -= 1
                return
            }
            return
        }
        if isBitmap {
            guard SymbolSet.isSet(y, in: slots) else { return }
            let word = Int(y >> 5)
            slots[word] = Int32(bitPattern: UInt32(bitPattern: slots[word]) & ~SymbolSet.bit(y))
            storedCount -= 1
            return
        }
        if !hashed {
            guard let i = slots.firstIndex(of: y) else { return }
            slots.swapAt(i, slots.count - 1)
            slots.removeLast()
            storedCount -= 1
            return
        }
        let mask = slots.count - 1
        var i = home(y, mask)
        while true {
            let s = slots[i]
            if s == y {
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
        occupied = SymbolSet.listForm
    }

    /// Makes room for one more member than the list or hash table in `slots` holds: a hash
    /// table of at least `capacity` slots, or a bitmap when one bit per symbol up to the
    /// largest member takes no more room than that table.
    private mutating func grow(capacity: Int, adding y: Int32) {
        let old = slots
        var largest = y
        for s in old where s > largest { largest = s }
        let words = Int(largest >> 5) + 1
        var size = 4
        while size < capacity { size <<= 1 }
        storedCount = 0
        if words <= size {
            slots = Array(repeating: 0, count: words)
            occupied = SymbolSet.bitmapForm
        } else {
            slots = Array(repeating: SymbolSet.empty, count: size)
            occupied = 0
        }
        for s in old where s >= 0 { insert(Int(s)) }
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
            if set.isBitmap {
                // `position` counts bits: skip to the next one set.
                while position >> 5 < set.slots.count {
                    let rest = UInt32(bitPattern: set.slots[position >> 5]) >> UInt32(position & 31)
                    if rest == 0 {
                        position = (position | 31) + 1
                        continue
                    }
                    let found = position + rest.trailingZeroBitCount
                    position = found + 1
                    return found
                }
                return nil
            }
            while position < set.slots.count {
                let s = set.slots[position]
                position += 1
                if s >= 0 { return Int(s) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(set: self) }

    /// The members, as an array.
    func members() -> [Int] {
        if slots.isEmpty { return (0..<count).map(inlineMember) }
        if isBitmap { return Array(self) }
        return slots.compactMap { $0 >= 0 ? Int($0) : nil }
    }
}

/// A `SymbolSet` per symbol, kept only for the symbols whose set is not empty: per symbol a
/// 32-bit slot, and the sets in a pool whose free slots are reused.
///
/// Why not a dense vector of sets: a basic symbol's column is empty (rows mention non-basic
/// symbols only), and so is a restricted symbol's list of external users unless a definition
/// mentions it; in a large layout two thirds of the columns and half the users' sets were
/// empty, at 32 bytes each.
///
/// Why not a pool of `SymbolSet`s: every set of the 1,000-cell table holds one to four
/// members but two, and a `SymbolSet` carries a list, a count and a form beside its four
/// inline members (32 bytes). The pool keeps the four members alone (`PackedSet`, 16 bytes:
/// half the pool, twice the sets to a cache line); a set that takes a fifth member becomes a
/// `SymbolSet` kept on the side, as a `SymbolSet` itself would have moved to its list.
struct SymbolSetTable {
    /// Up to four members, packed first, -1 in the places after them; or, in `m0`, the mark
    /// of a set kept in `spilled`, at `m1`.
    private struct PackedSet {
        static let spilledMark: Int32 = -2
        var m0: Int32 = -1, m1: Int32 = -1, m2: Int32 = -1, m3: Int32 = -1

        init() {}

        init(spilledAt index: Int32) {
            m0 = PackedSet.spilledMark
            m1 = index
        }

        var isSpilled: Bool { m0 == PackedSet.spilledMark }

        /// Members, while not spilled.
        var count: Int { m0 < 0 ? 0 : m1 < 0 ? 1 : m2 < 0 ? 2 : m3 < 0 ? 3 : 4 }

        subscript(i: Int) -> Int32 {
            get { i == 0 ? m0 : i == 1 ? m1 : i == 2 ? m2 : m3 }
            set { if i == 0 { m0 = newValue } else if i == 1 { m1 = newValue } else if i == 2 { m2 = newValue } else { m3 = newValue } }
        }

        /// The members as a set, in the same order.
        var set: SymbolSet { SymbolSet(inline: (m0, m1, m2, m3), count: count) }
    }

    private var slots = OwnedVector<Int32>()
    private var pool = OwnedVector<PackedSet>()
    private var free: [Int32] = []
    /// The sets of more than four members (at some point), and the free places among them.
    private var spilled: [SymbolSet] = []
    private var freeSpilled: [Int32] = []

    var count: Int { slots.count }
    var indices: Range<Int> { slots.indices }

    /// The set of `symbol` (empty when it has none).
    subscript(symbol: Int) -> SymbolSet {
        @inline(__always) get {
            let slot = slots[symbol]
            if slot < 0 { return SymbolSet() }
            let packed = pool[Int(slot)]
            return packed.isSpilled ? spilled[Int(packed.m1)] : packed.set
        }
    }

    @inline(__always)
    func isEmpty(_ symbol: Int) -> Bool { slots[symbol] < 0 }

    /// A new symbol, with an empty set.
    mutating func append() { slots.append(-1) }

    mutating func reserve(_ total: Int) { slots.reserve(total) }

    mutating func insert(_ member: Int, into symbol: Int) {
        var slot = slots[symbol]
        if slot < 0 {
            slot = takeSlot()
            slots[symbol] = slot
        }
        var packed = pool[Int(slot)]
        if packed.isSpilled { return spilled[Int(packed.m1)].insert(member) }
        let y = Int32(member)  // traps past 2^31, as `SymbolSet.insert` does
        if packed.m0 == y || packed.m1 == y || packed.m2 == y || packed.m3 == y { return }
        let n = packed.count
        if n < 4 {
            packed[n] = y
            pool[Int(slot)] = packed
            return
        }
        var set = packed.set
        set.insert(member)
        pool[Int(slot)] = PackedSet(spilledAt: keep(set))
    }

    mutating func remove(_ member: Int, from symbol: Int) {
        let slot = slots[symbol]
        if slot < 0 { return }
        var packed = pool[Int(slot)]
        if packed.isSpilled {
            let i = Int(packed.m1)
            spilled[i].remove(member)
            if spilled[i].isEmpty { release(symbol) }
            return
        }
        guard member >= 0, member <= Int(Int32.max) else { return }
        let n = packed.count
        for i in 0..<n where packed[i] == Int32(member) {
            // Members stay packed: the last one takes the gap (as in `SymbolSet`).
            packed[i] = packed[n - 1]
            packed[n - 1] = -1
            if n == 1 { return release(symbol) }
            pool[Int(slot)] = packed
            return
        }
    }

    /// Replaces `symbol`'s set.
    mutating func set(_ symbol: Int, _ members: SymbolSet) {
        release(symbol)
        if members.isEmpty { return }
        let slot = takeSlot()
        slots[symbol] = slot
        if let inline = members.inlineMembers {
            var packed = PackedSet()
            (packed.m0, packed.m1, packed.m2, packed.m3) = inline
            pool[Int(slot)] = packed
        } else {
            pool[Int(slot)] = PackedSet(spilledAt: keep(members))
        }
    }

    private mutating func takeSlot() -> Int32 {
        if let reused = free.popLast() { return reused }
        pool.append(PackedSet())
        return Int32(pool.count - 1)
    }

    /// Stores a set of more than four members; returns its place in `spilled`.
    private mutating func keep(_ set: SymbolSet) -> Int32 {
        if let reused = freeSpilled.popLast() {
            spilled[Int(reused)] = set
            return reused
        }
        spilled.append(set)
        return Int32(spilled.count - 1)
    }

    /// Empties `symbol`'s set, freeing its slot (and whatever storage the set had).
    mutating func release(_ symbol: Int) {
        let slot = slots[symbol]
        if slot < 0 { return }
        let packed = pool[Int(slot)]
        if packed.isSpilled {
            spilled[Int(packed.m1)] = SymbolSet()
            freeSpilled.append(packed.m1)
        }
        pool[Int(slot)] = PackedSet()
        slots[symbol] = -1
        free.append(slot)
    }

    /// Forgets the symbols from `newCount` on.
    mutating func truncate(to newCount: Int) {
        for s in newCount..<slots.count { release(s) }
        slots.truncate(to: newCount)
    }

    /// Gives back the room the pool grew into past its sets.
    mutating func shrinkToFit() { pool.shrinkToFit() }

    mutating func deallocate() {
        slots.deallocate()
        pool.deallocate()
        free = []
        spilled = []
        freeSpilled = []
    }
}
