/// Something the user does on a screen (one or more lines of text) and where it leads.
public struct Action: Sendable, Hashable {
    /// The lines that describe the action; empty when a transition was written without text.
    public var text: [TextLine]
    /// Where the action goes. Empty when it leads nowhere; more than one when it branches.
    public var transitions: [Transition]
    /// From its first line of text (or its first transition) to the end of its last line.
    public var range: SourceRange

    /// Creates an action.
    public init(text: [TextLine], transitions: [Transition] = [], range: SourceRange) {
        self.text = text
        self.transitions = transitions
        self.range = range
    }

    /// Where the action starts.
    public var location: SourceLocation { range.location }
}
