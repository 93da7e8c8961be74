/// The tableau's rows: per symbol, a constant and a run of terms, the runs cut from a few
/// large blocks of memory the store owns.
///
/// Why not one `[Entry]` per row: a large layout's tableau holds tens of thousands of rows of
/// two or three terms. As arrays, each row paid a 32-byte header and malloc's overhead (about
/// half of the row terms' memory), a retain and release whenever it was read out, and one
/// `free` per row when the solver went away (a sizeable part of tearing down a 1,000-cell
/// layout's solver). Here a row's terms are a run in a chunk; runs freed by a row that
/// changed length go to a free list of their length and are reused by the next row of that
/// length, and the whole store frees in one deallocation per chunk.
///
/// A row's terms are read as an `UnsafeBufferPointer`, valid until the next change to the
/// store (a change may give the row another run, and reuse the old one).
struct RowStore {
    /// One symbol's row: where its terms are, and its constant. `count < 0`: not basic.
    private struct Slot {
        var terms: UnsafeMutablePointer<Entry>?
        var count: Int32
        var capacity: Int32
        var constant: Double

        static var absent: Slot { Slot(terms: nil, count: -1, capacity: 0, constant: 0) }
    }

    /// A row as stored: valid until the next change to the store.
    struct View {
        var constant: Double
        var terms: UnsafeBufferPointer<Entry>

        /// The coefficient of `symbol`, zero when it does not occur (binary search).
        func coefficient(of symbol: Int) -> Double { Row.coefficient(of: symbol, in: terms) }

        /// A copy that outlives changes to the store.
        var row: Row { Row(constant: constant, terms: Array(terms)) }
    }

    private var slots = OwnedVector<Slot>()
    /// The chunks runs are cut from; the last one is being filled up to `chunkUsed`.
    private var chunks: [UnsafeMutablePointer<Entry>] = []
    private var chunkUsed = 0
    private var chunkCapacity = 0
    /// Per run length, the first free run of that length; a free run keeps the address of the
    /// next one in its first entry. Runs longer than `longRun` are allocated on their own and
    /// freed at once (long rows are few, and their lengths rarely repeat).
    private var freeRuns: [UnsafeMutablePointer<Entry>?] = Array(repeating: nil, count: RowStore.longRun + 1)

    private static let longRun = 64
    /// Chunks start small (a small layout's tableau holds a few hundred terms) and double up
    /// to this many entries (64 KiB).
    private static let largestChunk = 4096

    var count: Int { slots.count }
    var indices: Range<Int> { slots.indices }

    subscript(s: Int) -> View? {
        @inline(__always) get {
            let slot = slots[s]
            if slot.count < 0 { return nil }
            return View(constant: slot.constant, terms: UnsafeBufferPointer(start: slot.terms, count: Int(slot.count)))
        }
    }

    /// Whether `s` has a row.
    @inline(__always)
    func contains(_ s: Int) -> Bool { slots[s].count >= 0 }

    /// Adds a symbol without a row.
    mutating func append() { slots.append(.absent) }

    mutating func reserve(_ total: Int) { slots.reserve(total) }

    /// Forgets the symbols from `newCount` on, with their rows.
    mutating func truncate(to newCount: Int) {
        for s in newCount..<slots.count { remove(s) }
        slots.truncate(to: newCount)
    }

    /// Gives `s` the row `constant + terms` (copied), in place of the one it had.
    mutating func set(_ s: Int, constant: Double, terms: UnsafeBufferPointer<Entry>) {
        var slot = slots[s]
        let n = terms.count
        if slot.count < 0 || Int(slot.capacity) != n {
            if slot.count >= 0 { release(slot.terms, capacity: Int(slot.capacity)) }
            slot.terms = n == 0 ? nil : take(n)
            slot.capacity = Int32(n)
        }
        if n > 0 { slot.terms.unsafelyUnwrapped.update(from: terms.baseAddress!, count: n) }
        slot.count = Int32(n)
        slot.constant = constant
        slots[s] = slot
    }

    mutating func set(_ s: Int, _ row: Row) {
        row.terms.withUnsafeBufferPointer { set(s, constant: row.constant, terms: $0) }
    }

    mutating func setConstant(_ s: Int, _ constant: Double) {
        precondition(slots[s].count >= 0, "no row")
        slots[s].constant = constant
    }

    /// Takes `s`'s row away (nothing when it has none).
    mutating func remove(_ s: Int) {
        let slot = slots[s]
        guard slot.count >= 0 else { return }
        release(slot.terms, capacity: Int(slot.capacity))
        slots[s] = .absent
    }

    /// A run of `n` (> 0) entries.
    private mutating func take(_ n: Int) -> UnsafeMutablePointer<Entry> {
        if n > RowStore.longRun { return .allocate(capacity: n) }
        if let run = freeRuns[n] {
            freeRuns[n] = UnsafeMutablePointer(bitPattern: run.pointee.symbol)
            return run
        }
        if chunkUsed + n > chunkCapacity {
            // The rest of the full chunk is left unused (less than a long run).
            chunkCapacity = Swift.min(RowStore.largestChunk, Swift.max(256, chunkCapacity * 2))
            chunks.append(.allocate(capacity: chunkCapacity))
            chunkUsed = 0
        }
        let run = chunks[chunks.count - 1] + chunkUsed
        chunkUsed += n
        return run
    }

    private mutating func release(_ run: UnsafeMutablePointer<Entry>?, capacity n: Int) {
        guard let run else { return }
        if n > RowStore.longRun { run.deallocate(); return }
        // Entries are plain numbers: a run is memory to reuse, with nothing to deinitialize.
        run.pointee.symbol = Int(bitPattern: freeRuns[n])
        freeRuns[n] = run
    }

    /// Frees everything; the store is empty afterwards.
    mutating func deallocate() {
        for s in slots.indices where slots[s].capacity > RowStore.longRun { slots[s].terms?.deallocate() }
        slots.deallocate()
        for chunk in chunks { chunk.deallocate() }
        chunks = []
        chunkUsed = 0
        chunkCapacity = 0
        for n in freeRuns.indices { freeRuns[n] = nil }
    }
}
