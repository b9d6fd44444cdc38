extension MermaidWriter {
    /// A class per mark for the marked screens (filled and framed in the mark's colours, a removed
    /// one dashed), each marked edge's colour (a removed one dashed), after the kinds' styles, and
    /// a legend: a `Changes` box with a node per mark used, in that mark's class.
    static func appendDiffMarks(_ marks: DiffMarks, edges: [(edge: Int, mark: DiffMarks.Mark)], to out: inout TextBuffer) {
        let used = marks.used
        guard !used.isEmpty else { return }
        out.append("    subgraph legend [\"Changes\"]\n")
        for mark in used {
            out.append("        legend_")
            out.append(mark.rawValue)
            out.append("[\"")
            out.append(mark.rawValue)
            out.append("\"]\n")
        }
        out.append("    end\n")
        for mark in used {
            out.append("    classDef ")
            out.append(mark.rawValue)
            out.append(" stroke:")
            out.append(mark.color)
            out.append(",fill:")
            out.append(mark.fill)
            out.append(mark == .removed ? ",color:#9e9e9e,stroke-dasharray:5 5\n    class " : ",stroke-width:2px\n    class ")
            let screens = marks.screens.filter { $0.value == mark }.keys.sorted()
            out.append((screens.map { "s\($0)" } + ["legend_" + mark.rawValue]).joined(separator: ","))
            out.append(" ")
            out.append(mark.rawValue)
            out.append("\n")
            let marked = edges.filter { $0.mark == mark }.map(\.edge)
            if !marked.isEmpty {
                out.append("    linkStyle ")
                out.append(marked.map(String.init).joined(separator: ","))
                out.append(" stroke:")
                out.append(mark.color)
                out.append(mark == .removed ? ",stroke-dasharray:5 5\n" : ",stroke-width:2.5px\n")
            }
        }
    }
}
