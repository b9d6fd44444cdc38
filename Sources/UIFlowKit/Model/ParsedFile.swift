/// One flow file, parsed: its screens in file order, and what was wrong with it.
public struct ParsedFile: Sendable, Hashable {
    /// The file's path as given.
    public var path: String
    /// The screen blocks, in file order, duplicates included (``Flow`` reports and drops them).
    public var screens: [Screen]
    /// Everything the parser rejected or warned about, in file order.
    public var diagnostics: [Diagnostic]

    /// Creates a parsed file.
    public init(path: String, screens: [Screen], diagnostics: [Diagnostic]) {
        self.path = path
        self.screens = screens
        self.diagnostics = diagnostics
    }

    /// The model of a syntax tree: its screens, built by ``ScreenBuilder``.
    public init(_ tree: SyntaxTree) {
        self.init(path: tree.path, screens: ScreenBuilder.screens(of: tree), diagnostics: tree.diagnostics)
    }

    /// Parses one file. Bad input never throws or traps: it becomes diagnostics.
    public init(parsing source: SourceFile) {
        let (screens, diagnostics) = ScreenBuilder.parse(source)
        self.init(path: source.path, screens: screens, diagnostics: diagnostics)
    }
}
