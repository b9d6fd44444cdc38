/// A flow's transitions as a graph over screen indices, computed once per analysis so that every
/// rule walks integers instead of looking names up.
struct FlowGraph: Sendable {
    /// A transition whose target is a defined screen.
    struct Edge: Sendable, Hashable {
        /// The target's index in `flow.screens`.
        var target: Int
        /// Where the transition is in its screen: `screen.actions[action].transitions[transition]`.
        var action: Int
        var transition: Int
        var kind: TransitionKind
    }

    let flow: Flow
    /// For each screen, its transitions to defined screens, in file order.
    let edges: [[Edge]]
    /// The screens a user can start from: `@entry` and `@route` screens and the configured entry
    /// points; when there are none, the first screen of the first file.
    let entryPoints: [Int]

    init(flow: Flow, configuredEntryPoints: [String] = []) {
        self.flow = flow
        var edges: [[Edge]] = []
        edges.reserveCapacity(flow.screens.count)
        var entryPoints: [Int] = []
        for (index, screen) in flow.screens.enumerated() {
            var screenEdges: [Edge] = []
            for (actionIndex, action) in screen.actions.enumerated() {
                for (transitionIndex, transition) in action.transitions.enumerated() {
                    guard let target = transition.targetIndex else { continue }
                    screenEdges.append(
                        Edge(target: target, action: actionIndex, transition: transitionIndex, kind: transition.kind))
                }
            }
            edges.append(screenEdges)
            if screen.isEntry || !screen.routes.isEmpty { entryPoints.append(index) }
        }
        for name in configuredEntryPoints {
            if let index = flow.index(ofScreenNamed: name) { entryPoints.append(index) }
        }
        if entryPoints.isEmpty, !flow.screens.isEmpty { entryPoints = [0] }
        self.edges = edges
        self.entryPoints = entryPoints
    }

    func transition(_ edge: Edge, from screen: Int) -> Transition {
        flow.screens[screen].actions[edge.action].transitions[edge.transition]
    }
}
