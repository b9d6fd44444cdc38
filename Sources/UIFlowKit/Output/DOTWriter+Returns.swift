extension DOTWriter {
    /// A `back` or `dismiss` transition drawn to a screen it returns to (``DiagramStyle/drawsReturns``).
    struct ReturnEdge: Sendable, Hashable {
        /// Where the transition is: `flow.screens[screen].actions[action].transitions[transition]`.
        var screen: Int
        var action: Int
        var transition: Int
        /// The screen it returns to.
        var target: Int
    }

    /// With ``DiagramStyle/drawsReturns``, an edge from each `back` and `dismiss` transition to each screen it
    /// returns to, as ``Navigation`` finds them from the flow's entry points and ``DiagramStyle/entryPoints``;
    /// none without. In the order the DOT writes them, after the flow's own edges: by screen,
    /// action and transition, then in the order the screens were found. A screen the transition
    /// names itself is left out, as its own edge goes there already; a screen no entry point
    /// reaches returns nowhere.
    func returnEdges(of flow: Flow) -> [ReturnEdge] {
        style.drawsReturns ? returns(of: flow) : []
    }

    /// Without ``DiagramStyle/drawsReturns`` and with ``DiagramStyle/marksReturns``: for each action with a `back` or
    /// `dismiss`, by screen and action, what its row says of where it returns (` ↩ Home, Cart`),
    /// the screens in the order ``returnEdges(of:)`` would draw them, three at most and how many
    /// more.
    func returnMarks(of flow: Flow) -> [Int: [Int: String]] {
        guard style.marksReturns, !style.drawsReturns else { return [:] }
        var targets: [Int: [Int: [Int]]] = [:]
        for edge in returns(of: flow) where targets[edge.screen]?[edge.action]?.contains(edge.target) != true {
            targets[edge.screen, default: [:]][edge.action, default: []].append(edge.target)
        }
        return targets.mapValues { actions in
            actions.mapValues { screens in
                let names = screens.prefix(3).map { flow.screens[$0].name }
                return " ↩ " + names.joined(separator: ", ") + (screens.count > 3 ? " +\(screens.count - 3) more" : "")
            }
        }
    }

    /// Each `back` and `dismiss` transition to each screen it returns to (see
    /// ``returnEdges(of:)``), whether they are drawn or not.
    private func returns(of flow: Flow) -> [ReturnEdge] {
        let screens = flow.screens
        // The navigation search only for a flow that has a `back` or `dismiss` at all: for one
        // that has none, it would search the whole flow to find nothing.
        guard screens.contains(where: { $0.actions.contains { $0.transitions.contains { $0.kind.isReturn } } }) else { return [] }
        let navigation = Navigation(flow: flow, entryPoints: style.entryPoints)
        var edges: [ReturnEdge] = []
        for index in screens.indices where navigation.isReachable(index) {
            // Asked once per screen: a screen with many `back` transitions, pushed from many
            // screens, costs their sum rather than their product.
            var returns: (back: [Int], dismiss: [Int])?
            let actions = screens[index].actions
            for actionIndex in actions.indices {
                let transitions = actions[actionIndex].transitions
                for transitionIndex in transitions.indices where transitions[transitionIndex].kind.isReturn {
                    let found = returns ?? navigation.returns(of: index)
                    returns = found
                    let named = transitions[transitionIndex].targetIndex
                    for target in transitions[transitionIndex].kind == .back ? found.back : found.dismiss where target != named {
                        edges.append(ReturnEdge(screen: index, action: actionIndex, transition: transitionIndex, target: target))
                    }
                }
            }
        }
        return edges
    }

    /// The return edges, each dotted as its transition is and with `constraint=false`, so that
    /// the screens are placed as without them. They carry no label: the action they leave from
    /// says what they are.
    func appendReturnEdges(
        _ edges: [ReturnEdge], in flow: Flow, rankSets: [RankSet?], paint: EdgePaint, ends: Ends, to dot: inout TextBuffer
    ) {
        let screens = flow.screens
        for edge in edges {
            let kind = screens[edge.screen].actions[edge.action].transitions[edge.transition].kind
            let flat = isKnownFlat(screens[edge.screen].name, screens[edge.target].name)
                || Self.isFlat(from: edge.screen, to: edge.target, rankSets)
            Self.appendEnds(
                from: edge.screen, action: edge.action, to: screens[edge.target].name, at: edge.target, in: screens,
                portless: flat || !drawsPorts, ends: ends, to: &dot)
            dot.append(" [")
            if TransitionStyle(kind).appendDOT(color: paint.color(kind, from: edge.screen), separated: false, to: &dot) {
                dot.append(", ")
            }
            dot.append("constraint=\"false\"];\n")
        }
    }
}
