extension String {
    /// Appends `text`, with each scalar for which `replacement` gives a string replaced by it.
    ///
    /// Runs of scalars that need no replacement are appended as slices, in place: appending through
    /// `unicodeScalars` instead would copy the whole string each time, which makes writing a large
    /// document quadratic.
    mutating func append(escaping text: String, _ replacement: (Unicode.Scalar) -> String?) {
        let scalars = text.unicodeScalars
        var pending = scalars.startIndex
        var index = pending
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            if let replaced = replacement(scalars[index]) {
                self += text.unicodeScalars[pending..<index]
                self += replaced
                pending = next
            }
            index = next
        }
        if pending == scalars.startIndex {
            self += text
        } else {
            self += text.unicodeScalars[pending...]
        }
    }

    /// `+=` for a slice of unicode scalars, without going through a temporary `String`.
    static func += (lhs: inout String, rhs: Substring.UnicodeScalarView) {
        lhs += Substring(rhs)
    }
}
