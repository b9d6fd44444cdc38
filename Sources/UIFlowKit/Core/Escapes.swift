/// What to replace when writing text: a replacement per ASCII byte, and optionally for the two
/// kinds of non-ASCII characters that need one (recognised from their bytes, so that most text is
/// copied without being decoded).
public struct Escapes: Sendable {
    private(set) var ascii: [String?]
    /// The replacement of U+FFFE and U+FFFF, which XML forbids.
    private(set) var nonCharacters: String?
    /// The replacement of the C1 control characters, U+0080 … U+009F.
    private(set) var c1Controls: String?
    /// For each byte, whether it may start a replacement: an ASCII byte with one, 0xEF with
    /// ``nonCharacters``, 0xC2 with ``c1Controls``. Text is copied in runs up to the next such byte
    /// instead of looking each byte's replacement up (docs/performance.md, "Measured choices").
    private(set) var special: [Bool] = []

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
        markSpecialBytes()
    }

    private mutating func markSpecialBytes() {
        special = (0..<256).map { byte in
            byte < 0x80 ? ascii[byte] != nil : (byte == 0xEF && nonCharacters != nil) || (byte == 0xC2 && c1Controls != nil)
        }
    }

    /// With each control character (below U+0020, and U+007F) replaced by what `replacement` says.
    func replacingControls(_ replacement: (UInt8) -> String) -> Escapes {
        var copy = self
        for byte in 0..<0x20 where copy.ascii[byte] == nil { copy.ascii[byte] = replacement(UInt8(byte)) }
        if copy.ascii[0x7F] == nil { copy.ascii[0x7F] = replacement(0x7F) }
        copy.markSpecialBytes()
        return copy
    }
}

extension Escapes {
    /// XML character data and attribute values: `&`, `<`, `>` and `"` as entities.
    public static let xml = Escapes(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"])

    /// `text` with these replacements.
    public func escaping(_ text: String) -> String { String(text, escaping: self) }
}

extension String {
    /// `text` with the replacements of `escapes`.
    init(_ text: String, escaping escapes: Escapes) {
        var buffer = TextBuffer(capacity: text.utf8.count)
        buffer.append(text, escaping: escapes)
        self = buffer.text
    }
}
