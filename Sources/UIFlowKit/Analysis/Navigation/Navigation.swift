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
        /// How many states are above it (0 for an entry point), and the entry point's state at the
        /// top: a path's length and first step without walking it (``path(to:)``).
        var depth: Int32
        var root: Int32
    }

    /// One way a screen arrives, in a list per screen linked through `next`: the lists of all
    /// screens share one array, so that the search allocates nothing per screen.
    struct ArrivalRecord: Sendable {
        var kind: Arrival.Kind
        /// The screen it arrives from; -1 for none.
        var from: Int32
        /// The state it gave.
        var state: Int32
        /// The screen's next arrival; -1 for its last.
        var next: Int32

        var arrival: Arrival { Arrival(kind: kind, from: from >= 0 ? Int(from) : nil) }
    }

    let graph: FlowGraph
    /// Whether some screen says `@navigation`.
    public let declaresNavigation: Bool
    /// Whether some screen says `@tabs`.
    public let declaresTabs: Bool
    /// The tabs of each screen (resolved; names without a block left out).
    let tabs: [[Int32]]
    let states: [State]
    /// For each state, the next state of its screen in search order; -1 for the last.
    let nextStateOfScreen: [Int32]
    /// For each screen, the first state the search reached it in (the shortest path); -1 if none.
    let firstState: [Int32]
    /// Every screen's arrivals, each screen's in the order first found (from `firstArrival`
    /// through `next`), with the state each gave.
    let arrivalRecords: [ArrivalRecord]
    let firstArrival: [Int32]
    /// The first state in which a push leaves a screen that is not inside a stack, per edge.
    let pushesOutsideStack: [(edge: Int32, state: Int32)]
    /// The first state in which a switch leads to a screen that is not a tab of the source's
    /// container, per edge.
    let switchesOutsideTabs: [(edge: Int32, state: Int32)]

    /// Past this many states of one screen, further contexts of it are not searched (only a flow
    /// with that many `@tabs` containers around one screen gets there).
    public static let maximumStatesPerScreen = 64
    /// At most this many screens are listed as what a `dismiss` returns to.
    public static let maximumReturnTargets = 8
    /// For each screen, the screens that present the modal contexts it is in (at most
    /// ``maximumReturnTargets``, in the order found): screen `i`'s are the first
    /// `presenterCount[i]` of `presenterSlots[i * maximumReturnTargets...]`.
    var presenterSlots: [Int32] = []
    var presenterCount: [UInt8] = []

    /// Whether ``findPresenters()`` has run (see ``init(graph:)``).
    var hasPresenters = false

    /// Searches `flow` from its entry points (`@entry`, `@route`, and `entryPoints` by name).
    public init(flow: Flow, entryPoints: [String] = []) {
        self.init(graph: FlowGraph(flow: flow, configuredEntryPoints: entryPoints))
        findPresenters()
    }

    /// The search without who presents what (``returnTargets(of:kind:)`` for `dismiss`), which no
    /// lint rule reads: lint searches this way, and ``withReturnTargets()`` adds them for a writer.
    init(graph: FlowGraph) {
        self.graph = graph
        // Fields are read in place, as in FlowGraph: a screen copied out retains all it holds.
        let screens = graph.flow.screens
        let count = screens.count
        let tabs = graph.tabs
        var declaresNavigation = false
        var containers = [[Int32]](repeating: [], count: count)
        for container in screens.indices {
            if screens[container].hasNavigation { declaresNavigation = true }
            for tab in tabs[container] where containers[Int(tab)].last != Int32(container) {
                containers[Int(tab)].append(Int32(container))
            }
        }
        let declaresTabs = screens.indices.contains { !screens[$0].tabs.isEmpty }
        // Whether each screen is inside a stack where it becomes a root.
        let rootsStack =
            declaresNavigation ? screens.indices.map { screens[$0].hasNavigation } : [Bool](repeating: true, count: count)
        self.declaresNavigation = declaresNavigation
        self.declaresTabs = declaresTabs
        self.tabs = tabs
        let search = Search(
            graph: graph, containers: containers, rootsStack: rootsStack, declaresNavigation: declaresNavigation,
            declaresTabs: declaresTabs)
        states = search.states
        nextStateOfScreen = search.nextStateOfScreen
        firstState = search.firstState
        arrivalRecords = search.arrivalRecords
        firstArrival = search.firstArrival
        pushesOutsideStack = search.pushesOutsideStack
        switchesOutsideTabs = search.switchesOutsideTabs
    }

    /// This search with who presents what, as ``init(flow:entryPoints:)`` makes it.
    func withReturnTargets() -> Navigation {
        guard !hasPresenters else { return self }
        var complete = self
        complete.findPresenters()
        return complete
    }

    /// Whether an entry point leads to the screen at `index`.
    public func isReachable(_ index: Int) -> Bool { firstState[index] >= 0 }

    /// The ways the screen at `index` comes on screen, in the order of their shortest paths.
    public func arrivals(of index: Int) -> [Arrival] {
        var result: [Arrival] = []
        eachArrival(of: index) { record in result.append(record.arrival) }
        return result
    }

    /// Calls `body` with each arrival of the screen at `index`, in order, until it returns `false`.
    func forEachArrival(of index: Int, while body: (ArrivalRecord) -> Bool) {
        var current = firstArrival[index]
        while current >= 0 {
            let record = arrivalRecords[Int(current)]
            guard body(record) else { return }
            current = record.next
        }
    }

    private func eachArrival(of index: Int, _ body: (ArrivalRecord) -> Void) {
        forEachArrival(of: index, while: { record in
            body(record)
            return true
        })
    }

    /// The screens a `back` or `dismiss` of the screen at `index` can return to, in the order
    /// found: for `back`, the screens it is pushed from; for `dismiss`, the screens that present
    /// the context it is in. Empty for other kinds.
    public func returnTargets(of index: Int, kind: TransitionKind) -> [Int] {
        var targets: [Int] = []
        switch kind {
        case .back:
            // Arrivals are unique by kind and source, so each pushing screen comes once.
            eachArrival(of: index) { record in
                if record.kind == .push, record.from >= 0 { targets.append(Int(record.from)) }
            }
        case .dismiss:
            // Only a search made for lint lacks them, and lint reads none.
            guard hasPresenters else { return withReturnTargets().returnTargets(of: index, kind: kind) }
            let base = index * Self.maximumReturnTargets
            targets = presenterSlots[base..<base + Int(presenterCount[index])].map(Int.init)
        case .show, .push, .present, .replace, .switch:
            break
        }
        return targets
    }

    /// Whether the screen at `index` is pushed somewhere, so that its `back` pops it.
    func isPushed(_ index: Int) -> Bool { firstState(of: index, arrivingBy: .push) != nil }

    /// Whether the screen at `index` is ever in a presented context (presented, or pushed inside a
    /// presented stack), so that a `dismiss` of it closes something.
    func isInPresentedContext(_ index: Int) -> Bool { firstState(of: index, where: { $0.presented }) != nil }

    /// The first state of the screen at `index` matching `condition`, in search order.
    func firstState(of index: Int, where condition: (NavigationContext) -> Bool) -> Int32? {
        var current = firstState[index]
        while current >= 0 {
            if condition(states[Int(current)].context) { return current }
            current = nextStateOfScreen[Int(current)]
        }
        return nil
    }

    /// The first state reached by an arrival of `kind`.
    func firstState(of index: Int, arrivingBy kind: Arrival.Kind) -> Int32? {
        earliestArrival(of: index, kind: kind)?.state
    }

    /// The first arrival of `kind` of the screen at `index`, in the order found.
    func earliestArrival(of index: Int, kind: Arrival.Kind) -> ArrivalRecord? {
        var found: ArrivalRecord?
        forEachArrival(of: index, while: { record in
            guard record.kind == kind else { return true }
            found = record
            return false
        })
        return found
    }

    /// Who presents each screen's modal contexts: the screens that present it, and those that
    /// present what it is pushed from, switched from or a tab of, at most ``maximumReturnTargets``
    /// each. A worklist over screens: a screen's set grows at most that many times, so the work
    /// is linear in the arrivals.
    private mutating func findPresenters() {
        let count = firstArrival.count
        let width = Self.maximumReturnTargets
        var slots = [Int32](repeating: 0, count: count * width)
        var filled = [UInt8](repeating: 0, count: count)
        // Who inherits each screen's presenters, as one array: screen `i`'s are
        // `inheritors[inheritorStart[i]..<inheritorStart[i + 1]]`, in the order of the arrivals.
        var inheritorStart = [Int](repeating: 0, count: count + 1)
        for record in arrivalRecords where record.from >= 0 && Self.inherits(record.kind) {
            inheritorStart[Int(record.from) + 1] += 1
        }
        for index in 0..<count { inheritorStart[index + 1] += inheritorStart[index] }
        var inheritors = [Int32](repeating: 0, count: inheritorStart[count])
        var next = inheritorStart
        var queue: [Int32] = []
        for screen in 0..<count {
            eachArrival(of: screen) { record in
                guard record.from >= 0 else { return }
                if record.kind == .present {
                    Self.add(record.from, to: screen, &slots, &filled)
                } else if Self.inherits(record.kind) {
                    inheritors[next[Int(record.from)]] = Int32(screen)
                    next[Int(record.from)] += 1
                }
            }
            if filled[screen] > 0 { queue.append(Int32(screen)) }
        }
        // How many of each screen's presenters its inheritors have been given: a screen taken
        // from the queue again hands on only those found since (docs/performance.md, "Measured
        // choices"; a presenter already there is skipped, so the result is the same).
        var handedOn = [UInt8](repeating: 0, count: count)
        var head = 0
        while head < queue.count {
            let screen = Int(queue[head])
            head += 1
            let new = Int(handedOn[screen])..<Int(filled[screen])
            guard !new.isEmpty else { continue }
            handedOn[screen] = filled[screen]
            for position in inheritorStart[screen]..<inheritorStart[screen + 1] {
                let inheritor = Int(inheritors[position])
                var changed = false
                for slot in new where Self.add(slots[screen * width + slot], to: inheritor, &slots, &filled) {
                    changed = true
                }
                if changed { queue.append(Int32(inheritor)) }
            }
        }
        presenterSlots = slots
        presenterCount = filled
        hasPresenters = true
    }

    /// Whether a screen arriving this way is in the modal contexts of the screen it arrives from.
    private static func inherits(_ kind: Arrival.Kind) -> Bool {
        kind == .push || kind == .switch || kind == .tab
    }

    /// Adds `presenter` to the presenters of `screen` unless it is there or they are full.
    @discardableResult
    private static func add(_ presenter: Int32, to screen: Int, _ slots: inout [Int32], _ filled: inout [UInt8]) -> Bool {
        let base = screen * maximumReturnTargets
        let count = Int(filled[screen])
        guard count < maximumReturnTargets, !slots[base..<base + count].contains(presenter) else { return false }
        slots[base + count] = presenter
        filled[screen] += 1
        return true
    }
}
