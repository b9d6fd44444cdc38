/// A change an editor offers to make: a finding's fix, or a refactoring.
public struct EditorFix: Sendable, Hashable {
    /// What it does, as the editor's menu shows it.
    public var title: String
    /// The edits to existing files.
    public var edits: [EditorEdit]
    /// A file it creates first, with its text.
    public var newFile: SourceFile?
    /// Whether it is the one fix to take (the editor may apply it on its own).
    public var isPreferred: Bool
    /// The finding it fixes, if any.
    public var fixes: Diagnostic?

    /// Creates a fix.
    public init(title: String, edits: [EditorEdit], newFile: SourceFile? = nil, isPreferred: Bool = false, fixes: Diagnostic? = nil) {
        self.title = title
        self.edits = edits
        self.newFile = newFile
        self.isPreferred = isPreferred
        self.fixes = fixes
    }
}
