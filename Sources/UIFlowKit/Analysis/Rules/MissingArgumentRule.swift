/// A transition, or a route, that cannot build its screen: a required parameter gets no value.
struct MissingArgumentRule: Rule {
    static let id: RuleID = "missing-argument"
    static let order = 50
    static let defaultSeverity = Severity.error
    static let summary = "A transition or route that leaves out a required parameter of its screen."
    static let rationale = """
        A screen's parameters are its init arguments: `[Profile(userId: Int)]` cannot be built \
        without a `userId`. Every transition into it (written or implicit) must pass each required \
        parameter (one without a default or an optional type), and every `@route` must have a \
        `:placeholder` for each. Back, dismiss and switch transitions return to a screen that \
        exists already, so they pass nothing. A misspelt label is one mistake, reported once: when \
        `userID` is passed for a missing `userId`, `unknown-argument` reports `userID` (\"did you \
        mean `userId`?\") and this rule does not also report `userId` as left out.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Feed]\n--\nTap an avatar\n==push=> 1️⃣Profile\n\n[Profile(userId: Int, tab: Tab = .posts)]\n",
                expecting: ["1️⃣": "this transition to `Profile` leaves out required parameter `userId`; pass it: `==push=> Profile(userId: …)`"]),
            .flow(
                "[Feed]\n--\nTap an avatar\n==push=> 2️⃣Profile(tab: .likes)\n\n[Profile(userId: Int, tab: Tab = .posts)]\n",
                expecting: ["2️⃣": "this transition to `Profile` leaves out required parameter `userId`; pass it: `==push=> Profile(userId: …)`"]),
            .flow(
                "[Profile(userId: Int)]\n@route 3️⃣myapp://profile\n",
                expecting: ["3️⃣": "route `myapp://profile` cannot build `Profile`: it has no placeholder for required parameter `userId`; add `:userId` to the route, or give the parameter a default"]),
        ],
        passing: [
            "[Feed]\n--\nTap an avatar\n==push=> Profile(userId: user.id)\n\n[Profile(userId: Int, tab: Tab = .posts, note: String?)]\n",
            "[Profile(userId: Int)]\n@route myapp://profiles/:userId\n",
            "[Feed]\n--\nTap an avatar\n==push=> Profile(userID: user.id)\n\n[Profile(userId: Int)]\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let graph = context.graph
        var lookup = ParameterLookup(flow: context.flow)
        let reportsMisspellings = context.isEnabled(UnknownArgumentRule.self)
        /// The required parameters of `screen` that `labels` leave out, but for those a misspelt
        /// label accounts for (reported by `unknown-argument`).
        func missing(_ labels: some Collection<String>, of screen: Int) -> [Screen.Parameter] {
            // A linear search for the usual handful of labels, a set for long lists.
            let passed = labels.count > 8 ? Set(labels) : []
            let missing = context.flow.screens[screen].parameters.filter { parameter in
                parameter.isRequired && !(labels.count > 8 ? passed.contains(parameter.name) : labels.contains(parameter.name))
            }
            guard !missing.isEmpty, reportsMisspellings, !labels.isEmpty else { return missing }
            let misspelt = lookup.misspelt(missing, by: Array(labels), of: screen)
            return misspelt.isEmpty ? missing : missing.filter { !misspelt.contains($0.name) }
        }
        for edge in graph.edges where edge.isDefined && edge.kind.buildsTarget && graph.requiredParameters[Int(edge.target)] > 0 {
            // The rest of the transition is read only when something is missing.
            let missing = missing(graph.arguments(edge).lazy.map(\.label), of: Int(edge.target))
            guard !missing.isEmpty else { continue }
            let transition = graph.transition(edge)
            guard let name = transition.target else { continue }
            let what = transition.isImplicit ? "the implicit transition to" : "this transition to"
            let labels = missing.map { "\($0.name): …" }.joined(separator: ", ")
            findings.append(
                finding(
                    "\(what) `\(English.shown(name))` leaves out required \(English.plural(missing.count, "parameter")) "
                        + "\(English.quotedList(missing.map(\.name), conjunction: "and")); pass "
                        + "\(missing.count == 1 ? "it" : "them"): `\(transition.arrow) \(English.shown(name))(\(labels))`",
                    at: transition.targetRange))
        }
        for index in graph.routedScreens {
            let screen = context.flow.screens[index]
            for route in screen.routes {
                let missing = missing(route.placeholders.lazy.map(\.name), of: index)
                guard !missing.isEmpty else { continue }
                findings.append(
                    finding(
                        "route `\(English.shown(route.pattern))` cannot build `\(English.shown(screen.name))`: it has no placeholder for required "
                            + "\(English.plural(missing.count, "parameter")) \(English.quotedList(missing.map(\.name), conjunction: "and")); "
                            + "add \(English.quotedList(missing.map { ":" + $0.name }, conjunction: "and")) to the route, or give "
                            + "the parameter a default",
                        at: route.range))
            }
        }
        return findings
    }
}
