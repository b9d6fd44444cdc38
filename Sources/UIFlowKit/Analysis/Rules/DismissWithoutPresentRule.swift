/// `==dismiss=>` in a screen that is never presented, so there is nothing to close.
struct DismissWithoutPresentRule: Rule {
    static let id: RuleID = "dismiss-without-present"
    static let order = 84
    static let usesNavigation = true
    static let defaultSeverity = Severity.warning
    static let summary = "`==dismiss=>` in a screen that is never presented, directly or inside a presented stack."
    static let rationale = """
        `dismiss` closes a modal: the screen itself when it was presented, or the whole presented \
        navigation stack it was pushed onto. A screen that is never inside a presented context has \
        nothing to dismiss, and the user stays where they are. A pushed screen goes back with \
        `==back=>`; otherwise present the screen, or remove the transition. The finding shows the \
        shortest path that reaches the screen outside any presented context.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Home]\n@entry\n--\nTap \"Detail\"\n==push=> Detail\n\n[Detail]\n--\nTap \"Close\"\n1️⃣==dismiss=>\n",
                expecting: ["1️⃣": "`Detail` is never presented (it is pushed from `Home`), so `==dismiss=>` closes nothing; write `==back=>`"]),
        ],
        passing: [
            "[Home]\n@entry\n--\nTap \"Edit\"\n==present=> Editor\n\n[Editor]\n--\nTap \"Done\"\n==dismiss=>\n",
            "[Home]\n@entry\n--\nTap \"New\"\n==present=> Form\n\n[Form]\n--\nNext\n==push=> Step 2\n\n"
                + "[Step 2]\n--\nTap \"Cancel\"\n==dismiss=>\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        guard let navigation = context.navigation else { return [] }
        var findings: [Diagnostic] = []
        for index in context.flow.screens.indices where navigation.isReachable(index) {
            let dismisses = context.graph.edges(of: index).filter { $0.kind == .dismiss }
            guard !dismisses.isEmpty, !navigation.isInPresentedContext(index) else { continue }
            let name = English.shown(context.flow.screens[index].name)
            // A pushed screen is described, and shown, by its push: the fix is `back`.
            let pushed = navigation.firstState(of: index, arrivingBy: .push)
            let arrival = navigation.arrivals(of: index).first { pushed == nil || $0.kind == .push }
            let how = arrival.map { " (it is \(navigation.describe($0)))" } ?? ""
            let fix =
                navigation.isPushed(index) ? "write `==back=>`" : "present `\(name)` to reach it, or remove the transition"
            for edge in dismisses {
                findings.append(
                    finding(
                        "`\(name)` is never presented\(how), so `==dismiss=>` closes nothing; \(fix)",
                        at: context.graph.range(of: edge), paths: [navigation.path(to: pushed ?? navigation.firstState[index])]))
            }
        }
        return findings
    }
}
