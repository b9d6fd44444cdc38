extension DOTWriter {
    /// The rank set of each screen with a rank mark: screens of one set share a rank in the DOT
    /// (`rank=same`, or `rank=source` for `#`), which is per cluster and among ungrouped screens.
    static func rankSets(_ flow: Flow) -> [RankSet?] {
        flow.screens.map { $0.rank > 0 ? RankSet(group: $0.group, rank: $0.rank) : nil }
    }

    struct RankSet: Hashable {
        var group: String?
        var rank: Int
    }

    /// Appends the edges of screen `index`'s transitions. An edge of ``flatEdges`` (or, without
    /// ``drawsPorts``, every one) leaves from the box.
    func appendEdges(
        of index: Int, in flow: Flow, rankSets: [RankSet?], paint: EdgePaint, externalLabels: Bool, to dot: inout TextBuffer
    ) {
        // The screen's fields are read in place: a copy of the whole screen would retain every
        // string and array in it, once per screen, for the two fields used here.
        let screens = flow.screens
        let actions = screens[index].actions
        for actionIndex in actions.indices {
            let transitions = actions[actionIndex].transitions
            for transitionIndex in transitions.indices {
                // Read in place: a transition copied out retains every string and array in it.
                guard let target = transitions[transitionIndex].target else { continue }
                // Whether the edge is flat decides its label's kind, ports or not: the layout
                // without ports (``drawsPorts``) must rank the screens as the drawing does.
                let targetIndex = transitions[transitionIndex].targetIndex
                let flat = isKnownFlat(screens[index].name, target) || Self.isFlat(from: index, to: targetIndex, rankSets)
                Self.appendEnds(from: index, action: actionIndex, to: target, in: screens, portless: flat || !drawsPorts, to: &dot)
                let label = transitions[transitionIndex].edgeLabelLines
                let kind = transitions[transitionIndex].kind
                let mark = style.diffMarks?.transition(screen: index, action: actionIndex, index: transitionIndex)
                let color = mark.map(\.color) ?? paint.color(kind, from: index)
                let style = TransitionStyle(kind)
                guard !label.isEmpty || color != nil || style.dotAttributes.utf8CodeUnitCount > 0 || mark != nil else {
                    dot.append(";\n")
                    continue
                }
                dot.append(" [")
                if !label.isEmpty {
                    // A flat edge's label is an external one: dot places a `label` of an edge
                    // within a rank in a rank of its own, which inside a cluster (the tabs of a
                    // group) makes Graphviz 2.43 lose edges ("lost … edge") or route them wrong.
                    // So is a self-loop's: dot sets a loop's `label` beside the loop without
                    // looking at other labels (the photo-album sample's two `(photoId: …)`
                    // overlapped), while external labels are placed clear of labels and boxes.
                    // And so is every label of the fast layout (``fastAttributes``).
                    let external = externalLabels || flat || transitions[transitionIndex].targetIndex == index
                    dot.append(external ? "xlabel=" : "label=")
                    DOT.appendLabel(label, to: &dot)
                }
                let written = style.appendDOT(color: color, separated: !label.isEmpty, to: &dot)
                if let mark { Self.appendMark(mark, separated: written, to: &dot) }
                dot.append("];\n")
            }
        }
    }

    /// `"Tail":"action2" -> "Head"`, after a tab; `portless`, `"Tail" -> "Head"`. Graphviz
    /// chooses where the edge meets the target's box (docs/rendering.md, "What an edge says").
    static func appendEnds(
        from index: Int, action: Int, to target: String, in screens: [Screen], portless: Bool, to dot: inout TextBuffer
    ) {
        dot.append("\t")
        DOT.appendID(screens[index].name, to: &dot)
        if !portless {
            dot.append(":\"")
            dot.append(actionPorts[action] ?? "action\(action)")
            dot.append("\"")
        }
        dot.append(" -> ")
        DOT.appendID(target, to: &dot)
    }

    /// Whether an edge joins two screens of one rank set. Such an edge is flat, and leaves from the
    /// screen's box rather than the action's port: Graphviz draws it right only that way.
    static func isFlat(from source: Int, to target: Int?, _ rankSets: [RankSet?]) -> Bool {
        rankSets[source] != nil && target != source && target.map { rankSets[$0] == rankSets[source] } == true
    }
}
