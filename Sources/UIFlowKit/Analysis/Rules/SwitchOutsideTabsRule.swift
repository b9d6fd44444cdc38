/// `==switch=>` to a screen that is not a tab of a container the source is shown in.
struct SwitchOutsideTabsRule: Rule {
    static let id: RuleID = "switch-outside-tabs"
    static let order = 88
    static let usesNavigation = true
    static let defaultSeverity = Severity.warning
    static let summary = "`==switch=>` to a screen that is not a tab of the container the source is shown in (in flows that use `@tabs`)."
    static let rationale = """
        A switch selects another tab of the tab bar the screen is shown in. Once a flow declares its \
        containers with `@tabs`, a switch to a screen that is not among that container's tabs, or \
        from a screen shown outside any container (presented over it, or before it), selects nothing. \
        List the target in the container's `@tabs`, or use another transition. Flows without any \
        `@tabs` treat the targets of their switches as one tab set and never trip this rule. The \
        finding shows the path to the switch.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Main]\n@entry\n@tabs Home, Search\n\n[Home]\n--\nTap \"Profile\"\n1️⃣==switch=> Profile\n\n[Search]\n\n[Profile]\n",
                expecting: ["1️⃣": "`Profile` is not a tab of `Main` (its tabs are `Home` and `Search`), where `Home` is shown here; add it to that `@tabs`, or use another transition"]),
        ],
        passing: [
            "[Main]\n@entry\n@tabs Home, Search\n\n[Home]\n--\nTap \"Search\"\n==switch=> Search\n\n[Search]\n",
            "[Home]\n@entry\n--\nTap \"Search\"\n==switch=> Search\n\n[Search]\n--\nTap \"Home\"\n==switch=> Home\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        guard let navigation = context.navigation else { return [] }
        let screens = context.flow.screens
        return navigation.switchesOutsideTabs.map { edgeIndex, state in
            let edge = context.graph.edges[Int(edgeIndex)]
            let source = English.shown(screens[Int(edge.source)].name)
            let target = English.shown(screens[Int(edge.target)].name)
            let container = Int(navigation.states[Int(state)].context.container)
            let problem: String
            if container >= 0 {
                let tabs = screens[container].tabs.map(\.name)
                problem =
                    "`\(target)` is not a tab of `\(English.shown(screens[container].name))` (its tabs are "
                    + "\(English.quotedList(tabs, conjunction: "and"))), where `\(source)` is shown here; add it to that `@tabs`"
            } else {
                problem =
                    "`\(source)` is not shown inside a `@tabs` container here, so `==switch=> \(target)` has no tab bar to "
                    + "switch in; reach `\(source)` inside its container"
            }
            return finding(
                "\(problem), or use another transition", at: context.graph.range(of: edge),
                paths: [navigation.path(to: state, then: edgeIndex)])
        }
    }
}
