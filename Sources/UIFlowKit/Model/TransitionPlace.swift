/// Where a transition is in a flow: `screens[screen].actions[action].transitions[transition]`.
struct TransitionPlace: Hashable, Comparable {
    var screen: Int
    var action: Int
    var transition: Int

    static func < (left: TransitionPlace, right: TransitionPlace) -> Bool {
        (left.screen, left.action, left.transition) < (right.screen, right.action, right.transition)
    }
}
