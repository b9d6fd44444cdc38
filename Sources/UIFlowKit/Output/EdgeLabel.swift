extension Transition {
    /// The lines a diagram writes on the edge: the `{label}` and the arguments, `(userId: id, tab: .likes)`.
    /// Empty when the transition has neither. The DOT and Mermaid writers draw the same edges.
    var edgeLabelLines: [String] {
        var lines: [String] = []
        if let label { lines.append(label) }
        if !arguments.isEmpty {
            lines.append("(" + arguments.map { $0.label + ": " + $0.value }.joined(separator: ", ") + ")")
        }
        return lines
    }
}
