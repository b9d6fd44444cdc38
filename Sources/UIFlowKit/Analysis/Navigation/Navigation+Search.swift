extension Navigation {
    /// The breadth-first search over (screen, context) pairs.
    struct Search {
        /// For each transition, the kinds of arrival it has given (a bit per kind), and whether it
        /// was reported as a push outside a stack or a switch outside tabs (``reportedBit``).
        private var recordedKinds: [UInt8]
        /// The arrivals known, per kind: the screen in the high half, the source (or -1) in the low.
        private var arrivalsSeen = [Set<UInt64>](repeating: [], count: Arrival.Kind.allCases.count)

        private static let reportedBit: UInt8 = 128
        /// The graph's transitions and each screen's tabs, held here so that expanding a state
        /// reads them in place: taking them from `navigation.graph` copied the graph, retaining and
        /// releasing each of its arrays, once per state.
        private let edges: [FlowGraph.Edge]
        private let edgeStart: [Int]
        private let tabs: [[Int32]]

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

        private static func slot(_ kind: Arrival.Kind) -> Int {
            switch kind {
            case .entry: 0
            case .route: 1
            case .push: 2
            case .present: 3
            case .replace: 4
            case .switch: 5
            case .tab: 6
            }
        }

        init(graph: FlowGraph) {
            edges = graph.edges
            edgeStart = graph.edgeStart
            tabs = graph.tabs
            recordedKinds = [UInt8](repeating: 0, count: edges.count)
            // Most transitions give one arrival of their kind.
            arrivalsSeen[Self.slot(.push)].reserveCapacity(edges.count)
        }

        mutating func run(_ navigation: inout Navigation) {
            let graph = navigation.graph
            let screens = graph.flow.screens
            var configured = Set(graph.entryPoints)
            for index in graph.entryPoints where screens[index].isEntry || !screens[index].routes.isEmpty {
                configured.remove(index)
            }
            for index in graph.entryPoints {
                let kind: Arrival.Kind =
                    !screens[index].routes.isEmpty && !screens[index].isEntry && !configured.contains(index) ? .route : .entry
                addRoot(Int32(index), parent: -1, edge: -1, arrival: Arrival(kind: kind, from: nil), to: &navigation)
                if kind == .entry, !screens[index].routes.isEmpty {
                    record(Arrival(kind: .route, from: nil), of: Int32(index), state: navigation.firstState[index], in: &navigation)
                }
            }
            var head = 0
            while head < navigation.states.count {
                let stateIndex = Int32(head)
                let state = navigation.states[head]
                head += 1
                expand(state, stateIndex, &navigation)
            }
        }

        private mutating func expand(_ state: State, _ stateIndex: Int32, _ navigation: inout Navigation) {
            let source = state.screen
            let context = state.context
            for tab in tabs[Int(source)] {
                let tabContext = NavigationContext(
                    inStack: navigation.inStack(tab), presented: context.presented, container: source)
                add(tab, tabContext, parent: stateIndex, edge: -1, arrival: Arrival(kind: .tab, from: Int(source)), to: &navigation)
            }
            for edgeIndex in edgeStart[Int(source)]..<edgeStart[Int(source) + 1] {
                let edge = edges[edgeIndex]
                guard edge.isDefined else { continue }
                let target = edge.target
                let next: NavigationContext
                let kind: Arrival.Kind
                switch edge.kind {
                case .back, .dismiss:
                    continue  // back to a screen that is already there
                case .push:
                    if navigation.declaresNavigation && !context.inStack { noteOutside(edgeIndex, stateIndex, push: true, &navigation) }
                    (next, kind) = (context, .push)
                case .show:
                    if !navigation.declaresNavigation || context.inStack {
                        (next, kind) = (context, .push)
                    } else {
                        (next, kind) = (presentedContext(target, by: source, &navigation), .present)
                    }
                case .present:
                    (next, kind) = (presentedContext(target, by: source, &navigation), .present)
                case .replace:
                    addRoot(target, parent: stateIndex, edge: Int32(edgeIndex), arrival: Arrival(kind: .replace, from: Int(source)), to: &navigation)
                    continue
                case .switch:
                    var container = context.container
                    if !navigation.isTab(target, of: container) {
                        if navigation.declaresTabs {
                            // It selects nothing: the search does not follow it.
                            noteOutside(edgeIndex, stateIndex, push: false, &navigation)
                            continue
                        } else {
                            container = NavigationContext.implicitTabs
                        }
                    }
                    next = NavigationContext(
                        inStack: navigation.inStack(target), presented: context.presented, container: container)
                    kind = .switch
                }
                add(target, next, parent: stateIndex, edge: Int32(edgeIndex), arrival: Arrival(kind: kind, from: Int(source)), to: &navigation)
            }
        }

        /// A new root: inside the tab bar of each container that lists it as a tab (a deep link to a
        /// tab opens it there), or on its own.
        private mutating func addRoot(_ screen: Int32, parent: Int32, edge: Int32, arrival: Arrival, to navigation: inout Navigation) {
            let containers = navigation.containers[Int(screen)]
            for container in containers.isEmpty ? [NavigationContext.noContainer] : containers {
                let context = NavigationContext(inStack: navigation.inStack(screen), presented: false, container: container)
                add(screen, context, parent: parent, edge: edge, arrival: arrival, to: &navigation)
            }
        }

        private func presentedContext(_ target: Int32, by source: Int32, _ navigation: inout Navigation) -> NavigationContext {
            NavigationContext(inStack: navigation.inStack(target), presented: true, container: NavigationContext.noContainer)
        }

        private mutating func noteOutside(_ edge: Int, _ state: Int32, push: Bool, _ navigation: inout Navigation) {
            guard recordedKinds[edge] & Self.reportedBit == 0 else { return }
            recordedKinds[edge] |= Self.reportedBit
            if push {
                navigation.pushesOutsideStack.append((Int32(edge), state))
            } else {
                navigation.switchesOutsideTabs.append((Int32(edge), state))
            }
        }

        /// Adds the state unless known; past ``Navigation/maximumStatesPerScreen`` states of one
        /// screen, only its arrival. A screen has a handful of states, so they are compared in
        /// place rather than hashed: on a dense flow this runs once per transition and state.
        private mutating func add(
            _ screen: Int32, _ context: NavigationContext, parent: Int32, edge: Int32, arrival: Arrival,
            to navigation: inout Navigation
        ) {
            var existing: Int32?
            var current = navigation.firstState[Int(screen)]
            while current >= 0 {
                let known = navigation.states[Int(current)]
                if known.arrival == arrival.kind && known.context == context {
                    existing = current
                    break
                }
                current = navigation.nextStateOfScreen[Int(current)]
            }
            if existing == nil, Int(navigation.stateCount[Int(screen)]) < Navigation.maximumStatesPerScreen {
                let index = Int32(navigation.states.count)
                navigation.states.append(State(screen: screen, context: context, parent: parent, edge: edge, arrival: arrival.kind))
                navigation.nextStateOfScreen.append(-1)
                let last = navigation.lastState[Int(screen)]
                if last >= 0 { navigation.nextStateOfScreen[Int(last)] = index } else { navigation.firstState[Int(screen)] = index }
                navigation.lastState[Int(screen)] = index
                navigation.stateCount[Int(screen)] += 1
                record(arrival, of: screen, state: index, edge: edge, in: &navigation)
                return
            }
            // A known state still gives its arrival (from another screen), with the state first
            // reached that way.
            record(arrival, of: screen, state: existing ?? navigation.firstState[Int(screen)], edge: edge, in: &navigation)
        }

        /// Records an arrival once: a transition gives each kind of arrival once (a bit per kind),
        /// and only then is the arrival looked up among the screen's others.
        private mutating func record(
            _ arrival: Arrival, of screen: Int32, state: Int32, edge: Int32 = -1, in navigation: inout Navigation
        ) {
            guard state >= 0 else { return }
            if edge >= 0 {
                let bit = Self.bit(arrival.kind)
                guard recordedKinds[Int(edge)] & bit == 0 else { return }
                recordedKinds[Int(edge)] |= bit
            }
            let from = Int32(arrival.from ?? -1)
            let key = UInt64(UInt32(bitPattern: screen)) << 32 | UInt64(UInt32(bitPattern: from))
            guard arrivalsSeen[Self.slot(arrival.kind)].insert(key).inserted else { return }
            let index = Int32(navigation.arrivalRecords.count)
            navigation.arrivalRecords.append(ArrivalRecord(kind: arrival.kind, from: from, state: state, next: -1))
            let last = navigation.lastArrival[Int(screen)]
            if last >= 0 { navigation.arrivalRecords[Int(last)].next = index } else { navigation.firstArrival[Int(screen)] = index }
            navigation.lastArrival[Int(screen)] = index
        }
    }

    /// Whether the screen is inside a navigation stack where it becomes a root.
    func inStack(_ screen: Int32) -> Bool {
        !declaresNavigation || graph.flow.screens[Int(screen)].hasNavigation
    }

    /// Whether `screen` is one of the tabs of `container` (any switch target is, in a flow without
    /// `@tabs`, once inside the implicit tab set).
    func isTab(_ screen: Int32, of container: Int32) -> Bool {
        if container == NavigationContext.implicitTabs { return true }
        guard container >= 0 else { return false }
        return tabs[Int(container)].contains(screen)
    }
}
