/// A screen block: `[Name]`, what the user sees, `--`, and what the user does.
public struct BlockSyntax: Sendable, Hashable {
    /// The `[Name]` line.
    public var header: HeaderSyntax
    /// The lines between the header and the separator that are neither directives nor comments.
    public var sees: [SyntaxText]
    /// The `@` lines, in order.
    public var directives: [DirectiveSyntax]
    /// The `--` line, if any.
    public var separator: SourceRange?
    /// What the user does, in order.
    public var actions: [ActionSyntax]
    /// The line after the block's last line: the next header's line, or one past the file's end.
    public var endLine: Int

    /// Creates a block.
    public init(
        header: HeaderSyntax, sees: [SyntaxText] = [], directives: [DirectiveSyntax] = [], separator: SourceRange? = nil,
        actions: [ActionSyntax] = [], endLine: Int
    ) {
        self.header = header
        self.sees = sees
        self.directives = directives
        self.separator = separator
        self.actions = actions
        self.endLine = endLine
    }
}
