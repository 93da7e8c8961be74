#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A growable vector owned outright by one object (the tableau), which calls
/// `deallocate()` once when it is done with it.
///
/// Why not `Array`: the tableau keeps a dozen per-symbol vectors, and every write to an
/// `Array` stored in a class first asks the runtime whether its buffer is uniquely
/// referenced, a call that reads the buffer's header. That check was about 6% of a small
/// solve, and on large systems the headers of the page-aligned buffers compete for the same
/// cache sets and miss. Here a write is a bounds check and a store, and an element is
/// changed in place (`costTable[i].value = …`) without any check.
///
/// It has no copy-on-write: a copy shares the storage, so it is never copied out of its
/// owner except to read, and never read after `deallocate()`.
///
/// The storage comes from `malloc` and changes size with `realloc` (Swift values move
/// bitwise): a vector that grows is extended in place where it can be, and a large one
/// (memory of its own from the system) is remapped rather than copied, so the old and the new
/// buffer are not both resident while a vector of megabytes grows; `shrinkToFit` gives the
/// tail back in place.
///
/// The storage is unwrapped with `!`, not `unsafelyUnwrapped`: in a debug build (the
/// tests') the generic `unsafelyUnwrapped` looked up the metadata of
/// `UnsafeMutablePointer<Element>` in the runtime's cache on every access, a fifth of a
/// lint's time; `!` is a branch the processor predicts.
struct OwnedVector<Element> {
    private(set) var base: UnsafeMutablePointer<Element>?
    private(set) var count = 0
    private(set) var capacity = 0

    init() {}

    var indices: Range<Int> { 0..<count }

    /// Whether the next append has to move the elements to a larger buffer.
    var isFull: Bool { count == capacity }

    subscript(i: Int) -> Element {
        @inline(__always) get {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
            return base![i]
        }
        @inline(__always) nonmutating _modify {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
            yield &base![i]
        }
    }

    @inline(__always)
    mutating func append(_ value: Element) {
        // By half, not twice over: the sets' and costs' pools grow this way, and a doubled
        // pool of a large layout is a megabyte reserved for nothing.
        if count == capacity { grow(to: Swift.max(16, capacity + capacity / 2)) }
        (base! + count).initialize(to: value)
        count += 1
    }

    /// Appends `value` `times` times.
    mutating func append(_ value: Element, times: Int) {
        // Geometric growth: callers extend by a few elements at a time.
        if count + times > capacity { grow(to: Swift.max(count + times, capacity + capacity / 2)) }
        if times > 0 { (base! + count).initialize(repeating: value, count: times) }
        count += times
    }

    /// Makes room for `total` elements.
    mutating func reserve(_ total: Int) {
        // A large first batch gets exactly what it asks for; small batches after it (a
        // layout engine puts back a few constraints at a time) grow by an eighth, so that
        // they do not copy the whole vector each time.
        if total > capacity { grow(to: Swift.max(total, capacity + capacity / 8)) }
    }

    /// Drops the elements from `newCount` on.
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count)
        if newCount < count { (base! + newCount).deinitialize(count: count - newCount) }
        count = newCount
    }

    private mutating func grow(to newCapacity: Int) { resize(to: newCapacity) }

    /// Gives back the room past the elements (all of it when there are none).
    mutating func shrinkToFit() {
        if count == 0 { return deallocate() }
        if count < capacity { resize(to: count) }
    }

    private mutating func resize(to newCapacity: Int) {
        // malloc's alignment (16 bytes) serves every element type stored here.
        precondition(MemoryLayout<Element>.alignment <= 16 && newCapacity > 0)
        let bytes = newCapacity * MemoryLayout<Element>.stride
        guard let memory = realloc(base.map { UnsafeMutableRawPointer($0) }, bytes) else {
            fatalError("out of memory (\(bytes) bytes)")
        }
        base = memory.bindMemory(to: Element.self, capacity: newCapacity)
        capacity = newCapacity
    }

    /// The elements, valid until the next change.
    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// Replaces the elements by the ones `body` writes into room for `capacity` of them;
    /// `body` returns how many it wrote.
    mutating func overwrite(capacity: Int, _ body: (UnsafeMutablePointer<Element>) -> Int) {
        truncate(to: 0)
        reserve(Swift.max(1, capacity))
        let written = body(base!)
        precondition(written <= capacity)
        count = written
    }

    /// Frees the storage; the vector is empty afterwards.
    mutating func deallocate() {
        truncate(to: 0)
        free(base)
        base = nil
        capacity = 0
    }
}
