extension FlowChange {
    /// The kinds of change, each with a stable name (`screen-added`…) for scripts and CI.
    ///
    /// A change is breaking when what was made for the old flow stops working with the new one:
    /// code that builds a screen (a screen removed or renamed, a required parameter added, a
    /// parameter removed, its type changed or made required, a `@swift-name` changed: the
    /// generated `Destination` changes with them) and published deep links (a route removed or
    /// changed).
    public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
        case screenAdded = "screen-added"
        case screenRemoved = "screen-removed"
        /// A screen whose block and edges mostly match a removed one under a new name
        /// (``FlowDiff/renameThreshold``).
        case screenRenamed = "screen-renamed"
        case parameterAdded = "parameter-added"
        case parameterRemoved = "parameter-removed"
        /// A parameter of the same label whose type, default or optionality changed.
        case parameterChanged = "parameter-changed"
        case routeAdded = "route-added"
        case routeRemoved = "route-removed"
        /// A route whose pattern changed (its place among the screen's routes kept).
        case routeChanged = "route-changed"
        case transitionAdded = "transition-added"
        case transitionRemoved = "transition-removed"
        /// A transition whose target, kind, label or arguments changed.
        case transitionChanged = "transition-changed"
        /// The screen became, or stopped being, a way into the app (`@entry`, the configuration's
        /// entry points, or the first screen of a flow that marks none); routes are their own kinds.
        case entryChanged = "entry-changed"
        case groupChanged = "group-changed"
        /// What the user sees changed.
        case seesChanged = "sees-changed"
        /// An action's text changed, or an action was added or removed.
        case actionChanged = "action-changed"
        /// `@type`, `@navigation`, `@tabs`, `@exit` or `@swift-name` changed.
        case directiveChanged = "directive-changed"
        /// A lint finding the new flow has and the old one did not.
        case findingAdded = "finding-added"
        /// A lint finding the old flow had and the new one does not.
        case findingResolved = "finding-resolved"

        /// The kinds in the order they are listed for one screen.
        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            order[lhs, default: 0] < order[rhs, default: 0]
        }

        private static let order = Dictionary(uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })
    }
}
