import Foundation
import NIOCore

/// The first handler of every preview connection: it sees the raw bytes before SwiftNIO's HTTP
/// parser does, and holds each connection to its limits in one linear pass.
///
/// - A request head (request line and header fields) is gathered here, and handed on only once it
///   is complete. A request line longer than the limit is answered 414 at once, a header field or a
///   whole head over its limit 431, a head that does not arrive in time 408: the guard stops
///   reading, answers once the requests before it have been answered (pipelining keeps its
///   order), closes its side and reads and throws away what the client still sends for a moment
///   (so that the client sees the answer, not a connection reset), then closes.
/// - Bodies pass straight through: the guard only follows their framing (`Content-Length`, or
///   chunked) to know where the next head starts. A head whose framing it does not understand (the
///   parser will refuse it anyway) turns the guard into a pass-through: SwiftNIO's own limits, set
///   to the same sizes, still apply.
/// - After an accepted WebSocket handshake, every client frame header is checked as it arrives:
///   an unmasked frame, or a continuation that continues no message, is a protocol error (close
///   1002), and a message whose frames together pass the limit is refused from the header of the
///   frame that passes it (close 1009), before its payload is read. (SwiftNIO's frame decoder
///   refuses a single frame over the limit, and it and hummingbird-websocket the other malformed
///   frames; docs/preview.md lists who enforces what.)
/// - A connection that sends nothing is closed after the idle timeout; one that has begun a head
///   must finish it within the request-head timeout (a slow-loris client gets 408), and a body
///   must arrive whole within the body deadline (past it, whatever reads the body gets
///   ``RequestBodyTimeout``, and the handler answers 408).
/// - A first request SwiftNIO's parser refuses, which nothing else would answer, is answered 400
///   here when the ``UpgradeGate`` reports it.
/// - What goes out is watched (`RequestGuard+Writes`): the connection closes only once its last
///   answer has gone to the socket, and a client that takes nothing for the write timeout is let
///   go.
final class RequestGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    enum Mode {
        /// Gathering a request head.
        case head
        /// Passing on `remaining` bytes of a body.
        case body(remaining: Int)
        /// Passing on a chunked body, following its chunks.
        case chunked(ChunkedBody)
        /// A WebSocket: frames are checked as they pass.
        case webSocket(WebSocketFrameCheck)
        /// Framing the guard does not follow: everything passes (the parser's own limits apply).
        case passthrough
        /// The parser stops after this message (an upgrade it did not take, CONNECT): what the
        /// client sends is not read.
        case ignoring
        /// An error answer is due once earlier responses are out; nothing more is read.
        case refusing(status: Int, message: String)
        /// The connection is closing: what the client still sends is read and thrown away.
        case lingering(discarded: Int)
    }

    let limits: ConnectionLimits
    var mode = Mode.head
    /// What happens when the body of the current message has passed.
    var afterBody = Mode.head
    var head = HeadScan()
    var headBytes: ByteBuffer?
    var requestsForwarded = 0
    var responsesFinished = 0
    /// The request after whose answer the connection closes (`Connection: close`, HTTP/1.0).
    var lastRequest: Int?
    var timer: Scheduled<Void>?
    /// Whether the client's 101 answer is still to be written.
    var awaitingHandshake = false
    var pendingWebSocketClose: (code: UInt16, reason: String)?
    /// Every byte handed to the socket so far, and how much of it the socket had taken at the
    /// last sign of progress (see ``checkWrites(context:)``).
    var bytesWritten = 0
    var lastWriteProgress: (sent: Int, at: NIODeadline) = (0, .now())
    var writeWatch: Scheduled<Void>?
    /// While lingering: whether the last answer has gone out to the socket, and whether the client
    /// has closed its side.
    var outputIsFlushed = false
    var inputEnded = false

    init(limits: ConnectionLimits) {
        self.limits = limits
    }

    // MARK: Lifecycle and timers

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startWaiting(context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        startWaiting(context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelTimer()
        cancelWriteWatch()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimer()
        cancelWriteWatch()
    }

    /// A new connection: it must send the first byte of a request within the idle timeout.
    func startWaiting(context: ChannelHandlerContext) {
        guard timer == nil, requestsForwarded == 0, !head.started else { return }
        schedule(context: context, after: limits.idleTimeout) { guard_, context in
            if case .head = guard_.mode, !guard_.head.started, guard_.requestsForwarded == 0 {
                context.close(promise: nil)
            }
        }
    }

    func schedule(
        context: ChannelHandlerContext, after delay: TimeAmount, _ action: @escaping (RequestGuard, ChannelHandlerContext) -> Void
    ) {
        cancelTimer()
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: delay) { [self] in
            self.timer = nil
            action(self, context)
        }
    }

    func cancelTimer() {
        timer?.cancel()
        timer = nil
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed, case .lingering = mode {
            lingeringInputEnded(context: context)
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    // MARK: Inbound

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var input = unwrapInboundIn(data)
        while input.readableBytes > 0 {
            switch mode {
            case .head:
                readHead(context: context, from: &input)
            case .body(let remaining):
                let count = min(remaining, input.readableBytes)
                mode = count == remaining ? afterBody : .body(remaining: remaining - count)
                if count == remaining { cancelTimer() }  // the body's deadline
                forward(context: context, input.readSlice(length: count))
            case .chunked(var body):
                let result = input.withUnsafeReadableBytes { body.scan($0) }
                switch result {
                case .needMore:
                    mode = .chunked(body)
                    forward(context: context, input.readSlice(length: input.readableBytes))
                case .complete(let count):
                    mode = afterBody
                    cancelTimer()  // the body's deadline
                    forward(context: context, input.readSlice(length: count))
                case .malformed:
                    // The parser will refuse it; its answer closes the connection.
                    mode = .passthrough
                }
            case .webSocket(var check):
                let (accepted, violation) = input.withUnsafeReadableBytes { check.scan($0) }
                mode = .webSocket(check)
                if accepted > 0 { forward(context: context, input.readSlice(length: accepted)) }
                if let violation {
                    input.moveReaderIndex(forwardBy: input.readableBytes)
                    refuseWebSocket(context: context, violation)
                }
            case .passthrough:
                forward(context: context, input.readSlice(length: input.readableBytes))
            case .ignoring, .refusing:
                input.moveReaderIndex(forwardBy: input.readableBytes)
            case .lingering(let discarded):
                let total = discarded + input.readableBytes
                input.moveReaderIndex(forwardBy: input.readableBytes)
                mode = .lingering(discarded: total)
                // Enough: once the answer is out, the connection closes; until then nothing more
                // is read.
                if total > limits.lingerBytes && outputIsFlushed { context.close(promise: nil) }
            }
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if case .lingering(let discarded) = mode {
            if discarded <= limits.lingerBytes { context.read() }
            return
        }
        context.fireChannelReadComplete()
    }

    func forward(context: ChannelHandlerContext, _ bytes: ByteBuffer?) {
        guard let bytes, bytes.readableBytes > 0, context.channel.isActive else { return }
        context.fireChannelRead(wrapInboundOut(bytes))
    }

    /// Gathers head bytes; hands the head on when it is complete, or refuses it.
    func readHead(context: ChannelHandlerContext, from input: inout ByteBuffer) {
        let wasStarted = head.started
        let outcome = input.withUnsafeReadableBytes { head.scan($0, limits: limits) }
        if !wasStarted && head.started {
            // The request-head timeout runs from the head's first byte.
            schedule(context: context, after: limits.requestHeadTimeout) { guard_, context in
                if case .head = guard_.mode, guard_.head.started {
                    guard_.refuse(context: context, status: 408, "the request head did not arrive in time")
                }
            }
        }
        switch outcome {
        case .needMore(let skipped):
            input.moveReaderIndex(forwardBy: skipped)
            if input.readableBytes > 0 { append(input.readSlice(length: input.readableBytes)) }
        case .complete(let skipped, let count):
            input.moveReaderIndex(forwardBy: skipped)
            append(input.readSlice(length: count))
            completeHead(context: context)
        case .tooLarge(let status, let message):
            input.moveReaderIndex(forwardBy: input.readableBytes)
            refuse(context: context, status: status, message)
        }
    }

    /// The body did not arrive in time: nothing more is read, and whatever reads the body stops
    /// with an error (the handler answers it 408, and the connection closes with the answer). The
    /// connection closes in any case a moment later.
    func bodyTimedOut(context: ChannelHandlerContext) {
        switch mode {
        case .body, .chunked: break
        default: return
        }
        mode = .ignoring
        let seconds = limits.requestBodyTimeout.nanoseconds / 1_000_000_000
        context.fireErrorCaught(RequestBodyTimeout(message: "the request body did not arrive within \(seconds) seconds"))
        schedule(context: context, after: limits.lingerTime) { _, context in context.close(promise: nil) }
    }

    func append(_ bytes: ByteBuffer?) {
        guard var bytes else { return }
        if headBytes == nil {
            headBytes = bytes
        } else {
            headBytes?.writeBuffer(&bytes)
        }
    }

    func completeHead(context: ChannelHandlerContext) {
        cancelTimer()
        let bytes = headBytes ?? ByteBuffer()
        headBytes = nil
        head = HeadScan()
        let framing = bytes.withUnsafeReadableBytes { HeadFraming($0) }
        requestsForwarded += 1
        if framing.closesConnection { lastRequest = requestsForwarded }
        // Nothing after a message that ends the connection, or the parser's HTTP, is read.
        afterBody = framing.endsHTTP || framing.closesConnection ? .ignoring : .head
        switch framing.body {
        case .none: mode = afterBody
        case .length(let count): mode = count == 0 ? afterBody : .body(remaining: count)
        case .chunked: mode = .chunked(ChunkedBody())
        case .unknown: mode = .passthrough
        }
        switch mode {
        case .body, .chunked:
            // The whole body must arrive within its deadline, however it trickles in.
            schedule(context: context, after: limits.requestBodyTimeout) { guard_, context in
                guard_.bodyTimedOut(context: context)
            }
        default:
            break
        }
        // The upgrade gate tells the guard, while this head passes, whether it accepts a WebSocket.
        forward(context: context, bytes)
    }
}
