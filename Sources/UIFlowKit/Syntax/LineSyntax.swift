/// The pieces of one line of the notation, as byte ranges into the file. The parser turns them
/// into model values and diagnostics.

/// `[Name]`, `[Home#]`, `[Profile(userId: Int, tab: Tab = .posts)##]`.
struct HeaderSyntax {
    /// The trimmed name, without rank marks or parameter list; empty when the header has none.
    var name: Range<Int>
    /// How many `#` close the header.
    var rank: Int
    /// The parameter list, when the trailing parentheses hold one.
    var parameters: [ListSyntax.Item]?
    /// The trailing parenthesised group, whether or not it is a parameter list.
    var group: Range<Int>?
    /// Whether the group looks like a mistyped parameter list (it has a `label:`), worth a warning
    /// when it does not parse as one.
    var looksLikeParameterList = false

    /// Parses `content`, a trimmed line that starts with `[` and ends with `]`.
    init(_ bytes: Bytes, _ content: Range<Int>) {
        var inner = bytes.trimmed(content.lowerBound + 1..<content.upperBound - 1)
        var rank = 0
        while let last = inner.last, bytes[last] == UInt8(ascii: "#") {
            rank += 1
            inner = inner.lowerBound..<last
        }
        inner = bytes.trimmed(inner)
        self.rank = rank
        self.name = inner
        guard let open = bytes.trailingGroup(in: inner) else { return }
        let group = open..<inner.upperBound
        let name = bytes.trimmed(inner.lowerBound..<open)
        self.group = group
        guard !name.isEmpty else { return }
        let list = open + 1..<inner.upperBound - 1
        if let items = ListSyntax.parse(bytes, list, isParameterList: true) {
            self.parameters = items
            self.name = name
        } else {
            looksLikeParameterList = ListSyntax.startsWithLabel(bytes, list)
        }
    }
}

/// `Profile(userId: user.id)` after an arrow: the target's name and its arguments.
struct TargetSyntax {
    var name: Range<Int>
    var arguments: [ListSyntax.Item]?
    /// The trailing parenthesised group, whether or not it is an argument list.
    var group: Range<Int>?
    /// Whether the group looks like a mistyped argument list, worth a warning.
    var looksLikeArgumentList = false

    init(_ bytes: Bytes, _ content: Range<Int>) {
        name = content
        guard let open = bytes.trailingGroup(in: content) else { return }
        let name = bytes.trimmed(content.lowerBound..<open)
        let list = open + 1..<content.upperBound - 1
        group = open..<content.upperBound
        guard !name.isEmpty else { return }
        if let items = ListSyntax.parse(bytes, list, isParameterList: false) {
            self.name = name
            self.arguments = items
        } else {
            looksLikeArgumentList = ListSyntax.startsWithLabel(bytes, list)
        }
    }
}

/// `label: value` items separated by commas: a parameter list (values are `Type` or
/// `Type = default`) or an argument list (values are verbatim expressions).
enum ListSyntax {
    struct Item {
        var label: Range<Int>
        var value: Range<Int>
    }

    /// The items of `range`, or `nil` when it is not such a list. An empty range is an empty list.
    static func parse(_ bytes: Bytes, _ range: Range<Int>, isParameterList: Bool) -> [Item]? {
        let content = bytes.trimmed(range)
        if content.isEmpty { return [] }
        guard let pieces = bytes.splitTopLevel(content, at: UInt8(ascii: ",")) else { return nil }
        var items: [Item] = []
        items.reserveCapacity(pieces.count)
        for piece in pieces {
            let piece = bytes.trimmed(piece)
            guard let colon = bytes.firstTopLevelColon(in: piece) else { return nil }
            let label = bytes.trimmed(piece.lowerBound..<colon)
            let value = bytes.trimmed(colon + 1..<piece.upperBound)
            guard bytes.isIdentifier(label), !value.isEmpty else { return nil }
            if isParameterList {
                let (type, defaultValue) = splitDefault(bytes, value)
                guard isTypeStart(bytes[type.lowerBound]), defaultValue?.isEmpty != true else { return nil }
            }
            items.append(Item(label: label, value: value))
        }
        return items
    }

    /// Splits a parameter's `Type = default` at its assignment.
    static func splitDefault(_ bytes: Bytes, _ value: Range<Int>) -> (type: Range<Int>, defaultValue: Range<Int>?) {
        guard let equals = bytes.firstTopLevelAssignment(in: value) else { return (value, nil) }
        let type = bytes.trimmed(value.lowerBound..<equals)
        return (type.isEmpty ? value : type, bytes.trimmed(equals + 1..<value.upperBound))
    }

    /// Whether the range begins like a list item, `label:`.
    static func startsWithLabel(_ bytes: Bytes, _ range: Range<Int>) -> Bool {
        guard let colon = bytes.firstTopLevelColon(in: range) else { return false }
        return bytes.isIdentifier(bytes.trimmed(range.lowerBound..<colon))
    }

    /// A type starts with a letter (any script), `_`, `[`, `(` or `@`.
    private static func isTypeStart(_ byte: UInt8) -> Bool {
        Parser.isASCIILetter(byte) || byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "[")
            || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "@")
    }
}

/// A transition line: a run of `=`, an optional kind, an optional `{label}`, a run of `=`, `>`, and
/// the target: `==> Home`, `=={send mail}=> Sent`, `==present{Sign up}=> Sign up`, `==back=>`.
struct ArrowSyntax {
    /// The whole line.
    var range: Range<Int>
    var kind: Range<Int>?
    var label: Range<Int>?
    /// The trimmed text after `>`; empty when there is none.
    var target: Range<Int>

    /// Parses `content`, a trimmed line that starts with `=`; `nil` when it is not an arrow.
    init?(_ bytes: Bytes, _ content: Range<Int>) {
        let equals = UInt8(ascii: "=")
        var index = content.lowerBound
        var leading = 0
        while bytes.byte(index, in: content) == equals {
            leading += 1
            index += 1
        }
        let kindStart = index
        while Parser.isASCIILetter(bytes.byte(index, in: content)) { index += 1 }
        let kind = kindStart..<index
        var label: Range<Int>?
        if bytes.byte(index, in: content) == UInt8(ascii: "{") {
            guard let close = Self.closingBrace(bytes, from: index + 1, in: content) else { return nil }
            label = bytes.trimmed(index + 1..<close)
            index = close + 1
        }
        var trailing = 0
        while bytes.byte(index, in: content) == equals {
            trailing += 1
            index += 1
        }
        guard bytes.byte(index, in: content) == UInt8(ascii: ">") else { return nil }
        if kind.isEmpty, label == nil {
            guard leading >= 2 else { return nil }
        } else {
            guard leading >= 1, trailing >= 1 else { return nil }
        }
        self.range = content
        self.kind = kind.isEmpty ? nil : kind
        self.label = label
        self.target = bytes.trimmed(index + 1..<content.upperBound)
    }

    /// The first `}` after `start` that is followed by `=…>`, so that a label may contain `}`.
    private static func closingBrace(_ bytes: Bytes, from start: Int, in content: Range<Int>) -> Int? {
        var index = start
        while index < content.upperBound {
            if bytes[index] == UInt8(ascii: "}") {
                var after = index + 1
                while bytes.byte(after, in: content) == UInt8(ascii: "=") { after += 1 }
                if after > index + 1, bytes.byte(after, in: content) == UInt8(ascii: ">") { return index }
            }
            index += 1
        }
        return nil
    }

    /// Whether a line that is not an arrow still looks like one (`=> Home`), worth a warning.
    static func looksLikeArrow(_ bytes: Bytes, _ content: Range<Int>) -> Bool {
        var index = content.lowerBound
        while bytes.byte(index, in: content) == UInt8(ascii: "=") { index += 1 }
        return bytes.byte(index, in: content) == UInt8(ascii: ">")
    }
}

/// What makes a `@route` pattern unusable.
enum RouteSyntax {
    /// Why `pattern` is not a route, or `nil` when it is one: a path starting with `/`, or a URL
    /// `scheme://…`, with no whitespace.
    static func problem(in pattern: String) -> String? {
        if pattern.unicodeScalars.contains(where: { $0.properties.isWhitespace }) {
            return "a route is one path or URL, with no spaces"
        }
        if pattern.hasPrefix("/") { return nil }
        guard let separator = pattern.range(of: "://") else {
            return "write a path starting with `/` (`/profiles/:userId`) or a URL (`myapp://profiles/:userId`)"
        }
        let scheme = pattern[..<separator.lowerBound]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
            scheme.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "+-.".unicodeScalars.contains($0))
            })
        else {
            return "the URL scheme `\(scheme)` must start with a letter and hold only letters, digits, `+`, `-` and `.`"
        }
        return nil
    }
}

/// UTF-8 validation of one sequence, without decoding.
enum UTF8Validation {
    /// The length of the valid UTF-8 sequence starting at `index` (a byte of 0x80 or more), or 0 when
    /// the bytes there are not valid UTF-8.
    static func sequenceLength(_ bytes: Bytes, at index: Int, end: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            upper = 0x9F
        case 0xF0:
            length = 4
            lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            upper = 0x8F
        default: return 0
        }
        guard index + length <= end else { return 0 }
        let second = bytes[index + 1]
        guard second >= lower, second <= upper else { return 0 }
        for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 {
            return 0
        }
        return length
    }
}
