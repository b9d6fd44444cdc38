/// `userId: user.id` in a target's argument list.
public struct ArgumentSyntax: Sendable, Hashable {
    /// The whole argument.
    public var range: SourceRange
    /// The label.
    public var label: SyntaxText
    /// The value, verbatim.
    public var value: SyntaxText

    /// Creates an argument.
    public init(range: SourceRange, label: SyntaxText, value: SyntaxText) {
        self.range = range
        self.label = label
        self.value = value
    }
}
