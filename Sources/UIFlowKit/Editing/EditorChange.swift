/// A change an editor made to a document: `text` in place of `range`, or the whole document when
/// `range` is `nil` (the Language Server Protocol's `TextDocumentContentChangeEvent`).
public struct EditorChange: Sendable, Hashable {
    /// What is replaced; `nil` for the whole document.
    public var range: EditorRange?
    /// The new text.
    public var text: String

    /// Creates a change.
    public init(range: EditorRange?, text: String) {
        self.range = range
        self.text = text
    }
}
