/// A completion an editor offers at a place.
public struct EditorCompletion: Sendable, Hashable {
    /// What is completed.
    public enum Kind: String, Sendable, Hashable {
        case screen, parameter, kind, directive, rule, type
    }

    /// What the list shows.
    public var label: String
    /// What it is.
    public var kind: Kind
    /// A line beside it: a screen's parameters, a rule's summary.
    public var detail: String?
    /// What is written in place of ``range``; a snippet (`${1:id}` placeholders, with `$`, `}`
    /// and `\` escaped elsewhere) when ``isSnippet``.
    public var insertText: String
    /// Whether ``insertText`` is a snippet.
    public var isSnippet: Bool
    /// What is written for an editor without snippets: the snippet's placeholders as plain text
    /// (`Profile(userId: userId)`); ``insertText`` when it is no snippet.
    public var plainText: String
    /// What the completion replaces: the part of the word already typed.
    public var range: SourceRange

    /// Creates a completion.
    public init(
        label: String, kind: Kind, detail: String? = nil, insertText: String, isSnippet: Bool = false, plainText: String? = nil,
        range: SourceRange
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.insertText = insertText
        self.isSnippet = isSnippet
        self.plainText = plainText ?? insertText
        self.range = range
    }
}
