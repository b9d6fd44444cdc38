/// What surrounds a screen while it is on screen: a finite summary, so that the search over
/// (screen, context) pairs ends on every flow, loops included.
struct NavigationContext: Hashable, Sendable {
    /// Whether the screen is inside a navigation stack (so that a push shows something).
    var inStack: Bool
    /// Whether the screen is inside a presented context (so that a dismiss closes something).
    var presented: Bool
    /// The `@tabs` container it is shown within: a screen index, ``noContainer`` or, in a flow that
    /// declares no `@tabs`, ``implicitTabs`` after a switch.
    var container: Int32

    static let noContainer: Int32 = -1
    static let implicitTabs: Int32 = -2
}
