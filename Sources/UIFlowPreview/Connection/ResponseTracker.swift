import Foundation
import HTTPTypes
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

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
