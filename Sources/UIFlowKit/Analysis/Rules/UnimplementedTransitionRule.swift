/// A transition of the flow that no code of its screen's type makes.
struct UnimplementedTransitionRule: Rule {
    static let id: RuleID = "unimplemented-transition"
    static let order = 108
    static let defaultSeverity = Severity.note
    static let isOnByDefault = false
    static let summary = "A transition of the flow whose source screen's type has no code that goes to the target's type."
    static let rationale = """
        Off by default; turn it on with a severity (`rules: {unimplemented-transition: note}`). \
        Checked only with the app's Swift sources, for forward transitions (`==>`, `push`, \
        `present`) and `replace` between two screens whose types are found. It finds the flow's \
        promises the code does not keep (yet), as far as the analysis follows the code: a \
        navigation it cannot see (a storyboard segue, a router it does not read) would be reported \
        wrongly, which is why it is off until a team has checked that it sees theirs. Navigation \
        that code no screen owns makes (an app delegate, a coordinator nothing ties to a screen), \
        and what the own code of a type listed under `coordinators:` does, counts for every screen. \
        A kind that differs is `undeclared-transition`'s to report.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Feed]\n--\nTap a post\n==push=> Post\nTap settings\n1️⃣==present=> Settings\n\n[Post]\n\n[Settings]\n",
                expecting: ["1️⃣": "no code of `FeedView` goes to `SettingsView` (screen `Settings`); implement the transition, or declare the app's navigation calls the analysis does not follow under `navigation-calls:`"]),
        ],
        passing: [
            "[Feed]\n--\nTap a post\n==push=> Post\n\n[Post]\n\n[Settings]\n",
            "[Feed]\n--\nTap a post\n==push=> Post\nTap a tag\n==push=> Tag\n\n[Post]\n\n[Tag]\n",
        ],
        swift: """
            struct FeedView: View {
                let posts: [Post]

                var body: some View {
                    List(posts) { post in
                        NavigationLink(destination: PostView()) { Text(post.title) }
                    }
                }
            }

            struct PostView: View {
                var body: some View { Text("Post") }
            }

            struct SettingsView: View {
                var body: some View { Text("Settings") }
            }

            """)

    func check(_ context: RuleContext) -> [Diagnostic] {
        guard let code = context.code else { return [] }
        let flow = context.flow
        let coordinators = Set(context.configuration.coordinators)
        // Where each screen's code goes, and where code no screen owns goes.
        var reaches: [String: Set<String>] = [:]
        var coordinated: Set<String> = []
        for navigation in code.analysis.navigations {
            if let source = navigation.sourceType {
                reaches[source, default: []].formUnion(navigation.targets)
            } else {
                coordinated.formUnion(navigation.targets)
            }
            // What the code of a type listed under `coordinators:` does counts for every screen.
            if let codeType = navigation.codeType, coordinators.contains(codeType) { coordinated.formUnion(navigation.targets) }
        }
        var findings: [Diagnostic] = []
        for (index, screen) in flow.screens.enumerated() {
            guard let source = code.types[index] else { continue }
            for transition in screen.transitions where transition.kind.isForward || transition.kind == .replace {
                guard let target = transition.target.flatMap({ flow.index(ofScreenNamed: $0) }),
                    let targetType = code.types[target],
                    reaches[source.name]?.contains(targetType.name) != true, !coordinated.contains(targetType.name)
                else { continue }
                let message = "no code of `\(source.name)` goes to `\(targetType.name)` (screen `\(English.shown(flow.screens[target].name))`)"
                    + "; implement the transition, or declare the app's navigation calls the analysis does not follow under `navigation-calls:`"
                let note = Diagnostic.Note(message: "`\(source.name)` is declared here", range: source.range)
                findings.append(finding(message, at: transition.range, notes: [note]))
            }
        }
        return findings
    }
}
