/// A change to one file that an editor applies: `newText` in place of `range` (in the file
/// `range.file` names).
public struct EditorEdit: Sendable, Hashable {
    /// What is replaced (empty to insert).
    public var range: SourceRange
    /// What goes there.
    public var newText: String

    /// Creates an edit.
    public init(range: SourceRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}
