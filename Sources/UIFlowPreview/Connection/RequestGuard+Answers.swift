import NIOCore

/// What the handlers above tell the guard, and the guard's own refusals.
extension RequestGuard {
    // MARK: Events from the handlers above

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard let event = event as? ConnectionEvent else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        promise?.succeed(())
        switch event {
        case .webSocketAccepted:
            cancelTimer()
            awaitingHandshake = true
            mode = .webSocket(WebSocketFrameCheck(maxMessageBytes: UInt64(limits.maxWebSocketMessageBytes)))
        case .malformedRequest:
            switch mode {
            case .refusing, .lingering: break
            default:
                // No request reached Hummingbird: none is waiting for an answer before this one.
                requestsForwarded = responsesFinished
                refuse(context: context, status: 400, "the request is not valid HTTP/1.1")
            }
        case .responseFinished(let closeConnection):
            responsesFinished += 1
            if case .refusing(let status, let message) = mode, responsesFinished >= requestsForwarded {
                answer(context: context, status: status, message)
            } else if closeConnection || lastRequest.map({ responsesFinished >= $0 }) == true {
                linger(context: context)
            }
        }
    }

    // MARK: Refusals

    /// Stops reading; answers `status` once every earlier request has been answered.
    func refuse(context: ChannelHandlerContext, status: Int, _ message: String) {
        cancelTimer()
        headBytes = nil
        mode = .refusing(status: status, message: message)
        if responsesFinished >= requestsForwarded { answer(context: context, status: status, message) }
    }

    private func answer(context: ChannelHandlerContext, status: Int, _ message: String) {
        let response = Self.errorResponse(status: status, message)
        writeOwn(context: context, context.channel.allocator.buffer(bytes: response))
        linger(context: context)
    }

    func refuseWebSocket(context: ChannelHandlerContext, _ violation: WebSocketFrameCheck.Violation) {
        let (code, reason): (UInt16, String) =
            switch violation {
            case .unmasked: (1002, "client frames must be masked")
            case .tooLarge: (1009, "messages are limited to \(limits.maxWebSocketMessageBytes) bytes")
            case .malformed(let why): (1002, why)
            }
        mode = .ignoring
        if awaitingHandshake {
            pendingWebSocketClose = (code, reason)
        } else {
            sendClose(context: context, code: code, reason: reason)
        }
    }

    func sendClose(context: ChannelHandlerContext, code: UInt16, reason: String) {
        var frame = context.channel.allocator.buffer(capacity: 4 + reason.utf8.count)
        let reasonBytes = Array(reason.utf8.prefix(123))
        frame.writeBytes([0x88, UInt8(2 + reasonBytes.count), UInt8(code >> 8), UInt8(code & 0xFF)])
        frame.writeBytes(reasonBytes)
        writeOwn(context: context, frame)
        linger(context: context)
    }

    /// A whole HTTP/1.1 error answer, as the other errors of the preview look: JSON, not cached.
    static func errorResponse(status: Int, _ message: String) -> [UInt8] {
        let reason =
            switch status {
            case 408: "Request Timeout"
            case 414: "URI Too Long"
            case 431: "Request Header Fields Too Large"
            default: "Bad Request"
            }
        let body = WireFormat.encode(WireFormat.Failure(error: message))
        let head =
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: application/json; charset=utf-8\r\n"
            + "Content-Length: \(body.count)\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
            + "Connection: close\r\n\r\n"
        return Array(head.utf8) + body
    }
}
