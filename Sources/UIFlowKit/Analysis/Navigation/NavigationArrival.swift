extension Navigation {
    /// One way a screen comes on screen: how, and from which screen.
    public struct Arrival: Sendable, Hashable {
        /// How a screen arrives.
        public enum Kind: String, Sendable, Hashable, CaseIterable {
            /// An entry point: `@entry`, a configured entry point, or the first screen of a flow
            /// that names none.
            case entry
            /// A deep link (`@route`).
            case route
            /// Pushed onto a navigation stack (`==push=>`, or `==>` inside a stack).
            case push
            /// Presented modally (`==present=>`, or `==>` outside a stack).
            case present
            /// A new root (`==replace=>`).
            case replace
            /// Switched to as a tab (`==switch=>`).
            case `switch`
            /// Shown as one of the tabs of a `@tabs` container.
            case tab
        }

        /// How the screen arrives.
        public var kind: Kind
        /// The screen it arrives from (the container, for a tab); `nil` for an entry point or a
        /// deep link.
        public var from: Int?

        /// Creates an arrival.
        public init(kind: Kind, from: Int?) {
            self.kind = kind
            self.from = from
        }
    }
}

extension Navigation.Arrival.Kind {
    /// The words for an arrival of this kind: all of them for an entry point and a deep link
    /// (`a deep link`), else what comes before the screen it arrives from (`pushed from`).
    var phrase: String {
        switch self {
        case .entry: "an entry point"
        case .route: "a deep link"
        case .push: "pushed from"
        case .present: "presented from"
        case .replace: "a new root after"
        case .switch: "switched to from"
        case .tab: "a tab of"
        }
    }

    /// Whether an arrival of this kind comes from a screen (all but an entry point and a deep link).
    var hasSource: Bool { self != .entry && self != .route }
}
