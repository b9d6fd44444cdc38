import Dispatch
import Foundation

/// Independent pieces of work spread over the machine's cores, with results in input order, so
/// that output stays the same byte for byte however the work was scheduled.
enum Parallel {
    /// Whether work may run concurrently: by size (the default), or never (for tests that compare
    /// both ways).
    enum Mode: Sendable {
        case automatic, sequential

        func allows(_ isLarge: Bool) -> Bool { self == .automatic && isLarge }
    }

    /// `body(0) … body(count - 1)`, concurrently when `concurrently` is true and there is more than
    /// one piece, else in order on the calling thread.
    static func map<Result: Sendable>(
        _ count: Int, concurrently: Bool = true, _ body: @Sendable (Int) -> Result
    ) -> [Result] {
        guard concurrently, count > 1, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            return (0..<count).map(body)
        }
        let results = Results<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.set(index, body(index))
        }
        return results.values
    }

    /// Slots filled from several threads, each exactly once.
    private final class Results<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Value?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Value) {
            lock.lock()
            slots[index] = value
            lock.unlock()
        }

        var values: [Value] {
            lock.lock()
            defer { lock.unlock() }
            return slots.compactMap { $0 }
        }
    }
}
