/// A document's lines, for converting between the project's positions (1-based line, 1-based
/// column in Unicode scalars) and an editor's (0-based line, 0-based offset in UTF-16 code units,
/// as the Language Server Protocol counts them): in one place, for the language server and any
/// other editor integration. A line ends at `\n`; a `\r` before it belongs to no column.
public struct EditorLines: Sendable {
    private let lines: [Substring.UnicodeScalarView]

    /// The lines of `text`, split on its scalars (a `\r\n` is one `Character`, so not on those).
    public init(_ text: String) {
        lines = Substring(text).unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? line.dropLast() : line
        }
    }

    /// The editor's `(line, character)` of `position`; a position past its line's end is its end.
    public func editorPosition(of position: SourcePosition) -> (line: Int, character: Int) {
        let line = max(0, position.line - 1)
        guard line < lines.count else { return (line, 0) }
        var offset = 0
        for (index, scalar) in lines[line].enumerated() {
            if index >= position.column - 1 { break }
            offset += scalar.utf16.count
        }
        return (line, offset)
    }

    /// The project's position of the editor's `(line, character)`; a character inside a surrogate
    /// pair is the scalar's, and one past the line's end is its end.
    public func sourcePosition(line: Int, character: Int) -> SourcePosition {
        guard line >= 0 else { return SourcePosition(line: 1, column: 1) }
        guard line < lines.count else { return SourcePosition(line: line + 1, column: 1) }
        var offset = 0
        var column = 1
        for scalar in lines[line] {
            if offset + scalar.utf16.count > character { break }
            offset += scalar.utf16.count
            column += 1
        }
        return SourcePosition(line: line + 1, column: column)
    }
}
