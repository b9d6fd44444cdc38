import Dispatch
import Synchronization

/// Runs async work from a synchronous command, waiting for its result.
enum Blocking {
    /// The work's result; `nil` only if the task ended without one, which it cannot.
    static func run<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T? {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await work()
            box.value.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return box.value.withLock { $0.take() }
    }

    private final class Box<T: Sendable>: Sendable {
        let value = Mutex<T?>(nil)
    }
}
