import Foundation
import Synchronization

/// Runs one piece of work per file on threads of the reader's own, with stacks large enough for
/// swift-syntax's recursion (a dispatch worker's 512 KiB is not), at most ``threadCount`` at a
/// time, and each piece within a time budget: one that takes longer is given up (its thread
/// finishes it in the background and throws the result away, which the nesting bounds keep short)
/// and the rest go on. Results come back in input order, whatever order the work finished in.
struct ParseWorkers: Sendable {
    /// What became of one piece of work.
    enum Outcome<Value: Sendable>: Sendable {
        case done(Value)
        case timedOut
    }

    /// How many threads work at once.
    var threadCount: Int
    /// The stack of each thread.
    var stackBytes = 64 * 1024 * 1024
    /// How long one piece may take.
    var budget: Duration

    /// `body(0) … body(count - 1)`.
    func run<Value: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> Value) -> [Outcome<Value>] {
        guard count > 0 else { return [] }
        let state = State<Value>(count: count)
        for _ in 0..<max(1, min(threadCount, count)) { start(state, body) }
        let clock = ContinuousClock()
        while true {
            _ = state.changed.wait(timeout: .now() + .milliseconds(100))
            let now = clock.now
            // Work over its budget is given up, and a new thread takes over the rest.
            let late = state.shared.withLock { shared -> Int in
                var late = 0
                for (index, started) in shared.running where now - started > budget {
                    shared.running[index] = nil
                    shared.outcomes[index] = .timedOut
                    shared.finished += 1
                    late += 1
                }
                return late
            }
            for _ in 0..<late { start(state, body) }
            if state.shared.withLock({ $0.finished == count }) { break }
        }
        return state.shared.withLock { shared in shared.outcomes.map { $0 ?? .timedOut } }
    }

    private func start<Value: Sendable>(_ state: State<Value>, _ body: @escaping @Sendable (Int) -> Value) {
        let clock = ContinuousClock()
        let thread = Thread {
            while let index = state.shared.withLock({ shared -> Int? in
                guard shared.next < shared.outcomes.count else { return nil }
                defer { shared.next += 1 }
                shared.running[shared.next] = clock.now
                return shared.next
            }) {
                let value = body(index)
                let keepsWorking = state.shared.withLock { shared -> Bool in
                    // Given up meanwhile: another thread has taken this one's place.
                    guard shared.running.removeValue(forKey: index) != nil else { return false }
                    shared.outcomes[index] = .done(value)
                    shared.finished += 1
                    return true
                }
                state.changed.signal()
                if !keepsWorking { return }
            }
            state.changed.signal()
        }
        thread.stackSize = stackBytes
        thread.name = "uiflow.swift-sources"
        thread.start()
    }

    /// The work's progress, shared by the threads and the caller.
    private final class State<Value: Sendable>: Sendable {
        struct Shared {
            var next = 0
            var finished = 0
            var running: [Int: ContinuousClock.Instant] = [:]
            var outcomes: [Outcome<Value>?]
        }

        let shared: Mutex<Shared>
        let changed = DispatchSemaphore(value: 0)

        init(count: Int) { shared = Mutex(Shared(outcomes: Array(repeating: nil, count: count))) }
    }
}
