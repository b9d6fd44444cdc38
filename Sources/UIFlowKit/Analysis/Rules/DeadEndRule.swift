/// A screen with no way out that is not an intended end.
struct DeadEndRule: Rule {
    static let id: RuleID = "dead-end"
    static let order = 100
    static let defaultSeverity = Severity.note
    static let summary = "A screen with no way out that is not marked `@exit`."
    static let rationale = """
        A screen without any transition (not even back or dismiss) traps the user, or is a spec not \
        finished yet. If the screen is meant to end the flow (a confirmation, a terminal error), mark \
        it `@exit`; otherwise add the way out. A `@tabs` container's tabs are its ways out.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Checkout]\n--\nTap \"Pay\"\n==> Receipt\n\n[1️⃣Receipt]\nThank you\n",
                expecting: ["1️⃣": "screen `Receipt` has no way out; add a transition, or mark it `@exit` if the flow ends here"]),
        ],
        passing: [
            "[Checkout]\n--\nTap \"Pay\"\n==> Receipt\n\n[Receipt]\n@exit\nThank you\n",
            "[Checkout]\n--\nTap \"Pay\"\n==> Receipt\n\n[Receipt]\nThank you\n--\nTap \"Done\"\n==dismiss=>\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        let graph = context.graph
        var findings: [Diagnostic] = []
        for index in context.flow.screens.indices where graph.edgeStart[index] == graph.edgeStart[index + 1] {
            let screen = context.flow.screens[index]
            // A `@tabs` container leads to its tabs.
            guard !screen.isExit, screen.tabs.isEmpty else { continue }
            findings.append(
                finding(
                    "screen `\(English.shown(screen.name))` has no way out; add a transition, or mark it `@exit` if the flow ends here",
                    at: screen.range))
        }
        return findings
    }
}
