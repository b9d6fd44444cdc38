extension MermaidWriter {
    /// A class per mark for the marked screens (filled and framed in the mark's colours, a removed
    /// one dashed), and each marked edge's colour (a removed one dashed), after the kinds' styles.
    static func appendDiffMarks(_ marks: DiffMarks, edges: [(edge: Int, mark: DiffMarks.Mark)], to out: inout TextBuffer) {
        for mark in DiffMarks.Mark.allCases {
            let screens = marks.screens.filter { $0.value == mark }.keys.sorted()
            if !screens.isEmpty {
                out.append("    classDef ")
                out.append(mark.rawValue)
                out.append(" stroke:")
                out.append(mark.color)
                out.append(",fill:")
                out.append(mark.fill)
                out.append(mark == .removed ? ",color:#9e9e9e,stroke-dasharray:5 5\n    class " : ",stroke-width:2px\n    class ")
                out.append(screens.map { "s\($0)" }.joined(separator: ","))
                out.append(" ")
                out.append(mark.rawValue)
                out.append("\n")
            }
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
