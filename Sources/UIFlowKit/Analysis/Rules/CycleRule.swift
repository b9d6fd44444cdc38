/// A group of screens that forward transitions join in a loop.
struct CycleRule: Rule {
    static let id: RuleID = "cycle"
    static let order = 80
    static let defaultSeverity = Severity.warning
    static let summary = "Screens joined in a loop by forward transitions, which grows the navigation stack forever."
    static let rationale = """
        `show`, `push` and `present` transitions put a new screen on top of the current one. If \
        following them leads back to an earlier screen on the stack, the loop can go on forever and \
        the stack grows each time round: usually the way back was meant as `==back=>` or \
        `==dismiss=>`. Back, dismiss, replace and switch transitions break a loop. A transition \
        from a screen to itself is not a loop but recursion (a profile that opens a contact's \
        profile, a thread that opens a reply) or a refresh, and is never reported. Each group of \
        screens that reach each other is reported once, at the transition that closes its shortest \
        loop through the group's first screen, naming the loop's screens (and the group's other \
        screens). To accept a loop you mean, end one of its transitions with `@allow cycle` \
        (`==push=> Article(id: related.id) @allow cycle`): that transition no longer counts, and \
        loops without it are still reported.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[List]\n--\nTap an item\n==push=> Detail\n\n[Detail]\n--\nTap \"Done\"\n1️⃣==> List\n",
                expecting: ["1️⃣": "navigation loop List → Detail → List: these forward transitions can repeat forever, growing the stack; if a transition returns to an earlier screen, write it as `==back=>` or `==dismiss=>`; if the loop is intended, end one of its transitions with `@allow cycle`"]),
            .flow(
                "[Profile(userId: Int)]\n--\nTap \"Followers\"\n==push=> Followers(userId: userId)\n\n"
                    + "[Followers(userId: Int)]\n--\nTap a follower\n2️⃣==push=> Profile(userId: follower.id)\n",
                expecting: ["2️⃣": "navigation loop Profile → Followers → Profile: these forward transitions can repeat forever, growing the stack; if a transition returns to an earlier screen, write it as `==back=>` or `==dismiss=>`; if the loop is intended, end one of its transitions with `@allow cycle`"]),
        ],
        passing: [
            "[List]\n--\nTap an item\n==push=> Detail\n\n[Detail]\n--\nTap \"Done\"\n==back=> List\n",
            "[Feed]\n--\nPull to refresh\n==> Feed\nSign out\n==replace=> Sign in\n\n[Sign in]\n--\nSign in\n==replace=> Feed\n",
            "[Profile(userId: Int)]\n--\nTap a mutual contact\n==push=> Profile(userId: contact.id)\n",
            "[Profile(userId: Int)]\n--\nTap \"Followers\"\n==push=> Followers(userId: userId)\n\n"
                + "[Followers(userId: Int)]\n--\nTap a follower\n==push=> Profile(userId: follower.id) @allow cycle\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        let graph = context.graph
        let screens = context.flow.screens
        // Forward edges only, as adjacency ranges; a transition to the same screen is recursion or
        // a refresh, and one that ends with `@allow cycle` is accepted.
        var forwardStart: [Int] = []
        var forward: [FlowGraph.Edge] = []
        forwardStart.reserveCapacity(screens.count + 1)
        for index in screens.indices {
            forwardStart.append(forward.count)
            for edge in graph.edges(of: index)
            where edge.isDefined && edge.kind.isForward && Int(edge.target) != index && !graph.allows(edge, Self.id) {
                forward.append(edge)
            }
        }
        forwardStart.append(forward.count)
        let adjacency = Adjacency(start: forwardStart, targets: forward.map { Int($0.target) })
        var findings: [Diagnostic] = []
        // Which component each screen is in (by number), and the search's parents, in arrays
        // over the screens kept for the whole walk, not a set and a dictionary per component
        // (measured: docs/performance.md, "Measured choices").
        var search = LoopSearch(count: screens.count)
        StronglyConnectedComponents.forEach(in: adjacency) { component in
            // Without edges to themselves, a loop joins two screens at least.
            guard component.count > 1, let start = component.min(),
                let (path, closing) = search.shortestLoop(through: start, in: component, adjacency)
            else { return }
            var message = "navigation loop \(Self.written(path + [start], screens)): these forward transitions can repeat "
                + "forever, growing the stack"
            if component.count > path.count {
                let onLoop = Set(path)
                let others = component.filter { !onLoop.contains($0) }.sorted().map { English.shown(screens[$0].name) }
                message += " (\(component.count) screens reach each other this way: also "
                    + "\(English.quotedList(others, conjunction: "and")))"
            }
            message += "; if a transition returns to an earlier screen, write it as `==back=>` or `==dismiss=>`; "
                + "if the loop is intended, end one of its transitions with `@allow cycle`"
            findings.append(finding(message, at: graph.range(of: forward[closing])))
        }
        return findings
    }

    /// `A → B → A`; a long loop shows its first and last screens around an ellipsis.
    private static func written(_ loop: [Int], _ screens: [Screen]) -> String {
        let names = loop.map { English.shown(screens[$0].name) }
        guard names.count > 12 else { return names.joined(separator: " → ") }
        return (names.prefix(5) + ["…"] + names.suffix(5)).joined(separator: " → ")
            + " (a loop of \(loop.count - 1) screens)"
    }

    /// The shortest loop from `start` back to it within the component: the screens in order from
    /// `start`, and the position in the adjacency of the edge that closes the loop. Breadth-first,
    /// so linear in the component's size.
}

/// The breadth-first search for a component's shortest loop through its first screen, with its
/// marks in arrays over all the screens, reset after each search.
private struct LoopSearch {
    /// The number of the component each screen was last marked as part of.
    private var component: [Int32]
    /// Each screen's parent in the current search, or -1.
    private var parent: [Int32]
    private var number: Int32 = 0

    init(count: Int) {
        component = [Int32](repeating: 0, count: count)
        parent = [Int32](repeating: -1, count: count)
    }

    /// The shortest loop from `start` back to it within `members` (the screens, then the
    /// position in `adjacency` of the edge that closes it).
    mutating func shortestLoop(through start: Int, in members: ArraySlice<Int>, _ adjacency: Adjacency) -> ([Int], Int)? {
        number += 1
        for member in members { component[member] = number }
        var queue = [start]
        parent[start] = Int32(start)
        defer { for screen in queue { parent[screen] = -1 } }
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for position in adjacency.range(of: screen) {
                let target = adjacency.targets[position]
                if target == start {
                    var path = [screen]
                    var current = screen
                    while current != start {
                        current = Int(parent[current])
                        path.append(current)
                    }
                    return (path.reversed(), position)
                }
                if component[target] == number, parent[target] < 0 {
                    parent[target] = Int32(screen)
                    queue.append(target)
                }
            }
        }
        return nil
    }
}

struct Adjacency {
    let start: [Int]
    let targets: [Int]

    var count: Int { start.count - 1 }

    func range(of vertex: Int) -> Range<Int> { start[vertex]..<start[vertex + 1] }
}

/// Tarjan's algorithm without recursion, so that a chain of 100,000 screens cannot overflow the stack.
enum StronglyConnectedComponents {
    /// Calls `body` with each strongly connected component (its vertices), in reverse topological
    /// order. The component is a slice of a buffer reused between calls: no array per component.
    static func forEach(in graph: Adjacency, _ body: (ArraySlice<Int>) -> Void) {
        let count = graph.count
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        // The explicit call stack: a vertex and the position of the next successor to visit.
        var calls: [(vertex: Int, next: Int)] = []
        for root in 0..<count where index[root] < 0 {
            calls.append((root, graph.start[root]))
            index[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while let (vertex, next) = calls.last {
                if next < graph.start[vertex + 1] {
                    calls[calls.count - 1].next += 1
                    let successor = graph.targets[next]
                    if index[successor] < 0 {
                        index[successor] = nextIndex
                        lowLink[successor] = nextIndex
                        nextIndex += 1
                        stack.append(successor)
                        onStack[successor] = true
                        calls.append((successor, graph.start[successor]))
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
                var first = stack.count - 1
                while stack[first] != vertex { first -= 1 }
                for member in stack[first...] { onStack[member] = false }
                body(stack[first...])
                stack.removeSubrange(first...)
            }
        }
    }
}
