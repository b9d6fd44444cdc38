extension DOTWriter {
    /// `action0` … `action63`, made once.
    static let actionPorts: [Int: String] = Dictionary(uniqueKeysWithValues: (0..<64).map { ($0, "action\($0)") })

    static func appendRowStart(_ port: String, to dot: inout TextBuffer) {
        dot.append("<TR><TD PORT=\"")
        dot.append(port)
        dot.append("\" ALIGN=\"LEFT\" BALIGN=\"LEFT\">")
    }

    /// A row; a `ghost` one (an action a diff removed) in grey, struck through; `returns`, where a
    /// `back` or `dismiss` of the action returns, after its last line, small and grey.
    static func appendRow(
        _ port: String, _ lines: [TextLine], ghost: Bool = false, returns: String? = nil, to dot: inout TextBuffer
    ) {
        appendRowStart(port, to: &dot)
        if lines.isEmpty { dot.append(" ") }
        if ghost { dot.append("<FONT COLOR=\"#9e9e9e\"><S>") }
        // By index: a line copied out retains its text and its file's path.
        for index in lines.indices {
            if index > 0 { dot.append("<BR/>") }
            DOT.appendHTML(lines[index].text, to: &dot)
        }
        if ghost { dot.append("</S></FONT>") }
        if let returns {
            dot.append("<FONT POINT-SIZE=\"9\" COLOR=\"#8a8a8a\">")
            DOT.appendHTML(returns, to: &dot)
            dot.append("</FONT>")
        }
        dot.append("</TD></TR>")
    }
}
