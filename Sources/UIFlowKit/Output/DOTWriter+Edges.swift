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
        of index: Int, in flow: Flow, rankSets: [RankSet?], paint: EdgePaint, externalLabels: Bool, ends: Ends,
        to dot: inout TextBuffer
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
                Self.appendEnds(
                    from: index, action: actionIndex, to: target, at: targetIndex, in: screens, portless: flat || !drawsPorts,
                    ends: ends, to: &dot)
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

    /// Where edges meet the boxes they join: each leaves from its action's row, on the row's side
    /// that faces the next rank, and arrives at the target's title (``DiagramDirection/edgeSides``),
    /// never at one of its action rows, which would read as if that action were involved. An edge
    /// to a screen drawn as a stub (from `firstStub` on), to a target without a block, or to
    /// itself arrives where Graphviz chooses, and so does every edge of the fast layout
    /// (`sides` `nil`), where the ports would cost the router its time.
    struct Ends {
        var sides: (tail: StaticString?, head: StaticString)?
        var firstStub: Int?

        init(_ direction: DiagramDirection?, firstStub: Int?) {
            sides = direction?.edgeSides
            self.firstStub = firstStub
        }
    }

    /// `"Tail":"action2":e -> "Head":"title":w`, after a tab, with the sides of `ends`;
    /// `portless`, `"Tail" -> "Head"`.
    static func appendEnds(
        from index: Int, action: Int, to target: String, at targetIndex: Int?, in screens: [Screen], portless: Bool, ends: Ends,
        to dot: inout TextBuffer
    ) {
        dot.append("\t")
        DOT.appendID(screens[index].name, to: &dot)
        let sides = targetIndex == index ? nil : ends.sides
        if !portless {
            dot.append(":\"")
            dot.append(actionPorts[action] ?? "action\(action)")
            dot.append("\"")
            if let tail = sides?.tail { dot.append(tail) }
        }
        dot.append(" -> ")
        DOT.appendID(target, to: &dot)
        if !portless, let head = sides?.head, let targetIndex, ends.firstStub.map({ targetIndex < $0 }) ?? true {
            dot.append(":\"title\"")
            dot.append(head)
        }
    }

    /// Whether an edge joins two screens of one rank set. Such an edge is flat, and leaves from the
    /// screen's box rather than the action's port: Graphviz draws it right only that way.
    static func isFlat(from source: Int, to target: Int?, _ rankSets: [RankSet?]) -> Bool {
        rankSets[source] != nil && target != source && target.map { rankSets[$0] == rankSets[source] } == true
    }
}
