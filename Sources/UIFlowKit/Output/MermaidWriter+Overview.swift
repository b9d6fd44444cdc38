extension MermaidWriter {
    /// The flowchart of a flow's overview, without the fence: one node per group with its name and
    /// screen count (`g0`, `g1`…; the group of screens without `@group` dashed), one edge per
    /// pair of groups with transitions between them, labelled with their count.
    public func write(_ overview: FlowOverview) -> String {
        var out = TextBuffer(capacity: overview.groups.count * 60 + overview.links.count * 40)
        out.append("flowchart ")
        out.append(direction.rawValue)
        out.append("\n")
        for (index, group) in overview.groups.enumerated() {
            out.append("    g")
            out.append(index)
            out.append("([\"")
            out.append(group.name, escaping: Self.labelEscapes)
            out.append("<br/>")
            out.append(English.count(group.screens.count, "screen"))
            out.append("\"])\n")
        }
        for link in overview.links {
            out.append("    g")
            out.append(link.from)
            out.append(" -->|\"")
            out.append(English.count(link.transitions, "transition"))
            out.append("\"| g")
            out.append(link.to)
            out.append("\n")
        }
        if let ungrouped = overview.groups.firstIndex(where: \.isUngrouped), overview.groups.count > 1 {
            out.append("    classDef ungrouped stroke-dasharray:5 5\n    class g")
            out.append(ungrouped)
            out.append(" ungrouped\n")
        }
        return out.text
    }
}
