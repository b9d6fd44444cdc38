/// Lints a flow: every rule's findings, with the configured severities, without the findings that
/// `@allow` silences, sorted by place.
///
/// ```swift
/// let flow = Flow(parsing: text, file: "app.uiflow")
/// let findings = Analyzer().analyze(flow)
/// let failed = findings.contains { $0.severity == .error }
/// ```
public struct Analyzer: Sendable {
    /// The configuration: severities, entry points.
    public var configuration: Configuration
    /// What the app's Swift sources declare (`uiflow lint --swift-sources`): the rules that check
    /// the flow against the code (`type-not-found`, `init-mismatch`, `undeclared-transition`,
    /// `unimplemented-transition`) find nothing without it.
    public var code: CodeIndex?
    /// The screens' images as read (`ScreenImageFiles` in UIFlowFiles, or ``ScreenImageResolver``):
    /// the `screenshot-unavailable` rule reports those refused, and finds nothing without them.
    public var images: ScreenImages?
    /// The rules that run: every rule when `nil` (the default), else only these, as when a
    /// command needs one rule's findings (`uiflow render` reports refused screens' pictures) and
    /// not the whole lint.
    public var rules: Set<RuleID>?
    /// Whether rules may run concurrently (tests compare both ways).
    var mode = Parallel.Mode.automatic

    /// Creates an analyzer.
    public init(configuration: Configuration = Configuration(), code: CodeIndex? = nil, images: ScreenImages? = nil) {
        self.configuration = configuration
        self.code = code
        self.images = images
    }

    /// From this many screens on, rules run concurrently: the navigation search and its rules are
    /// then half of lint, and run beside the rest (measured: docs/performance.md, "Measured
    /// choices").
    static let concurrencyThreshold = 500

    /// Every rule, in the order of the documentation.
    public static var rules: [RuleDescription] { RuleRegistry.all.map { $0.description } }

    /// The findings for `flow`, sorted by file (in the flow's order), line, column and rule.
    public func analyze(_ flow: Flow) -> [Diagnostic] {
        analysis(of: flow).findings
    }

    /// The findings for `flow`, as ``analyze(_:)`` returns them, with the navigation search the
    /// rules read, for writers to reuse.
    public func analysis(of flow: Flow) -> FlowAnalysis {
        // The app's injected dependencies are no navigation parameters: routes need no
        // placeholder for them, transitions no argument.
        let flow = configuration.navigationFlow(flow)
        let context = RuleContext(flow: flow, configuration: configuration, code: code, images: images)
        let silencer = Silencer(graph: context.graph)
        // Rules are independent: on a large flow they run concurrently; their findings are merged
        // in registry order, so the result does not depend on scheduling. The navigation search
        // and the rules that read it are one piece of work, started first, so that the other
        // rules run beside the search instead of after it (docs/performance.md, "Measured choices").
        let rules = RuleRegistry.all
        let selected = rules.indices.filter { self.rules?.contains(rules[$0].id) ?? true }
        let navigationRules = selected.filter { rules[$0].usesNavigation }
        let otherRules = selected.filter { !rules[$0].usesNavigation }
        let pieces = Parallel.map(1 + otherRules.count, concurrently: mode.allows(flow.screens.count >= Self.concurrencyThreshold)) {
            piece -> (findings: [(rule: Int, findings: [Diagnostic])], navigation: Navigation?) in
            guard piece > 0 else {
                guard !navigationRules.isEmpty else { return ([], nil) }
                let searched = context.searchingNavigation()
                return (navigationRules.map { ($0, rules[$0].init().check(searched)) }, searched.navigation)
            }
            return ([(otherRules[piece - 1], rules[otherRules[piece - 1]].init().check(context))], nil)
        }
        var perRule = [[Diagnostic]](repeating: [], count: rules.count)
        for (rule, findings) in pieces.lazy.flatMap(\.findings) { perRule[rule] = findings }
        var findings: [Diagnostic] = []
        for ruleFindings in perRule {
            for var finding in ruleFindings {
                let isOnByDefault = RuleRegistry.byID[finding.rule]?.isOnByDefault ?? true
                guard let severity = configuration.severity(of: finding.rule, default: finding.severity, isOnByDefault: isOnByDefault),
                    !silencer.isSilenced(finding)
                else { continue }
                finding.severity = severity
                findings.append(finding)
            }
        }
        let fileOrder = Dictionary(flow.files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // Each finding's place is worked out once, not on every comparison (docs/performance.md,
        // "Measured choices"). Sorting the positions is stable, as sorting the findings was.
        let places = findings.map { (order: fileOrder[$0.range.file] ?? Int.max, start: $0.range.start) }
        let sorted = findings.indices.sorted { lhs, rhs in
            let left = places[lhs]
            let right = places[rhs]
            if left.order != right.order { return left.order < right.order }
            if left.start != right.start { return left.start < right.start }
            if findings[lhs].range.file != findings[rhs].range.file { return findings[lhs].range.file < findings[rhs].range.file }
            return findings[lhs].rule < findings[rhs].rule
        }
        findings = sorted.map { findings[$0] }
        return FlowAnalysis(
            flow: flow, findings: findings, entryPoints: configuration.entryPoints.map(\.name),
            navigation: pieces.first?.navigation)
    }
}

/// Decides whether an `@allow` silences a finding: the finding lies inside a screen block that
/// allows its rule, or on the line of a transition whose trailing `@allow` names it.
private struct Silencer {
    private let blocks: BlockIndex
    private var allowed: [Int: Set<RuleID>] = [:]
    /// The rules each transition with a trailing `@allow` names, by file and line.
    private var allowedLines: [String: [Int: Set<RuleID>]] = [:]

    /// Reads the screens' `@allow`s in place, and the transitions' from the graph, which already
    /// marks the few that have one, rather than walking every transition again (docs/performance.md,
    /// "Measured choices").
    init(graph: FlowGraph) {
        let screens = graph.flow.screens
        blocks = BlockIndex(flow: graph.flow) { !$0.allowances.isEmpty }
        for index in screens.indices where !screens[index].allowances.isEmpty {
            allowed[index] = Set(screens[index].allowances.map(\.rule))
        }
        for edge in graph.edges where edge.hasAllowances {
            let transition = graph.transition(edge)
            allowedLines[transition.location.file, default: [:]][transition.location.line, default: []]
                .formUnion(transition.allowances.map(\.rule))
        }
    }

    func isSilenced(_ finding: Diagnostic) -> Bool {
        let location = finding.location
        if !allowedLines.isEmpty, allowedLines[location.file]?[location.line]?.contains(finding.rule) == true {
            return true
        }
        guard !allowed.isEmpty, let screen = blocks.screen(containing: location) else { return false }
        return allowed[screen]?.contains(finding.rule) == true
    }
}
