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
        reported too. When the closest name is a screen that nothing else reaches (`==> Licences` \
        for `[Licenses]`), a note says so, and `unreachable-screen` does not report that screen (nor \
        the screens only it leads to) again: one typo, one finding.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Sign in]\n--\nTap \"Sign in\"\n==> 1️⃣Hme\n\n[Home]\n",
                expecting: ["1️⃣": "target `Hme` has no screen block; did you mean `Home`? If not, define `[Hme]`"]),
            .flow(
                "[ログイン]\n--\nタップ\n==> 2️⃣ほーむ\n\n[ホーム]\n",
                expecting: ["2️⃣": "target `ほーむ` has no screen block; did you mean `ホーム`? If not, define `[ほーむ]`"]),
            .flow(
                "[Settings]\n--\nTap \"Licenses\"\n==push=> 3️⃣Licences\n\n[Licenses]\n",
                expecting: ["3️⃣": "target `Licences` has no screen block; did you mean `Licenses`? If not, define `[Licences]`"]),
        ],
        passing: ["[Sign in]\n--\nTap \"Sign in\"\n==> Home\n\n[Home]\n"])

    func check(_ context: RuleContext) -> [Diagnostic] {
        let flow = context.flow
        let graph = context.graph
        var undefined: [(name: String, range: SourceRange, what: String, edge: Int?)] = []
        for position in graph.edges.indices where graph.edges[position].target == FlowGraph.Edge.undefined {
            let transition = graph.transition(graph.edges[position])
            guard let target = transition.target else { continue }
            undefined.append((target, transition.targetRange, "target", position))
        }
        for screen in flow.screens {
            for tab in screen.tabs where !flow.isDefined(tab.name) {
                undefined.append((tab.name, tab.range, "tab", nil))
            }
        }
        for entry in context.configuration.entryPoints where !flow.isDefined(entry.name) {
            guard let location = entry.location else { continue }
            undefined.append((entry.name, SourceRange(location), "entry point", nil))
        }
        guard !undefined.isEmpty, let suggester = context.screenSuggester else { return [] }
        let consequences = Self.unreachable(context)
        return undefined.map { name, range, what, edge in
            let suggestions = suggester.suggestions(for: name)
            let hint =
                suggestions.isEmpty
                ? "define `[\(English.shown(name))]`, or fix the name"
                : "did you mean \(English.quotedList(suggestions))? If not, define `[\(English.shown(name))]`"
            let notes = edge.flatMap { consequences[$0] }.map { [$0] } ?? []
            return finding("\(what) `\(English.shown(name))` has no screen block; \(hint)", at: range, notes: notes)
        }
    }

    /// For each misspelt transition (by its position in the graph's edges), a note on the screen
    /// its closest name stands for, when nothing else reaches that screen: the unreachable screen
    /// is a consequence of this finding, and `unreachable-screen` leaves it out.
    private static func unreachable(_ context: RuleContext) -> [Int: Diagnostic.Note] {
        guard context.isEnabled(UnreachableScreenRule.self) else { return [:] }
        let reachability = Reachability(context, followingMisspellings: true)
        guard !reachability.misspeltTarget.isEmpty else { return [:] }
        // How many screens each misspelling alone reaches, the one it names included.
        var reached: [Int: Int] = [:]
        for edge in reachability.misspelling.values { reached[edge, default: 0] += 1 }
        var notes: [Int: Diagnostic.Note] = [:]
        for (edge, screen) in reachability.misspeltTarget {
            let name = "`\(English.shown(context.flow.screens[screen].name))`"
            let beyond = (reached[edge] ?? 1) - 1
            let what = beyond == 0 ? "\(name) is" : "\(name) and \(English.count(beyond, "screen")) past it are"
            notes[edge] = Diagnostic.Note(
                message: "\(what) unreachable from the entry points until this target is fixed",
                range: context.flow.screens[screen].range)
        }
        return notes
    }
}
