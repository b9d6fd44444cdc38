import Foundation

/// The output of every writer: UTF-8 bytes appended in place, turned into a `String` once at the end.
///
/// Writers append thousands of small pieces per screen. Appending to a `String`, or even to an
/// `[UInt8]`, costs dozens of instructions per call in checks; this buffer is a plain growable
/// block of memory, so an append is a bounds check and a copy. It is a noncopyable struct, so that
/// the memory has one owner and its fields need no run-time exclusivity checks (a class's would).
struct TextBuffer: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    // The memory comes from malloc and grows with realloc, which moves large blocks by remapping
    // pages rather than copying them: a 200 MB document doubles its buffer without copying 100 MB.
    init(capacity: Int = 0) {
        self.capacity = max(capacity, 256)
        storage = Self.allocate(self.capacity)
    }

    deinit { free(storage) }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
        // malloc only fails when memory is exhausted; then Swift's own allocator traps, as an
        // array's growth would.
        malloc(capacity).map { $0.assumingMemoryBound(to: UInt8.self) } ?? .allocate(capacity: capacity)
    }

    /// The text written so far.
    var text: String { String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self) }

    /// The bytes written, handed over without a copy and without the UTF-8 validation that making a
    /// `String` costs (they are valid by construction: every piece comes from a `String` or is
    /// ASCII). The buffer's memory becomes the `Data`'s.
    consuming func takeData() -> Data {
        let data = Data(
            bytesNoCopy: storage, count: count,
            deallocator: .free)
        discard self
        return data
    }

    @inline(__always)
    private mutating func reserve(_ additional: Int) {
        if count + additional > capacity { grow(additional) }
    }

    private mutating func grow(_ additional: Int) {
        var newCapacity = capacity * 2
        while newCapacity < count + additional { newCapacity *= 2 }
        if let grown = realloc(storage, newCapacity) {
            storage = grown.assumingMemoryBound(to: UInt8.self)
        } else {
            let newStorage = Self.allocate(newCapacity)
            newStorage.update(from: storage, count: count)
            free(storage)
            storage = newStorage
        }
        capacity = newCapacity
    }

    mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        reserve(source.count)
        (storage + count).update(from: base, count: source.count)
        count += source.count
    }

    mutating func append(_ data: Data) {
        data.withUnsafeBytes { append($0.bindMemory(to: UInt8.self)) }
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    mutating func append(_ string: String) {
        // `withUTF8` also serves small strings (kept inline, without storage of their own), which
        // `utf8.withContiguousStorageIfAvailable` declines.
        var string = string
        string.withUTF8 { append($0) }
    }

    mutating func append(byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Appends the decimal digits of `number`, without making a `String` of them.
    mutating func append(_ number: Int) {
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
    mutating func appendSpaces(_ count: Int) {
        reserve(count)
        (storage + self.count).initialize(repeating: UInt8(ascii: " "), count: count)
        self.count += count
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

/// What to replace when writing text: a replacement per ASCII byte, and optionally for the two
/// kinds of non-ASCII characters that need one (recognised from their bytes, so that most text is
/// copied without being decoded).
struct Escapes: Sendable {
    var ascii: [String?]
    /// The replacement of U+FFFE and U+FFFF, which XML forbids.
    var nonCharacters: String?
    /// The replacement of the C1 control characters, U+0080 … U+009F.
    var c1Controls: String?

    init(
        _ replacements: [Character: String], controls: String? = nil, nonCharacters: String? = nil,
        c1Controls: String? = nil
    ) {
        var ascii = [String?](repeating: nil, count: 128)
        if let controls {
            for byte in 0..<0x20 { ascii[byte] = controls }
            ascii[0x7F] = controls
        }
        for (character, replacement) in replacements {
            if let value = character.asciiValue { ascii[Int(value)] = replacement }
        }
        self.ascii = ascii
        self.nonCharacters = nonCharacters
        self.c1Controls = c1Controls
    }

    /// With each control character (below U+0020, and U+007F) replaced by what `replacement` says.
    func replacingControls(_ replacement: (UInt8) -> String) -> Escapes {
        var copy = self
        for byte in 0..<0x20 where copy.ascii[byte] == nil { copy.ascii[byte] = replacement(UInt8(byte)) }
        if copy.ascii[0x7F] == nil { copy.ascii[0x7F] = replacement(0x7F) }
        return copy
    }
}

extension String {
    /// `text` with the replacements of `escapes`.
    init(_ text: String, escaping escapes: Escapes) {
        var buffer = TextBuffer(capacity: text.utf8.count)
        buffer.append(text, escaping: escapes)
        self = buffer.text
    }
}
