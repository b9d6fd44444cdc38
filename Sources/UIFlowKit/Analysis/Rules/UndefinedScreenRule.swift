/// A transition to a name that has no block.
struct UndefinedScreenRule: Rule {
    static let id: RuleID = "undefined-screen"
    static let order = 30
    static let defaultSeverity = Severity.warning
    static let summary = "A transition to a screen that has no block of its own."
    static let rationale = """
        A target without a block is drawn as a dashed ellipse: often a screen still to be written, \
        sometimes a misspelt name. The finding suggests the closest names, ignoring case, spaces, \
        punctuation, full- and half-width forms and hiragana versus katakana. Define the screen, or \
        fix the name. A tab of `@tabs` and an entry point in `.uiflow.yml` that name no screen are \
        reported too.
        """
    static let examples = RuleExamples(
        failing: [
            "[Sign in]\n--\nTap \"Sign in\"\n==> 1️⃣Hme\n\n[Home]\n",
            "[ログイン]\n--\nタップ\n==> 2️⃣ほーむ\n\n[ホーム]\n",
        ],
        passing: ["[Sign in]\n--\nTap \"Sign in\"\n==> Home\n\n[Home]\n"])

    func check(_ context: RuleContext) -> [Diagnostic] {
        let flow = context.flow
        var undefined: [(name: String, range: SourceRange, what: String)] = []
        for edge in context.graph.edges where edge.target == FlowGraph.Edge.undefined {
            let transition = context.graph.transition(edge)
            guard let target = transition.target else { continue }
            undefined.append((target, transition.targetRange, "target"))
        }
        for screen in flow.screens {
            for tab in screen.tabs where !flow.isDefined(tab.name) {
                undefined.append((tab.name, tab.range, "tab"))
            }
        }
        for entry in context.configuration.entryPoints where !flow.isDefined(entry.name) {
            guard let location = entry.location else { continue }
            undefined.append((entry.name, SourceRange(location), "entry point"))
        }
        guard !undefined.isEmpty else { return [] }
        // Built only when needed: most flows have every target defined.
        let suggester = NameSuggester(names: flow.screens.map(\.name))
        return undefined.map { name, range, what in
            let suggestions = suggester.suggestions(for: name)
            let hint =
                suggestions.isEmpty
                ? "define `[\(English.shown(name))]`, or fix the name"
                : "did you mean \(English.quotedList(suggestions))? If not, define `[\(English.shown(name))]`"
            return finding("\(what) `\(English.shown(name))` has no screen block; \(hint)", at: range)
        }
    }
}
