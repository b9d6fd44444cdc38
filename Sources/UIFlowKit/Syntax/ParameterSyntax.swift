/// `userId: Int` or `tab: Tab = .posts` in a header's parameter list.
public struct ParameterSyntax: Sendable, Hashable {
    /// The whole parameter.
    public var range: SourceRange
    /// The label.
    public var label: SyntaxText
    /// The type, as written.
    public var type: SyntaxText
    /// The default value, as written.
    public var defaultValue: SyntaxText?

    /// Creates a parameter.
    public init(range: SourceRange, label: SyntaxText, type: SyntaxText, defaultValue: SyntaxText? = nil) {
        self.range = range
        self.label = label
        self.type = type
        self.defaultValue = defaultValue
    }
}
