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

/// Tells the ``RequestGuard`` when each response has been written, and whether the connection
/// must close after it: the response says `Connection: close` (413, for one), or the request was
/// an upgrade or CONNECT, after which SwiftNIO's parser reads no further request.
final class ResponseTracker: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// For each request read and not yet answered, whether the connection ends with its answer.
    private var closing: [Bool] = []
    private var responseCloses = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let request) = unwrapInboundIn(data) {
            closing.append(request.method == .connect || request.headerFields[.upgrade] != nil)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let response):
            responseCloses = response.headerFields[values: .connection].contains {
                $0.lowercased().split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == "close" }
            }
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            context.write(data, promise: promise)
            let close = responseCloses || (closing.first ?? false)
            if !closing.isEmpty { closing.removeFirst() }
            responseCloses = false
            context.triggerUserOutboundEvent(ConnectionEvent.responseFinished(closeConnection: close), promise: nil)
        }
    }
}
