/// Something the user does: lines of text after the separator, and the arrows that follow them.
public struct ActionSyntax: Sendable, Hashable {
    /// From the first line of text (or the first arrow) to the end of the last line.
    public var range: SourceRange
    /// The lines of text; empty when an arrow comes without text.
    public var text: [SyntaxText]
    /// The arrows, in order; more than one when the action branches.
    public var transitions: [TransitionSyntax]

    /// Creates an action.
    public init(range: SourceRange, text: [SyntaxText], transitions: [TransitionSyntax] = []) {
        self.range = range
        self.text = text
        self.transitions = transitions
    }
}
