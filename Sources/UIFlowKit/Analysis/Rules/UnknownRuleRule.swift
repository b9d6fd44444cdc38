/// An `@allow` or a configuration entry that names no rule.
struct UnknownRuleRule: Rule {
    static let id: RuleID = "unknown-rule"
    static let order = 110
    static let defaultSeverity = Severity.warning
    static let summary = "An `@allow` or `.uiflow.yml` entry that names no rule."
    static let rationale = """
        A misspelt rule id silences or configures nothing, so the finding it was meant for still \
        shows up, or a severity silently stays the default. The finding suggests the closest rule id.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Receipt]\n@allow 1️⃣deadend\nThank you\n",
                expecting: ["1️⃣": "`@allow` names no rule `deadend`; did you mean `dead-end`?"]),
            .flow(
                "[List]\n--\nTap an item\n==push=> Detail\n\n[Detail]\n--\nTap \"Related\"\n==push=> List @allow 2️⃣cylce\n",
                expecting: ["2️⃣": "`@allow` names no rule `cylce`; did you mean `cycle`?"]),
        ],
        passing: [
            "[Receipt]\n@allow dead-end\nThank you\n",
            "[List]\n--\nTap an item\n==push=> Detail\n\n[Detail]\n--\nTap \"Related\"\n==push=> List @allow cycle\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        var unknown: [(rule: RuleID, range: SourceRange, place: String)] = []
        for screen in context.flow.screens {
            for allowance in screen.allowances where RuleRegistry.byID[allowance.rule] == nil {
                unknown.append((allowance.rule, allowance.range, "`@allow`"))
            }
        }
        for edge in context.graph.edges where edge.hasAllowances {
            for allowance in context.graph.transition(edge).allowances where RuleRegistry.byID[allowance.rule] == nil {
                unknown.append((allowance.rule, allowance.range, "`@allow`"))
            }
        }
        for setting in context.configuration.rules where RuleRegistry.byID[setting.rule] == nil {
            guard let location = setting.location else { continue }
            unknown.append((setting.rule, SourceRange(location), "the configuration"))
        }
        guard !unknown.isEmpty else { return [] }
        // One suggester, and one hint per distinct id, however many times an id is misspelt.
        let ids = RuleRegistry.all.map { $0.id.rawValue }
        let suggester = NameSuggester(names: ids)
        var hints: [RuleID: String] = [:]
        var findings: [Diagnostic] = []
        for (rule, range, place) in unknown {
            let hint: String
            if let known = hints[rule] {
                hint = known
            } else {
                let suggestions = suggester.suggestions(for: rule.rawValue)
                hint =
                    suggestions.isEmpty
                    ? "the rules are \(English.quotedList(ids, conjunction: "and", limit: ids.count))"
                    : "did you mean \(English.quotedList(suggestions))?"
                hints[rule] = hint
            }
            findings.append(finding("\(place) names no rule `\(English.shown(rule.rawValue))`; \(hint)", at: range))
        }
        return findings
    }
}
