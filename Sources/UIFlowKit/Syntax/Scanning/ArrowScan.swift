/// A transition line as byte ranges: a run of `=`, an optional kind, an optional `{label}`, a run
/// of `=`, `>`, and the target: `==> Home`, `=={send mail}=> Sent`, `==present{Sign up}=> Sign up`.
struct ArrowScan {
    /// The whole line.
    var range: Range<Int>
    var kind: Range<Int>?
    var label: Range<Int>?
    /// The trimmed text after `>`; empty when there is none.
    var target: Range<Int>

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
        self.target = bytes.trimmed(index + 1..<content.upperBound)
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
