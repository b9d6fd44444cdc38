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
        already reached; the tabs of a reached `@tabs` container are reached. Add a transition to \
        the screen, mark it `@entry`, or remove it. A screen that a misspelt target would reach \
        (`==> Licences` for `[Licenses]`) is not reported here: the `undefined-screen` finding for \
        the misspelling names it in a note, so that one typo gives one finding (unless \
        `undefined-screen` is turned off).
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Home]\n@entry\n--\nTap\n==> Detail\n\n[Detail]\n\n[1️⃣Orphan]\n",
                expecting: ["1️⃣": "screen `Orphan` cannot be reached from an entry point (`Home`); add a transition to it, mark it `@entry`, or remove it"]),
            .flow(
                "[Home]\n@entry\n\n[2️⃣Detail]\n--\nBack\n==back=> Home\n",
                expecting: ["2️⃣": "screen `Detail` cannot be reached from an entry point (`Home`); add a transition to it, mark it `@entry`, or remove it"]),
        ],
        passing: [
            "[Home]\n--\nTap\n==> Detail\n\n[Detail]\n",
            "[Home]\n@entry\n\n[Deep link]\n@route myapp://deep\n",
            "[Settings]\n--\nTap \"Licenses\"\n==push=> Licences\n\n[Licenses]\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        let graph = context.graph
        let screens = context.flow.screens
        // A screen that a misspelt target would reach is `undefined-screen`'s to report.
        let reachability = Reachability(context, followingMisspellings: context.isEnabled(UndefinedScreenRule.self))
        let entryNames = English.quotedList(graph.entryPoints.map { screens[$0].name }, conjunction: "and", limit: 4)
        return screens.indices.filter { !reachability.isReached[$0] }.map { index in
            finding(
                "screen `\(screens[index].name)` cannot be reached from an entry point (\(entryNames)); "
                    + "add a transition to it, mark it `@entry`, or remove it",
                at: screens[index].range)
        }
    }
}
