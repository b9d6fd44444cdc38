/// A transition line as byte ranges: a run of `=`, an optional kind, an optional `{label}`, a run
/// of `=`, `>`, and the target: `==> Home`, `=={send mail}=> Sent`, `==present{Sign up}=> Sign up`.
struct ArrowScan {
    /// The whole line.
    var range: Range<Int>
    var kind: Range<Int>?
    var label: Range<Int>?
    /// The trimmed text after `>`, up to a trailing `@allow`; empty when there is none.
    var target: Range<Int>
    /// A trailing `@allow rule-id, …` (`==> List @allow cycle`): from the `@` to the line's end.
    var allow: Range<Int>?

    /// Parses `content`, a trimmed line that starts with `=`; `nil` when it is not an arrow.
    init?(_ bytes: borrowing Span<UInt8>, _ content: Range<Int>) {
        let equals = UInt8(ascii: "=")
        var index = content.lowerBound
        var leading = 0
        while bytes.byte(index, in: content) == equals {
            leading += 1
            index += 1
        }
        let kindStart = index
        while ASCII.isLetter(bytes.byte(index, in: content)) { index += 1 }
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
        let target = bytes.trimmed(index + 1..<content.upperBound)
        if let allow = Self.trailingAllow(bytes, in: target) {
            self.allow = allow
            self.target = bytes.trimmed(target.lowerBound..<allow.lowerBound)
        } else {
            self.target = target
        }
    }

    private static let allowWord = Array(Directive.allow.rawValue.utf8)

    /// `@allow` and the rule ids after it, when they end `target`: the `@` starts the target or
    /// follows a blank, and only rule ids, blanks and commas come after `@allow`. One backward pass,
    /// so a line of many `@` stays linear.
    private static func trailingAllow(_ bytes: borrowing Span<UInt8>, in target: Range<Int>) -> Range<Int>? {
        var at = target.upperBound
        while at > target.lowerBound {
            let byte = bytes[at - 1]
            guard ASCII.isWordByte(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ",") || ASCII.isBlank(byte)
            else { break }
            at -= 1
        }
        // `at` is just past the first byte, going back, that cannot be part of the ids: the `@`.
        guard at > target.lowerBound, bytes[at - 1] == UInt8(ascii: "@"), target.upperBound - at >= allowWord.count,
            allowWord.indices.allSatisfy({ bytes[at + $0] == allowWord[$0] })
        else { return nil }
        let afterWord = at + allowWord.count
        let start = at - 1
        guard afterWord == target.upperBound || ASCII.isBlank(bytes[afterWord]),
            start == target.lowerBound || ASCII.isBlank(bytes[start - 1])
        else { return nil }
        return start..<target.upperBound
    }

    /// The first `}` after `start` that is followed by `=…>`, so that a label may contain `}`.
    private static func closingBrace(_ bytes: borrowing Span<UInt8>, from start: Int, in content: Range<Int>) -> Int? {
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
    static func looksLikeArrow(_ bytes: borrowing Span<UInt8>, _ content: Range<Int>) -> Bool {
        var index = content.lowerBound
        while bytes.byte(index, in: content) == UInt8(ascii: "=") { index += 1 }
        return bytes.byte(index, in: content) == UInt8(ascii: ">")
    }
}
