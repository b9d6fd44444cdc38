import Foundation
import NIOCore

/// The limits a preview connection is held to (``PreviewOptions/Limits`` as the channel uses them).
struct ConnectionLimits: Sendable {
    var maxRequestLineBytes: Int
    var maxHeaderFieldBytes: Int
    var maxHeaderBytes: Int
    var maxHeaderCount: Int
    var maxWebSocketMessageBytes: Int
    var requestHeadTimeout: TimeAmount
    var idleTimeout: TimeAmount
    /// After an answer that closes the connection: how long, and how much, of what the client is
    /// still sending is read and thrown away, so that it reads the answer rather than a reset.
    var lingerTime: TimeAmount = .seconds(2)
    var lingerBytes: Int = 1 << 20
}

/// What the handlers further up tell the guard, as outbound user events.
enum ConnectionEvent: Sendable {
    /// The WebSocket handshake of the first request will be accepted: what follows its head is
    /// WebSocket frames once the server's 101 is out.
    case webSocketAccepted
    /// A response has been written to its end; `closeConnection` when nothing may follow it.
    case responseFinished(closeConnection: Bool)
}

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
///   an unmasked frame is a protocol error (close 1002), a frame or message larger than the limit
///   is refused from its header (close 1009), before its payload is read.
/// - A connection that sends nothing is closed after the idle timeout; one that has begun a head
///   must finish it within the request-head timeout (a slow-loris client gets 408).
final class RequestGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    private enum Mode {
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

    private let limits: ConnectionLimits
    private var mode = Mode.head
    /// What happens when the body of the current message has passed.
    private var afterBody = Mode.head
    private var head = HeadScan()
    private var headBytes: ByteBuffer?
    private var requestsForwarded = 0
    private var responsesFinished = 0
    /// The request after whose answer the connection closes (`Connection: close`, HTTP/1.0).
    private var lastRequest: Int?
    private var timer: Scheduled<Void>?
    /// Whether the client's 101 answer is still to be written.
    private var awaitingHandshake = false
    private var pendingWebSocketClose: (code: UInt16, reason: String)?

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
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimer()
    }

    /// A new connection: it must send the first byte of a request within the idle timeout.
    private func startWaiting(context: ChannelHandlerContext) {
        guard timer == nil, requestsForwarded == 0, !head.started else { return }
        schedule(context: context, after: limits.idleTimeout) { guard_, context in
            if case .head = guard_.mode, !guard_.head.started, guard_.requestsForwarded == 0 {
                context.close(promise: nil)
            }
        }
    }

    private func schedule(
        context: ChannelHandlerContext, after delay: TimeAmount, _ action: @escaping (RequestGuard, ChannelHandlerContext) -> Void
    ) {
        cancelTimer()
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: delay) { [self] in
            self.timer = nil
            action(self, context)
        }
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case is ChannelShouldQuiesceEvent:
            // The server is stopping: a connection that waits for a request goes now.
            if case .head = mode, requestsForwarded == responsesFinished {
                context.close(promise: nil)
                return
            }
        case let event as ChannelEvent where event == .inputClosed:
            if case .lingering = mode {
                context.close(promise: nil)
                return
            }
        default:
            break
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
                forward(context: context, input.readSlice(length: count))
            case .chunked(var body):
                let result = input.withUnsafeReadableBytes { body.scan($0) }
                switch result {
                case .needMore:
                    mode = .chunked(body)
                    forward(context: context, input.readSlice(length: input.readableBytes))
                case .complete(let count):
                    mode = afterBody
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
                if total > limits.lingerBytes { context.close(promise: nil) }
            }
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if case .lingering = mode {
            context.read()
            return
        }
        context.fireChannelReadComplete()
    }

    private func forward(context: ChannelHandlerContext, _ bytes: ByteBuffer?) {
        guard let bytes, bytes.readableBytes > 0, context.channel.isActive else { return }
        context.fireChannelRead(wrapInboundOut(bytes))
    }

    /// Gathers head bytes; hands the head on when it is complete, or refuses it.
    private func readHead(context: ChannelHandlerContext, from input: inout ByteBuffer) {
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

    private func append(_ bytes: ByteBuffer?) {
        guard var bytes else { return }
        if headBytes == nil {
            headBytes = bytes
        } else {
            headBytes?.writeBuffer(&bytes)
        }
    }

    private func completeHead(context: ChannelHandlerContext) {
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
        // The upgrade gate tells the guard, while this head passes, whether it accepts a WebSocket.
        forward(context: context, bytes)
    }

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
    private func refuse(context: ChannelHandlerContext, status: Int, _ message: String) {
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

    private func refuseWebSocket(context: ChannelHandlerContext, _ violation: WebSocketFrameCheck.Violation) {
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

/// The request head as it arrives: its lines' lengths checked byte by byte, once each.
struct HeadScan {
    /// Whether the head's first byte has come (empty lines before a request are skipped, as RFC 9112
    /// allows).
    private(set) var started = false
    private var lineLength = 0
    private var lines = 0
    private var total = 0

    enum Outcome {
        /// Every byte was taken; `skipped` leading empty-line bytes are not part of the head.
        case needMore(skipped: Int)
        /// The head ends after `count` bytes (following `skipped` ones that are not part of it).
        case complete(skipped: Int, count: Int)
        /// A limit was passed: the status (414 or 431) and why.
        case tooLarge(status: Int, message: String)
    }

    mutating func scan(_ bytes: UnsafeRawBufferPointer, limits: ConnectionLimits) -> Outcome {
        var skipped = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if !started {
                if byte == 13 || byte == 10 {
                    skipped += 1
                    continue
                }
                started = true
            }
            total += 1
            switch byte {
            case 10:
                if lineLength == 0 { return .complete(skipped: skipped, count: index - skipped) }
                lines += 1
                lineLength = 0
                if lines - 1 > limits.maxHeaderCount {
                    return .tooLarge(status: 431, message: "a request may have at most \(limits.maxHeaderCount) header fields")
                }
            case 13:
                break
            default:
                lineLength += 1
                if lines == 0 && lineLength > limits.maxRequestLineBytes {
                    return .tooLarge(status: 414, message: "the request line is longer than \(limits.maxRequestLineBytes) bytes")
                }
                if lines > 0 && lineLength > limits.maxHeaderFieldBytes {
                    return .tooLarge(status: 431, message: "a header field is longer than \(limits.maxHeaderFieldBytes) bytes")
                }
            }
            if total > limits.maxHeaderBytes {
                return lines == 0
                    ? .tooLarge(status: 414, message: "the request line is longer than \(limits.maxRequestLineBytes) bytes")
                    : .tooLarge(status: 431, message: "the request head is larger than \(limits.maxHeaderBytes) bytes")
            }
        }
        return .needMore(skipped: skipped)
    }
}

/// What a complete head says about its body, read the way SwiftNIO's parser (llhttp, strict) reads
/// it; where that is not certain, `unknown`, and the guard lets the parser decide.
struct HeadFraming {
    enum Body: Equatable {
        case none, length(Int), chunked, unknown
    }

    var body: Body = .none
    /// The parser stops after this message: an upgrade (`Connection: upgrade` and `Upgrade`), or
    /// CONNECT.
    var endsHTTP = false
    /// The connection ends with this request's answer: `Connection: close`, or HTTP/1.0 without
    /// `Connection: keep-alive`.
    var closesConnection = false

    init(_ bytes: UnsafeRawBufferPointer) {
        var lines: [Slice<UnsafeRawBufferPointer>] = []
        var start = 0
        for index in 0..<bytes.count where bytes[index] == 10 {
            var end = index
            if end > start && bytes[end - 1] == 13 { end -= 1 }
            lines.append(bytes[start..<end])
            start = index + 1
        }
        guard let requestLine = lines.first else {
            body = .unknown
            return
        }
        let method = requestLine.prefix { $0 != 32 }
        var lengths: [Slice<UnsafeRawBufferPointer>] = []
        var transferEncoding: Slice<UnsafeRawBufferPointer>?
        var hasUpgrade = false
        var connectionTokens: [String] = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let first = line.first, first != 32, first != 9, let colon = line.firstIndex(of: 58) else {
                body = .unknown  // folded or malformed: the parser decides
                return
            }
            let name = Self.lowercased(line[line.startIndex..<colon])
            let value = Self.trimmed(line[(colon + 1)..<line.endIndex])
            switch name {
            case "content-length": lengths.append(value)
            case "transfer-encoding": transferEncoding = value
            case "upgrade": hasUpgrade = true
            case "connection":
                connectionTokens += Self.lowercased(value).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            default: break
            }
        }
        endsHTTP = Array(method) == Array("CONNECT".utf8) || (hasUpgrade && connectionTokens.contains("upgrade"))
        let isHTTP10 = requestLine.reversed().prefix { $0 != 32 }.elementsEqual(Array("HTTP/1.0".utf8).reversed())
        closesConnection =
            connectionTokens.contains("close") || (isHTTP10 && !connectionTokens.contains("keep-alive"))
        if let transferEncoding {
            let last = Self.lowercased(transferEncoding).split(separator: ",").last?.trimmingCharacters(in: .whitespaces)
            body = lengths.isEmpty && last == "chunked" ? .chunked : .unknown
        } else if lengths.count == 1, let value = lengths.first, !value.isEmpty, value.count <= 18,
            value.allSatisfy({ $0 >= 48 && $0 <= 57 }), let length = Int(Self.lowercased(value))
        {
            body = .length(length)
        } else if !lengths.isEmpty {
            body = .unknown
        }
    }

    private static func lowercased(_ bytes: Slice<UnsafeRawBufferPointer>) -> String {
        String(decoding: bytes.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
    }

    private static func trimmed(_ bytes: Slice<UnsafeRawBufferPointer>) -> Slice<UnsafeRawBufferPointer> {
        var slice = bytes
        while let first = slice.first, first == 32 || first == 9 { slice = slice.dropFirst() }
        while let last = slice.last, last == 32 || last == 9 { slice = slice.dropLast() }
        return slice
    }
}

/// A chunked body followed chunk by chunk (RFC 9112 section 7.1), to find where it ends. Sizes,
/// extensions and trailers are bounded; chunk data is skipped over, not looked at.
struct ChunkedBody {
    private enum State {
        case size(digits: Int, value: Int, inExtension: Bool, length: Int)
        case data(remaining: Int)
        case dataEnd(seenCR: Bool)
        case trailer(lineLength: Int, total: Int)
    }

    private var state = State.size(digits: 0, value: 0, inExtension: false, length: 0)

    enum Outcome {
        case needMore
        /// The body ends after `count` bytes of these.
        case complete(count: Int)
        case malformed
    }

    mutating func scan(_ bytes: UnsafeRawBufferPointer) -> Outcome {
        var index = 0
        while index < bytes.count {
            switch state {
            case .data(let remaining):
                let count = min(remaining, bytes.count - index)
                index += count
                state = count == remaining ? .dataEnd(seenCR: false) : .data(remaining: remaining - count)
                continue
            default:
                break
            }
            let byte = bytes[index]
            index += 1
            switch state {
            case .size(let digits, let value, let inExtension, let length):
                guard length < 4096 else { return .malformed }
                if byte == 10 {
                    guard digits > 0 else { return .malformed }
                    state = value == 0 ? .trailer(lineLength: 0, total: 0) : .data(remaining: value)
                } else if !inExtension, let digit = Self.hexValue(byte) {
                    guard digits < 15 else { return .malformed }
                    state = .size(digits: digits + 1, value: value * 16 + digit, inExtension: false, length: length + 1)
                } else {
                    state = .size(digits: digits, value: value, inExtension: true, length: length + 1)
                }
            case .dataEnd(let seenCR):
                if byte == 10 {
                    state = .size(digits: 0, value: 0, inExtension: false, length: 0)
                } else if byte == 13 && !seenCR {
                    state = .dataEnd(seenCR: true)
                } else {
                    return .malformed
                }
            case .trailer(let lineLength, let total):
                guard total < 65536 else { return .malformed }
                if byte == 10 {
                    if lineLength == 0 { return .complete(count: index) }
                    state = .trailer(lineLength: 0, total: total + 1)
                } else if byte == 13 {
                    state = .trailer(lineLength: lineLength, total: total + 1)
                } else {
                    state = .trailer(lineLength: lineLength + 1, total: total + 1)
                }
            case .data:
                break
            }
        }
        return .needMore
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 48...57: Int(byte - 48)
        case 65...70: Int(byte - 55)
        case 97...102: Int(byte - 87)
        default: nil
        }
    }
}

/// The client's WebSocket frames, checked from their headers as they pass (RFC 6455 section 5.2):
/// masked, known opcodes, no reserved bits (no extension is negotiated), control frames short and
/// whole, and no frame or message larger than the limit. Payloads are skipped, not kept.
struct WebSocketFrameCheck {
    enum Violation: Equatable {
        case unmasked
        case tooLarge
        case malformed(String)
    }

    let maxMessageBytes: UInt64
    private var header: [UInt8] = []
    private var remaining: UInt64 = 0
    private var messageBytes: UInt64 = 0
    private var inMessage = false

    init(maxMessageBytes: UInt64) {
        self.maxMessageBytes = maxMessageBytes
        header.reserveCapacity(14)
    }

    /// How many of `bytes` may pass, and the violation that stops the rest, if any.
    mutating func scan(_ bytes: UnsafeRawBufferPointer) -> (accepted: Int, violation: Violation?) {
        var index = 0
        var frameStart = 0
        while index < bytes.count {
            if remaining > 0 {
                let count = Int(min(remaining, UInt64(bytes.count - index)))
                index += count
                remaining -= UInt64(count)
                continue
            }
            if header.isEmpty { frameStart = index }
            header.append(bytes[index])
            index += 1
            if let violation = checkHeader() { return (frameStart, violation) }
        }
        return (bytes.count, nil)
    }

    private mutating func checkHeader() -> Violation? {
        guard header.count >= 2 else { return nil }
        let fin = header[0] & 0x80 != 0
        let opcode = header[0] & 0x0F
        let short = header[1] & 0x7F
        if header.count == 2 {
            if header[0] & 0x70 != 0 { return .malformed("reserved bits are set") }
            guard [0x0, 0x1, 0x2, 0x8, 0x9, 0xA].contains(opcode) else { return .malformed("unknown opcode") }
            if header[1] & 0x80 == 0 { return .unmasked }
            if opcode >= 0x8 && (!fin || short > 125) { return .malformed("control frames must be short and whole") }
        }
        let extended = short == 126 ? 2 : short == 127 ? 8 : 0
        guard header.count == 2 + extended + 4 else { return nil }
        var length = UInt64(short)
        if extended > 0 {
            length = header[2..<(2 + extended)].reduce(0) { $0 << 8 | UInt64($1) }
            if extended == 8 && length >> 63 != 0 { return .malformed("the frame length is invalid") }
        }
        if length > maxMessageBytes { return .tooLarge }
        switch opcode {
        case 0x1, 0x2:
            if inMessage { return .malformed("a message began before the last one ended") }
            messageBytes = length
            inMessage = !fin
        case 0x0:
            if !inMessage { return .malformed("a continuation frame outside a message") }
            messageBytes += length
            if messageBytes > maxMessageBytes { return .tooLarge }
            if fin { inMessage = false }
        default:
            break
        }
        remaining = length
        header.removeAll(keepingCapacity: true)
        return nil
    }
}
