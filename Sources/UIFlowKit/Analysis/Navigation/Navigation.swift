/// How each screen of a flow comes on screen, and so what its `back` and `dismiss` return to.
///
/// The search walks (screen, context) pairs from every entry point, breadth first: the context says
/// whether the screen is inside a navigation stack, inside a presented context (and who presented
/// it), and inside which `@tabs` container. Contexts are a finite summary, so the search ends on
/// every flow, loops included; it visits each state once (a screen in a context, arrived at one
/// way), at most ``maximumStatesPerScreen`` per screen, so it stays linear in the flow's size.
/// Who presented a screen is computed after, as a set of at most
/// ``maximumReturnTargets`` screens per screen.
///
/// A flow that declares no `@navigation` is inside one navigation stack throughout, and one that
/// declares no `@tabs` treats the targets of its `switch` transitions as one implicit tab set.
/// `==>` pushes inside a stack and presents outside one, as UIKit's `show` does.
public struct Navigation: Sendable {
    /// One (screen, context) pair, and how the search first reached it.
    struct State: Sendable {
        var screen: Int32
        var context: NavigationContext
        /// The state it was reached from; -1 for an entry point.
        var parent: Int32
        /// The index in `graph.edges` of the transition that reached it; -1 for an entry point or
        /// a tab.
        var edge: Int32
        var arrival: Arrival.Kind
    }

    let graph: FlowGraph
    /// Whether some screen says `@navigation`.
    public let declaresNavigation: Bool
    /// Whether some screen says `@tabs`.
    public let declaresTabs: Bool
    /// The tabs of each screen (resolved; names without a block left out).
    let tabs: [[Int32]]
    /// For each screen, the containers that list it as a tab, in flow order.
    let containers: [[Int32]]
    var states: [State] = []
    /// For each screen, the first state the search reached it in (the shortest path); -1 if none.
    var firstState: [Int32]
    /// For each screen, its states in search order.
    var statesByScreen: [[Int32]]
    /// For each screen, its arrivals, in the order first found, with the state each gave.
    var arrivals: [[(arrival: Arrival, state: Int32)]]
    /// The first state in which a push leaves a screen that is not inside a stack, per edge.
    var pushesOutsideStack: [(edge: Int32, state: Int32)] = []
    /// The first state in which a switch leads to a screen that is not a tab of the source's
    /// container, per edge.
    var switchesOutsideTabs: [(edge: Int32, state: Int32)] = []

    /// Past this many states of one screen, further contexts of it are not searched (only a flow
    /// with that many `@tabs` containers around one screen gets there).
    public static let maximumStatesPerScreen = 64
    /// At most this many screens are listed as what a `dismiss` returns to.
    public static let maximumReturnTargets = 8
    /// For each screen, the screens that present the modal contexts it is in (at most
    /// ``maximumReturnTargets``), in the order found.
    var presenters: [[Int32]] = []

    /// Searches `flow` from its entry points (`@entry`, `@route`, and `entryPoints` by name).
    public init(flow: Flow, entryPoints: [String] = []) {
        self.init(graph: FlowGraph(flow: flow, configuredEntryPoints: entryPoints))
    }

    init(graph: FlowGraph) {
        self.graph = graph
        let screens = graph.flow.screens
        declaresNavigation = screens.contains { $0.hasNavigation }
        declaresTabs = screens.contains { !$0.tabs.isEmpty }
        let tabs = screens.map { screen in screen.tabs.compactMap { graph.flow.index(ofScreenNamed: $0.name).map(Int32.init) } }
        var containers = [[Int32]](repeating: [], count: screens.count)
        for (container, list) in tabs.enumerated() {
            for tab in list where containers[Int(tab)].last != Int32(container) { containers[Int(tab)].append(Int32(container)) }
        }
        self.tabs = tabs
        self.containers = containers
        firstState = [Int32](repeating: -1, count: screens.count)
        statesByScreen = [[Int32]](repeating: [], count: screens.count)
        arrivals = [[(arrival: Arrival, state: Int32)]](repeating: [], count: screens.count)
        var search = Search(edges: graph.edges.count)
        search.run(&self)
        presenters = findPresenters()
    }

    /// Whether an entry point leads to the screen at `index`.
    public func isReachable(_ index: Int) -> Bool { firstState[index] >= 0 }

    /// The ways the screen at `index` comes on screen, in the order of their shortest paths.
    public func arrivals(of index: Int) -> [Arrival] { arrivals[index].map(\.arrival) }

    /// The screens a `back` or `dismiss` of the screen at `index` can return to, in the order
    /// found: for `back`, the screens it is pushed from; for `dismiss`, the screens that present
    /// the context it is in. Empty for other kinds.
    public func returnTargets(of index: Int, kind: TransitionKind) -> [Int] {
        var targets: [Int] = []
        var seen: Set<Int> = []
        switch kind {
        case .back:
            for (arrival, _) in arrivals[index] where arrival.kind == .push {
                if let from = arrival.from, seen.insert(from).inserted { targets.append(from) }
            }
        case .dismiss:
            targets = presenters[index].map(Int.init)
        case .show, .push, .present, .replace, .switch:
            break
        }
        return targets
    }

    /// Whether the screen at `index` is pushed somewhere, so that its `back` pops it.
    func isPushed(_ index: Int) -> Bool { arrivals[index].contains { $0.arrival.kind == .push } }

    /// The first state of the screen at `index` matching `condition`, in search order.
    func firstState(of index: Int, where condition: (NavigationContext) -> Bool) -> Int32? {
        statesOf(index).first { condition(states[Int($0)].context) }
    }

    /// The first state reached by an arrival of `kind`.
    func firstState(of index: Int, arrivingBy kinds: Set<Arrival.Kind>) -> Int32? {
        arrivals[index].first { kinds.contains($0.arrival.kind) }?.state
    }

    /// Every state of the screen at `index`, in search order.
    private func statesOf(_ index: Int) -> [Int32] { statesByScreen[index] }

    /// Who presents each screen's modal contexts: the screens that present it, and those that
    /// present what it is pushed from, switched from or a tab of, at most ``maximumReturnTargets``
    /// each. A worklist over screens: a screen's set grows at most that many times, so the work
    /// is linear in the arrivals.
    private func findPresenters() -> [[Int32]] {
        var presenters = [[Int32]](repeating: [], count: arrivals.count)
        var inheritors = [[Int32]](repeating: [], count: arrivals.count)
        var queue: [Int32] = []
        for screen in arrivals.indices {
            for (arrival, _) in arrivals[screen] {
                guard let from = arrival.from else { continue }
                switch arrival.kind {
                case .present:
                    if presenters[screen].count < Self.maximumReturnTargets, !presenters[screen].contains(Int32(from)) {
                        presenters[screen].append(Int32(from))
                    }
                case .push, .switch, .tab:
                    inheritors[from].append(Int32(screen))
                case .entry, .route, .replace:
                    break
                }
            }
            if !presenters[screen].isEmpty { queue.append(Int32(screen)) }
        }
        var head = 0
        while head < queue.count {
            let screen = Int(queue[head])
            head += 1
            for inheritor in inheritors[screen] {
                var changed = false
                for presenter in presenters[screen]
                where presenters[Int(inheritor)].count < Self.maximumReturnTargets && !presenters[Int(inheritor)].contains(presenter) {
                    presenters[Int(inheritor)].append(presenter)
                    changed = true
                }
                if changed { queue.append(inheritor) }
            }
        }
        return presenters
    }
}
