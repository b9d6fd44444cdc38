extension DOTWriter {
    /// Whether the screen at `index` is drawn as a stub (``DiagramStyle/firstStub``).
    func isStub(_ index: Int) -> Bool {
        style.firstStub.map { index >= $0 } ?? false
    }

    /// A stub: one dashed, rounded cell with the name and, smaller and grey, what the user sees
    /// (for a ``FlowSelection`` stub, its group; for a summary, the screens it stands for, four at
    /// most, all of them in its tooltip). The cell is the port `action0`, which every edge
    /// of a ``FlowSelection`` stub leaves from.
    static func appendStub(_ screen: Screen, to dot: inout TextBuffer) {
        dot.append("\t")
        DOT.appendID(screen.name, to: &dot)
        dot.append(" [label=<<TABLE BORDER=\"1\" STYLE=\"rounded,dashed\" COLOR=\"#999999\" CELLBORDER=\"0\" ")
        dot.append("CELLSPACING=\"0\" CELLPADDING=\"3\" BGCOLOR=\"#fafafa\"><TR><TD PORT=\"action0\">")
        dot.append("<FONT COLOR=\"#555555\">")
        DOT.appendHTML(screen.name, to: &dot)
        dot.append("</FONT>")
        // A summary's names: three, then how many more; all of them in its tooltip.
        for index in screen.sees.indices.prefix(screen.sees.count > 4 ? 3 : 4) {
            dot.append("<BR/><FONT POINT-SIZE=\"9\" COLOR=\"#888888\">")
            DOT.appendHTML(screen.sees[index].text, to: &dot)
            dot.append("</FONT>")
        }
        if screen.sees.count > 4 {
            dot.append("<BR/><FONT POINT-SIZE=\"9\" COLOR=\"#888888\">and \(screen.sees.count - 3) more</FONT>")
        }
        dot.append("</TD></TR></TABLE>>")
        if screen.sees.count > 1 {
            dot.append(", tooltip=")
            DOT.appendID(screen.sees.map(\.text).joined(separator: ", "), to: &dot)
        }
        dot.append("];\n")
    }

    /// The style's ``DiagramStyle/highlighted`` screen again, as a blue box around its table (`shape=box` with no
    /// margin: the ports of its table stay as they are).
    func appendHighlight(of flow: Flow, to dot: inout TextBuffer) {
        guard let highlighted = style.highlighted, flow.screens.indices.contains(highlighted) else { return }
        dot.append("\t")
        DOT.appendID(flow.screens[highlighted].name, to: &dot)
        dot.append(" [shape=\"box\", margin=\"0\", color=\"#1a73e8\", penwidth=\"3\"];\n")
    }
}
