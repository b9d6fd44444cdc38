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
