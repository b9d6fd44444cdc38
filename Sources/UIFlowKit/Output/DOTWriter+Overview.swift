extension DOTWriter {
    /// The DOT text of a flow's overview: one rounded box per group, with its name and screen
    /// count (the group of screens without `@group` dashed), and one edge per pair of groups with
    /// transitions between them, labelled with their count and drawn thicker the more there are.
    /// The writer's direction, font and attributes apply as to a flow.
    public func write(_ overview: FlowOverview) -> String {
        var dot = TextBuffer(capacity: overview.groups.count * 120 + overview.links.count * 80)
        dot.append("digraph \"uiflow\" {\n")
        let graphDefaults = [
            ("charset", "UTF-8"), ("rankdir", style.direction.rawValue), ("bgcolor", "white"), ("pad", "0.25"),
            ("ranksep", "0.6"), ("nodesep", "0.5"), ("fontname", style.fontName),
        ]
        let nodeDefaults = [
            ("shape", "box"), ("style", "rounded,filled"), ("fillcolor", "#f4f4f4"), ("color", "#999999"),
            ("fontsize", "12"), ("fontname", style.fontName), ("margin", "0.2,0.1"),
        ]
        let edgeDefaults = [("fontsize", "10"), ("fontname", style.fontName), ("color", "#777777")]
        Self.appendDefaults("graph", graphDefaults, style.graphAttributes, to: &dot)
        Self.appendDefaults("node", nodeDefaults, style.nodeAttributes, to: &dot)
        Self.appendDefaults("edge", edgeDefaults, style.edgeAttributes, to: &dot)
        for group in overview.groups {
            dot.append("\t")
            DOT.appendID(group.name, to: &dot)
            dot.append(" [label=<<B>")
            DOT.appendHTML(group.name, to: &dot)
            dot.append("</B><BR/><FONT POINT-SIZE=\"10\">")
            dot.append(English.count(group.screens.count, "screen"))
            dot.append("</FONT>>")
            if group.isUngrouped { dot.append(", style=\"rounded,filled,dashed\"") }
            dot.append("];\n")
        }
        for link in overview.links {
            dot.append("\t")
            DOT.appendID(overview.groups[link.from].name, to: &dot)
            dot.append(" -> ")
            DOT.appendID(overview.groups[link.to].name, to: &dot)
            dot.append(" [label=")
            DOT.appendLabel([English.count(link.transitions, "transition")], to: &dot)
            dot.append(", penwidth=\"")
            dot.append(Self.overviewPenWidth(link.transitions))
            dot.append("\"];\n")
        }
        dot.append("}\n")
        return dot.text
    }

    /// 1 for one transition, up to 4 for 27 or more: one step more for each threefold.
    static func overviewPenWidth(_ transitions: Int) -> String {
        var width = 1
        var count = transitions
        while count >= 3, width < 4 {
            count /= 3
            width += 1
        }
        return String(width)
    }
}
