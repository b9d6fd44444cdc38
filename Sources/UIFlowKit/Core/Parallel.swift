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

    /// `work` started on another thread, when `concurrently` is true and the machine has more than
    /// one core, while the caller goes on with other work; ``Pending/value`` gives its result.
    /// Whichever comes first runs it, the other thread or the reader, so that a reader on a busy
    /// thread pool never waits for work that no thread is free to start.
    static func start<Value: Sendable>(concurrently: Bool = true, _ work: @escaping @Sendable () -> Value) -> Pending<Value> {
        let pending = Pending(work)
        if concurrently, ProcessInfo.processInfo.activeProcessorCount > 1 {
            DispatchQueue.global().async { pending.runUnlessClaimed() }
        }
        return pending
    }

    /// The result of work started with ``start(_:)``.
    final class Pending<Value: Sendable>: @unchecked Sendable {
        private enum State {
            case waiting, running
            case done(Value)
        }

        private let work: @Sendable () -> Value
        private let lock = NSLock()
        private let finished = DispatchSemaphore(value: 0)
        private var state = State.waiting

        fileprivate init(_ work: @escaping @Sendable () -> Value) { self.work = work }

        /// Runs the work here if no thread has started it; returns whether it did.
        @discardableResult
        fileprivate func runUnlessClaimed() -> Bool {
            let claimed = lock.withLock {
                guard case .waiting = state else { return false }
                state = .running
                return true
            }
            guard claimed else { return false }
            let value = work()
            lock.withLock { state = .done(value) }
            finished.signal()
            return true
        }

        /// The result: the work run here if no other thread has started it, else once it is done.
        var value: Value {
            if !runUnlessClaimed() {
                // Running or done elsewhere: wait for its end, and leave the signal for the next reader.
                finished.wait()
                finished.signal()
            }
            let done: Value? = lock.withLock {
                if case .done(let value) = state { return value }
                return nil
            }
            // Always done by now (signalled after it is set); running it again only keeps this total.
            return done ?? work()
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
