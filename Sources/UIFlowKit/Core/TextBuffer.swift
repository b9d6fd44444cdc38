import Foundation

/// The output of every writer: UTF-8 bytes appended in place, turned into a `String` or `Data`
/// once at the end.
///
/// A block of memory of its own rather than an `[UInt8]`: writers append a few bytes at a time,
/// hundreds of times a screen, and an array's append (a uniqueness check and a generic call each
/// time) was a quarter of the JSON writer's time (docs/performance.md, "Measured choices"). It is noncopyable, so that the memory has one owner, is freed once, and
/// appending needs no uniqueness check.
struct TextBuffer: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0

    init(capacity: Int = 0) {
        self.capacity = max(capacity, 256)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// The text written so far.
    var text: String { String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self) }

    /// The bytes written (valid UTF-8 by construction: every piece comes from a `String` or is
    /// ASCII), handed over without a copy and without the validation that making a `String`
    /// costs: the buffer's memory becomes the `Data`'s, freed as it was allocated.
    consuming func takeData() -> Data {
        let data = Data(
            bytesNoCopy: storage, count: count,
            deallocator: .custom { pointer, _ in pointer.assumingMemoryBound(to: UInt8.self).deallocate() })
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
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.initialize(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        reserve(source.count)
        if source.count <= 16 {
            // Most appends are a few bytes (punctuation, keys, short names), for which a call to
            // memmove costs more than the copy (docs/performance.md, "Measured choices").
            for index in 0..<source.count { storage[count + index] = base[index] }
        } else {
            (storage + count).initialize(from: base, count: source.count)
        }
        count += source.count
    }

    mutating func append(_ data: Data) {
        data.withUnsafeBytes { append($0.bindMemory(to: UInt8.self)) }
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    mutating func append(_ string: String) {
        // Read in place where the string has storage of its own: `withUTF8` is mutating, and the
        // copy it needs retained and released every string written (docs/performance.md,
        // "Measured choices"). It still serves small strings, kept inline, which
        // `withContiguousStorageIfAvailable` declines.
        if string.utf8.withContiguousStorageIfAvailable({ append($0) }) != nil { return }
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
        // At most 20 digits (UInt64.max).
        reserve(20)
        let start = count
        repeat {
            storage[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            count += 1
            magnitude /= 10
        } while magnitude > 0
        var digits = UnsafeMutableBufferPointer(start: storage + start, count: count - start)
        digits.reverse()
    }

    /// Appends `count` spaces.
    mutating func appendSpaces(_ count: Int) {
        guard count > 0 else { return }
        reserve(count)
        (storage + self.count).initialize(repeating: UInt8(ascii: " "), count: count)
        self.count += count
    }

    /// Appends `string` with the replacements of `escapes`: runs that need none are copied whole.
    mutating func append(_ string: String, escaping escapes: Escapes) {
        if string.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, escapes) }) != nil { return }
        var string = string
        string.withUTF8 { appendEscaped($0, escapes) }
    }

    private mutating func appendEscaped(_ source: UnsafeBufferPointer<UInt8>, _ escapes: Escapes) {
        escapes.special.withUnsafeBufferPointer { special in
            var pending = 0
            var index = 0
            let count = source.count
            while index < count {
                // The run of bytes that need nothing, then one that may.
                while index < count, !special[Int(source[index])] { index += 1 }
                guard index < count else { break }
                let byte = source[index]
                var replacement: String?
                var length = 1
                if byte < 0x80 {
                    replacement = escapes.ascii[Int(byte)]
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
