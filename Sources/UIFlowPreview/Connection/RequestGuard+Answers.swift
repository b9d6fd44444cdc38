import NIOCore

/// What the guard writes: the client's answers passing out, and its own refusals.
extension RequestGuard {
    // MARK: Outbound

    func read(context: ChannelHandlerContext) {
        switch mode {
        case .refusing, .ignoring:
            break  // not reading: the client's bytes stay in its own buffers
        default:
            context.read()
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard awaitingHandshake else {
            context.write(data, promise: promise)
            return
        }
        // The first answer after an accepted handshake: the 101, else the upgrade failed.
        awaitingHandshake = false
        let switched: Bool
        if case .byteBuffer(let buffer) = unwrapOutboundIn(data) {
            switched = buffer.readableBytesView.starts(with: Array("HTTP/1.1 101".utf8))
        } else {
            switched = false
        }
        context.write(data, promise: promise)
        if !switched {
            mode = .ignoring
        } else if let pending = pendingWebSocketClose {
            pendingWebSocketClose = nil
            sendClose(context: context, code: pending.code, reason: pending.reason)
        }
    }

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
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(context.channel.allocator.buffer(bytes: response))), promise: nil)
        linger(context: context)
    }

    /// Closes the connection's writing side, reads and drops what still comes for a moment, then
    /// closes it.
    private func linger(context: ChannelHandlerContext) {
        if case .lingering = mode { return }
        mode = .lingering(discarded: 0)
        context.flush()
        context.close(mode: .output, promise: nil)
        schedule(context: context, after: limits.lingerTime) { _, context in context.close(promise: nil) }
        context.read()
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

    private func sendClose(context: ChannelHandlerContext, code: UInt16, reason: String) {
        var frame = context.channel.allocator.buffer(capacity: 4 + reason.utf8.count)
        let reasonBytes = Array(reason.utf8.prefix(123))
        frame.writeBytes([0x88, UInt8(2 + reasonBytes.count), UInt8(code >> 8), UInt8(code & 0xFF)])
        frame.writeBytes(reasonBytes)
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(frame)), promise: nil)
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
        let body = Protocol.encode(Protocol.Failure(error: message))
        let head =
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: application/json; charset=utf-8\r\n"
            + "Content-Length: \(body.count)\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
            + "Connection: close\r\n\r\n"
        return Array(head.utf8) + body
    }
}
