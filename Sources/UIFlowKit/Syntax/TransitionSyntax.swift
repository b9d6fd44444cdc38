/// An arrow: `==> Home`, `=={send mail}=> Sent`, `==push=> Profile(userId: id)`, `==back=>`.
public struct TransitionSyntax: Sendable, Hashable {
    /// The whole line.
    public var range: SourceRange
    /// The kind written in the arrow (`show` when none was, or when the word is not a kind).
    public var kind: TransitionKind
    /// The kind's word as written, if any.
    public var kindWord: SyntaxText?
    /// The `{label}`, trimmed; `nil` when there is none or it is empty.
    public var label: SyntaxText?
    /// The target's name; `nil` only for a `back` or `dismiss` that leaves it out.
    public var target: SyntaxText?
    /// The argument list; `nil` when the target has none (`==> Home()` has an empty one).
    public var arguments: [ArgumentSyntax]?
    /// A trailing `@allow cycle` after the target (`==> List @allow cycle`), as a directive whose
    /// range is the `@allow` and its rule ids; `nil` when there is none.
    public var allow: DirectiveSyntax?

    /// Creates an arrow.
    public init(
        range: SourceRange, kind: TransitionKind = .show, kindWord: SyntaxText? = nil, label: SyntaxText? = nil,
        target: SyntaxText?, arguments: [ArgumentSyntax]? = nil, allow: DirectiveSyntax? = nil
    ) {
        self.range = range
        self.kind = kind
        self.kindWord = kindWord
        self.label = label
        self.target = target
        self.arguments = arguments
        self.allow = allow
    }
}
