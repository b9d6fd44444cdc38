import Foundation
import HTTPTypes
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Sees the first request of a connection, the only one SwiftNIO's upgrade handler considers, and
/// lets through as a WebSocket handshake only one the preview accepts: `GET /api/events` with a
/// valid handshake, addressed to the server (`Host`) from the page itself (`Origin`). Any other
/// request that asks for an upgrade loses its `Upgrade` header and gets `Connection: close`: the
/// preview answers it as plain HTTP (421, 403, 404, 400… with the usual JSON error) and closes,
/// rather than letting the upgrade handler answer a bare 400. An accepted handshake is announced
/// to the ``RequestGuard``, which then checks the frames that follow.
final class UpgradeGate: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    private let authorities: Authorities

    init(authorities: Authorities) {
        self.authorities = authorities
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        if head.headers.contains(name: "upgrade") || head.method == .CONNECT {
            if Self.isAcceptedHandshake(head, authorities: authorities) {
                context.triggerUserOutboundEvent(ConnectionEvent.webSocketAccepted, promise: nil)
            } else {
                head.headers.remove(name: "upgrade")
                head.headers.replaceOrAdd(name: "connection", value: "close")
            }
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    /// An error from SwiftNIO's parser before the first head was decoded: the upgrade handler
    /// that waits for that head would never answer, nor would anything close the connection. The
    /// guard answers 400 and closes it. (Later requests' errors reach Hummingbird, which does.)
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if error is HTTPParserError || error is ByteToMessageDecoderError {
            context.triggerUserOutboundEvent(ConnectionEvent.malformedRequest, promise: nil)
        }
        context.fireErrorCaught(error)
    }

    static func isAcceptedHandshake(_ head: HTTPRequestHead, authorities: Authorities) -> Bool {
        let headers = head.headers
        let path = head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let hosts = headers["host"]
        guard head.method == .GET, path == "/api/events", hosts.count == 1, authorities.allows(hosts.first),
            PreviewHandler.isSameOrigin(origin: headers["origin"].first, host: hosts.first),
            headers[canonicalForm: "upgrade"].contains(where: { $0.lowercased() == "websocket" }),
            headers[canonicalForm: "connection"].contains(where: { $0.lowercased() == "upgrade" }),
            headers["sec-websocket-version"] == ["13"],
            headers["sec-websocket-key"].count == 1,
            let key = headers["sec-websocket-key"].first, Data(base64Encoded: key)?.count == 16,
            headers["content-length"].allSatisfy({ $0 == "0" }), !headers.contains(name: "transfer-encoding")
        else { return false }
        return true
    }
}
