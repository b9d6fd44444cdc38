import Foundation
import HummingbirdWebSocket
import NIOWebSocket

/// `/api/events`: registers the page with the hub, greets it with the version of every file, and
/// forwards the hub's messages until the page goes away or the server stops. One message is
/// written at a time: while the page's socket is full, newer versions of a file replace older
/// ones in its mailbox instead of piling up, and a page that takes nothing for the write timeout
/// is disconnected by its connection's ``RequestGuard``. What the page sends is read and dropped
/// (the guard has already refused anything unmasked or larger than the limit).
struct EventsHandler: Sendable {
    var hub: EventHub
    var greeting: @Sendable () async -> EventMessage

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        guard let (id, mailbox) = await hub.subscribe() else {
            try await outbound.close(.goingAway, reason: "uiflow preview stopped")
            return
        }
        mailbox.post(await greeting(), first: true)
        let hubClosed: Bool
        do {
            hubClosed = try await forward(mailbox, inbound: inbound, outbound: outbound)
        } catch {
            // The socket failed or was closed (a page that stopped reading is let go): the page
            // leaves the hub all the same.
            await hub.unsubscribe(id)
            throw error
        }
        await hub.unsubscribe(id)
        if hubClosed { try await outbound.close(.goingAway, reason: "uiflow preview stopped") }
    }

    /// Writes the mailbox's messages until the page goes away (`false`) or the hub closes (`true`).
    private func forward(
        _ mailbox: EventMailbox, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
    ) async throws -> Bool {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                for try await _ in inbound {}
                return false
            }
            group.addTask {
                while let message = await mailbox.next() {
                    // The payload is shared with every other page: written, not copied.
                    try await outbound.write(.custom(WebSocketFrame(fin: true, opcode: .text, data: message.payload)))
                }
                return !Task.isCancelled
            }
            let first = try await group.next() ?? false
            group.cancelAll()
            return first
        }
    }
}
