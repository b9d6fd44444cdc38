/// Where an app's code navigates, and from which screen: every function of the app's screens
/// (and of its delegates and `@main` app) is followed with ``CodeEvaluator``, through the app's
/// own navigation API; the navigation found in code that is no screen's is given to the screens
/// it acts for (docs/swift-sources.md, "Which screen a navigation belongs to"):
///
/// - code of a screen (its extensions, and a protocol extension it conforms to) is that screen's;
/// - code of a type nested in a screen, or built by one and shown by nobody (a child view
///   controller, a row view, a view model, a helper object), is the screen's that builds it;
/// - code of a coordinator that a screen calls (`coordinator.present(scene:from:)`, a delegate
///   method the coordinator implements) is followed from the screen's call, so it is the
///   screen's; a coordinator's code that no screen calls is its root screen's (what its `start`
///   shows).
///
/// The screens are the view controllers and SwiftUI views that are shown (pushed, presented, made
/// a root or a tab) or that navigate themselves without being part of another screen.
public struct CodeNavigationAnalysis: Sendable {
    /// The navigations, in the order of the code (source file, line).
    public let navigations: [CodeNavigation]
    /// The screens' types, by name.
    public let screens: [String]
    /// The types made the app's root by code that is no screen's (a delegate, the `@main` app's
    /// scene, a coordinator), in the order found.
    public let roots: [String]

    /// The navigations of the code in `index`, with the app's own calls `calls` read as declared.
    public init(index: CodeIndex, calls: [NavigationCall] = []) {
        let evaluator = CodeEvaluator(index: index, calls: calls)
        evaluator.readMappings()
        var tagged: [(owner: Tag, effect: CodeEvaluator.Effect)] = []
        let candidates = Set(index.types.filter(\.isScreen).map(\.name))
        let applications = Set(index.types.filter { Self.isApplication($0, index) }.map(\.name))
        // Screens' and the app's code, then what nothing reached.
        var deferred: [Int] = []
        for (position, function) in index.functions.enumerated() {
            guard let ownerName = function.owner, let owner = index.type(named: ownerName) else {
                if function.owner == nil, function.kind == .function { deferred.append(position) }
                continue
            }
            let tag: Tag
            if owner.kind == .protocol {
                tag = .conformers(owner.name, function.constraints)
            } else if candidates.contains(owner.name) {
                tag = .type(owner.name)
            } else if applications.contains(owner.name) {
                tag = .application
            } else {
                deferred.append(position)
                continue
            }
            for effect in evaluator.evaluate(position, selfValues: [.current]).effects { tagged.append((tag, effect)) }
        }
        for position in deferred where !evaluator.reached.contains(position) {
            let owner = index.functions[position].owner.flatMap { index.type(named: $0)?.name }
            let tag: Tag = owner.map { .type($0) } ?? .application
            for effect in evaluator.evaluate(position, selfValues: [.current]).effects { tagged.append((tag, effect)) }
        }
        var resolver = Resolver(index: index, evaluator: evaluator, candidates: candidates)
        (navigations, screens, roots) = resolver.resolve(tagged)
    }

    /// Whose code an effect was found in.
    enum Tag: Hashable {
        case type(String)
        /// A protocol extension's, for the screens that conform to the protocol and its constraints.
        case conformers(String, [String])
        /// The app's delegates, its `@main` type, free functions.
        case application
    }

    /// Whether a type is the app itself: `@main`, an application or scene delegate, a SwiftUI `App`.
    static func isApplication(_ type: CodeType, _ index: CodeIndex) -> Bool {
        if type.isMain { return true }
        let supertypes = index.supertypes(of: type.name)
        return !supertypes.isDisjoint(with: ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "App", "NSApplicationDelegate"])
    }
}
