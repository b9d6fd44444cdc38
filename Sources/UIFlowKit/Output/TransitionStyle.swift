/// How each transition kind is drawn, in every diagram format: one exhaustive switch, so that a new
/// kind fails to compile here until it has a look (and the look is documented in
/// docs/language.md).
///
/// Every kind differs from every other in colour and in line (thin, thick, dashed, dotted,
/// double), not only in its arrowhead, so that kinds can be told apart at normal zoom and in
/// print; with ``EdgeColors/group`` or ``EdgeColors/none`` the line alone still tells them apart
/// from those of the same colour.
struct TransitionStyle {
    /// The line: how the DOT, the legend and Mermaid draw it.
    enum Line {
        case solid, thick, dashed, thickDashed, dotted, thickDotted, double
    }

    /// The colour the kind's edges get with ``EdgeColors/kind``.
    var color: StaticString
    var line: Line
    /// The DOT edge attributes other than the colour (`style`, `penwidth`, `arrowhead`); empty for
    /// a thin solid line with the default head.
    var dotAttributes: StaticString
    /// The Mermaid arrow between two nodes.
    var mermaidArrow: StaticString

    init(_ kind: TransitionKind) {
        switch kind {
        case .show:
            self.init("#555555", .solid, dot: "", mermaid: " -->")
        case .push:
            self.init("#1c6bb0", .thick, dot: "penwidth=\"2\", arrowhead=\"vee\"", mermaid: " -->")
        case .present:
            self.init("#7b3fb5", .dashed, dot: "style=\"dashed\", penwidth=\"1.4\"", mermaid: " -.->")
        case .back:
            self.init("#8a8a8a", .dotted, dot: "style=\"dotted\", penwidth=\"1.6\", arrowhead=\"vee\"", mermaid: " -.->")
        case .dismiss:
            self.init("#d3541a", .thickDotted, dot: "style=\"dotted\", penwidth=\"2.6\", arrowhead=\"empty\"", mermaid: " -.->")
        case .replace:
            self.init("#b0233c", .double, dot: "", mermaid: " ==>")
        case .switch:
            self.init("#0b8a7e", .thickDashed, dot: "style=\"dashed\", penwidth=\"2.4\"", mermaid: " -.->")
        }
    }

    private init(_ color: StaticString, _ line: Line, dot: StaticString, mermaid: StaticString) {
        self.color = color
        self.line = line
        dotAttributes = dot
        mermaidArrow = mermaid
    }

    /// Appends the edge's DOT attributes, `key="value", …`: its colour `color` (the kind's own, a
    /// group's, or the neutral one; none when `-E color` decides), then the others. `separated`:
    /// whether attributes were written before, so that a comma goes first. Returns whether any
    /// attribute was written, before or here.
    func appendDOT(color: StaticString?, separated: Bool, to dot: inout TextBuffer) -> Bool {
        var written = separated
        if let color {
            if written { dot.append(", ") }
            dot.append("color=\"")
            dot.append(color)
            if line == .double {
                // Two parallel lines: Graphviz draws a colour list side by side.
                dot.append(":invis:")
                dot.append(color)
            }
            dot.append("\"")
            written = true
        }
        if dotAttributes.utf8CodeUnitCount > 0 {
            if written { dot.append(", ") }
            dot.append(dotAttributes)
            written = true
        }
        return written
    }

    /// The Mermaid `linkStyle` of the kind's edges in `color`.
    func mermaidLinkStyle(color: StaticString) -> String {
        let width =
            switch line {
            case .solid, .dashed, .dotted: "1.5px"
            case .thick, .thickDashed, .thickDotted: "2.5px"
            case .double: "3px"
            }
        let dashes =
            switch line {
            case .solid, .thick, .double: ""
            case .dashed, .thickDashed: ",stroke-dasharray:6 4"
            case .dotted, .thickDotted: ",stroke-dasharray:2 3"
            }
        return "stroke:\(color),stroke-width:\(width)\(dashes)"
    }
}
