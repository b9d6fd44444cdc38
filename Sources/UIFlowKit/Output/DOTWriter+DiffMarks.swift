extension DOTWriter {
    /// The rest of a marked screen's table tag: its border and fill in the mark's colours; a
    /// removed screen's dashed.
    static func appendMarkedTable(_ mark: DiffMarks.Mark, to dot: inout TextBuffer) {
        dot.append("CELLBORDER=\"1\" CELLSPACING=\"0\" CELLPADDING=\"4\" COLOR=\"")
        dot.append(mark.color)
        dot.append("\" BGCOLOR=\"")
        dot.append(mark.fill)
        dot.append(mark == .removed ? "\" STYLE=\"dashed\">" : "\">")
    }

    /// A marked edge's own attributes after its kind's: thicker when added or changed, dashed
    /// (over its kind's line) when removed, and its mark's colour for its label.
    static func appendMark(_ mark: DiffMarks.Mark, separated: Bool, to dot: inout TextBuffer) {
        if separated { dot.append(", ") }
        dot.append("fontcolor=\"")
        dot.append(mark.color)
        dot.append(mark == .removed ? "\", style=\"dashed\"" : "\", penwidth=\"2\"")
    }

    /// The legend's rows for the marks a diff diagram draws.
    func appendDiffLegendRows(to dot: inout TextBuffer) {
        guard let used = style.diffMarks?.used, !used.isEmpty else { return }
        dot.append("<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>Changes</B></TD></TR>")
        for mark in used {
            dot.append("<TR><TD><TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\" COLOR=\"")
            dot.append(mark.color)
            dot.append("\" BGCOLOR=\"")
            dot.append(mark.fill)
            dot.append(mark == .removed ? "\" STYLE=\"dashed\"" : "\"")
            dot.append("><TR><TD WIDTH=\"40\" HEIGHT=\"10\"></TD></TR></TABLE></TD><TD ALIGN=\"LEFT\"><FONT COLOR=\"")
            dot.append(mark.color)
            dot.append("\">")
            dot.append(mark.rawValue)
            dot.append("</FONT></TD></TR>")
        }
    }
}
