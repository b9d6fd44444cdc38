/// A place in a file: a 1-based line and a 1-based column.
///
/// Columns count Unicode scalars (code points), so `[画面]` puts the `画` at column 2. Tools that
/// count UTF-16 code units (JavaScript editors) or bytes convert from here.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    /// The 1-based column, in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    // Stored in 32 bits: every range of the model and the syntax tree holds two positions, and a
    // file has far fewer than 2^31 lines or columns (inputs are limited in size). It pays in
    // memory (docs/performance.md, "Measured choices").
    private var storedLine: Int32
    private var storedColumn: Int32

    /// Creates a position; a line or column past 2^31 - 1 is clamped to it.
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Orders by line, then column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
