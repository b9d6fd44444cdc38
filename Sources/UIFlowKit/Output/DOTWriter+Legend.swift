extension DOTWriter {
    /// The kinds of the edges `flow`'s DOT draws (return edges included), in
    /// ``TransitionKind/allCases`` order.
    func drawnKinds(_ flow: Flow) -> [TransitionKind] {
        var drawn = Set<TransitionKind>()
        let screens = flow.screens
        for index in screens.indices {
            let actions = screens[index].actions
            for action in actions.indices {
                for transition in actions[action].transitions where transition.target != nil {
                    drawn.insert(transition.kind)
                }
            }
        }
        for edge in returnEdges(of: flow) {
            drawn.insert(screens[edge.screen].actions[edge.action].transitions[edge.transition].kind)
        }
        return TransitionKind.allCases.filter(drawn.contains)
    }

    /// The legend's node ID: `uiflow legend`, or with a number when a screen or target is called so.
    static func legendID(_ flow: Flow) -> String {
        let taken = Set(flow.screens.map { NameKey($0.name) } + flow.undefinedTargets.map { NameKey($0) })
        var id = "uiflow legend"
        var number = 2
        while taken.contains(NameKey(id)) {
            id = "uiflow legend \(number)"
            number += 1
        }
        return id
    }

    /// The legend, one node after every other node and edge (so that Graphviz numbers the flow's
    /// own as without it): a table with a row for each kind drawn, its line in the colour it has
    /// here, its name and its arrow; with ``EdgeColors/group``, a row for each group's colour. In the
    /// drawing itself, so that it is in every format.
    func appendLegend(_ flow: Flow, to dot: inout TextBuffer) {
        let kinds = drawnKinds(flow)
        let groups = style.edgeColors == .group ? Self.clusters(flow).groups.map(\.name) : []
        guard !kinds.isEmpty || !groups.isEmpty || style.diffMarks?.isEmpty == false else { return }
        dot.append("\t")
        DOT.appendID(Self.legendID(flow), to: &dot)
        dot.append(" [label=<<TABLE BORDER=\"1\" COLOR=\"#bbbbbb\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"3\"")
        dot.append(" BGCOLOR=\"white\">")
        appendDiffLegendRows(to: &dot)
        if style.diffMarks == nil || !kinds.isEmpty { dot.append("<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>Transitions</B></TD></TR>") }
        let ownColor = style.edgeColors == .kind && style.edgeAttributes["color"] == nil
        for kind in kinds {
            let line = TransitionStyle(kind)
            Self.appendLegendRow(line.line, color: ownColor ? line.color : EdgeColors.neutral, to: &dot)
            DOT.appendHTML(kind.rawValue + "  " + (kind == .show ? "==>" : "==\(kind.rawValue)=>"), to: &dot)
            dot.append("</TD></TR>")
        }
        if !groups.isEmpty {
            dot.append("<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><B>From group</B></TD></TR>")
            for (number, group) in groups.enumerated() {
                Self.appendLegendRow(.thick, color: EdgeColors.groupPalette[number % EdgeColors.groupPalette.count], to: &dot)
                DOT.appendHTML(group, to: &dot)
                dot.append("</TD></TR>")
            }
        }
        dot.append("</TABLE>>];\n")
    }

    /// A row's start: a sample of the line, then the cell its text goes in (left open).
    private static func appendLegendRow(_ line: TransitionStyle.Line, color: StaticString, to dot: inout TextBuffer) {
        let (sides, border, style): (StaticString, StaticString, StaticString) =
            switch line {
            case .solid: ("B", "1", "")
            case .thick: ("B", "2", "")
            case .dashed: ("B", "2", " STYLE=\"dashed\"")
            case .thickDashed: ("B", "3", " STYLE=\"dashed\"")
            case .dotted: ("B", "2", " STYLE=\"dotted\"")
            case .thickDotted: ("B", "3", " STYLE=\"dotted\"")
            case .double: ("TB", "1", "")
            }
        dot.append("<TR><TD><TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"0\"><TR><TD WIDTH=\"40\" HEIGHT=\"")
        dot.append(line == .double ? "4" : "6")
        dot.append("\" SIDES=\"")
        dot.append(sides)
        dot.append("\" BORDER=\"")
        dot.append(border)
        dot.append("\"")
        dot.append(style)
        dot.append(" COLOR=\"")
        dot.append(color)
        dot.append("\"></TD></TR></TABLE></TD><TD ALIGN=\"LEFT\">")
    }
}
