extension Transition {
    /// The lines a diagram writes on the edge: the `{label}` and the arguments, `(userId: id, tab: .likes)`.
    /// An argument that passes on a value of the same name (`profile: profile`) says nothing a
    /// reader needs, and is left out. Empty when nothing is left. The DOT and Mermaid writers
    /// draw the same edges.
    var edgeLabelLines: [String] {
        var lines: [String] = []
        if let label { lines.append(label) }
        let shown = arguments.filter { $0.value != $0.label }
        if !shown.isEmpty {
            lines.append("(" + shown.map { $0.label + ": " + $0.value }.joined(separator: ", ") + ")")
        }
        return lines
    }
}
