/// `label: value` items separated by commas: a parameter list (values are `Type` or
/// `Type = default`) or an argument list (values are verbatim expressions).
enum ListScan {
    struct Item {
        var label: Range<Int>
        var value: Range<Int>
    }

    /// The items of `range`, or `nil` when it is not such a list. An empty range is an empty list.
    static func parse(_ bytes: borrowing Span<UInt8>, _ range: Range<Int>, isParameterList: Bool) -> [Item]? {
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
    static func splitDefault(_ bytes: borrowing Span<UInt8>, _ value: Range<Int>) -> (type: Range<Int>, defaultValue: Range<Int>?) {
        guard let equals = bytes.firstTopLevelAssignment(in: value) else { return (value, nil) }
        let type = bytes.trimmed(value.lowerBound..<equals)
        return (type.isEmpty ? value : type, bytes.trimmed(equals + 1..<value.upperBound))
    }

    /// Whether the range begins like a list item, `label:`.
    static func startsWithLabel(_ bytes: borrowing Span<UInt8>, _ range: Range<Int>) -> Bool {
        guard let colon = bytes.firstTopLevelColon(in: range) else { return false }
        return bytes.isIdentifier(bytes.trimmed(range.lowerBound..<colon))
    }

    /// A type starts with a letter (any script), `_`, `[`, `(` or `@`.
    private static func isTypeStart(_ byte: UInt8) -> Bool {
        ASCII.isLetter(byte) || byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "[")
            || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "@")
    }
}

/// A name followed by a parenthesised list, as a header's `Profile(userId: Int)` and a target's
/// `Profile(userId: user.id)` are written: the one place that tells the name from the list.
struct NamedList {
    /// The name: the whole content when there is no list.
    var name: Range<Int>
    /// The list's items, when the trailing parentheses hold one.
    var items: [ListScan.Item]?
    /// The trailing parenthesised group, whether or not it is a list.
    var group: Range<Int>?
    /// Whether the group looks like a mistyped list (it has a `label:`), worth a warning when it
    /// does not parse as one.
    var looksLikeList = false
    /// Whether the group lacks its closing `)` (`Profile(userId: Int`): it runs to the end of the
    /// content, and is read as a list all the same when its content is one (worth a warning).
    var isUnclosed = false

    init(_ bytes: borrowing Span<UInt8>, _ content: Range<Int>, isParameterList: Bool) {
        name = content
        let list: Range<Int>
        if let open = bytes.trailingGroup(in: content) {
            list = open + 1..<content.upperBound - 1
        } else if let open = bytes.unclosedGroup(in: content) {
            // Only a group with content: `[Smile :(]` stays a name, without a warning.
            list = open + 1..<content.upperBound
            guard !bytes.trimmed(list).isEmpty else { return }
            isUnclosed = true
        } else {
            return
        }
        let open = list.lowerBound - 1
        let name = bytes.trimmed(content.lowerBound..<open)
        group = open..<content.upperBound
        guard !name.isEmpty else { return }
        if let items = ListScan.parse(bytes, list, isParameterList: isParameterList) {
            self.name = name
            self.items = items
        } else {
            looksLikeList = ListScan.startsWithLabel(bytes, list)
        }
    }

    /// The name and the list as they should have been written, `Profile(userId: Int)`, for a
    /// warning about a group without its `)`.
    func closed(_ bytes: borrowing Span<UInt8>) -> String {
        bytes.string(name.lowerBound..<(group?.upperBound ?? name.upperBound), replacingNUL: true) + ")"
    }
}

/// `[Name]`, `[Home#]`, `[Profile(userId: Int, tab: Tab = .posts)##]`, as byte ranges.
struct HeaderScan {
    /// The name and parameter list, without rank marks.
    var list: NamedList
    /// How many `#` close the header.
    var rank: Int

    /// Parses `content`, a trimmed line that starts with `[` and ends with `]`.
    init(_ bytes: borrowing Span<UInt8>, _ content: Range<Int>) {
        var inner = bytes.trimmed(content.lowerBound + 1..<content.upperBound - 1)
        var rank = 0
        while let last = inner.last, bytes[last] == UInt8(ascii: "#") {
            rank += 1
            inner = inner.lowerBound..<last
        }
        self.rank = rank
        self.list = NamedList(bytes, bytes.trimmed(inner), isParameterList: true)
    }
}
