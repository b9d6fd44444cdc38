/// A transition of the flow that no code of its screen's type makes.
struct UnimplementedTransitionRule: Rule {
    static let id: RuleID = "unimplemented-transition"
    static let order = 108
    static let defaultSeverity = Severity.note
    static let summary = "A transition of the flow whose source screen's type has no code that goes to the target's type."
    static let rationale = """
        Checked only with the app's Swift sources, for forward transitions (`==>`, `push`, \
        `present`) and `replace` between two screens whose types are found. For teams whose \
        screens navigate themselves, it finds the flow's promises the code does not keep (yet). \
        Teams with coordinators list their coordinator types under `coordinators:` in \
        `.uiflow.yml` (a transition is then implemented when the source type or any coordinator \
        goes to the target's type), or turn the rule off. A kind that differs is \
        `undeclared-transition`'s to report.
        """
    static let examples = RuleExamples(
        failing: [
            "[Feed]\n--\nTap a post\n==push=> Post\nTap settings\n1️⃣==present=> Settings\n\n[Post]\n\n[Settings]\n"
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
            if !coordinators.isEmpty { coordinated.formUnion(navigation.targets) }
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
                    + (coordinators.isEmpty ? "; implement the transition, or list your coordinator types under `coordinators:`"
                        : " and no coordinator does; implement the transition")
                let note = Diagnostic.Note(message: "`\(source.name)` is declared here", range: source.range)
                findings.append(finding(message, at: transition.range, notes: [note]))
            }
        }
        return findings
    }
}
