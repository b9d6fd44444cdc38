/// The identifiers of the notation: parameter and argument labels, route placeholders.
///
/// They follow Swift's rule loosely: a letter (any script) or `_`, then letters, digits or `_`.
enum Identifier {
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    static func isBody(_ scalar: Unicode.Scalar) -> Bool {
        isHead(scalar) || scalar.properties.numericType != nil
    }

    /// Whether the whole text is one identifier, or one wrapped in backticks.
    static func isValid(_ text: Substring) -> Bool {
        var scalars = text.unicodeScalars[...]
        if scalars.count >= 3, scalars.first == "`", scalars.last == "`" {
            scalars = scalars.dropFirst().dropLast()
        }
        guard let first = scalars.first, isHead(first) else { return false }
        return scalars.dropFirst().allSatisfy(isBody)
    }
}
