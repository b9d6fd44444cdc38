import FlyingFox
import Foundation

/// The pages connected to `/api/events`, and the messages every one of them gets: a file changed
/// on disk, or was saved from another page.
actor EventHub {
    private var subscribers: [UUID: AsyncStream<WSMessage>.Continuation] = [:]
    private var isClosed = false

    /// A new subscriber's stream; `nil` once the hub is closed.
    func subscribe() -> (UUID, AsyncStream<WSMessage>)? {
        guard !isClosed else { return nil }
        // Every message carries a file's whole state, so a page that falls behind only needs the
        // newest ones.
        let (stream, continuation) = AsyncStream.makeStream(of: WSMessage.self, bufferingPolicy: .bufferingNewest(32))
        let id = UUID()
        subscribers[id] = continuation
        return (id, stream)
    }

    func unsubscribe(_ id: UUID) {
        subscribers.removeValue(forKey: id)?.finish()
    }

    func send(_ text: String, to id: UUID) {
        subscribers[id]?.yield(.text(text))
    }

    func broadcast(_ text: String) {
        for continuation in subscribers.values { continuation.yield(.text(text)) }
    }

    var count: Int { subscribers.count }

    /// Ends every stream, so that the server can stop.
    func close() {
        isClosed = true
        for continuation in subscribers.values {
            continuation.yield(.close(WSCloseCode(1001, reason: "uiflow preview stopped")))
            continuation.finish()
        }
        subscribers = [:]
    }
}

/// `/api/events`: registers the page with the hub, greets it with the version of every file, and
/// forwards the hub's messages until the page goes away. What the page sends is ignored.
struct EventsHandler: WSMessageHandler {
    var hub: EventHub
    var greeting: @Sendable () async -> String

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        guard let (id, stream) = await hub.subscribe() else {
            return AsyncStream { $0.yield(.close(WSCloseCode(1001, reason: "uiflow preview stopped"))); $0.finish() }
        }
        await hub.send(await greeting(), to: id)
        let hub = self.hub
        Task {
            for await message in client {
                if case .close = message { break }
            }
            await hub.unsubscribe(id)
        }
        return stream
    }
}
