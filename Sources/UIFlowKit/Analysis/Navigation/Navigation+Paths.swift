extension Navigation {
    /// The shortest path from an entry point to `state`, as diagnostic steps: the entry point's
    /// name, then each transition taken (`==present=> Editor`, at the transition) or tab shown
    /// (`(tab) Search`, at its name in `@tabs`). A path longer than ``maximumPathSteps`` keeps
    /// its first and last steps and says how many it leaves out.
    func path(to state: Int32) -> [Diagnostic.Note] {
        // Up from `state`, only the steps shown: a path can be as long as the flow, and a long
        // one is shown as its first step and its last ones, its length and first step known
        // from the state (walking each path whole made lint quadratic on deep flows).
        let length = Int(states[Int(state)].depth) + 1
        let tail = length > Self.maximumPathSteps ? Self.maximumPathSteps - 2 : length
        var shown: [Int32] = []
        shown.reserveCapacity(tail)
        var current = state
        while shown.count < tail, current >= 0 {
            shown.append(current)
            current = states[Int(current)].parent
        }
        guard length > Self.maximumPathSteps else { return shown.reversed().map { step($0) } }
        let first = step(states[Int(state)].root)
        return [first, Self.omittedSteps(length - 1 - tail, at: first.range)] + shown.reversed().map { step($0) }
    }

    /// The note that stands for the steps a long path leaves out (`… 38 steps …`), at its first
    /// step's place; `orMore` when the path was only followed so far.
    static func omittedSteps(_ count: Int, orMore: Bool = false, at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note(message: "… \(English.count(count, "step"))\(orMore ? " or more" : "") …", range: range)
    }

    /// The path to `state`, then the transition `edge` out of it.
    func path(to state: Int32, then edge: Int32) -> [Diagnostic.Note] {
        let taken = graph.edges[Int(edge)]
        let target = graph.targetName(of: taken).map { " " + English.shown($0) } ?? ""
        return path(to: state) + [Diagnostic.Note(message: taken.kind.arrow + target, range: graph.range(of: taken))]
    }

    /// Past this many steps, a path leaves out its middle.
    static let maximumPathSteps = 24

    /// One step, read in place: copying the screen or the transition out of its array retained
    /// every string and array in it, for every step of every path.
    private func step(_ index: Int32) -> Diagnostic.Note {
        let state = states[Int(index)]
        let screens = graph.flow.screens
        let name = English.shown(screens[Int(state.screen)].name)
        if state.edge >= 0 {
            let edge = graph.edges[Int(state.edge)]
            return Diagnostic.Note(message: "\(edge.kind.arrow) \(name)", range: graph.range(of: edge))
        }
        if state.arrival == .tab, state.parent >= 0 {
            let container = Int(states[Int(state.parent)].screen)
            let key = NameKey(screens[Int(state.screen)].name)
            let reference = screens[container].tabs.first { NameKey($0.name) == key }
            return Diagnostic.Note(message: "(tab) \(name)", range: reference?.range ?? screens[Int(state.screen)].range)
        }
        return Diagnostic.Note(message: name, range: screens[Int(state.screen)].range)
    }

    /// How a screen arrives, in words for a message: `presented from `Home``, `an entry point`.
    func describe(_ arrival: Arrival) -> String {
        guard arrival.kind.hasSource else { return arrival.kind.phrase }
        guard let from = arrival.from else { return arrival.kind.phrase + " " }
        return "\(arrival.kind.phrase) `\(English.shown(graph.flow.screens[from].name))`"
    }

    /// What the `back` and the `dismiss` transitions of the screen at `index` return to
    /// (``returnTargets(of:kind:)`` of each), for a writer to ask once per screen rather than once
    /// per transition.
    func returns(of index: Int) -> (back: [Int], dismiss: [Int]) {
        (returnTargets(of: index, kind: .back), returnTargets(of: index, kind: .dismiss))
    }
}

extension Navigation {
    /// The screen whose becoming a root started the stack `state` is in: up the path while the
    /// screens were pushed.
    func stackRoot(of state: Int32) -> Int {
        var current = state
        while states[Int(current)].arrival == .push, states[Int(current)].parent >= 0 {
            current = states[Int(current)].parent
        }
        return Int(states[Int(current)].screen)
    }
}
