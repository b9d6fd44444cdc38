/// An argument label, or a route placeholder, that names no parameter of the screen.
struct UnknownArgumentRule: Rule {
    static let id: RuleID = "unknown-argument"
    static let order = 60
    static let defaultSeverity = Severity.error
    static let summary = "An argument or route placeholder that is not a parameter of the screen."
    static let rationale = """
        Arguments and placeholders fill a screen's init parameters by label, so a label the screen \
        does not declare is a typo or a stale name, and the code generated or written from the spec \
        would not compile. The finding suggests the closest parameter names. When the closest one is \
        a required parameter the transition or route leaves out, this finding is the only one: \
        `missing-argument` does not report that parameter again.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Feed]\n--\nTap an avatar\n==push=> Profile(1️⃣userID: user.id)\n\n[Profile(userId: Int)]\n",
                expecting: ["1️⃣": "`Profile` has no parameter `userID`; did you mean `userId`?"]),
            .flow(
                "[Profile(userId: Int)]\n@route myapp://profiles/:userId/2️⃣:tab\n",
                expecting: ["2️⃣": "`Profile` has no parameter `tab`; its only parameter is `userId`"]),
        ],
        passing: [
            "[Feed]\n--\nTap an avatar\n==push=> Profile(userId: user.id)\n\n[Profile(userId: Int)]\n",
            "[Profile(userId: Int, tab: Tab = .posts)]\n@route myapp://profiles/:userId?tab=:tab\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var lookup = ParameterLookup(flow: context.flow)
        func unknown(_ label: String, of screen: Int, at range: SourceRange, what: String) -> Diagnostic {
            unknownFinding(label, of: context.flow.screens[screen], lookup.suggestions(for: label, of: screen), at: range, what: what)
        }
        let graph = context.graph
        for edge in graph.edges where edge.hasArguments && edge.isDefined {
            let target = Int(edge.target)
            let arguments = graph.arguments(edge)
            for index in arguments.indices where lookup.index(of: arguments[index].label, in: target) == nil {
                findings.append(unknown(arguments[index].label, of: target, at: arguments[index].range, what: "argument"))
            }
        }
        for index in graph.routedScreens {
            for route in context.flow.screens[index].routes {
                for placeholder in route.placeholders where lookup.index(of: placeholder.name, in: index) == nil {
                    findings.append(unknown(placeholder.name, of: index, at: placeholder.range, what: "placeholder"))
                }
            }
        }
        return findings
    }

    private func unknownFinding(
        _ label: String, of screen: Screen, _ suggestions: [String], at range: SourceRange, what: String
    ) -> Diagnostic {
        let names = screen.parameters.map(\.name)
        let hint: String
        if !suggestions.isEmpty {
            hint = "; did you mean \(English.quotedList(suggestions))?"
        } else if names.isEmpty {
            hint = " (it takes no parameters); remove the \(what)"
        } else if names.count == 1, let only = names.first {
            hint = "; its only parameter is `\(English.shown(only))`"
        } else {
            hint = "; its parameters are \(English.quotedList(names, conjunction: "and"))"
        }
        return finding("`\(English.shown(screen.name))` has no parameter `\(English.shown(label))`\(hint)", at: range)
    }
}
