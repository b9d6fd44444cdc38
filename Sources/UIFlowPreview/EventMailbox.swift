import Synchronization

/// What waits to be sent to one page of the event stream: at most one message per key (the
/// greeting, and the newest state of each file), in the order their keys first came. A message
/// whose key is already waiting replaces it in place, so a page that reads slowly, or not at all,
/// holds at most one message per file, however many changes it misses; the messages themselves
/// are shared with the other pages.
final class EventMailbox: Sendable {
    private struct State {
        var waiting: [EventMessage] = []
        var reader: CheckedContinuation<EventMessage?, Never>?
        var isFinished = false
    }

    private let state = Mutex(State())

    /// Queues `message` (at the front when `first`: the greeting goes before any change that came
    /// meanwhile), or replaces the waiting one with its key; nothing once finished.
    func post(_ message: EventMessage, first: Bool = false) {
        let reader = state.withLock { state -> CheckedContinuation<EventMessage?, Never>? in
            guard !state.isFinished else { return nil }
            if let reader = state.reader {
                state.reader = nil
                return reader
            }
            if let index = state.waiting.firstIndex(where: { $0.key == message.key }) {
                state.waiting[index] = message
            } else {
                state.waiting.insert(message, at: first ? 0 : state.waiting.endIndex)
            }
            return nil
        }
        reader?.resume(returning: message)
    }

    /// The next message, waiting for one; `nil` once finished (or when the task is cancelled).
    func next() async -> EventMessage? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<EventMessage?, Never>) in
                let ready = state.withLock { state -> EventMessage?? in
                    if !state.waiting.isEmpty { return .some(state.waiting.removeFirst()) }
                    if state.isFinished || Task.isCancelled { return .some(nil) }
                    state.reader = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            finish()
        }
    }

    /// How many messages wait.
    var count: Int { state.withLock { $0.waiting.count } }

    /// Ends the mailbox: what waits is dropped, and ``next()`` returns `nil`.
    func finish() {
        let reader = state.withLock { state -> CheckedContinuation<EventMessage?, Never>? in
            state.isFinished = true
            state.waiting = []
            defer { state.reader = nil }
            return state.reader
        }
        reader?.resume(returning: nil)
    }
}
