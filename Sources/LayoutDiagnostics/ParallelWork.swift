// Work spread over threads by index, whose results come out in index order whatever the timing.
//
// It lives in the bottom module because the driver, the Swift front end and the fixer all
// work side by side, and none of them can see another's helpers.
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Fixed slots that worker threads fill by index; read after all writes finish.
public final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = Lock()

    public init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    public subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    /// The filled slots, in index order.
    public var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
}

/// Calls `body` once for each index in `0..<count`, on at most `workers` threads (one per
/// core when nil). Each worker takes the next index no one has taken, so a slow index
/// holds up only its own worker; with one worker the indices run in order on this thread.
public func forEachIndex(count: Int, workers: Int?, _ body: @Sendable (Int) -> Void) {
    let threads = min(count, max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount))
    if threads < 2 {
        for index in 0..<count { body(index) }
        return
    }
    let next = IndexDispenser(count: count)
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        while let index = next.take() { body(index) }
    }
}

/// Hands each caller a distinct index below `count`, then nil.
private final class IndexDispenser: @unchecked Sendable {
    private let count: Int
    private var taken = 0
    private let lock = Lock()

    init(count: Int) { self.count = count }

    func take() -> Int? {
        lock.withLock {
            guard taken < count else { return nil }
            taken += 1
            return taken - 1
        }
    }
}
