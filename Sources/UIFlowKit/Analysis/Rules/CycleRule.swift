/// A group of screens that forward transitions join in a loop.
struct CycleRule: Rule {
    static let id: RuleID = "cycle"
    static let defaultSeverity = Severity.warning
    static let summary = "Screens joined in a loop by forward transitions, which grows the navigation stack forever."
    static let rationale = """
        `show`, `push` and `present` transitions put a new screen on top of the current one. If \
        following them leads back to a screen already on the stack, the loop can go on forever and \
        the stack grows each time round: usually the way back was meant as `==back=>` or \
        `==dismiss=>`. Back, dismiss, replace and switch transitions break a loop. A `show` from a \
        screen to itself is a refresh and is not a loop; a `push` or `present` to itself is. Each \
        group of screens that reach each other is reported once, at the transition that closes its \
        shortest loop through the group's first screen.
        """
    static let examples = RuleExamples(
        failing: [
            "[List]\n--\nTap an item\n==push=> Detail\n\n[Detail]\n--\nTap \"Done\"\n1️⃣==> List\n",
            "[Chat]\n--\nTap a reply\n2️⃣==push=> Chat\n",
        ],
        passing: [
            "[List]\n--\nTap an item\n==push=> Detail\n\n[Detail]\n--\nTap \"Done\"\n==back=> List\n",
            "[Feed]\n--\nPull to refresh\n==> Feed\nSign out\n==replace=> Sign in\n\n[Sign in]\n--\nSign in\n==replace=> Feed\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        let graph = context.graph
        let screens = context.flow.screens
        // Forward edges only; a `show` to the same screen is a refresh.
        let forward: [[FlowGraph.Edge]] = graph.edges.enumerated().map { source, edges in
            edges.filter { $0.kind.isForward && !($0.target == source && $0.kind == .show) }
        }
        var findings: [Diagnostic] = []
        for component in StronglyConnectedComponents.find(in: forward.map { $0.map(\.target) }) {
            guard let start = component.min() else { continue }
            let isLoop = component.count > 1 || forward[start].contains { $0.target == start }
            guard isLoop, let (path, closing) = Self.shortestLoop(through: start, in: Set(component), forward) else {
                continue
            }
            let names = (path + [start]).map { screens[$0].name }.joined(separator: " → ")
            var message = "navigation loop \(names): these forward transitions can repeat forever, growing the stack"
            if component.count > path.count {
                message += " (\(component.count) screens reach each other this way)"
            }
            message += "; if a transition returns to an earlier screen, write it as `==back=>` or `==dismiss=>`"
            findings.append(finding(message, at: graph.transition(closing, from: path[path.count - 1]).location))
        }
        return findings
    }

    /// The shortest loop from `start` back to it within the component: the screens in order from
    /// `start`, and the edge that closes the loop. Breadth-first, so linear in the component's size.
    private static func shortestLoop(
        through start: Int, in component: Set<Int>, _ forward: [[FlowGraph.Edge]]
    ) -> ([Int], FlowGraph.Edge)? {
        var parent: [Int: Int] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for edge in forward[screen] {
                if edge.target == start {
                    var path = [screen]
                    var current = screen
                    while current != start, let previous = parent[current] {
                        path.append(previous)
                        current = previous
                    }
                    return (path.reversed(), edge)
                }
                if component.contains(edge.target), parent[edge.target] == nil {
                    parent[edge.target] = screen
                    queue.append(edge.target)
                }
            }
        }
        return nil
    }
}

/// Tarjan's algorithm without recursion, so that a chain of 100,000 screens cannot overflow the stack.
enum StronglyConnectedComponents {
    /// The strongly connected components of the graph given as adjacency lists, each a list of
    /// vertices; components come out in reverse topological order.
    static func find(in successors: [[Int]]) -> [[Int]] {
        let count = successors.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var nextIndex = 0
        // The explicit call stack: a vertex and the position of the next successor to visit.
        var calls: [(vertex: Int, next: Int)] = []
        for root in 0..<count where index[root] < 0 {
            calls.append((root, 0))
            index[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while let (vertex, next) = calls.last {
                if next < successors[vertex].count {
                    calls[calls.count - 1].next += 1
                    let successor = successors[vertex][next]
                    if index[successor] < 0 {
                        index[successor] = nextIndex
                        lowLink[successor] = nextIndex
                        nextIndex += 1
                        stack.append(successor)
                        onStack[successor] = true
                        calls.append((successor, 0))
                    } else if onStack[successor] {
                        lowLink[vertex] = min(lowLink[vertex], index[successor])
                    }
                    continue
                }
                calls.removeLast()
                if let caller = calls.last?.vertex {
                    lowLink[caller] = min(lowLink[caller], lowLink[vertex])
                }
                guard lowLink[vertex] == index[vertex] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == vertex { break }
                }
                components.append(component)
            }
        }
        return components
    }
}
