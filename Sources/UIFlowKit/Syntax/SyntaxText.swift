/// A piece of a flow's text, as written (trimmed), and where it is.
public struct SyntaxText: Sendable, Hashable {
    /// The text.
    public var text: String
    /// Where it is.
    public var range: SourceRange

    /// Creates a piece of text.
    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}
