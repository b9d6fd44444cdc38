import Foundation

/// The output of every writer: UTF-8 bytes appended in place, turned into a `String` once at the end.
///
/// Writers append thousands of small pieces per screen. Appending to a `String`, or even to an
/// `[UInt8]`, costs dozens of instructions per call in checks; this buffer is a plain growable
/// block of memory, so an append is a bounds check and a copy. It is a class, used by one writer
/// at a time and never shared.
final class TextBuffer {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 0) {
        self.capacity = max(capacity, 256)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// The text written so far.
    var text: String { String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self) }

    /// The bytes written so far, copied once, without the UTF-8 validation that making a `String`
    /// costs (they are valid by construction: every piece comes from a `String` or is ASCII).
    var data: Data { Data(bytes: storage, count: count) }

    @inline(__always)
    private func reserve(_ additional: Int) {
        if count + additional > capacity { grow(additional) }
    }

    private func grow(_ additional: Int) {
        var newCapacity = capacity * 2
        while newCapacity < count + additional { newCapacity *= 2 }
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        reserve(source.count)
        (storage + count).update(from: base, count: source.count)
        count += source.count
    }

    func append(_ data: Data) {
        data.withUnsafeBytes { append($0.bindMemory(to: UInt8.self)) }
    }

    func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    func append(_ string: String) {
        // `withUTF8` also serves small strings (kept inline, without storage of their own), which
        // `utf8.withContiguousStorageIfAvailable` declines.
        var string = string
        string.withUTF8 { append($0) }
    }

    func append(byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Appends the decimal digits of `number`, without making a `String` of them.
    func append(_ number: Int) {
        if number < 0 { append(byte: UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var length = 0
        withUnsafeMutableBytes(of: &digits) { digits in
            repeat {
                digits[19 - length] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                length += 1
            } while magnitude > 0
            append(UnsafeBufferPointer(rebasing: digits.bindMemory(to: UInt8.self)[(20 - length)...]))
        }
    }

    /// Appends `count` spaces.
    func appendSpaces(_ count: Int) {
        reserve(count)
        (storage + self.count).initialize(repeating: UInt8(ascii: " "), count: count)
        self.count += count
    }


    /// Appends `string` with the replacements of `escapes`: runs that need none are copied whole.
    func append(_ string: String, escaping escapes: Escapes) {
        var string = string
        string.withUTF8 { appendEscaped($0, escapes) }
    }

    private func appendEscaped(_ source: UnsafeBufferPointer<UInt8>, _ escapes: Escapes) {
        var pending = 0
        var index = 0
        while index < source.count {
            let byte = source[index]
            var replacement: String?
            var length = 1
            if byte < 0x80 {
                replacement = escapes.ascii[Int(byte)]
            } else if let nonASCII = escapes.nonASCII {
                let (scalar, size) = Self.decode(source, at: index)
                length = size
                replacement = scalar.flatMap(nonASCII)
            }
            if let replacement {
                append(UnsafeBufferPointer(rebasing: source[pending..<index]))
                append(replacement)
                pending = index + length
            }
            index += length
        }
        append(UnsafeBufferPointer(rebasing: source[pending..<source.count]))
    }

    /// The scalar starting at `index` of valid UTF-8 and its length in bytes.
    private static func decode(_ source: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar?, Int) {
        let lead = source[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= source.count else { return (nil, 1) }
        var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for offset in 1..<length {
            value = value << 6 | UInt32(source[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value), length)
    }
}

/// What to replace when writing text: a replacement per ASCII byte, and optionally a function for
/// other scalars (only looked at when given, so that most escapes never decode UTF-8).
struct Escapes: Sendable {
    var ascii: [String?]
    var nonASCII: (@Sendable (Unicode.Scalar) -> String?)?

    init(_ replacements: [Character: String], controls: (@Sendable (UInt8) -> String)? = nil,
        nonASCII: (@Sendable (Unicode.Scalar) -> String?)? = nil)
    {
        var ascii = [String?](repeating: nil, count: 128)
        if let controls {
            for byte in 0..<0x20 { ascii[byte] = controls(UInt8(byte)) }
            ascii[0x7F] = controls(0x7F)
        }
        for (character, replacement) in replacements {
            if let value = character.asciiValue { ascii[Int(value)] = replacement }
        }
        self.ascii = ascii
        self.nonASCII = nonASCII
    }
}

extension String {
    /// `text` with the replacements of `escapes`.
    init(_ text: String, escaping escapes: Escapes) {
        let buffer = TextBuffer(capacity: text.utf8.count)
        buffer.append(text, escaping: escapes)
        self = buffer.text
    }
}
