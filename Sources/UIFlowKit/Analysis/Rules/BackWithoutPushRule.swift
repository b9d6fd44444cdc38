/// `==back=>` in a screen that is never pushed, so there is nothing to pop.
struct BackWithoutPushRule: Rule {
    static let id: RuleID = "back-without-push"
    static let order = 82
    static let usesNavigation = true
    static let defaultSeverity = Severity.warning
    static let summary = "`==back=>` in a screen that is never pushed onto a navigation stack."
    static let rationale = """
        `back` pops the screen off its navigation stack, which only works when something pushed it \
        there. A screen that is only presented, shown as a tab, reached by `replace` or opened as an \
        entry point or deep link is the root of its stack: its back button does nothing. A presented \
        screen closes with `==dismiss=>`; otherwise push the screen, or remove the transition. In a \
        flow without `@navigation`, `==>` counts as a push. The finding shows the shortest path that \
        reaches the screen without a push.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Home]\n@entry\n--\nTap \"Edit\"\n==present=> Editor\n\n[Editor]\n--\nTap \"Cancel\"\n1️⃣==back=>\n",
                expecting: ["1️⃣": "`Editor` is never pushed (it is presented from `Home`), so `==back=>` has nothing to pop; write `==dismiss=>`"]),
            .flow(
                "[Home]\n@entry\n--\nTap \"Back\"\n2️⃣==back=>\n",
                expecting: ["2️⃣": "`Home` is never pushed (it is an entry point), so `==back=>` has nothing to pop; push `Home` to reach it, or remove the transition"]),
        ],
        passing: [
            "[Home]\n@entry\n--\nTap \"Detail\"\n==push=> Detail\n\n[Detail]\n--\nTap \"Back\"\n==back=>\n",
            "[Home]\n@entry\n--\nTap \"Detail\"\n==> Detail\n\n[Detail]\n--\nTap \"Back\"\n==back=>\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        guard let navigation = context.navigation else { return [] }
        var findings: [Diagnostic] = []
        for index in context.flow.screens.indices where navigation.isReachable(index) && !navigation.isPushed(index) {
            let backs = context.graph.edges(of: index).filter { $0.kind == .back }
            guard !backs.isEmpty else { continue }
            let name = English.shown(context.flow.screens[index].name)
            let presented = navigation.firstState(of: index, arrivingBy: .present)
            let state = presented ?? navigation.firstState[index]
            let arrival = navigation.arrivals(of: index).first { presented == nil || $0.kind == .present }
            let how = arrival.map { " (it is \(navigation.describe($0)))" } ?? ""
            let fix = presented != nil ? "write `==dismiss=>`" : "push `\(name)` to reach it, or remove the transition"
            for edge in backs {
                findings.append(
                    finding(
                        "`\(name)` is never pushed\(how), so `==back=>` has nothing to pop; \(fix)",
                        at: context.graph.range(of: edge), paths: [navigation.path(to: state)]))
            }
        }
        return findings
    }
}
