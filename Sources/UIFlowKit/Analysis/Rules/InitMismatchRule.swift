/// A screen whose parameters no initializer of its type accepts.
struct InitMismatchRule: Rule {
    static let id: RuleID = "init-mismatch"
    static let order = 104
    static let defaultSeverity = Severity.error
    static let summary = "A screen whose parameters no initializer of its type accepts."
    static let rationale = """
        Checked only with the app's Swift sources, for screens with a parameter list whose type is \
        found (`@type`, else the screen's name with `ViewController` or `View`, or alone). Each \
        initializer is compared with the parameters: argument labels in order (`_` included), types \
        (`String?` is `Optional<String>`, `[Int]` is `Array<Int>`, whitespace aside) and defaults (a \
        parameter with a default in one place must have one in the other; an optional one may be \
        left out in the flow). `init(coder:)` is not compared. A struct without an initializer of \
        its own has its memberwise one: its stored properties without a value, in order (property \
        wrappers set in place, such as `@State var count = 0` or `@Environment(\\.dismiss) var \
        dismiss`, and those that make their own value, such as `@EnvironmentObject var store: \
        Store` or `@FocusState var focused: Bool`, are not parameters); a class without one has \
        `init()`. The finding names the \
        closest initializer, with a note at it, and everything that differs.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[1️⃣Profile(userId: String)]\n",
                expecting: ["1️⃣": "no initializer of `ProfileViewController` takes the parameters of screen `Profile`; the closest, `init(userId:)`, differs: `userId` is `String` in the flow, `Int` in the code"]),
            .flow(
                "[2️⃣Item detail(item: Item, tab: Tab = .info)]\n",
                expecting: ["2️⃣": "no initializer of `ItemDetailView` takes the parameters of screen `Item detail`; the closest, the memberwise `init(item:tab:)`, differs: `tab` has a default in the flow but is required in the code"]),
            .flow(
                "[3️⃣Search(query: String, scope: Scope)]\n",
                expecting: ["3️⃣": "no initializer of `SearchView` takes the parameters of screen `Search`; the closest, the memberwise `init(query:)`, differs: `query` is `String` in the flow, `String?` in the code; `query` is required in the flow but has a default in the code; the initializer has no parameter `scope`"]),
        ],
        passing: [
            "[Profile(userId: Int)]\n",
            "[Item detail(item: Item, tab: Tab)]\n",
            "[Search(query: Optional<String>)]\n",
        ],
        swift: """
            final class ProfileViewController: UIViewController {
                init(userId: Int) {
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { nil }
            }

            struct ItemDetailView: View {
                let item: Item
                let tab: Tab
                @Environment(\\.dismiss) private var dismiss

                var body: some View { Text(item.title) }
            }

            struct SearchView: View {
                var query: String?
                @State private var results: [Result] = []

                var body: some View { List(results) { Text($0.title) } }
            }

            """)

    func check(_ context: RuleContext) -> [Diagnostic] {
        guard let code = context.code else { return [] }
        var findings: [Diagnostic] = []
        for (index, screen) in context.flow.screens.enumerated() where screen.hasParameterList {
            guard let type = code.types[index] else { continue }
            // The app's injected dependencies are no navigation parameters, on either side.
            let parameters = screen.parameters.filter { !code.dependencies.isDependency($0.type) }
            let candidates = type.callableInitializers.map { ($0, InitComparison(parameters, code.dependencies.navigationParameters(of: $0))) }
            guard !candidates.contains(where: { $0.1.differences.isEmpty }),
                let (closest, comparison) = candidates.min(by: { $0.1.differences.count < $1.1.differences.count })
            else { continue }
            let described = closest.isImplicit ? "the \(type.kind == .struct ? "memberwise " : "")`\(closest.signature)`" : "`\(closest.signature)`"
            let inherited = closest.inheritedFrom.map { " (inherited from `\($0)`)" } ?? ""
            let message = "no initializer of `\(type.name)` takes the parameters of screen `\(English.shown(screen.name))`; "
                + "the closest, \(described)\(inherited), differs: \(comparison.differences.joined(separator: "; "))"
            let owner = closest.inheritedFrom ?? type.name
            let note = Diagnostic.Note(message: "the closest initializer, \(described) of `\(owner)`", range: closest.range)
            findings.append(finding(message, at: screen.range, notes: [note]))
        }
        return findings
    }
}
