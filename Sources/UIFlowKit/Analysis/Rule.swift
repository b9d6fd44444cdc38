import Foundation

/// A lint check: one stable id, a default severity, a one-line summary, examples that document
/// and test it, and a check that turns a flow into findings. A rule never prints.
///
/// Adding a rule is one file in `Rules/`, named after its type (`FooRule.swift` holds
/// `struct FooRule: Rule`, with `static let id: RuleID = "foo"` and `static let order = N`), then
/// `UIFLOW_UPDATE_GOLDEN=1 swift test --filter GeneratedRuleFilesTests`, which regenerates
/// ``RuleRegistry`` and the rule lists of docs/lint.md and the README from the rules' sources.
protocol Rule: Sendable {
    /// The stable id users write in `@allow` and `.uiflow.yml`.
    static var id: RuleID { get }
    /// The rule's place among the rules: in the registry, docs/lint.md, and SARIF's rule list
    /// (whose indices results refer to). Rules sort by it, smallest first; the built-in rules use
    /// multiples of 10, so that a new rule can go between two of them.
    static var order: Int { get }
    /// The severity of its findings unless configured otherwise.
    static var defaultSeverity: Severity { get }
    /// What the rule reports, in one sentence.
    static var summary: String { get }
    /// Why it matters and how to fix it, for the docs and SARIF's full description.
    static var rationale: String { get }
    /// Flows that must and must not trip the rule; they document it in docs/lint.md and are tested.
    static var examples: RuleExamples { get }
    /// Whether the check reads ``RuleContext/navigation``: the navigation search runs only when a
    /// rule that does is enabled.
    static var usesNavigation: Bool { get }
    /// Whether the rule reports unless configured otherwise; a rule that is off by default
    /// reports at ``defaultSeverity`` once `.uiflow.yml` turns it on.
    static var isOnByDefault: Bool { get }

    init()

    /// The rule's findings for the flow.
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    static var usesNavigation: Bool { false }

    static var isOnByDefault: Bool { true }

    /// The rule's public description.
    static var description: RuleDescription {
        RuleDescription(id: id, defaultSeverity: defaultSeverity, summary: summary, rationale: rationale, isOnByDefault: isOnByDefault)
    }
}

/// A rule as tools see it: for reporters (SARIF's rule list) and documentation.
public struct RuleDescription: Sendable, Hashable {
    /// The stable id.
    public var id: RuleID
    /// The severity of its findings unless configured otherwise.
    public var defaultSeverity: Severity
    /// What the rule reports, in one sentence.
    public var summary: String
    /// Why it matters and how to fix it.
    public var rationale: String
    /// Whether it reports unless configured otherwise (at ``defaultSeverity``); one that is off
    /// by default reports at ``defaultSeverity`` once configured on.
    public var isOnByDefault: Bool

    /// Creates a description.
    public init(id: RuleID, defaultSeverity: Severity, summary: String, rationale: String, isOnByDefault: Bool = true) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.isOnByDefault = isOnByDefault
    }
}

/// Example flows for a rule, with emoji markers (`1️⃣`) where its findings must point and the
/// message expected at each, in the style of swift-format's finding specs:
///
/// ```swift
/// RuleExamples(
///     failing: [
///         .flow("[Home]\n--\nTap\n==> 1️⃣Hme\n", expecting: ["1️⃣": "target `Hme` has no screen block; …"]),
///     ],
///     passing: ["[Home]\n"])
/// ```
struct RuleExamples: Sendable {
    /// A flow that trips the rule, and the message of the finding expected at each of its markers.
    struct Failing: Sendable {
        /// The flow, with a marker where each finding must point.
        var flow: String
        /// Each marker, with the message of the one finding expected there, in the order written.
        var expected: [(marker: String, message: String)]

        /// A failing example: `flow`, and the message expected at each of its markers.
        static func flow(_ flow: String, expecting expected: KeyValuePairs<String, String>) -> Failing {
            Failing(flow: flow, expected: expected.map { (marker: $0.key, message: $0.value) })
        }
    }

    /// Flows that trip the rule: one finding at each marker, with the message expected there.
    var failing: [Failing]
    /// Flows that must not trip it.
    var passing: [String]
    /// The app's Swift code every example is checked against (as `Example.swift`), for the rules
    /// that compare the flow with the code; `nil` for the others.
    var swift: String?
    /// A storyboard read with it (as `Example.storyboard`), for the rules about storyboards.
    var storyboard: String?
    /// Image files beside the example (by path relative to it), for the rule about screens' images.
    var images: [String: Data]

    init(failing: [Failing], passing: [String], swift: String? = nil, storyboard: String? = nil, images: [String: Data] = [:]) {
        self.failing = failing
        self.passing = passing
        self.swift = swift
        self.storyboard = storyboard
        self.images = images
    }
}

/// What a rule's check gets: the flow, its graph, and the configuration.
struct RuleContext: Sendable {
    let flow: Flow
    let graph: FlowGraph
    let configuration: Configuration
    /// How each screen comes on screen (stacks, modals, tabs), for the navigation rules: set by
    /// ``searchingNavigation()``, and only when one of them is on, as the search is most of lint's
    /// time.
    private(set) var navigation: Navigation?
    /// Suggests screen names for a name without a block; built only when a transition, a tab or a
    /// configured entry point names one, as most flows have every name defined.
    let screenSuggester: NameSuggester?
    /// The screens' types and the code's navigation, when the analysis has the app's Swift sources.
    let code: CodeLinks?
    /// The screens' images and those refused, when the caller read them.
    let images: ScreenImages?

    init(flow: Flow, configuration: Configuration, code: CodeIndex? = nil, images: ScreenImages? = nil) {
        self.flow = flow
        self.configuration = configuration
        self.images = images
        self.code = code.map { CodeLinks(flow: flow, index: $0, configuration: configuration) }
        let graph = FlowGraph(flow: flow, configuredEntryPoints: configuration.entryPoints.map(\.name))
        self.graph = graph
        let screens = flow.screens
        let needsSuggestions =
            graph.edges.contains { $0.target == FlowGraph.Edge.undefined }
            || configuration.entryPoints.contains { !flow.isDefined($0.name) }
            || screens.indices.contains { index in screens[index].tabs.contains { !flow.isDefined($0.name) } }
        screenSuggester = needsSuggestions ? NameSuggester(names: flow.screens.map(\.name)) : nil
    }

    /// This context with the navigation search done, when a rule that reads it is on.
    func searchingNavigation() -> RuleContext {
        var context = self
        if navigation == nil, RuleRegistry.all.contains(where: { $0.usesNavigation && isEnabled($0) }) {
            context.navigation = Navigation(graph: graph)
        }
        return context
    }

    /// Whether findings of `rule` are reported at all (it is not configured `off`): a rule that
    /// leaves out what another rule's finding already explains asks this first.
    func isEnabled(_ rule: any Rule.Type) -> Bool {
        configuration.severity(of: rule.id, default: rule.defaultSeverity, isOnByDefault: rule.isOnByDefault) != nil
    }
}

extension Rule {
    /// A finding of this rule about the text in `range`, at its default severity.
    func finding(
        _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [], paths: [[Diagnostic.Note]] = []
    ) -> Diagnostic {
        Diagnostic(rule: Self.id, severity: Self.defaultSeverity, message: message, range: range, notes: notes, paths: paths)
    }
}
