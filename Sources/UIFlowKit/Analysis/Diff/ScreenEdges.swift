/// Every screen's transitions both ways, by index, for comparing screens by their edges.
struct ScreenEdges {
    /// A transition out of a screen: its kind, the target's name as written, and its index when a
    /// block defines it.
    struct Outgoing {
        var kind: TransitionKind
        var name: String
        var target: Int?
    }

    /// A transition into a screen from another one: its kind and its source.
    struct Incoming {
        var kind: TransitionKind
        var source: Int
    }

    var outgoing: [[Outgoing]]
    var incoming: [[Incoming]]

    init(_ flow: Flow) {
        outgoing = Array(repeating: [], count: flow.screens.count)
        incoming = Array(repeating: [], count: flow.screens.count)
        for (index, screen) in flow.screens.enumerated() {
            screen.forEachTransition { _, _, transition in
                let target = transition.target.flatMap { flow.index(ofScreenNamed: $0) }
                outgoing[index].append(Outgoing(kind: transition.kind, name: transition.target ?? "", target: target))
                if let target, target != index { incoming[target].append(Incoming(kind: transition.kind, source: index)) }
            }
        }
    }

    /// The other screens `index` leads to or comes from, each once, in order.
    func neighbours(of index: Int) -> [Int] {
        var seen = Set<Int>()
        var result: [Int] = []
        for edge in outgoing[index] {
            if let target = edge.target, target != index, seen.insert(target).inserted { result.append(target) }
        }
        for edge in incoming[index] where seen.insert(edge.source).inserted { result.append(edge.source) }
        return result
    }
}
