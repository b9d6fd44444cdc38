/// A place in a file: a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars (code points), so `[画面]` puts the `画` at column 2. Tools that
/// count UTF-16 code units (JavaScript editors) or bytes convert from here.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Orders by line, then column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
