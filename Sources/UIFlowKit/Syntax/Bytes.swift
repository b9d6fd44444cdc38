/// Byte-level helpers over one file's UTF-8, shared by the lexer and the parser.
///
/// Every delimiter of the notation (`[ ] ( ) { } = > : , # @ -`) is ASCII, and in UTF-8 an ASCII
/// byte never occurs inside a multi-byte character, so scanning bytes is exact and avoids
/// decoding lines that need no decoding.
struct Bytes {
    let buffer: UnsafeBufferPointer<UInt8>
    /// Whether the file holds a NUL byte, which ``string(_:)`` then replaces: no output format
    /// (C strings for Graphviz, terminals, XML) can carry one.
    private let hasNUL: Bool

    init(buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        self.hasNUL = buffer.contains(0)
    }

    subscript(_ index: Int) -> UInt8 { buffer[index] }

    /// The byte at `index`, or 0 past the end of `range`.
    func byte(_ index: Int, in range: Range<Int>) -> UInt8 {
        range.contains(index) ? buffer[index] : 0
    }

    /// The text of `range`; invalid UTF-8 becomes U+FFFD and NUL becomes U+FFFD.
    func string(_ range: Range<Int>) -> String {
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
        guard hasNUL, text.utf8.contains(0) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
    }

    /// How many Unicode scalars start in `start..<end`: the distance in columns.
    func scalarCount(from start: Int, to end: Int) -> Int {
        var count = 0
        var index = start
        while index < end {
            if buffer[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    // MARK: Whitespace

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C }

    /// The range without leading and trailing spaces, tabs and ideographic spaces (U+3000).
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper {
            if Self.isBlank(buffer[lower]) {
                lower += 1
            } else if upper - lower >= 3, isIdeographicSpace(at: lower) {
                lower += 3
            } else {
                break
            }
        }
        while upper > lower {
            if Self.isBlank(buffer[upper - 1]) {
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
        buffer[index] == 0xE3 && buffer[index + 1] == 0x80 && buffer[index + 2] == 0x80
    }

    func isIdentifier(_ range: Range<Int>) -> Bool {
        guard let first = range.first else { return false }
        // ASCII, the common case, without decoding; other scripts through Unicode properties.
        guard range.allSatisfy({ buffer[$0] < 0x80 }) else { return Identifier.isValid(Substring(string(range))) }
        func isHead(_ byte: UInt8) -> Bool { Parser.isASCIILetter(byte) || byte == UInt8(ascii: "_") }
        func isBody(_ byte: UInt8) -> Bool { isHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) }
        if buffer[first] == UInt8(ascii: "`") {
            return range.count >= 3 && buffer[range.upperBound - 1] == UInt8(ascii: "`")
                && isHead(buffer[first + 1]) && (first + 2..<range.upperBound - 1).allSatisfy { isBody(buffer[$0]) }
        }
        return isHead(buffer[first]) && range.dropFirst().allSatisfy { isBody(buffer[$0]) }
    }

    // MARK: Brackets

    /// The index of the `(` whose matching `)` is the last byte of `range`, if the last byte is a
    /// `)` that closes a top-level group. Quotes are honoured inside parentheses only, so a stray
    /// `"` in a name does not hide the group.
    func trailingGroup(in range: Range<Int>) -> Int? {
        guard let last = range.last, buffer[last] == UInt8(ascii: ")") else { return nil }
        var depth = 0
        var inString = false
        var groupStart: Int?
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = buffer[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "(") {
                if depth == 0 { groupStart = index }
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                if depth > 0 {
                    depth -= 1
                    if depth == 0, index == last { return groupStart }
                }
            } else if byte == UInt8(ascii: "\""), depth > 0 {
                inString = true
            }
            index += 1
        }
        return nil
    }

    /// Splits `range` at each `separator` that is outside brackets and string literals; `nil` when
    /// the brackets are unbalanced or a string is unterminated.
    func splitTopLevel(_ range: Range<Int>, at separator: UInt8) -> [Range<Int>]? {
        var pieces: [Range<Int>] = []
        var pieceStart = range.lowerBound
        var scanner = NestingScanner()
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = buffer[index]
            if byte == separator, scanner.isTopLevel {
                pieces.append(pieceStart..<index)
                pieceStart = index + 1
            } else if !scanner.consume(self, at: &index) {
                return nil
            }
            index += 1
        }
        guard scanner.isBalanced else { return nil }
        pieces.append(pieceStart..<range.upperBound)
        return pieces
    }

    /// The first top-level `:` in `range`.
    func firstTopLevelColon(in range: Range<Int>) -> Int? {
        firstTopLevel(in: range) { index in buffer[index] == UInt8(ascii: ":") }
    }

    /// The first top-level `=` that is an assignment (not part of `==`, `!=`, `<=`, `>=`, `=>`).
    func firstTopLevelAssignment(in range: Range<Int>) -> Int? {
        firstTopLevel(in: range) { index in
            guard buffer[index] == UInt8(ascii: "=") else { return false }
            let before = index > range.lowerBound ? buffer[index - 1] : 0
            let after = byte(index + 1, in: range)
            switch before {
            case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"): return false
            default: return after != UInt8(ascii: "=") && after != UInt8(ascii: ">")
            }
        }
    }

    private func firstTopLevel(in range: Range<Int>, where matches: (Int) -> Bool) -> Int? {
        var scanner = NestingScanner()
        var index = range.lowerBound
        while index < range.upperBound {
            if scanner.isTopLevel, matches(index) { return index }
            guard scanner.consume(self, at: &index) else { return nil }
            index += 1
        }
        return nil
    }
}

/// Tracks brackets and string literals while scanning a parameter or argument list.
private struct NestingScanner {
    private var depth = 0
    private var angles = 0
    private var inString = false

    var isTopLevel: Bool { depth == 0 && angles == 0 && !inString }
    var isBalanced: Bool { depth == 0 && !inString }

    /// Accounts for the byte at `index` (skipping an escaped byte in a string); `false` when a
    /// closing bracket has no opening one.
    mutating func consume(_ bytes: Bytes, at index: inout Int) -> Bool {
        let byte = bytes[index]
        if inString {
            if byte == UInt8(ascii: "\\") {
                index += 1
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            return true
        }
        switch byte {
        case UInt8(ascii: "\""):
            inString = true
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            guard depth > 0 else { return false }
            depth -= 1
        case UInt8(ascii: "<"):
            angles += 1
        case UInt8(ascii: ">"):
            // `->` in a function type is not a closing angle bracket.
            let isArrow = index > 0 && bytes[index - 1] == UInt8(ascii: "-")
            if angles > 0, !isArrow { angles -= 1 }
        default:
            break
        }
        return true
    }
}
