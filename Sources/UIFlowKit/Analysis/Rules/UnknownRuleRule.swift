/// An `@allow` or a configuration entry that names no rule.
struct UnknownRuleRule: Rule {
    static let id: RuleID = "unknown-rule"
    static let defaultSeverity = Severity.warning
    static let summary = "An `@allow` or `.uiflow.yml` entry that names no rule."
    static let rationale = """
        A misspelt rule id silences or configures nothing, so the finding it was meant for still \
        shows up, or a severity silently stays the default. The finding suggests the closest rule id.
        """
    static let examples = RuleExamples(
        failing: ["[Receipt]\n@allow 1️⃣deadend\nThank you\n"],
        passing: ["[Receipt]\n@allow dead-end\nThank you\n"])

    func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for screen in context.flow.screens {
            for allowance in screen.allowances where RuleRegistry.byID[allowance.rule] == nil {
                findings.append(unknown(allowance.rule, at: allowance.location, in: "`@allow`"))
            }
        }
        for setting in context.configuration.rules where RuleRegistry.byID[setting.rule] == nil {
            guard let location = setting.location else { continue }
            findings.append(unknown(setting.rule, at: location, in: "the configuration"))
        }
        return findings
    }

    private func unknown(_ rule: RuleID, at location: SourceLocation, in place: String) -> Diagnostic {
        let ids = RuleRegistry.all.map { $0.id.rawValue }
        let suggestions = NameSuggester(names: ids).suggestions(for: rule.rawValue)
        let hint: String
        if suggestions.isEmpty {
            hint = "the rules are \(quotedList(ids, conjunction: "and"))"
        } else {
            hint = "did you mean \(quotedList(suggestions))?"
        }
        return finding("\(place) names no rule `\(rule.rawValue)`; \(hint)", at: location)
    }
}
