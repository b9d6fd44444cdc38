/// A navigation of an app's code, as the flow checks and `uiflow extract` use it: the screen the
/// user is on when it happens, what it shows and how, and the chain of calls that makes it, from
/// the code of that screen (or of what acts for it) to the navigation call itself.
public struct CodeNavigation: Sendable, Hashable {
    /// One call of the chain: what was called, as written (`router.push`), and where.
    public struct Step: Sendable, Hashable {
        public var text: String
        public var range: SourceRange

        /// Creates a step.
        public init(text: String, range: SourceRange) {
            self.text = text
            self.range = range
        }
    }

    /// The screen type the user is on; `nil` when the code is no screen's (the app's delegate,
    /// a coordinator that nothing ties to a screen).
    public var sourceType: String?
    /// The kind.
    public var kind: TransitionKind
    /// SwiftUI's `dismiss()`: a `back` or a `dismiss`, as the screen was shown.
    public var isEitherReturn: Bool
    /// The screen types shown, for a forward kind.
    public var targets: [String]
    /// The navigation call recognised: `pushViewController`, `NavigationLink`, `router.push`.
    public var call: String
    /// The calls from the source's code to the navigation call; the first is where the source's
    /// code makes it.
    public var chain: [Step]
    /// Whether it makes its target the app's root (a window's root view controller, a scene).
    public var setsRoot: Bool
    /// Whether it sets a tab bar's tabs (its targets are the tabs, in order).
    public var setsTabs: Bool
    /// The targets shown inside a navigation stack of their own
    /// (`UINavigationController(rootViewController:)`, `NavigationStack`).
    public var navigationRoots: [String]
    /// The type in whose code the chain starts (the screen, a part of it, a coordinator); `nil`
    /// for the app's delegates and free functions.
    public var codeType: String?
    /// The code several screens share, when the chain starts there: a part they all show (a row,
    /// a cell, a header view) or a protocol's default implementation they conform to. Every such
    /// screen gets the navigation, though whether a screen offers the action (a button shown only
    /// when a condition holds) is decided at run time.
    public var sharedPart: String?

    /// Creates a navigation.
    public init(
        sourceType: String?, kind: TransitionKind, isEitherReturn: Bool = false, targets: [String] = [], call: String, chain: [Step],
        setsRoot: Bool = false, setsTabs: Bool = false, navigationRoots: [String] = [], codeType: String? = nil, sharedPart: String? = nil
    ) {
        self.sourceType = sourceType
        self.kind = kind
        self.isEitherReturn = isEitherReturn
        self.targets = targets
        self.call = call
        self.chain = chain
        self.setsRoot = setsRoot
        self.setsTabs = setsTabs
        self.navigationRoots = navigationRoots
        self.codeType = codeType
        self.sharedPart = sharedPart
    }

    /// Where the source's code makes it.
    public var range: SourceRange { chain.first?.range ?? SourceRange(SourceLocation(file: "", line: 1, column: 1)) }

    /// Where the navigation call itself is.
    public var callRange: SourceRange { chain.last?.range ?? range }

    /// Whether the chain goes through other calls (`router.push` in a coordinator).
    public var isIndirect: Bool { chain.count > 1 }
}
