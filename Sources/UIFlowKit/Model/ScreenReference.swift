/// A screen named in a directive, such as a tab of `@tabs`: the name as written, and where.
public struct ScreenReference: Sendable, Hashable {
    /// The name, trimmed.
    public var name: String
    /// Where the name is written.
    public var range: SourceRange

    /// Creates a reference.
    public init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }

    /// Where the name starts.
    public var location: SourceLocation { range.location }
}
