/// What the parser rejects or warns about, reported under one id.
struct SyntaxRule: Rule {
    static let id: RuleID = "syntax"
    static let order = 10
    static let defaultSeverity = Severity.error
    static let summary = "Text the parser rejects (errors) or questions (warnings)."
    static let rationale = """
        The parser recovers from every problem and reports them all in one pass: text before the \
        first screen, a second separator, an unknown transition kind, a transition without a target, \
        a malformed directive, invalid UTF-8. Each message says what to write instead. Warnings keep \
        their own severity (an unknown `@directive`, an arrow with one `=`).
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "1️⃣Sign-in flow\n[Sign in]\n",
                expecting: ["1️⃣": "text before the first screen block; start the file with a header such as `[Home]`, or make the line a comment with `//`"]),
            .flow(
                "[Home]\n--\nTap\n==2️⃣popover=> Detail\n\n[Detail]\n",
                expecting: ["2️⃣": "unknown transition kind `popover`; the kinds are `show`, `push`, `present`, `back`, `dismiss`, `replace`, `switch`"]),
        ],
        passing: [
            "// Sign-in flow\n[Sign in]\n",
            "[Home]\n--\nTap\n==present=> Detail\n\n[Detail]\n--\nClose\n==dismiss=>\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.flow.diagnostics.filter { $0.rule == Self.id }
    }
}
