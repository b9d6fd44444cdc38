/// How deep a Swift file nests, found in one pass over its bytes before swift-syntax reads it:
/// a file that nests deeper than swift-syntax can read safely is skipped, with the reason.
///
/// Two bounds, each from a measurement of swift-syntax 603's parser (debug build, this machine):
/// brackets of every kind (`(`, `[`, `{` and a generic's `<`) deeper than ``maximumDepth`` (a
/// 2,000-deep `Array<Array<…>>` overflowed the stack: its nesting limit does not count generic
/// arguments), and square brackets deeper than ``maximumSquareDepth`` (its look-ahead over
/// nested `[` is exponential: 16 deep took 0.7 s, 20 deep 17 s). Comments and string literals are
/// skipped as Swift lexes them, so a `[` in a string does not count.
struct NestingCheck {
    /// The deepest nesting of brackets of every kind accepted.
    static let maximumDepth = 128
    /// The deepest nesting of `[` accepted.
    static let maximumSquareDepth = 12

    /// Why the file is not read, or `nil` when its nesting is within the bounds.
    static func problem(in text: String) -> String? {
        var scanner = NestingCheck(bytes: Array(text.utf8))
        return scanner.scan()
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private var squareDepth = 0
    /// Open generic argument lists on the current line (`Array<`), counted in ``depth`` too.
    private var angles = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func scan() -> String? {
        while index < bytes.count {
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                skipLineComment()
                continue
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                skipBlockComment()
                continue
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                if skipString() { continue }
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: "["):
                depth += 1
                squareDepth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            case UInt8(ascii: "]"):
                depth = max(0, depth - 1)
                squareDepth = max(0, squareDepth - 1)
            case UInt8(ascii: "<") where index > 0 && Self.isNameByte(bytes[index - 1]) && byte(1).map(Self.opensType) == true:
                depth += 1
                angles += 1
            case UInt8(ascii: ">") where angles > 0 && bytes[index - 1] != UInt8(ascii: "-"):
                depth -= 1
                angles -= 1
            case UInt8(ascii: "\n"), UInt8(ascii: ";"):
                // A `<` that was a comparison closes nothing: generic lists end with their line.
                depth -= angles
                angles = 0
            default:
                break
            }
            if depth > Self.maximumDepth {
                return "brackets nested more than \(Self.maximumDepth) deep (line \(line)), deeper than swift-syntax reads safely"
            }
            if squareDepth > Self.maximumSquareDepth {
                return "`[` nested more than \(Self.maximumSquareDepth) deep (line \(line)), which swift-syntax takes exponential time over"
            }
            index += 1
        }
        return nil
    }

    private var line: Int { bytes[..<min(index, bytes.count)].count { $0 == UInt8(ascii: "\n") } + 1 }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// What may follow a generic's `<`: a name, `[`, `(`, `@`, `any`'s or `some`'s letter.
    private static func opensType(_ byte: UInt8) -> Bool {
        isNameByte(byte) || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "@")
    }

    private mutating func skipLineComment() {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
    }

    /// `/* … */`, nested as Swift nests them.
    private mutating func skipBlockComment() {
        var level = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                level += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                level -= 1
                index += 2
                if level == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// A string literal starting here (`"…"`, `"""…"""`, `#"…"#`, with as many `#`), skipped
    /// whole; false when the `#` starts no string (`#if`, `#selector`). Interpolations are skipped
    /// with the string: their brackets are few, and swift-syntax reads them as the string's.
    private mutating func skipString() -> Bool {
        var hashes = 0
        while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard byte(hashes) == UInt8(ascii: "\"") else { return false }
        let isMultiline = byte(hashes + 1) == UInt8(ascii: "\"") && byte(hashes + 2) == UInt8(ascii: "\"")
        index += hashes + (isMultiline ? 3 : 1)
        let quotes = isMultiline ? 3 : 1
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\"), hashes == 0 {
                index += 2
                continue
            }
            if current == UInt8(ascii: "\n"), !isMultiline { return true }
            if current == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ byte($0) == UInt8(ascii: "\"") }),
                (0..<hashes).allSatisfy({ byte(quotes + $0) == UInt8(ascii: "#") })
            {
                index += quotes + hashes
                return true
            }
            index += 1
        }
        return true
    }
}
