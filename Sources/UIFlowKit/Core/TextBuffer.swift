import Foundation

/// The output of every writer: UTF-8 bytes appended in place, turned into a `String` or `Data`
/// once at the end. A reserved `[UInt8]`: a release micro-benchmark appending 30 MB of DOT-like
/// text measured a hand-managed malloc buffer within noise of it.
struct TextBuffer {
    private var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(max(capacity, 256))
    }

    /// How many bytes have been written.
    var count: Int { bytes.count }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The bytes written (valid UTF-8 by construction: every piece comes from a `String` or is
    /// ASCII), without the validation that making a `String` costs.
    /// The array's storage is handed over, not copied: `Data` keeps it alive until it is freed
    /// (make bench, 100,000 screens: DOT 279 → 252 ms).
    consuming func takeData() -> Data {
        let bytes = self.bytes
        let count = bytes.count
        // The storage of an array that is never mutated again stays where it is while it lives.
        guard count > 0, let base = bytes.withUnsafeBufferPointer({ $0.baseAddress }) else { return Data() }
        return Data(
            bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: count,
            deallocator: .custom { _, _ in withExtendedLifetime(bytes) {} })
    }

    mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: source)
    }

    /// Appends what another buffer holds (a part written concurrently), without making `Data` of it.
    mutating func append(_ other: TextBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    mutating func append(_ data: Data) {
        bytes.append(contentsOf: data)
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    mutating func append(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends the decimal digits of `number`, without making a `String` of them.
    mutating func append(_ number: Int) {
        if number < 0 { append(byte: UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// Appends `count` spaces.
    mutating func appendSpaces(_ count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Appends `string` with the replacements of `escapes`: runs that need none are copied whole.
    mutating func append(_ string: String, escaping escapes: Escapes) {
        var string = string
        string.withUTF8 { appendEscaped($0, escapes) }
    }

    private mutating func appendEscaped(_ source: UnsafeBufferPointer<UInt8>, _ escapes: Escapes) {
        escapes.ascii.withUnsafeBufferPointer { table in
            var pending = 0
            var index = 0
            let count = source.count
            while index < count {
                let byte = source[index]
                var replacement: String?
                var length = 1
                if byte < 0x80 {
                    replacement = table[Int(byte)]
                } else if byte == 0xEF, let nonCharacter = escapes.nonCharacters, index + 2 < count,
                    source[index + 1] == 0xBF, source[index + 2] == 0xBE || source[index + 2] == 0xBF
                {
                    // U+FFFE, U+FFFF.
                    replacement = nonCharacter
                    length = 3
                } else if byte == 0xC2, let control = escapes.c1Controls, index + 1 < count,
                    source[index + 1] >= 0x80, source[index + 1] <= 0x9F
                {
                    // U+0080 … U+009F.
                    replacement = control
                    length = 2
                }
                if let replacement {
                    append(UnsafeBufferPointer(rebasing: source[pending..<index]))
                    append(replacement)
                    pending = index + length
                }
                index += length
            }
            append(UnsafeBufferPointer(rebasing: source[pending..<count]))
        }
    }
}
