/// Navigation in code several screens share (a row, a cell, a protocol's default implementation)
/// that one of them does not declare: possible, since whether that screen offers the action is
/// decided at run time.
struct UndeclaredSharedTransitionRule: Rule {
    static let id: RuleID = "undeclared-shared-transition"
    static let order = 107
    static let defaultSeverity = Severity.note
    static let usesNavigation = true
    static let summary = "Code several screens share (a row, a cell) that navigates to a screen's type, for a screen whose flow has no such transition."
    static let rationale = """
        Checked only with the app's Swift sources. A row, a cell or a header view that several \
        screens build navigates (a status row's "Boosted by" button pushes a list of accounts), or \
        a protocol's default implementation that several screens conform to does (a cell \
        delegate's method): every such screen may make that navigation, and \
        `undeclared-transition` cannot tell from the code whether a given screen offers it, since \
        the shared code often shows the action only when a condition holds at run time \
        (`if isFocused { … }` with a value known only then, a style its screen sets; a flag the \
        screen gives as a literal `false`, or an environment value false by default that it \
        never sets, is read, and the navigation is not that screen's). So a screen whose flow lacks the transition gets this note rather than \
        a warning, with the chain of calls from the shared code. Add the transition where the \
        screen offers it; where it does not, `@allow(undeclared-shared-transition)` on the screen \
        says so, or turn the rule off. A navigation that the screen's own code makes as well is \
        `undeclared-transition`'s.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[1️⃣Timeline]\n--\nTap a post\n==push=> Post\n\n[Post]\n--\nTap Boosted by\n==push=> Boosted by\n\n[Boosted by]\n",
                expecting: ["1️⃣": "`TimelineView` may push `BoostedByView` (through `StatusRow`, code several screens share: whether this screen offers it is decided at run time), but screen `Timeline` has no transition to `Boosted by`; add `==push=> Boosted by`"]),
        ],
        passing: [
            "[Timeline]\n--\nTap Boosted by\n==push=> Boosted by\nTap a post\n==push=> Post\n\n[Post]\n--\nTap Boosted by\n==push=> Boosted by\n\n[Boosted by]\n"
        ],
        swift: """
            struct StatusRow: View {
                let isFocused: Bool
                var body: some View {
                    if isFocused {
                        NavigationLink("Boosted by") { BoostedByView() }
                    }
                }
            }

            struct TimelineView: View {
                @State private var pinnedID = 0
                var body: some View {
                    List {
                        ForEach(0..<20) { id in StatusRow(isFocused: id == pinnedID) }
                        NavigationLink("Open") { PostView() }
                    }
                }
            }

            struct PostView: View {
                var body: some View { StatusRow(isFocused: true) }
            }

            struct BoostedByView: View {
                var body: some View { Text("") }
            }

            """)

    func check(_ context: RuleContext) -> [Diagnostic] {
        UndeclaredTransitionRule.undeclared(in: context, throughSharedParts: true) { finding($0, at: $1, notes: $2) }
    }
}
