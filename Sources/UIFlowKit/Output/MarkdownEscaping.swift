/// Markdown escaping for any text.
enum Markdown {
    /// Inline text: every character Markdown or HTML could read as syntax is escaped, so the text
    /// shows as written and can neither break a table nor start a heading, list or HTML element.
    /// Characters that only matter at the start of a line (`#`, `-`, `+`, `=`, `1.`) are escaped
    /// there only, to keep the Markdown readable.
    static func inline(_ text: String) -> String {
        var buffer = TextBuffer(capacity: text.utf8.count + 8)
        appendInline(text, to: &buffer)
        return buffer.text
    }

    static func appendInline(_ text: String, to buffer: inout TextBuffer) {
        let utf8 = text.utf8
        guard let first = utf8.first else { return }
        if first == UInt8(ascii: "#") || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
            || first == UInt8(ascii: "=")
        {
            buffer.append("\\")
        } else if let end = utf8.firstIndex(where: { $0 < UInt8(ascii: "0") || $0 > UInt8(ascii: "9") }),
            end != utf8.startIndex, utf8[end] == UInt8(ascii: ".") || utf8[end] == UInt8(ascii: ")")
        {
            // A number followed by `.` or `)` would start a list.
            buffer.append(String(text[..<end]))
            buffer.append("\\")
            buffer.append(String(text[end...]), escaping: inlineEscapes)
            return
        }
        buffer.append(text, escaping: inlineEscapes)
    }

    private static let inlineEscapes = Escapes(
        [
            "\\": "\\\\", "`": "\\`", "*": "\\*", "_": "\\_", "[": "\\[", "]": "\\]", "<": "&lt;",
            ">": "&gt;", "&": "&amp;", "|": "\\|", "~": "\\~", "$": "\\$",
        ],
        controls: " ")

    /// Verbatim text as a code span: fenced with more backticks than it holds, `|` escaped (a table
    /// cell would end there even inside a code span).
    static func code(_ text: String) -> String {
        var buffer = TextBuffer(capacity: text.utf8.count + 4)
        appendCode(text, to: &buffer)
        return buffer.text
    }

    static func appendCode(_ text: String, to buffer: inout TextBuffer) {
        var longest = 0
        var run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = longest == 0 ? "`" : String(repeating: "`", count: longest + 1)
        let padding = longest > 0
        buffer.append(fence)
        if padding { buffer.append(" ") }
        buffer.append(text, escaping: codeEscapes)
        if padding { buffer.append(" ") }
        buffer.append(fence)
    }

    private static let codeEscapes = Escapes(["|": "\\|"], controls: " ")

    /// A link destination: angle brackets keep spaces and parentheses in it.
    static func destination(_ path: String) -> String {
        "<" + String(path, escaping: destinationEscapes) + ">"
    }

    private static let destinationEscapes = Escapes(["<": "%3C", ">": "%3E", "\\": "%5C"], controls: "%20")

    /// Text for an HTML attribute's double-quoted value.
    static func htmlAttribute(_ text: String) -> String {
        String(text, escaping: htmlAttributeEscapes)
    }

    private static let htmlAttributeEscapes = Escapes(["&": "&amp;", "\"": "&quot;", "<": "&lt;", ">": "&gt;"], controls: " ")

    /// A relative path as a URL's path: every byte but letters, digits and `/ . - _ ~` written as
    /// `%XX`, so that no character of a file name can end the URL or the attribute holding it.
    static func urlPath(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            if ASCII.isWordByte(byte) || "/.-~".utf8.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }

    static func appendFinding(_ finding: Diagnostic, to buffer: inout TextBuffer) {
        buffer.append("**")
        buffer.append(finding.severity.rawValue)
        buffer.append("** (")
        appendCode(finding.rule.rawValue, to: &buffer)
        buffer.append(", line ")
        buffer.append(finding.location.line)
        buffer.append("): ")
        appendInline(finding.message, to: &buffer)
    }
}
