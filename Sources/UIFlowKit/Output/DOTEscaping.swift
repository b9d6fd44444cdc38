/// Escaping for Graphviz's DOT language, for any text.
///
/// Text passes through several layers in Graphviz, and each needs its own care:
/// 1. the DOT lexer, where a quoted string ends at `"` unless it is written `\"`;
/// 2. label processing, which turns HTML entities (`&amp;`, `&#123;`) into characters and reads
///    `\l`, `\n`, `\N` and other backslash sequences, in HTML-like labels too; so `\` is written
///    `\\` and, in quoted labels, `&` is written `&amp;`;
/// 3. HTML-like labels, which are XML: `& < > "` become entities there, and so does `]`, which
///    Graphviz's HTML lexer mishandles.
///
/// Screens are HTML-like tables rather than `record` shapes: Graphviz's record parser drops a space
/// that follows a non-Latin character (`画面 7` is drawn `画面7`) and fails on an edge between two
/// records that share a rank ("lost edge"); tables draw the same boxes without either problem.
enum DOT {
    /// A quoted ID: a node name as given, its quotes and backslashes escaped. Graphviz takes an ID
    /// that starts with `%` for an internal one and renames it, so such a name gets a leading space
    /// (names are trimmed, so no other screen has that ID).
    static func id(_ text: String) -> String {
        var buffer = TextBuffer(capacity: text.utf8.count + 3)
        appendID(text, to: &buffer)
        return buffer.text
    }

    static func appendID(_ text: String, to buffer: inout TextBuffer) {
        buffer.append(text.utf8.first == UInt8(ascii: "%") ? "\" " : "\"")
        buffer.append(text, escaping: idEscapes)
        buffer.append("\"")
    }

    private static let idEscapes = Escapes(["\"": "\\\"", "\\": "\\\\", "\n": " ", "\r": " "])

    // Control characters (tabs included) become spaces, and the non-characters XML forbids become
    // U+FFFD: a diagram has no use for them and Graphviz's XML parser rejects some.
    private static let labelEscapes = Escapes(
        ["\"": "\\\"", "\\": "\\\\", "&": "&amp;"], controls: " ", nonCharacters: "\u{FFFD}")

    /// A quoted plain label (an edge label, a cluster label): lines joined with `\n`.
    static func label(_ lines: [String]) -> String {
        var buffer = TextBuffer()
        appendLabel(lines, to: &buffer)
        return buffer.text
    }

    static func appendLabel(_ lines: [String], to buffer: inout TextBuffer) {
        buffer.append("\"")
        for (index, line) in lines.enumerated() {
            if index > 0 { buffer.append("\\n") }
            buffer.append(line, escaping: labelEscapes)
        }
        buffer.append("\"")
    }

    // Graphviz's HTML lexer mishandles a literal `]` (`]]` fails, `]<BR/>` loses the break).
    private static let htmlEscapes = Escapes(
        ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "]": "&#93;", "\\": "\\\\"],
        controls: " ", nonCharacters: "\u{FFFD}")

    /// Appends `text` as text of an HTML-like label.
    static func appendHTML(_ text: String, to buffer: inout TextBuffer) {
        buffer.append(text, escaping: htmlEscapes)
    }

    /// An attribute name: bare when it is a plain identifier (`rankdir`), quoted otherwise.
    static func attributeName(_ name: String) -> String {
        let isPlain =
            !name.isEmpty
            && name.utf8.allSatisfy(ASCII.isWordByte)
            && !(name.utf8.first.map(ASCII.isDigit) ?? false)
        return isPlain ? name : id(name)
    }

}
