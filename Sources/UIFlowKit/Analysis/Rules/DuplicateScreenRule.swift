/// A second block with a name already used.
struct DuplicateScreenRule: Rule {
    static let id: RuleID = "duplicate-screen"
    static let order = 20
    static let defaultSeverity = Severity.error
    static let summary = "A second screen block with a name that is already used."
    static let rationale = """
        Screen names are global across the files of a flow, and transitions find their target by \
        name, so a second block with the same name is ambiguous; the second one is left out of the \
        graph. Rename it, or merge it into the first (the finding notes where that is).
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Home]\nFeed\n\n[1️⃣Home]\nSettings\n",
                expecting: ["1️⃣": "screen `Home` is already defined; rename this block or merge it into the first one"]),
        ],
        passing: ["[Home]\nFeed\n\n[Settings]\nPreferences\n"])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.flow.diagnostics.filter { $0.rule == Self.id }
    }
}
