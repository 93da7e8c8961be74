/// A set of symbols (non-negative integers) for the column index: open addressing with a
/// cheap multiplicative hash, where Swift's `Set` would spend most of its time hashing.
///
/// Iteration order depends on the insertion history; every caller either treats members
/// independently or breaks ties by symbol, so results never depend on it.
struct SymbolSet: Sequence {
    private static let empty = -1
    private static let deleted = -2

    private var slots: [Int] = []
    /// Members.
    private(set) var count = 0
    /// Members and deleted markers.
    private var occupied = 0

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func home(_ x: Int, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: x) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    func contains(_ x: Int) -> Bool {
        guard !slots.isEmpty else { return false }
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
        if (occupied + 1) * 2 > slots.count { rehash(capacity: Swift.max(4, (count + 1) * 4)) }
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
        guard !slots.isEmpty else { return }
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

    private mutating func rehash(capacity: Int) {
        var size = 4
        while size < capacity { size <<= 1 }
        let old = slots
        slots = Array(repeating: SymbolSet.empty, count: size)
        count = 0
        occupied = 0
        for s in old where s >= 0 { insert(s) }
    }

    func makeIterator() -> AnyIterator<Int> {
        var i = 0
        let slots = self.slots
        return AnyIterator {
            while i < slots.count {
                let s = slots[i]
                i += 1
                if s >= 0 { return s }
            }
            return nil
        }
    }

    /// The members, as an array.
    func members() -> [Int] { slots.filter { $0 >= 0 } }
}
