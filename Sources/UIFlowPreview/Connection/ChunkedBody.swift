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
