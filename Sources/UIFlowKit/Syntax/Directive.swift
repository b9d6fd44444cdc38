/// The directives: lines starting with `@` inside a screen block, and what each takes.
///
/// Adding a directive is a case here (its argument, its example and its `formatOrder`), the
/// field it sets on `Screen`, the line in `ScreenBuilder` that sets it, its section in
/// docs/language.md and its row in docs/format.md's directive order.
public enum Directive: String, Sendable, Hashable, CaseIterable {
    /// `@entry`: a way into the app.
    case entry
    /// `@route /profiles/:userId`: a deep link.
    case route
    /// `@type ProfileViewController`: the implementing type.
    case type
    /// `@group Onboarding`: the diagram cluster.
    case group
    /// `@exit`: an intended end of the flow.
    case exit
    /// `@allow dead-end, cycle`: rules silenced in the block.
    case allow
    /// `@navigation`: wherever the screen becomes a root, it is inside a navigation stack of its own.
    case navigation
    /// `@tabs Home, Search, Profile`: a tab bar container and its tabs, in order.
    case tabs
    /// `@swift-name editProfile`: the case name `uiflow generate swift` gives the screen.
    case swiftName = "swift-name"
    /// `@path-via Profile`: a deep link rebuilds the screen's stack through `Profile`'s transition
    /// to it, rather than the shortest way from an entry point.
    case pathVia = "path-via"
    /// `@screenshot screens/profile.png`: a picture of the screen (PNG or JPEG), relative to the
    /// flow file, shown in the diagrams, the spec and the preview.
    case screenshot

    /// What a directive takes after its name.
    public enum Argument: Sendable, Hashable {
        /// Nothing; text after the name is ignored, with a warning.
        case none
        /// One word with no spaces, such as a type name.
        case word
        /// The rest of the line, such as a group name.
        case text
        /// A route pattern: a path or a URL with `:placeholders`.
        case route
        /// Identifiers separated by spaces or commas, such as rule ids.
        case identifiers
        /// Screen names separated by commas (a name may hold spaces), such as tabs.
        case names
    }

    /// What the directive takes.
    public var argument: Argument {
        switch self {
        case .entry, .exit, .navigation: .none
        case .type, .swiftName: .word
        case .group, .pathVia, .screenshot: .text
        case .route: .route
        case .allow: .identifiers
        case .tabs: .names
        }
    }

    /// Whether a block may have the directive once only (a second is an error).
    public var isUnique: Bool {
        switch self {
        case .type, .group, .tabs, .swiftName, .pathVia, .screenshot: true
        case .entry, .exit, .route, .allow, .navigation: false
        }
    }

    /// The directive's place among a block's directives as `uiflow format` writes them, right
    /// under the header: how users get in, where the screen is drawn, what implements it, what it
    /// holds, how links reach it, what it looks like, how the flow ends there, then the rules it silences. Directives of
    /// one kind keep their order (routes and allowances are kept in the order written), so that
    /// the order is meaning-preserving: every other directive sets a field of its own.
    var formatOrder: Int {
        switch self {
        case .entry: 0
        case .group: 1
        case .type: 2
        case .swiftName: 3
        case .tabs: 4
        case .navigation: 5
        case .route: 6
        case .pathVia: 7
        case .screenshot: 8
        case .exit: 9
        case .allow: 10
        }
    }

    /// What the argument is, for the message when it is missing: `` `@type` needs one type name ``.
    var argumentDescription: String {
        switch self {
        case .entry, .exit, .navigation: ""
        case .type: "one type name"
        case .group: "a group name"
        case .route: "a path or URL"
        case .allow: "a rule id"
        case .tabs: "the names of its tabs, separated by commas"
        case .swiftName: "a Swift identifier"
        case .pathVia: "the name of the screen a deep link comes through"
        case .screenshot: "the path of a PNG or JPEG image"
        }
    }

    /// The directive as written in an example, for the same message.
    var example: String {
        switch self {
        case .entry, .exit, .navigation: "@\(rawValue)"
        case .type: "@type ProfileViewController"
        case .group: "@group Onboarding"
        case .route: "@route /profiles/:userId"
        case .allow: "@allow dead-end"
        case .tabs: "@tabs Home, Search, Profile"
        case .swiftName: "@swift-name editProfile"
        case .pathVia: "@path-via Profile"
        case .screenshot: "@screenshot screens/profile.png"
        }
    }

    /// Every case, made once (`allCases` makes a new array on each use).
    private static let cases = allCases

    /// The directive whose word is `word` (`route`), or `nil`. The few short words compared in turn
    /// cost less than `init(rawValue:)`, which switches over strings (docs/performance.md,
    /// "Measured choices").
    static func named(_ word: String) -> Self? {
        cases.first { $0.rawValue == word }
    }
}
