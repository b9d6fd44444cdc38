/// A deep link that opens a screen: `@route /profiles/:userId` or `@route myapp://profiles/:userId?tab=:tab`.
public struct Route: Sendable, Hashable {
    /// The pattern, verbatim.
    public var pattern: String
    /// The placeholders, in the order they appear: a `:` followed by an identifier
    /// (`:userId`; not the `:` of `myapp://` or of a port number).
    public var placeholders: [Placeholder]
    /// The pattern with every placeholder name removed, so that `/a/:id` and `/a/:userId` share
    /// one shape, `/a/:`.
    public var shape: String
    /// Where the pattern is.
    public var range: SourceRange

    /// Creates a route from its pattern and its placeholders (their ranges on the pattern's line).
    public init(pattern: String, range: SourceRange, placeholders: [Placeholder]) {
        self.pattern = pattern
        self.range = range
        self.placeholders = placeholders
        // Scalar offsets on the pattern: columns count Unicode scalars.
        let scalars = Array(pattern.unicodeScalars)
        var shape = String.UnicodeScalarView()
        // One scalar at a time: `append(contentsOf:)` on the view copies the whole string.
        func keep(_ kept: ArraySlice<Unicode.Scalar>) { for scalar in kept { shape.append(scalar) } }
        var offset = 0
        for placeholder in placeholders {
            // Keep up to and including the colon; skip the name.
            let nameStart = placeholder.range.start.column - range.start.column + 1
            let nameEnd = placeholder.range.end.column - range.start.column
            guard nameStart >= offset, nameStart <= nameEnd, nameEnd <= scalars.count else { continue }
            keep(scalars[offset..<nameStart])
            offset = nameEnd
        }
        keep(scalars[offset...])
        self.shape = String(shape)
    }

    /// Where the pattern starts.
    public var location: SourceLocation { range.location }
}
