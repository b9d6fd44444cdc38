import Foundation
import HTTPTypes
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// A preview connection: hummingbird-websocket's HTTP/1.1 channel with a WebSocket upgrade, with
/// two handlers of the preview's own around SwiftNIO's HTTP parser:
///
/// ```
/// bytes → RequestGuard → HTTP parser → UpgradeGate (first request only) → upgrade → Hummingbird
/// ```
///
/// and, on connections that stay HTTP, a ``ResponseTracker`` after the HTTP codec that tells the
/// guard when each response is out.
struct PreviewChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let inner: HTTP1WebSocketUpgradeChannel
    let limits: ConnectionLimits
    let authorities: Authorities

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let limits = self.limits
        let authorities = self.authorities
        return inner.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            try pipeline.addHandler(RequestGuard(limits: limits), position: .first)
            let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try pipeline.addHandler(UpgradeGate(authorities: authorities), position: .after(decoder))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
