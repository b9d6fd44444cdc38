extension Navigation {
    /// A screen's states and arrivals, as the search links them.
    private struct ScreenSlot {
        /// The first state the search reached it in, its last so far, and how many it has.
        var firstState: Int32 = -1
        var lastState: Int32 = -1
        var stateCount: Int32 = 0
        /// Its first and its last arrival so far.
        var firstArrival: Int32 = -1
        var lastArrival: Int32 = -1
    }

    /// A transition, as the search marks it.
    private struct EdgeSlot {
        /// The first transition of its screen to the same target: an arrival is one kind from one
        /// screen, however many of its transitions give it, so the bits of that first transition
        /// say which arrivals are known, without hashing.
        var pair: Int32 = -1
        /// At the pair's first transition, the kinds of arrival it has given (a bit per kind); at
        /// the transition itself, whether it was reported as a push outside a stack or a switch
        /// outside tabs (`reportedBit`).
        var bits: UInt8 = 0
    }

    /// The breadth-first search over (screen, context) pairs, and what it found, for
    /// ``Navigation`` to take over. It owns the arrays it grows, and knows an arrival by a bit on
    /// the first transition between its two screens, rather than growing them through an `inout
    /// Navigation` and looking each arrival up in a set of hashed keys (docs/performance.md,
    /// "Measured choices").
    struct Search {
        private let edges: [FlowGraph.Edge]
        private let edgeStart: [Int]
        private let tabs: [[Int32]]
        private let containers: [[Int32]]
        /// For each screen, whether it is inside a navigation stack where it becomes a root.
        private let rootsStack: [Bool]
        private let declaresNavigation: Bool
        private let declaresTabs: Bool
        private(set) var states: [State] = []
        private(set) var nextStateOfScreen: [Int32] = []
        private(set) var firstState: [Int32] = []
        private(set) var arrivalRecords: [ArrivalRecord] = []
        private(set) var firstArrival: [Int32] = []
        private(set) var pushesOutsideStack: [(edge: Int32, state: Int32)] = []
        private(set) var switchesOutsideTabs: [(edge: Int32, state: Int32)] = []
        /// The arrivals given without a transition: entry points, deep links and tabs.
        private var arrivalsWithoutEdge: Set<ArrivalKey> = []

        /// Searches `graph` from its entry points.
        init(graph: FlowGraph, containers: [[Int32]], rootsStack: [Bool], declaresNavigation: Bool, declaresTabs: Bool) {
            let count = graph.flow.screens.count
            edges = graph.edges
            edgeStart = graph.edgeStart
            tabs = graph.tabs
            self.containers = containers
            self.rootsStack = rootsStack
            self.declaresNavigation = declaresNavigation
            self.declaresTabs = declaresTabs
            // Most screens are reached in a state or two, by an arrival or two.
            states.reserveCapacity(count * 3)
            nextStateOfScreen.reserveCapacity(count * 3)
            arrivalRecords.reserveCapacity(edges.count + count)
            var screenSlots = [ScreenSlot](repeating: ScreenSlot(), count: count)
            var edgeSlots = Self.edgeSlots(graph)
            run(from: graph, &screenSlots, &edgeSlots)
            firstState = screenSlots.map(\.firstState)
            firstArrival = screenSlots.map(\.firstArrival)
        }

        /// Each transition's ``EdgeSlot``, with the first transition of its screen to the same
        /// target: each screen's edges in turn, remembering for each target the last screen that
        /// led to it and by which edge, so that it is linear however many edges a screen has.
        private static func edgeSlots(_ graph: FlowGraph) -> [EdgeSlot] {
            let edges = graph.edges
            var slots = [EdgeSlot](repeating: EdgeSlot(), count: edges.count)
            var lastSource = [Int32](repeating: -1, count: graph.flow.screens.count)
            var lastEdge = [Int32](repeating: -1, count: graph.flow.screens.count)
            for index in edges.indices where edges[index].isDefined {
                let target = Int(edges[index].target)
                if lastSource[target] != edges[index].source {
                    lastSource[target] = edges[index].source
                    lastEdge[target] = Int32(index)
                }
                slots[index].pair = lastEdge[target]
            }
            return slots
        }

        /// The search's bookkeeping, per screen and per transition, while it runs.
        private typealias Screens = [ScreenSlot]
        private typealias Edges = [EdgeSlot]

        private struct ArrivalKey: Hashable {
            var screen: Int32
            var from: Int32
            var kind: UInt8
        }

        private static let reportedBit: UInt8 = 128

        private static func bit(_ kind: Arrival.Kind) -> UInt8 {
            switch kind {
            case .entry: 1
            case .route: 2
            case .push: 4
            case .present: 8
            case .replace: 16
            case .switch: 32
            case .tab: 64
            }
        }

        private mutating func run(from graph: FlowGraph, _ screens: inout Screens, _ slots: inout Edges) {
            let flowScreens = graph.flow.screens
            var configured = Set(graph.entryPoints)
            for index in graph.entryPoints where flowScreens[index].isEntry || !flowScreens[index].routes.isEmpty {
                configured.remove(index)
            }
            // A deep link rebuilds its screen's stack the way the flow reaches it (`DeepLinkPaths`):
            // a routed screen that an entry point reaches arrives as the user would, not as a root.
            let walked = DeepLinkPaths.reached(from: graph.entryPoints.filter { flowScreens[$0].isEntry || configured.contains($0) }, graph)
            var routedLater: [Int] = []
            for index in graph.entryPoints {
                let routed = !flowScreens[index].routes.isEmpty
                let kind: Arrival.Kind = routed && !flowScreens[index].isEntry && !configured.contains(index) ? .route : .entry
                if kind == .route, walked[index] {
                    routedLater.append(index)
                    continue
                }
                addRoot(Int32(index), parent: -1, edge: -1, kind: kind, from: -1, &screens, &slots)
                if kind == .entry, routed {
                    record(.route, of: Int32(index), from: -1, state: screens[index].firstState, edge: -1, &screens, &slots)
                }
            }
            var head = 0
            while head < states.count {
                expand(states[head], Int32(head), &screens, &slots)
                head += 1
            }
            for index in routedLater {
                record(.route, of: Int32(index), from: -1, state: screens[index].firstState, edge: -1, &screens, &slots)
            }
        }

        private mutating func expand(_ state: State, _ stateIndex: Int32, _ screens: inout Screens, _ slots: inout Edges) {
            let source = state.screen
            let context = state.context
            for tab in tabs[Int(source)] {
                let tabContext = NavigationContext(inStack: rootsStack[Int(tab)], presented: context.presented, container: source)
                add(tab, tabContext, parent: stateIndex, edge: -1, kind: .tab, from: source, &screens, &slots)
            }
            for edgeIndex in edgeStart[Int(source)]..<edgeStart[Int(source) + 1] {
                let edge = edges[edgeIndex]
                // A misspelt kind is the parser's error; guessing a kind would add findings to it.
                guard edge.isDefined, !edge.hasUnknownKind else { continue }
                let target = edge.target
                let next: NavigationContext
                let kind: Arrival.Kind
                switch edge.kind {
                case .back, .dismiss:
                    continue  // back to a screen that is already there
                case .push:
                    if declaresNavigation && !context.inStack { noteOutside(edgeIndex, stateIndex, push: true, &slots) }
                    (next, kind) = (context, .push)
                case .show:
                    if !declaresNavigation || context.inStack {
                        (next, kind) = (context, .push)
                    } else {
                        (next, kind) = (presentedContext(target), .present)
                    }
                case .present:
                    (next, kind) = (presentedContext(target), .present)
                case .replace:
                    addRoot(target, parent: stateIndex, edge: Int32(edgeIndex), kind: .replace, from: source, &screens, &slots)
                    continue
                case .switch:
                    var container = context.container
                    if !isTab(target, of: container) {
                        if declaresTabs {
                            // It selects nothing: the search does not follow it.
                            noteOutside(edgeIndex, stateIndex, push: false, &slots)
                            continue
                        } else {
                            container = NavigationContext.implicitTabs
                        }
                    }
                    next = NavigationContext(inStack: rootsStack[Int(target)], presented: context.presented, container: container)
                    kind = .switch
                }
                add(target, next, parent: stateIndex, edge: Int32(edgeIndex), kind: kind, from: source, &screens, &slots)
            }
        }

        /// A new root: inside the tab bar of each container that lists it as a tab (a deep link to
        /// a tab opens it there), or on its own.
        private mutating func addRoot(
            _ screen: Int32, parent: Int32, edge: Int32, kind: Arrival.Kind, from: Int32, _ screens: inout Screens, _ slots: inout Edges
        ) {
            let inStack = rootsStack[Int(screen)]
            guard !containers[Int(screen)].isEmpty else {
                let context = NavigationContext(inStack: inStack, presented: false, container: NavigationContext.noContainer)
                return add(screen, context, parent: parent, edge: edge, kind: kind, from: from, &screens, &slots)
            }
            for container in containers[Int(screen)] {
                let context = NavigationContext(inStack: inStack, presented: false, container: container)
                add(screen, context, parent: parent, edge: edge, kind: kind, from: from, &screens, &slots)
            }
        }

        private func presentedContext(_ target: Int32) -> NavigationContext {
            NavigationContext(inStack: rootsStack[Int(target)], presented: true, container: NavigationContext.noContainer)
        }

        /// Whether `screen` is one of the tabs of `container` (any switch target is, in a flow
        /// without `@tabs`, once inside the implicit tab set).
        private func isTab(_ screen: Int32, of container: Int32) -> Bool {
            if container == NavigationContext.implicitTabs { return true }
            guard container >= 0 else { return false }
            return tabs[Int(container)].contains(screen)
        }

        private mutating func noteOutside(_ edge: Int, _ state: Int32, push: Bool, _ slots: inout Edges) {
            guard slots[edge].bits & Self.reportedBit == 0 else { return }
            slots[edge].bits |= Self.reportedBit
            if push {
                pushesOutsideStack.append((Int32(edge), state))
            } else {
                switchesOutsideTabs.append((Int32(edge), state))
            }
        }

        /// Adds the state unless known; past ``Navigation/maximumStatesPerScreen`` states of one
        /// screen, only its arrival. A screen has a handful of states, so they are compared in
        /// place rather than hashed: on a dense flow this runs once per transition and state.
        private mutating func add(
            _ screen: Int32, _ context: NavigationContext, parent: Int32, edge: Int32, kind: Arrival.Kind, from: Int32,
            _ screens: inout Screens, _ slots: inout Edges
        ) {
            var current = screens[Int(screen)].firstState
            while current >= 0 {
                if states[Int(current)].arrival == kind && states[Int(current)].context == context {
                    // A known state still gives its arrival (from another screen), with the state
                    // first reached that way.
                    return record(kind, of: screen, from: from, state: current, edge: edge, &screens, &slots)
                }
                current = nextStateOfScreen[Int(current)]
            }
            guard screens[Int(screen)].stateCount < Navigation.maximumStatesPerScreen else {
                return record(kind, of: screen, from: from, state: screens[Int(screen)].firstState, edge: edge, &screens, &slots)
            }
            let index = Int32(states.count)
            let above = parent >= 0 ? states[Int(parent)] : nil
            states.append(
                State(
                    screen: screen, context: context, parent: parent, edge: edge, arrival: kind,
                    depth: above.map { $0.depth + 1 } ?? 0, root: above?.root ?? index))
            nextStateOfScreen.append(-1)
            let last = screens[Int(screen)].lastState
            if last >= 0 { nextStateOfScreen[Int(last)] = index } else { screens[Int(screen)].firstState = index }
            screens[Int(screen)].lastState = index
            screens[Int(screen)].stateCount += 1
            record(kind, of: screen, from: from, state: index, edge: edge, &screens, &slots)
        }

        /// Records an arrival once: by the bits of the first transition between the two screens,
        /// or, for one without a transition, by looking it up.
        private mutating func record(
            _ kind: Arrival.Kind, of screen: Int32, from: Int32, state: Int32, edge: Int32, _ screens: inout Screens, _ slots: inout Edges
        ) {
            guard state >= 0 else { return }
            if edge >= 0 {
                let pair = Int(slots[Int(edge)].pair)
                let bit = Self.bit(kind)
                guard slots[pair].bits & bit == 0 else { return }
                slots[pair].bits |= bit
            } else {
                guard arrivalsWithoutEdge.insert(ArrivalKey(screen: screen, from: from, kind: Self.bit(kind))).inserted else { return }
            }
            let index = Int32(arrivalRecords.count)
            arrivalRecords.append(ArrivalRecord(kind: kind, from: from, state: state, next: -1))
            let last = screens[Int(screen)].lastArrival
            if last >= 0 { arrivalRecords[Int(last)].next = index } else { screens[Int(screen)].firstArrival = index }
            screens[Int(screen)].lastArrival = index
        }
    }
}
