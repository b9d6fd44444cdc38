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

    /// `work` started on another thread, when the machine has more than one core, while the caller
    /// goes on with other work; ``Pending/value`` waits for its result. On one core it runs there.
    static func start<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> Pending<Value> {
        let pending = Pending(work)
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            DispatchQueue.global().async { pending.finish(work()) }
        } else {
            pending.finish(nil)
        }
        return pending
    }

    /// The result of work started with ``start(_:)``.
    final class Pending<Value: Sendable>: @unchecked Sendable {
        private let work: @Sendable () -> Value
        private let done = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var result: Value?

        fileprivate init(_ work: @escaping @Sendable () -> Value) { self.work = work }

        fileprivate func finish(_ value: Value?) {
            lock.lock()
            result = value
            lock.unlock()
            done.signal()
        }

        /// The result, once the work is done (done here when it was not started elsewhere).
        var value: Value {
            done.wait()
            done.signal()
            lock.lock()
            let finished = result
            lock.unlock()
            return finished ?? work()
        }
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
