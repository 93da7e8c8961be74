import LayoutDiagnostics

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
