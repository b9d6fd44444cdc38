/// A document's lines, for converting between the project's positions (1-based line, 1-based
/// column in Unicode scalars) and an editor's (``EditorPosition``: 0-based line, 0-based offset in
/// UTF-16 code units, as the Language Server Protocol counts them): in one place, for the language
/// server and any other editor integration. A line ends at `\n`; a `\r` before it belongs to no
/// column.
public struct EditorLines: Sendable {
    private let lines: [Substring.UnicodeScalarView]

    /// The lines of `text`, split on its scalars (a `\r\n` is one `Character`, so not on those).
    public init(_ text: String) {
        lines = Substring(text).unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? line.dropLast() : line
        }
    }

    /// The number of lines (a text ending with `\n` has an empty last line).
    public var count: Int { lines.count }

    /// The editor's position of `position`; a position past its line's end is its end.
    public func editorPosition(of position: SourcePosition) -> EditorPosition {
        let line = max(0, position.line - 1)
        guard line < lines.count else { return EditorPosition(line: line, character: 0) }
        var offset = 0
        for (index, scalar) in lines[line].enumerated() {
            if index >= position.column - 1 { break }
            offset += scalar.utf16.count
        }
        return EditorPosition(line: line, character: offset)
    }

    /// The editor's range of `range`.
    public func editorRange(of range: SourceRange) -> EditorRange {
        EditorRange(start: editorPosition(of: range.start), end: editorPosition(of: range.end))
    }

    /// The project's position of the editor's `position`; a character inside a surrogate pair is
    /// the scalar's, and one past the line's end is its end.
    public func sourcePosition(of position: EditorPosition) -> SourcePosition {
        guard position.line >= 0 else { return SourcePosition(line: 1, column: 1) }
        guard position.line < lines.count else { return SourcePosition(line: position.line + 1, column: 1) }
        var offset = 0
        var column = 1
        for scalar in lines[position.line] {
            if offset + scalar.utf16.count > position.character { break }
            offset += scalar.utf16.count
            column += 1
        }
        return SourcePosition(line: position.line + 1, column: column)
    }

    /// The text of the 1-based `line` up to the 1-based `column` (the whole line past its end).
    public func prefix(of position: SourcePosition) -> String {
        let line = position.line - 1
        guard line >= 0, line < lines.count else { return "" }
        return String(String.UnicodeScalarView(lines[line].prefix(max(0, position.column - 1))))
    }

    /// The 1-based `line`'s text, without its line break; empty past the end.
    public func text(ofLine line: Int) -> String {
        guard line >= 1, line <= lines.count else { return "" }
        return String(String.UnicodeScalarView(lines[line - 1]))
    }
}
