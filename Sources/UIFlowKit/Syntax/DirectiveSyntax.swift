/// A directive line: `@entry`, `@route /profiles/:userId`, `@allow dead-end, cycle`.
public struct DirectiveSyntax: Sendable, Hashable {
    /// The whole line.
    public var range: SourceRange
    /// Which directive.
    public var directive: Directive
    /// The argument as written (trimmed); `nil` when there is none.
    public var argument: SyntaxText?
    /// The argument's parts: the identifiers of an ``Directive/Argument/identifiers`` directive,
    /// the `:placeholders` of a route; empty otherwise.
    public var items: [SyntaxText]

    /// Creates a directive.
    public init(range: SourceRange, directive: Directive, argument: SyntaxText? = nil, items: [SyntaxText] = []) {
        self.range = range
        self.directive = directive
        self.argument = argument
        self.items = items
    }
}
