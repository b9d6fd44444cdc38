import NIOCore
import Synchronization

/// The first of two outcomes: listening (with the address) or failing; also used to wait for the
/// first of two events when stopping.
final class FirstOutcome: Sendable {
    typealias Value = Result<SocketAddress?, any Error>
    private let state = Mutex<(result: Value?, waiter: CheckedContinuation<Value, Never>?)>((nil, nil))

    func finish(_ result: Value) {
        let waiter = state.withLock { state -> CheckedContinuation<Value, Never>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: result)
    }

    var value: Value {
        get async {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Value? in
                    if let result = state.result { return result }
                    state.waiter = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        }
    }
}
