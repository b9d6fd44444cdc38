/// Which screens a path of transitions reaches from the entry points, and which of the others a
/// misspelt target would reach once fixed: a transition to a name without a block (`Licences`)
/// whose closest suggested screen (`Licenses`) nothing else reaches. `unreachable-screen` leaves
/// those out and `undefined-screen` names them in a note, so that one typo gives one finding.
///
/// Back and dismiss transitions do not count: they return to a screen already reached; a reached
/// `@tabs` container reaches its tabs. Two breadth-first passes, so linear in the screens and
/// transitions.
struct Reachability {
    /// Whether each screen is reached: by written transitions, or, when misspellings are
    /// followed, through a misspelt target read as its closest screen.
    private(set) var isReached: [Bool]
    /// For each screen reached only through a misspelt target, the position in
    /// ``FlowGraph/edges`` of the misspelt transition its path begins with.
    private(set) var misspelling: [Int: Int] = [:]
    /// For each misspelt transition of a screen reached by written transitions, the screen its
    /// closest name stands for, when nothing else reaches that screen first.
    private(set) var misspeltTarget: [Int: Int] = [:]

    /// Walks from the entry points; then, when `followingMisspellings`, on from the misspelt
    /// targets of the screens reached.
    init(_ context: RuleContext, followingMisspellings: Bool) {
        let graph = context.graph
        isReached = [Bool](repeating: false, count: context.flow.screens.count)
        var queue: [Int] = []
        for entry in graph.entryPoints where !isReached[entry] {
            isReached[entry] = true
            queue.append(entry)
        }
        walk(&queue, graph, tabs: graph.tabs, followingMisspellings: false) { _ in nil }
        guard followingMisspellings, let suggester = context.screenSuggester else { return }
        // Every screen reached so far is walked again, for its misspelt targets; each transition
        // is looked at once, so each misspelt name is looked up once.
        var again = queue
        walk(&again, graph, tabs: graph.tabs, followingMisspellings: true) { position in
            graph.transition(graph.edges[position]).target
                .flatMap { suggester.suggestions(for: $0, limit: 1).first }
                .flatMap(context.flow.index(ofScreenNamed:))
        }
    }

    /// Breadth-first from the screens in `queue`, appending what it reaches; `closest` gives the screen
    /// a misspelt target (by its position in ``FlowGraph/edges``) stands for, if any.
    private mutating func walk(
        _ queue: inout [Int], _ graph: FlowGraph, tabs: [[Int32]], followingMisspellings: Bool,
        closest: (Int) -> Int?
    ) {
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for tab in tabs[screen] where !isReached[Int(tab)] {
                isReached[Int(tab)] = true
                if followingMisspellings, let root = misspelling[screen] { misspelling[Int(tab)] = root }
                queue.append(Int(tab))
            }
            for position in graph.edgeStart[screen]..<graph.edgeStart[screen + 1] {
                let edge = graph.edges[position]
                guard !edge.kind.isReturn else { continue }
                let target: Int
                if edge.isDefined {
                    target = Int(edge.target)
                } else if followingMisspellings, edge.target == FlowGraph.Edge.undefined, let suggested = closest(position) {
                    target = suggested
                } else {
                    continue
                }
                guard !isReached[target] else { continue }
                isReached[target] = true
                if followingMisspellings {
                    let root = misspelling[screen]
                    misspelling[target] = root ?? position
                    if root == nil { misspeltTarget[position] = target }
                }
                queue.append(target)
            }
        }
    }
}
