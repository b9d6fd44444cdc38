/// Byte-level helpers over one file's UTF-8, for the parser and its scanners.
///
/// The bytes are a `Span`, which cannot outlive the array it views: nothing here can keep a
/// pointer into a file's memory past the parse. Every delimiter of the notation (`[ ] ( ) { } = >
/// : , # @ -`) is ASCII, and in UTF-8 an ASCII byte never occurs inside a multi-byte character, so
/// scanning bytes is exact and avoids decoding lines that need no decoding.
extension Span where Element == UInt8 {
    /// The byte at `index`, or 0 past the end of `range`.
    func byte(_ index: Int, in range: Range<Int>) -> UInt8 {
        range.contains(index) ? self[index] : 0
    }

    /// The text of `range`; invalid UTF-8 becomes U+FFFD, and so does NUL when `replacingNUL` (no
    /// output format, C strings for Graphviz, terminals, XML, can carry one).
    func string(_ range: Range<Int>, replacingNUL: Bool) -> String {
        let text = withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
        guard replacingNUL, text.utf8.contains(0) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
    }

    /// How many Unicode scalars start in `start..<end`: the distance in columns.
    func scalarCount(from start: Int, to end: Int) -> Int {
        guard start >= 0, start < end, end <= count else { return 0 }
        var scalars = 0
        for index in start..<end where self[index] & 0xC0 != 0x80 {
            scalars += 1
        }
        return scalars
    }

    /// The range without leading and trailing spaces, tabs and ideographic spaces (U+3000).
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        // Most ranges have nothing to trim: neither end is a blank, nor the first byte (E3) or
        // the last (80) of an ideographic space.
        if let first = range.first, let last = range.last, !ASCII.isBlank(self[first]), self[first] != 0xE3,
            !ASCII.isBlank(self[last]), self[last] != 0x80
        {
            return range
        }
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper {
            if ASCII.isBlank(self[lower]) {
                lower += 1
            } else if upper - lower >= 3, isIdeographicSpace(at: lower) {
                lower += 3
            } else {
                break
            }
        }
        while upper > lower {
            if ASCII.isBlank(self[upper - 1]) {
                upper -= 1
            } else if upper - lower >= 3, isIdeographicSpace(at: upper - 3) {
                upper -= 3
            } else {
                break
            }
        }
        return lower..<upper
    }

    private func isIdeographicSpace(at index: Int) -> Bool {
        self[index] == 0xE3 && self[index + 1] == 0x80 && self[index + 2] == 0x80
    }

    /// Whether `range` holds any blank.
    func containsBlank(_ range: Range<Int>) -> Bool {
        range.contains { ASCII.isBlank(self[$0]) }
    }

    /// Whether `range` is one identifier (or one in backticks), see ``Identifier``.
    func isIdentifier(_ range: Range<Int>) -> Bool {
        guard let first = range.first else { return false }
        // ASCII, the common case, without decoding; other scripts through Unicode properties.
        guard range.allSatisfy({ self[$0] < 0x80 }) else {
            return Identifier.isValid(Substring(string(range, replacingNUL: false)))
        }
        func isHead(_ byte: UInt8) -> Bool { ASCII.isLetter(byte) || byte == UInt8(ascii: "_") }
        if self[first] == UInt8(ascii: "`") {
            return range.count >= 3 && self[range.upperBound - 1] == UInt8(ascii: "`")
                && isHead(self[first + 1]) && (first + 2..<range.upperBound - 1).allSatisfy { ASCII.isWordByte(self[$0]) }
        }
        return isHead(self[first]) && range.dropFirst().allSatisfy { ASCII.isWordByte(self[$0]) }
    }
}
