/// A deep link that opens a screen: `@route /profiles/:userId` or `@route myapp://profiles/:userId?tab=:tab`.
public struct Route: Sendable, Hashable {
    /// The pattern, verbatim.
    public var pattern: String
    /// The placeholders, in the order they appear: a `:` followed by an identifier
    /// (`:userId`; not the `:` of `myapp://` or of a port number).
    public var placeholders: [Placeholder]
    /// The pattern with every placeholder name removed and without a trailing `/` on its path, so
    /// that `/a/:id`, `/a/:userId` and `/a/:userId/` share one shape, `/a/:`. A path that is only
    /// `/` keeps it.
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
        self.shape = Self.withoutTrailingSlash(String(shape))
    }

    /// `/detail/` as `/detail`, `myapp://detail/?tab=:` as `myapp://detail?tab=:`; `/` and the
    /// `//` of `myapp://` stay.
    private static func withoutTrailingSlash(_ shape: String) -> String {
        let scalars = Array(shape.unicodeScalars)
        // The path ends where the query or the fragment starts.
        let pathEnd = scalars.firstIndex { $0 == "?" || $0 == "#" } ?? scalars.count
        // What must stay: the leading `/` of a path, or the scheme and its `://`.
        // (A scheme holds no `:`, so a URL's first `:` is the one of its `://`.)
        var keep = 1
        if scalars.first != "/", let colon = scalars.firstIndex(of: ":") { keep = colon + 3 }
        var end = pathEnd
        while end > keep, scalars[end - 1] == "/" { end -= 1 }
        guard end < pathEnd else { return shape }
        return String(String.UnicodeScalarView(scalars[..<end] + scalars[pathEnd...]))
    }

    /// Where the pattern starts.
    public var location: SourceLocation { range.location }
}
