/// `[Name]`, `[Home#]`, `[Profile(userId: Int, tab: Tab = .posts)##]`.
public struct HeaderSyntax: Sendable, Hashable {
    /// The whole header, brackets included.
    public var range: SourceRange
    /// The name, trimmed, without rank marks or parameter list; empty when the header has none.
    public var name: SyntaxText
    /// How many `#` close the header.
    public var rank: Int
    /// The parameter list; `nil` when the header has none (`[Home()]` has an empty one).
    public var parameters: [ParameterSyntax]?

    /// Creates a header.
    public init(range: SourceRange, name: SyntaxText, rank: Int = 0, parameters: [ParameterSyntax]? = nil) {
        self.range = range
        self.name = name
        self.rank = rank
        self.parameters = parameters
    }
}
