/// A screen that no path of transitions reaches from an entry point.
struct UnreachableScreenRule: Rule {
    static let id: RuleID = "unreachable-screen"
    static let order = 40
    static let defaultSeverity = Severity.warning
    static let summary = "A screen that no path of transitions reaches from an entry point."
    static let rationale = """
        Entry points are the screens marked `@entry` or `@route` and those listed under \
        `entry-points` in `.uiflow.yml`; when there are none, the first screen of the first file. A \
        screen no transition leads to from there is dead code in the spec, or a forgotten \
        transition. Back and dismiss transitions do not count: they return to a screen that was \
        already reached; the tabs of a reached `@tabs` container are reached. Add a transition to the screen, mark it `@entry`, or remove it.
        """
    static let examples = RuleExamples(
        failing: [
            "[Home]\n@entry\n--\nTap\n==> Detail\n\n[Detail]\n\n[1️⃣Orphan]\n",
            "[Home]\n@entry\n\n[2️⃣Detail]\n--\nBack\n==back=> Home\n",
        ],
        passing: [
            "[Home]\n--\nTap\n==> Detail\n\n[Detail]\n",
            "[Home]\n@entry\n\n[Deep link]\n@route myapp://deep\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        let graph = context.graph
        let screens = context.flow.screens
        var reached = [Bool](repeating: false, count: screens.count)
        var queue: [Int] = []
        for entry in graph.entryPoints where !reached[entry] {
            reached[entry] = true
            queue.append(entry)
        }
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for edge in graph.edges(of: screen) where edge.isDefined && !edge.kind.isReturn {
                let target = Int(edge.target)
                guard !reached[target] else { continue }
                reached[target] = true
                queue.append(target)
            }
            // A container shows its tabs.
            for tab in context.navigation.tabs[screen] where !reached[Int(tab)] {
                reached[Int(tab)] = true
                queue.append(Int(tab))
            }
        }
        let entryNames = English.quotedList(graph.entryPoints.prefix(3).map { screens[$0].name }, conjunction: "and")
        let more = graph.entryPoints.count > 3 ? " and \(graph.entryPoints.count - 3) more" : ""
        return screens.indices.filter { !reached[$0] }.map { index in
            finding(
                "screen `\(screens[index].name)` cannot be reached from an entry point (\(entryNames)\(more)); "
                    + "add a transition to it, mark it `@entry`, or remove it",
                at: screens[index].range)
        }
    }
}
