/// The flow joined to the app's code: each screen's type, the screens of each type, and the
/// transitions the flow declares between them, for the rules that compare the two.
struct CodeLinks: Sendable {
    /// The code.
    let index: CodeIndex
    /// Where the code navigates, from which screens.
    let analysis: CodeNavigationAnalysis
    /// The app's injected dependencies.
    let dependencies: DependencyMatcher
    /// Each screen's type, by screen index: its `@type`, else the first type named after it that
    /// is a view controller or a SwiftUI view; `nil` when there is none.
    let types: [CodeType?]
    /// The screens each type implements, by type name, in flow order.
    let screensByType: [String: [Int]]
    /// The flow's transitions between the screens of two types, by ``pairKey(_:_:)``, and its
    /// returns (`back`, `dismiss`) from the screens of each type, by type name.
    let declared: [String: [Transition]]
    let returns: [String: [Transition]]

    init(flow: Flow, index: CodeIndex, configuration: Configuration) {
        self.index = index
        analysis = CodeNavigationAnalysis(index: index, calls: configuration.navigationCalls)
        dependencies = DependencyMatcher(configuration.dependencies)
        let suffixes = configuration.typeSuffixes
        var types: [CodeType?] = []
        var screensByType: [String: [Int]] = [:]
        for (position, screen) in flow.screens.enumerated() {
            let type: CodeType? =
                if let name = screen.typeName {
                    index.type(named: name)
                } else {
                    Self.candidateNames(for: screen.name, suffixes: suffixes).lazy
                        .compactMap { index.type(named: $0) }.first { $0.isScreen }
                }
            types.append(type)
            if let type { screensByType[type.name, default: []].append(position) }
        }
        self.types = types
        self.screensByType = screensByType
        // One pass over the transitions, so that a rule looks a pair of types up in constant time.
        var declared: [String: [Transition]] = [:]
        var returns: [String: [Transition]] = [:]
        for (position, screen) in flow.screens.enumerated() {
            guard let source = types[position] else { continue }
            for transition in screen.transitions {
                if transition.kind.isReturn { returns[source.name, default: []].append(transition) }
                guard let target = transition.target.flatMap({ flow.index(ofScreenNamed: $0) }), let type = types[target] else { continue }
                declared[Self.pairKey(source.name, type.name), default: []].append(transition)
            }
        }
        self.declared = declared
        self.returns = returns
    }

    /// The key of a pair of types in ``declared``.
    static func pairKey(_ source: String, _ target: String) -> String { source + "\u{0}" + target }

    /// The type names a screen without `@type` may have: its name as a Swift type name
    /// (`Sign in` → `SignIn`) with each suffix, then alone.
    static func candidateNames(for screenName: String, suffixes: [String]) -> [String] {
        let base = typeName(for: screenName)
        guard !base.isEmpty else { return [] }
        return suffixes.map { base + $0 } + [base]
    }

    /// `Sign in` → `SignIn`, `order-detail` → `OrderDetail`: the words, each capitalised, joined.
    static func typeName(for screenName: String) -> String {
        var words: [Substring] = []
        var start: String.Index?
        for index in screenName.indices {
            let character = screenName[index]
            if character.isLetter || character.isNumber || character == "_" {
                if start == nil { start = index }
            } else if let begin = start {
                words.append(screenName[begin..<index])
                start = nil
            }
        }
        if let begin = start { words.append(screenName[begin...]) }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isNumber == true ? "" : name
    }

    /// Whether a transition the flow declares as `declared` is what code of kind `found` does:
    /// the same kind; a flow's `show` (unspecified) is any forward kind, and so is UIKit's
    /// `show(_:sender:)`, which pushes or presents as the context decides.
    static func matches(declared: TransitionKind, found: TransitionKind) -> Bool {
        if declared == found { return true }
        if declared == .show || found == .show { return declared.isForward && found.isForward }
        return false
    }
}
