/// What the parser hands on as it reads a file: each block's nodes, in file order, as soon as
/// each is read. ``SyntaxTree`` keeps them as blocks; the model's builder turns them into screens
/// as they come, so that parsing a file into its model never holds a block's syntax as a whole
/// (docs/performance.md, "Measured choices").
protocol SyntaxSink {
    /// A header starts a block; a nameless one (`name.text` empty) too, whose lines are skipped.
    mutating func startBlock(_ header: HeaderSyntax)
    /// A line of what the user sees.
    mutating func addSee(_ line: SyntaxText)
    /// The block's `--`.
    mutating func setSeparator(_ range: SourceRange)
    /// A line of an action's text: the first of a new action, or the next of the last one.
    mutating func addActionText(_ line: SyntaxText, startsAction: Bool)
    /// A transition: the first of a new action without text, or the next of the last action.
    mutating func addTransition(_ transition: TransitionSyntax, startsAction: Bool)
    /// A directive line of the block.
    mutating func addDirective(_ directive: DirectiveSyntax)
    /// The block ends before line `nextLine`.
    mutating func endBlock(nextLine: Int)
    /// A comment line.
    mutating func addComment(_ range: SourceRange)
}
