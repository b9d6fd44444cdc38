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

/// `/api/events`: registers the page with the hub, greets it with the version of every file, and
/// forwards the hub's messages until the page goes away or the server stops. What the page sends
/// is read and dropped (the connection's ``RequestGuard`` has already refused anything unmasked or
/// larger than the limit).
struct EventsHandler: Sendable {
    var hub: EventHub
    var greeting: @Sendable () async -> String

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        guard let (id, stream) = await hub.subscribe() else {
            try await outbound.close(.goingAway, reason: "uiflow preview stopped")
            return
        }
        await hub.send(await greeting(), to: id)
        let hubClosed = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                for try await _ in inbound {}
                return false
            }
            group.addTask {
                for await message in stream { try await outbound.write(.text(message)) }
                return !Task.isCancelled
            }
            let first = try await group.next() ?? false
            group.cancelAll()
            return first
        }
        await hub.unsubscribe(id)
        if hubClosed { try await outbound.close(.goingAway, reason: "uiflow preview stopped") }
    }
}
