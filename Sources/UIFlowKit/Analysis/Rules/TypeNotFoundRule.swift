/// An `@type` that names no type of the app's Swift sources.
struct TypeNotFoundRule: Rule {
    static let id: RuleID = "type-not-found"
    static let order = 102
    static let defaultSeverity = Severity.error
    static let summary = "An `@type` that names no class, struct, enum or actor in the app's Swift sources."
    static let rationale = """
        Checked only with the app's Swift sources (`uiflow lint --swift-sources DIR`, or \
        `swift-sources:` in `.uiflow.yml`). The type was renamed, moved out of the sources given, or \
        misspelt: the flow no longer says which code implements the screen. Fix the `@type` (the \
        finding suggests close names, with a note at the closest type), or add the directory that \
        declares it to the sources. A screen without `@type` is matched by its name and never \
        reported here.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Profile(userId: Int)]\n@type 1️⃣ProfileController\n",
                expecting: ["1️⃣": "`@type ProfileController` of screen `Profile` names no type in the Swift sources (1 file); fix the name, or add the directory that declares it"]),
            .flow(
                "[Feed]\n@type 2️⃣FeedScreen\n",
                expecting: ["2️⃣": "`@type FeedScreen` of screen `Feed` names no type in the Swift sources (1 file); fix the name, or add the directory that declares it"]),
        ],
        passing: [
            "[Profile(userId: Int)]\n@type ProfileViewController\n",
            "[Settings]\n",
        ],
        swift: """
            final class ProfileViewController: UIViewController {
                init(userId: Int) {
                    super.init(nibName: nil, bundle: nil)
                }
            }

            """)

    func check(_ context: RuleContext) -> [Diagnostic] {
        guard let code = context.code else { return [] }
        var suggester: NameSuggester?
        var findings: [Diagnostic] = []
        for (index, screen) in context.flow.screens.enumerated() {
            guard let name = screen.typeName, code.types[index] == nil else { continue }
            if suggester == nil { suggester = NameSuggester(names: code.index.types.map(\.name)) }
            let close = suggester?.suggestions(for: name) ?? []
            var message = "`@type \(English.shown(name))` of screen `\(English.shown(screen.name))` names no type in the "
                + "Swift sources (\(English.count(code.index.fileCount, "file")))"
            message += close.isEmpty ? "; fix the name, or add the directory that declares it"
                : "; did you mean \(English.quotedList(close))?"
            let notes = close.first.flatMap { code.index.type(named: $0) }.map {
                [Diagnostic.Note(message: "`\($0.name)` is declared here", range: $0.range)]
            } ?? []
            findings.append(finding(message, at: screen.typeRange ?? screen.range, notes: notes))
        }
        return findings
    }
}
