/// A first flow drafted from an app's code (`uiflow extract`): one screen per view controller or
/// SwiftUI view that the code shows or makes a root, with its `@type`, the navigation parameters
/// of its initializer (the app's injected dependencies left out), where its code navigates (with
/// the kind and the call that does it), `@entry` for the roots, `@navigation` for those shown in a
/// stack of their own and `@tabs` for tab bars. Checked with `uiflow lint --swift-sources` against
/// the same code, it gives no `init-mismatch` and no `undeclared-transition`.
public struct FlowDraft: Sendable {
    /// The code.
    public var index: CodeIndex
    /// The suffixes left out of screen names (`ProfileViewController` is `[Profile]`).
    public var typeSuffixes: [String]
    /// The app's own navigation calls (`navigation-calls:`).
    public var calls: [NavigationCall]
    /// The types the app injects, left out of parameters (`dependencies:`).
    public var dependencies: [String]
    /// Whether each transition is preceded by comments giving the chains of calls that make it
    /// (`uiflow extract --explain`).
    public var explains = false

    /// Creates a draft of the code's flow.
    public init(
        index: CodeIndex, typeSuffixes: [String] = Configuration.defaultTypeSuffixes, calls: [NavigationCall] = [], dependencies: [String] = []
    ) {
        self.index = index
        self.typeSuffixes = typeSuffixes
        self.calls = calls
        self.dependencies = dependencies
    }

    /// Creates a draft with the configuration's suffixes, calls and dependencies.
    public init(index: CodeIndex, configuration: Configuration) {
        self.init(
            index: index, typeSuffixes: configuration.typeSuffixes, calls: configuration.navigationCalls,
            dependencies: configuration.dependencies)
    }

    /// The flow's text: deterministic, screens in the order the roots reach them, then by name.
    public var text: String { draft.text }

    /// The text, and whether the draft has an entry point.
    public var draft: (text: String, hasEntry: Bool, screenCount: Int) {
        let analysis = CodeNavigationAnalysis(index: index, calls: calls)
        let plan = FlowDraftPlan(analysis: analysis, typeSuffixes: typeSuffixes, triggers: index.storyboardTriggers)
        let storyboards = index.interfaceBuilderFileCount > 0 ? " and \(English.count(index.interfaceBuilderFileCount, "Interface Builder file"))" : ""
        var text = "// Drafted by `uiflow extract` from \(English.count(index.fileCount, "Swift file"))\(storyboards): "
        text += "\(English.count(plan.order.count, "screen")).\n// Check each screen and transition, and say what the user sees and does.\n"
        for type in plan.order {
            text += "\n" + screen(type, plan: plan)
        }
        return (text, plan.order.contains { plan.roots.contains($0) }, plan.order.count)
    }

    private func screen(_ typeName: String, plan: FlowDraftPlan) -> String {
        guard let type = index.type(named: typeName), let name = plan.names[typeName] else { return "" }
        let initializer = Self.initializer(of: type)
        let parameters = DependencyMatcher(dependencies).navigationParameters(of: initializer).map { parameter in
            "\(parameter.label): \(parameter.type)" + (parameter.defaultValue.map { " = \($0)" } ?? "")
        }
        var text = "[\(name)\(parameters.isEmpty ? "" : "(\(parameters.joined(separator: ", ")))")]\n"
        if plan.roots.contains(typeName) { text += "@entry\n" }
        text += "@type \(typeName)\n"
        if plan.navigationRoots.contains(typeName) { text += "@navigation\n" }
        if let tabs = plan.tabs[typeName]?.compactMap({ plan.names[$0] }), !tabs.isEmpty { text += "@tabs \(tabs.joined(separator: ", "))\n" }
        let ways = plan.transitions[typeName] ?? []
        guard !ways.isEmpty else { return text }
        text += "--\n"
        for way in ways {
            text += "\(way.place)\n"
            if explains {
                for chain in way.chains {
                    text += "// " + chain.map { "`\($0.text)` \($0.range.file):\($0.range.start.line)" }.joined(separator: " → ") + "\n"
                }
            }
            text += "==\(way.kind.rawValue)=>"
            if let target = way.target, let targetName = plan.names[target] {
                text += " \(targetName)\(arguments(for: target))"
            }
            text += "\n"
        }
        return text
    }

    /// `(userId: userId)`: each required labelled navigation parameter of the target, for the
    /// author to fill in.
    private func arguments(for typeName: String) -> String {
        guard let type = index.type(named: typeName) else { return "" }
        let required = DependencyMatcher(dependencies).navigationParameters(of: Self.initializer(of: type))
            .filter { !$0.hasDefault && $0.label != "_" && !$0.type.hasSuffix("?") }
        return required.isEmpty ? "" : "(" + required.map { "\($0.label): \($0.label)" }.joined(separator: ", ") + ")"
    }

    /// The initializer a screen's parameters are drafted from: the first with every parameter
    /// labelled (a flow's parameters are labelled), else the first.
    static func initializer(of type: CodeType) -> CodeInitializer {
        let callable = type.callableInitializers
        return callable.first { initializer in
            initializer.parameters.allSatisfy { $0.label != "_" && !$0.type.isEmpty }
        } ?? callable[0]
    }
}
