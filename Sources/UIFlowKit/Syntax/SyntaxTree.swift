/// One flow file as it is written: its blocks, each line in its place, every node with its source
/// range, and what the parser rejected or warned about. ``ParsedFile`` builds the model from it.
///
/// ```swift
/// let tree = SyntaxTree(parsing: SourceFile(path: "app.uiflow", text: "[Home]\n--\nTap\n==> Detail\n"))
/// tree.blocks[0].header.name.text                 // "Home"
/// tree.blocks[0].actions[0].transitions[0].target // "Detail", with its range
/// ```
///
/// Parsing never throws or traps: bad input becomes ``diagnostics``, and parsing goes on with the
/// next line, so that one pass reports every error of the file.
public struct SyntaxTree: Sendable, Hashable {
    /// The file's path as given.
    public var path: String
    /// The blocks, in file order, including those whose header has no usable name (their name is
    /// empty and their lines are not read).
    public var blocks: [BlockSyntax]
    /// The `//` comment lines.
    public var comments: [SourceRange]
    /// Everything the parser rejected or warned about, in file order.
    public var diagnostics: [Diagnostic]

    /// Creates a tree.
    public init(path: String, blocks: [BlockSyntax], comments: [SourceRange] = [], diagnostics: [Diagnostic] = []) {
        self.path = path
        self.blocks = blocks
        self.comments = comments
        self.diagnostics = diagnostics
    }

    /// Parses one file.
    public init(parsing source: SourceFile) {
        var parser = Parser(path: source.path)
        parser.parse(source.bytes.span)
        self.init(path: source.path, blocks: parser.blocks, comments: parser.comments, diagnostics: parser.diagnostics)
    }
}
