import Foundation
import HummingbirdWebSocket
import NIOWebSocket

/// The pages connected to `/api/events`, and the messages every one of them gets: a file changed
/// on disk, or was saved from another page.
actor EventHub {
    private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]
    private var isClosed = false

    /// A new subscriber's stream; `nil` once the hub is closed. The stream ends when the hub closes.
    func subscribe() -> (UUID, AsyncStream<String>)? {
        guard !isClosed else { return nil }
        // Every message carries a file's whole state, so a page that falls behind only needs the
        // newest ones.
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(32))
        let id = UUID()
        subscribers[id] = continuation
        return (id, stream)
    }

    func unsubscribe(_ id: UUID) {
        subscribers.removeValue(forKey: id)?.finish()
    }

    func send(_ text: String, to id: UUID) {
        subscribers[id]?.yield(text)
    }

    func broadcast(_ text: String) {
        for continuation in subscribers.values { continuation.yield(text) }
    }

    var count: Int { subscribers.count }

    /// Ends every stream (each page's socket is then closed with 1001, going away), so that the
    /// server can stop.
    func close() {
        isClosed = true
        for continuation in subscribers.values { continuation.finish() }
        subscribers = [:]
    }
}
