/// Lays a flow file out in one canonical way, for `uiflow format` and an editor's "format
/// document". docs/format.md describes the layout.
///
/// ```swift
/// let result = FlowFormatter().format(text: "[Home]\n  --\nTap\n==>Detail\n[Detail]\n")
/// result.text       // "[Home]\n--\nTap\n==> Detail\n\n[Detail]\n"
/// result.isChanged  // true
/// ```
///
/// The layout is made from the syntax tree, line by line: each line the parser read is written
/// again in its canonical form (spacing around arrows, in parameter and argument lists, in
/// directives), a block's directives move under its header in one order, blank lines are
/// collapsed, one blank line goes between blocks, and comments stay with the line they are on or
/// above. What a line says is never rewritten: names, text, types, values, labels and routes are
/// kept as written.
///
/// Formatting never changes what the flow means. A block with a syntax error is kept as written
/// (``Result/keptLines``), as is text before the first block that the parser rejected. And the
/// result is parsed again and its model compared with the input's, positions aside: were they to
/// differ, the input is returned as it was, with ``Result/refusal`` saying so.
public struct FlowFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// Formats a flow file's text.
    public func format(text: String) -> Result {
        format(SourceFile(path: "", text: text))
    }

    /// Formats a flow file. Its bytes must be UTF-8 without NUL bytes; any other file is returned
    /// as it was (``Refusal/notText``).
    public func format(_ source: SourceFile) -> Result {
        let bytes = source.bytes
        guard !bytes.contains(0), let original = String(validating: bytes, as: UTF8.self) else {
            return Result(text: String(decoding: bytes, as: UTF8.self), isChanged: false, keptLines: [], refusal: .notText)
        }
        let tree = SyntaxTree(parsing: source)
        // Past the limit (one more diagnostic says so), the errors after it are not reported, so
        // the blocks that have them could not be told from the others.
        guard tree.diagnostics.count <= SyntaxTree.diagnosticLimit else {
            return Result(text: original, isChanged: false, keptLines: [], refusal: .tooManyProblems)
        }
        let lines = Lines(bytes: bytes, tree: tree)
        // The lines are split as the parser splits them, so each header is on a line of its own,
        // in order; were that ever not so, nothing is rewritten.
        let headers = tree.blocks.map(\.header.range.start.line)
        guard headers.allSatisfy({ $0 >= 1 && $0 <= lines.count }), zip(headers, headers.dropFirst()).allSatisfy(<) else {
            return Result(text: original, isChanged: false, keptLines: [], refusal: .meaningWouldChange)
        }
        var layout = Layout(lines: lines, tree: tree)
        layout.write()
        let text = layout.text
        guard text != original else {
            return Result(text: original, isChanged: false, keptLines: layout.kept, refusal: nil)
        }
        guard Self.meansTheSame(tree, SourceFile(path: source.path, text: text)) else {
            return Result(text: original, isChanged: false, keptLines: layout.kept, refusal: .meaningWouldChange)
        }
        return Result(text: text, isChanged: true, keptLines: layout.kept, refusal: nil)
    }
}
