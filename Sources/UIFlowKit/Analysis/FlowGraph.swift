/// A flow's transitions as compact arrays over screen indices, computed once per analysis, so that
/// rules walk small integers in order instead of the screens' nested arrays. On a flow of 100,000
/// screens the screens no longer fit any cache, and every rule that walked them paid for it.
struct FlowGraph: Sendable {
    /// One transition of the flow.
    struct Edge: Sendable, Hashable {
        /// The screen it leaves from.
        var source: Int32
        /// Where it is in its screen: `screen.actions[action].transitions[transition]`.
        var action: Int32
        var transition: Int32
        /// The target's index in `flow.screens`; ``undefined`` for a name without a block,
        /// ``none`` for a `back` or `dismiss` that leaves the target out.
        var target: Int32
        var kind: TransitionKind
        var hasArguments: Bool
        /// Whether the transition has a trailing `@allow`.
        var hasAllowances: Bool
        /// Whether the arrow names no kind (`==presnt=>`): the navigation search leaves it out.
        var hasUnknownKind = false

        static let undefined: Int32 = -1
        static let none: Int32 = -2

        /// Whether the target is a defined screen.
        var isDefined: Bool { target >= 0 }
    }

    let flow: Flow
    /// Every transition, in file order; screen `i`'s are `edges[edgeStart[i]..<edgeStart[i + 1]]`.
    let edges: [Edge]
    let edgeStart: [Int]
    /// For each screen, how many of its parameters a transition must pass.
    let requiredParameters: [Int32]
    /// The screens with routes, in file order.
    let routedScreens: [Int]
    /// The screens a user can start from: `@entry` and `@route` screens and the configured entry
    /// points; when there are none, the first screen of the first file.
    let entryPoints: [Int]
    /// The tabs each screen's `@tabs` lists, resolved (names without a block left out).
    let tabs: [[Int32]]

    /// `chunkSize`, for tests: how many screens one task walks.
    init(flow: Flow, configuredEntryPoints: [String] = [], chunkSize: Int = 2_048) {
        self.flow = flow
        // Large flows are walked in chunks of 2,048 screens concurrently, then joined in order
        // (measured: docs/performance.md, "Measured choices").
        let count = flow.screens.count
        let chunks = Parallel.map((count + chunkSize - 1) / chunkSize, concurrently: count >= 2 * chunkSize) { chunk in
            Chunk(flow: flow, screens: chunk * chunkSize..<min(count, (chunk + 1) * chunkSize))
        }
        // The chunks joined in order, each chunk's edge starts moved past the edges before it.
        var whole = Chunk(reserving: count, edges: chunks.reduce(0) { $0 + $1.edges.count })
        for chunk in chunks {
            let offset = whole.edges.count
            whole.edgeStart.append(contentsOf: chunk.edgeStart.lazy.map { $0 + offset })
            whole.edges.append(contentsOf: chunk.edges)
            whole.required.append(contentsOf: chunk.required)
            whole.routed.append(contentsOf: chunk.routed)
            whole.entryPoints.append(contentsOf: chunk.entryPoints)
            whole.tabs.append(contentsOf: chunk.tabs)
        }
        whole.edgeStart.append(whole.edges.count)
        for name in configuredEntryPoints {
            if let index = flow.index(ofScreenNamed: name) { whole.entryPoints.append(index) }
        }
        if whole.entryPoints.isEmpty, count > 0 { whole.entryPoints = [0] }
        edges = whole.edges
        edgeStart = whole.edgeStart
        requiredParameters = whole.required
        routedScreens = whole.routed
        entryPoints = whole.entryPoints
        tabs = whole.tabs
    }

    /// The graph of a range of screens, with edge starts relative to the chunk's first edge.
    private struct Chunk: Sendable {
        var edges: [Edge] = []
        var edgeStart: [Int] = []
        var required: [Int32] = []
        var routed: [Int] = []
        var entryPoints: [Int] = []
        var tabs: [[Int32]] = []

        /// An empty graph with room for `screens` screens and `edges` edges.
        init(reserving screens: Int, edges edgeCount: Int = 0) {
            edges.reserveCapacity(edgeCount)
            edgeStart.reserveCapacity(screens + 1)
            required.reserveCapacity(screens)
            tabs.reserveCapacity(screens)
        }

        init(flow: Flow, screens range: Range<Int>) {
            self.init(reserving: range.count)
            // Fields are read in place: copying a whole screen or action out of its array would
            // retain every string and array in it, which was most of this walk's time.
            let screens = flow.screens
            for index in range {
                edgeStart.append(edges.count)
                let actions = screens[index].actions
                for actionIndex in actions.indices {
                    let transitions = actions[actionIndex].transitions
                    for transitionIndex in transitions.indices {
                        let target =
                            transitions[transitionIndex].targetIndex.map(Int32.init)
                            ?? (transitions[transitionIndex].target == nil ? Edge.none : Edge.undefined)
                        edges.append(
                            Edge(
                                source: Int32(index), action: Int32(actionIndex), transition: Int32(transitionIndex),
                                target: target, kind: transitions[transitionIndex].kind,
                                hasArguments: !transitions[transitionIndex].arguments.isEmpty,
                                hasAllowances: !transitions[transitionIndex].allowances.isEmpty,
                                hasUnknownKind: transitions[transitionIndex].hasUnknownKind))
                    }
                }
                required.append(Int32(screens[index].parameters.count { $0.isRequired }))
                let isRouted = !screens[index].routes.isEmpty
                if isRouted { routed.append(index) }
                if screens[index].isEntry || isRouted { entryPoints.append(index) }
                let references = screens[index].tabs
                tabs.append(references.isEmpty ? [] : references.compactMap { flow.index(ofScreenNamed: $0.name).map(Int32.init) })
            }
        }
    }

    /// The transitions of screen `index`.
    func edges(of index: Int) -> ArraySlice<Edge> {
        edges[edgeStart[index]..<edgeStart[index + 1]]
    }

    /// The transition an edge stands for.
    func transition(_ edge: Edge) -> Transition {
        flow.screens[Int(edge.source)].actions[Int(edge.action)].transitions[Int(edge.transition)]
    }

    /// The range of the transition an edge stands for, read in place.
    func range(of edge: Edge) -> SourceRange {
        flow.screens[Int(edge.source)].actions[Int(edge.action)].transitions[Int(edge.transition)].range
    }

    /// The target's name as written in the transition an edge stands for, read in place.
    func targetName(of edge: Edge) -> String? {
        flow.screens[Int(edge.source)].actions[Int(edge.action)].transitions[Int(edge.transition)].target
    }

    /// Whether the transition an edge stands for silences `rule` with a trailing `@allow`.
    func allows(_ edge: Edge, _ rule: RuleID) -> Bool {
        edge.hasAllowances
            && flow.screens[Int(edge.source)].actions[Int(edge.action)].transitions[Int(edge.transition)].allowances
                .contains { $0.rule == rule }
    }

    /// The arguments of the transition an edge stands for, without copying the rest of it: the
    /// argument rules read nothing else until they have something to report.
    func arguments(_ edge: Edge) -> [Transition.Argument] {
        flow.screens[Int(edge.source)].actions[Int(edge.action)].transitions[Int(edge.transition)].arguments
    }
}
