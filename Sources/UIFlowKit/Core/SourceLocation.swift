/// A position in a flow file: the file's path as it was given, a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars (code points), so `[画面]` puts the `画` at column 2. Tools that
/// count UTF-16 code units (JavaScript editors) or bytes convert from here.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as given to the parser (`<stdin>` for standard input).
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers and editors recognise.
    public var description: String { "\(file):\(line):\(column)" }

    /// The line and column.
    public var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// Orders by file path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.column < rhs.column
    }
}
