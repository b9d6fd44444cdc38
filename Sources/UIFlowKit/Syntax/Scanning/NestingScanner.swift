/// Tracks string literals while scanning: a `"` opens one, `\` escapes the next byte, and the next
/// unescaped `"` closes it. Both scanners of brackets below read strings through it.
struct StringLiteralScanner {
    private(set) var isInString = false

    /// Accounts for the byte at `index` when it is part of a string (skipping an escaped byte);
    /// `false` when the byte is outside any string and was not looked at.
    mutating func consume(_ bytes: borrowing Span<UInt8>, at index: inout Int) -> Bool {
        guard isInString else { return false }
        if bytes[index] == UInt8(ascii: "\\") {
            index += 1
        } else if bytes[index] == UInt8(ascii: "\"") {
            isInString = false
        }
        return true
    }

    mutating func open() { isInString = true }
}

/// Tracks brackets and string literals while scanning a parameter or argument list.
struct NestingScanner {
    private var depth = 0
    private var angles = 0
    private var strings = StringLiteralScanner()

    var isTopLevel: Bool { depth == 0 && angles == 0 && !strings.isInString }
    var isBalanced: Bool { depth == 0 && !strings.isInString }

    /// Accounts for the byte at `index` (skipping an escaped byte in a string); `false` when a
    /// closing bracket has no opening one.
    mutating func consume(_ bytes: borrowing Span<UInt8>, at index: inout Int) -> Bool {
        if strings.consume(bytes, at: &index) { return true }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            strings.open()
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

extension Span where Element == UInt8 {
    /// The index of the `(` whose matching `)` is the last byte of `range`, if the last byte is a
    /// `)` that closes a top-level group. Quotes are honoured inside parentheses only, so a stray
    /// `"` in a name does not hide the group.
    func trailingGroup(in range: Range<Int>) -> Int? {
        guard let last = range.last, self[last] == UInt8(ascii: ")") else { return nil }
        let groups = topLevelGroups(in: range)
        return groups.depth == 0 && groups.lastClose == last ? groups.lastOpen : nil
    }

    /// The index of the top-level `(` that is still open at the end of `range`, as in
    /// `Profile(userId: Int` (its `)` forgotten); quotes are honoured as by ``trailingGroup(in:)``.
    func unclosedGroup(in range: Range<Int>) -> Int? {
        let groups = topLevelGroups(in: range)
        return groups.depth > 0 ? groups.lastOpen : nil
    }

    /// One pass over the parentheses of `range`: the last top-level `(`, where the last top-level
    /// group closed, and the depth at the end.
    private func topLevelGroups(in range: Range<Int>) -> (lastOpen: Int?, lastClose: Int?, depth: Int) {
        var depth = 0
        var strings = StringLiteralScanner()
        var lastOpen: Int?
        var lastClose: Int?
        var index = range.lowerBound
        while index < range.upperBound {
            if !strings.consume(self, at: &index) {
                switch self[index] {
                case UInt8(ascii: "("):
                    if depth == 0 { lastOpen = index }
                    depth += 1
                case UInt8(ascii: ")") where depth > 0:
                    depth -= 1
                    if depth == 0 { lastClose = index }
                case UInt8(ascii: "\"") where depth > 0:
                    strings.open()
                default:
                    break
                }
            }
            index += 1
        }
        return (lastOpen, lastClose, depth)
    }

    /// Splits `range` at each `separator` that is outside brackets and string literals; `nil` when
    /// the brackets are unbalanced or a string is unterminated.
    func splitTopLevel(_ range: Range<Int>, at separator: UInt8) -> [Range<Int>]? {
        var pieces: [Range<Int>] = []
        var pieceStart = range.lowerBound
        var scanner = NestingScanner()
        var index = range.lowerBound
        while index < range.upperBound {
            if self[index] == separator, scanner.isTopLevel {
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
        firstTopLevel(in: range) { index in self[index] == UInt8(ascii: ":") }
    }

    /// The first top-level `=` that is an assignment (not part of `==`, `!=`, `<=`, `>=`, `=>`).
    func firstTopLevelAssignment(in range: Range<Int>) -> Int? {
        firstTopLevel(in: range) { index in isAssignment(at: index, in: range) }
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

    private func isAssignment(at index: Int, in range: Range<Int>) -> Bool {
        guard self[index] == UInt8(ascii: "=") else { return false }
        let before = index > range.lowerBound ? self[index - 1] : 0
        let after = byte(index + 1, in: range)
        switch before {
        case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"): return false
        default: return after != UInt8(ascii: "=") && after != UInt8(ascii: ">")
        }
    }
}
