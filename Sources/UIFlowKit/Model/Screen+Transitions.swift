extension Screen {
    /// Calls `body` with each transition of the screen, in file order, with its place: the index
    /// of its action and its index there. Transitions are read in place: copying an action out of
    /// its array would retain everything it holds.
    func forEachTransition(_ body: (_ action: Int, _ index: Int, _ transition: Transition) -> Void) {
        for action in actions.indices {
            let transitions = actions[action].transitions
            for index in transitions.indices {
                body(action, index, transitions[index])
            }
        }
    }
}
