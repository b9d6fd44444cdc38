/// A line of text from a flow file (something the user sees, or part of an action), with its range.
public struct TextLine: Sendable, Hashable {
    /// The text, trimmed.
    public var text: String
    /// Where the text is.
    public var range: SourceRange

    /// Creates a line.
    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }

    /// Where the text starts.
    public var location: SourceLocation { range.location }
}
