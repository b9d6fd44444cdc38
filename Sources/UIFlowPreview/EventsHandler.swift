import Foundation
import HummingbirdWebSocket
import NIOWebSocket

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
