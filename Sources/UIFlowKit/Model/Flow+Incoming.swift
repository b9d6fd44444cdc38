extension Flow {
    /// For each screen, the transitions of other screens and its own that lead to it, in flow
    /// order: the reverse of each transition's resolved target, made in one walk.
    func incomingTransitions() -> [[TransitionPlace]] {
        var incoming = [[TransitionPlace]](repeating: [], count: screens.count)
        for index in screens.indices {
            screens[index].forEachTransition { action, position, transition in
                guard let target = transition.targetIndex else { return }
                incoming[target].append(TransitionPlace(screen: index, action: action, transition: position))
            }
        }
        return incoming
    }

    /// The transition at `place`.
    func transition(at place: TransitionPlace) -> Transition {
        screens[place.screen].actions[place.action].transitions[place.transition]
    }
}
