/// The text between two positions of a file: where a name, a parameter, an argument or a whole
/// transition is written, for an editor to underline, select or rename it.
///
/// `end` is the position just after the last character, on the same line for everything the
/// notation puts on one line; a zero-width range (`start == end`) points between two characters.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    /// The file's path as given to the parser (`<stdin>` for standard input).
    public var file: String
    /// The first character.
    public var start: SourcePosition
    /// Just after the last character.
    public var end: SourcePosition

    /// Creates a range.
    public init(file: String, start: SourcePosition, end: SourcePosition) {
        self.file = file
        self.start = start
        self.end = end
    }

    /// A zero-width range at `location`.
    public init(_ location: SourceLocation) {
        let position = SourcePosition(line: location.line, column: location.column)
        self.init(file: location.file, start: position, end: position)
    }

    /// Where the range starts, as `file:line:column`.
    public var location: SourceLocation {
        SourceLocation(file: file, line: start.line, column: start.column)
    }

    /// `file:line:column-line:column`.
    public var description: String { "\(file):\(start)-\(end)" }
}
