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
        exists already, so they pass nothing.
        """
    static let examples = RuleExamples(
        failing: [
            "[Feed]\n--\nTap an avatar\n==push=> 1️⃣Profile\n\n[Profile(userId: Int, tab: Tab = .posts)]\n",
            "[Feed]\n--\nTap an avatar\n==push=> 2️⃣Profile(tab: .likes)\n\n[Profile(userId: Int, tab: Tab = .posts)]\n",
            "[Profile(userId: Int)]\n@route 3️⃣myapp://profile\n",
        ],
        passing: [
            "[Feed]\n--\nTap an avatar\n==push=> Profile(userId: user.id)\n\n[Profile(userId: Int, tab: Tab = .posts, note: String?)]\n",
            "[Profile(userId: Int)]\n@route myapp://profiles/:userId\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let graph = context.graph
        for edge in graph.edges where edge.isDefined && edge.kind.buildsTarget && graph.requiredParameters[Int(edge.target)] > 0 {
            // A linear search for the usual handful of arguments, a set for long lists. The rest of
            // the transition is read only when something is missing.
            let arguments = graph.arguments(edge)
            let passed = arguments.count > 8 ? Set(arguments.map(\.label)) : []
            let missing = context.flow.screens[Int(edge.target)].parameters.filter { parameter in
                parameter.isRequired
                    && !(arguments.count > 8
                        ? passed.contains(parameter.name) : arguments.contains { $0.label == parameter.name })
            }
            guard !missing.isEmpty else { continue }
            let transition = graph.transition(edge)
            guard let name = transition.target else { continue }
            let what = transition.isImplicit ? "the implicit transition to" : "this transition to"
            let labels = missing.map { "\($0.name): …" }.joined(separator: ", ")
            findings.append(
                finding(
                    "\(what) `\(English.shown(name))` leaves out required \(English.plural(missing.count, "parameter")) "
                        + "\(English.quotedList(missing.map(\.name), conjunction: "and")); pass "
                        + "\(missing.count == 1 ? "it" : "them"): `==> \(English.shown(name))(\(labels))`",
                    at: transition.targetRange))
        }
        for index in graph.routedScreens {
            let screen = context.flow.screens[index]
            for route in screen.routes {
                let placeholders = Set(route.placeholders.map(\.name))
                let missing = screen.parameters.filter { $0.isRequired && !placeholders.contains($0.name) }
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


