/// ASCII classes of bytes, for scanners that read UTF-8 a byte at a time: every delimiter of the
/// notation is ASCII, and in UTF-8 an ASCII byte never occurs inside a multi-byte character.
enum ASCII {
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// A letter, a digit or `_`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    /// Space, tab, vertical tab, form feed.
    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C }
}
