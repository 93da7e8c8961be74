/// The tableau's rows: per symbol, a constant and a run of terms, the runs cut from a few
/// large blocks of memory (chunks) the store owns.
///
/// Why not one `[Entry]` per row: a large layout's tableau holds tens of thousands of rows of
/// two or three terms. As arrays, each row paid a 32-byte header and malloc's overhead (about
/// half of the row terms' memory), a retain and release whenever it was read out, and one
/// `free` per row when the solver went away (most of tearing down a 1,000-cell layout's
/// solver). Here a row's terms are a run in a chunk; a run freed by a row that changed length
/// goes to a free list of its length and is reused by the next row of that length, and the
/// whole store frees in one deallocation per chunk.
///
/// A row's terms are read as an `UnsafeBufferPointer`, valid until the next change to the
/// store (a change may give the row another run, and reuse the old one).
struct RowStore {
    /// One symbol's row: its constant, where its terms are (`run`, see `address`), and how
    /// many (the run's length too: a row that changes length changes runs). `count < 0`: not
    /// basic. 16 bytes, not 24 with a pointer: the tableau has one per symbol, row or not.
    private struct Slot {
        var constant: Double
        var run: UInt32
        var count: Int32

        static var absent: Slot { Slot(constant: 0, run: 0, count: -1) }
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
    /// The chunks runs are cut from, and runs longer than `longRun`, each allocated on its own
    /// (nil once freed, its index in `freeChunkIndices` for the next one).
    private var chunks: [UnsafeMutablePointer<Entry>?] = []
    private var freeChunkIndices: [Int] = []
    /// The chunk being filled, its size, and how much of it is used.
    private var fillChunk = -1
    private var fillCapacity = 0
    private var fillUsed = 0
    /// Per run length up to `longRun`, the first free run of that length (`noRun`: none); a
    /// free run keeps the next one in its first entry.
    private var freeRuns = [UInt32](repeating: RowStore.noRun, count: RowStore.longRun + 1)

    /// Long rows are few and their lengths rarely repeat: they get memory of their own, freed
    /// at once.
    private static let longRun = 64
    private static let noRun = UInt32.max
    /// A run is `chunk << offsetBits | offset`: chunks start small (a small layout's tableau
    /// holds a few hundred terms) and double up to 2^offsetBits entries (64 KiB).
    private static let offsetBits: UInt32 = 12
    private static let largestChunk = 1 << Int(offsetBits)

    var count: Int { slots.count }
    var indices: Range<Int> { slots.indices }

    @inline(__always)
    private func address(_ run: UInt32) -> UnsafeMutablePointer<Entry> {
        chunks[Int(run >> RowStore.offsetBits)].unsafelyUnwrapped + Int(run & (1 << RowStore.offsetBits - 1))
    }

    subscript(s: Int) -> View? {
        @inline(__always) get {
            let slot = slots[s]
            if slot.count <= 0 {
                if slot.count < 0 { return nil }
                return View(constant: slot.constant, terms: UnsafeBufferPointer(start: nil, count: 0))
            }
            return View(constant: slot.constant, terms: UnsafeBufferPointer(start: address(slot.run), count: Int(slot.count)))
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
        if Int(slot.count) != n {
            if slot.count > 0 { release(slot.run, count: Int(slot.count)) }
            if n > 0 { slot.run = take(n) }
        }
        if n > 0 { address(slot.run).update(from: terms.baseAddress!, count: n) }
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
        if slot.count > 0 { release(slot.run, count: Int(slot.count)) }
        slots[s] = .absent
    }

    /// A run of `n` (> 0) entries.
    private mutating func take(_ n: Int) -> UInt32 {
        if n > RowStore.longRun { return UInt32(newChunk(n)) << RowStore.offsetBits }
        let free = freeRuns[n]
        if free != RowStore.noRun {
            freeRuns[n] = UInt32(truncatingIfNeeded: address(free).pointee.symbol)
            return free
        }
        if fillChunk < 0 || fillUsed + n > fillCapacity {
            // The rest of the full chunk is left unused (less than a long run).
            fillCapacity = Swift.min(RowStore.largestChunk, Swift.max(256, fillCapacity * 2))
            fillChunk = newChunk(fillCapacity)
            fillUsed = 0
        }
        let run = UInt32(fillChunk) << RowStore.offsetBits | UInt32(fillUsed)
        fillUsed += n
        return run
    }

    private mutating func newChunk(_ size: Int) -> Int {
        let memory = UnsafeMutablePointer<Entry>.allocate(capacity: size)
        if let i = freeChunkIndices.popLast() {
            chunks[i] = memory
            return i
        }
        precondition(chunks.count < 1 << (32 - Int(RowStore.offsetBits)), "too many rows")
        chunks.append(memory)
        return chunks.count - 1
    }

    private mutating func release(_ run: UInt32, count n: Int) {
        if n > RowStore.longRun {
            let i = Int(run >> RowStore.offsetBits)
            chunks[i].unsafelyUnwrapped.deallocate()
            chunks[i] = nil
            freeChunkIndices.append(i)
            return
        }
        // Entries are plain numbers: a run is memory to reuse, with nothing to deinitialize.
        address(run).pointee.symbol = Int(freeRuns[n])
        freeRuns[n] = run
    }

    /// Frees everything; the store is empty afterwards.
    mutating func deallocate() {
        slots.deallocate()
        for chunk in chunks { chunk?.deallocate() }
        chunks = []
        freeChunkIndices = []
        fillChunk = -1
        fillCapacity = 0
        fillUsed = 0
        for n in freeRuns.indices { freeRuns[n] = RowStore.noRun }
    }
}
