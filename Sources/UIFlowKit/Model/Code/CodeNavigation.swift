/// A place in a type's code that changes what is on screen: a push, a presentation, a SwiftUI
/// link or sheet, a dismissal, a new root.
public struct CodeNavigation: Sendable, Hashable {
    /// The call or modifier recognised, which decides the transition kind (docs/swift-sources.md).
    public enum Call: String, Sendable, Hashable, CaseIterable {
        case pushViewController, present, show, showDetailViewController, setViewControllers
        case rootViewController, dismiss, popViewController, popToRootViewController, popToViewController
        case navigationLink = "NavigationLink", navigationDestination, sheet, fullScreenCover, popover
        case windowGroup = "WindowGroup"

        /// The flow's transition kind for the call.
        public var kind: TransitionKind {
            switch self {
            case .pushViewController, .navigationLink, .navigationDestination: .push
            case .present, .sheet, .fullScreenCover, .popover: .present
            case .show, .showDetailViewController: .show
            case .setViewControllers, .rootViewController, .windowGroup: .replace
            case .dismiss: .dismiss
            case .popViewController, .popToRootViewController, .popToViewController: .back
            }
        }

        /// Whether the call makes its target a root of the app when it is not made by a screen
        /// (a scene or app delegate, a coordinator, the `@main` app's scene).
        public var setsRoot: Bool {
            switch self {
            case .setViewControllers, .rootViewController, .windowGroup: true
            default: false
            }
        }
    }

    /// A type built in the call's argument or closure, as a candidate for its target:
    /// `UINavigationController(rootViewController: ProfileViewController(userId: id))` builds two,
    /// the second inside the first.
    public struct Construction: Sendable, Hashable {
        /// The type's name.
        public var typeName: String
        /// The construction this one is an argument of, by index, if any.
        public var parent: Int?
        /// The argument labels written (`_` for none).
        public var labels: [String]

        /// Creates a construction.
        public init(typeName: String, parent: Int? = nil, labels: [String] = []) {
            self.typeName = typeName
            self.parent = parent
            self.labels = labels
        }
    }

    /// The type whose code makes the call (the extended type, in an extension).
    public var sourceType: String
    /// What was called.
    public var call: Call
    /// The types built for it, in source order.
    public var constructions: [Construction]
    /// The call, from its name to its closing parenthesis or closure.
    public var range: SourceRange

    /// Creates a navigation.
    public init(sourceType: String, call: Call, constructions: [Construction] = [], range: SourceRange) {
        self.sourceType = sourceType
        self.call = call
        self.constructions = constructions
        self.range = range
    }

    /// The transition kind.
    public var kind: TransitionKind { call.kind }

    /// Where the call starts.
    public var location: SourceLocation { range.location }
}
