/// Each key's first position in a list of keys (a document's view ids, constraint ids or
/// state names), as 32-bit positions in an open-addressed table that the keys themselves
/// are read back from: a `[String: Int]` held a copy of each key and a word beside it, 0.6
/// MB of a 1,000-cell table's document while it is solved, this a quarter of that.
///
/// The table is derived from the keys, and a lookup compares them, so it serves only the
/// list it was built from (`LayoutDocument` builds it with its views, constraints and
/// states); a position past the end of a list that has since shrunk is not found.
struct FirstIndexes: Equatable, Sendable {
    /// A position, or -1 for an empty slot; a power of two long, at most three quarters full.
    private var slots: [Int32]
    /// The number of different keys.
    private(set) var count = 0

    init<Keys: RandomAccessCollection<String>>(_ keys: Keys) where Keys.Index == Int {
        var capacity = 8
        while capacity * 3 < keys.count * 4 { capacity *= 2 }
        slots = Array(repeating: -1, count: capacity)
        for position in keys.indices {
            let key = keys[position]
            var slot = Self.firstSlot(of: key, capacity: capacity)
            while slots[slot] >= 0 && keys[Int(slots[slot])] != key { slot = (slot + 1) & (capacity - 1) }
            // A key seen before keeps its first position.
            if slots[slot] < 0 {
                slots[slot] = Int32(position)
                count += 1
            }
        }
    }

    private static func firstSlot(of key: String, capacity: Int) -> Int {
        key.hashValue & (capacity - 1)
    }

    /// The first position of `key` in the list the table was built from, whose `count` keys
    /// `keyAt` reads (a closure that does not escape: a lazy collection of the keys captured,
    /// and so copied, the whole document at every lookup).
    func position(of key: String, count: Int, keyAt: (Int) -> String) -> Int? {
        let capacity = slots.count
        var slot = Self.firstSlot(of: key, capacity: capacity)
        while slots[slot] >= 0 {
            let position = Int(slots[slot])
            guard position < count else { return nil }
            if keyAt(position) == key { return position }
            slot = (slot + 1) & (capacity - 1)
        }
        return nil
    }
}
