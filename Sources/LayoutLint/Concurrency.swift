#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock (what `NSLock` is on Linux, without Foundation).
final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// Fixed slots that worker threads fill by index; reads happen after all writes finish.
final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = Lock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
}

/// A counter that hands each caller a distinct index.
final class AtomicCounter: @unchecked Sendable {
    private var value = 0
    private let lock = Lock()

    func increment() -> Int {
        lock.withLock {
            defer { value += 1 }
            return value
        }
    }
}
