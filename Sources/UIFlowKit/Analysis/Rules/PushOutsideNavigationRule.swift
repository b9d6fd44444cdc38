/// `==push=>` from a screen that is not inside a navigation stack.
struct PushOutsideNavigationRule: Rule {
    static let id: RuleID = "push-outside-navigation"
    static let order = 87
    static let usesNavigation = true
    static let defaultSeverity = Severity.warning
    static let summary = "`==push=>` from a screen that is not inside a navigation stack (in flows that use `@navigation`)."
    static let rationale = """
        A push needs a navigation stack to push onto. Once a flow marks its stack roots with \
        `@navigation`, a screen that becomes a root (an entry point, a deep link, a tab, the target of \
        `present` or `replace`) without it is outside any stack, and so is everything pushed from it: \
        a push there shows nothing. Add `@navigation` to the root the finding names, or present the \
        target instead. Flows without any `@navigation` are assumed to be inside one stack and never \
        trip this rule. The finding shows the path to the push.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Home]\n@entry\n@navigation\n--\nTap \"Edit\"\n==present=> Editor\n\n[Editor]\n--\nTap \"Options\"\n"
                    + "1️⃣==push=> Options\n\n[Options]\n--\nBack\n==back=>\n",
                expecting: ["1️⃣": "`Editor` has no `@navigation` and is not pushed here, so `==push=> Options` has no navigation stack to push onto; add `@navigation` to `Editor`, or present `Options`"]),
        ],
        passing: [
            "[Home]\n@entry\n@navigation\n--\nTap \"Edit\"\n==present=> Editor\n\n[Editor]\n@navigation\n--\n"
                + "Tap \"Options\"\n==push=> Options\n\n[Options]\n--\nBack\n==back=>\n",
            "[Home]\n@entry\n--\nTap \"Edit\"\n==present=> Editor\n\n[Editor]\n--\nTap \"Options\"\n==push=> Options\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        guard let navigation = context.navigation else { return [] }
        let screens = context.flow.screens
        return navigation.pushesOutsideStack.map { edgeIndex, state in
            let edge = context.graph.edges[Int(edgeIndex)]
            let source = Int(edge.source)
            let root = navigation.stackRoot(of: state)
            let target = English.shown(screens[Int(edge.target)].name)
            let place =
                root == source
                ? "`\(English.shown(screens[source].name))` has no `@navigation` and is not pushed here"
                : "`\(English.shown(screens[source].name))` is shown from `\(English.shown(screens[root].name))`, which has no `@navigation`"
            return finding(
                "\(place), so `==push=> \(target)` has no navigation stack to push onto; add `@navigation` to "
                    + "`\(English.shown(screens[root].name))`, or present `\(target)`",
                at: context.graph.range(of: edge), paths: [navigation.path(to: state, then: edgeIndex)])
        }
    }
}
