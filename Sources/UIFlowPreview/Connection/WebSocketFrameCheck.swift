/// The client's WebSocket frames, checked from their headers as they pass (RFC 6455 section 5.2):
/// what SwiftNIO's frame decoder and hummingbird-websocket do not check, because the event stream
/// reads frames, not messages: that every frame is masked, that continuations continue a message,
/// and that a message's frames together stay within the limit. (They refuse a single frame over
/// `maxFrameSize` from its header, reserved bits, unknown opcodes and long or fragmented control
/// frames.) Payloads are skipped, not kept.
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
        if header.count == 2 && header[1] & 0x80 == 0 { return .unmasked }
        let extended = short == 126 ? 2 : short == 127 ? 8 : 0
        guard header.count == 2 + extended + 4 else { return nil }
        var length = UInt64(short)
        if extended > 0 {
            length = header[2..<(2 + extended)].reduce(0) { $0 << 8 | UInt64($1) }
        }
        switch opcode {
        case 0x1, 0x2:
            if inMessage { return .malformed("a message began before the last one ended") }
            messageBytes = length
            inMessage = !fin
        case 0x0:
            if !inMessage { return .malformed("a continuation frame outside a message") }
            if length > maxMessageBytes - min(messageBytes, maxMessageBytes) { return .tooLarge }
            messageBytes += length
            if fin { inMessage = false }
        default:
            break
        }
        remaining = length
        header.removeAll(keepingCapacity: true)
        return nil
    }
}
