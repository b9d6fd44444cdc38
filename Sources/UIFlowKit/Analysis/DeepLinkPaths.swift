/// How each screen is reached from an entry point, as a deep link rebuilds it: the stack the app
/// would have if the user had walked there, replayed the same way every time.
///
/// Each reached screen has one **arrival**: the screen it comes from and how (a push, a
/// presentation, a tab), or none for a root. Arrivals are found breadth first from the entry
/// points (`@entry`, the configured ones; the first screen when there are none), through `@tabs`
/// and forward transitions, so each screen arrives by a shortest way, ties broken by the order of
/// the flow; `@path-via X` on a screen makes it arrive through `X`'s transition to it instead. A
/// `replace` makes its target a root. `==>` (`show`) pushes when its source is inside a
/// navigation stack and presents otherwise, as the navigation rules read it. A screen's path is
/// its arrival's source's path, then itself: walked iteratively, linear in its length.
///
/// The screen it arrives from is built from the arriving screen's values: each of its parameters
/// takes the arriving screen's parameter of the same label and type (`Photos(userId:)` arrives
/// from `Profile(userId: userId)`), else its default (or `nil`), else a literal the transition
/// writes (`source: .home`). A parameter none of these gives leaves the arrival **broken**: the
/// screen is then a root of its own, and a routed screen's route is reported
/// (`deep-link-path`).
public struct DeepLinkPaths: Sendable {
    /// How one screen's arrival builds the screen it comes from, parameter by parameter.
    public enum Argument: Sendable, Hashable {
        /// The arriving screen's parameter at this index.
        case parameter(Int)
        /// Left out: the parameter's default, or `nil` for an optional.
        case defaulted
        /// A literal the transition writes for it (`.home`, `42`, `"shoes"`).
        case literal(String)
        /// Nothing gives it: the arrival is broken.
        case missing
    }

    /// How a screen arrives on its path.
    public struct Arrival: Sendable, Hashable {
        /// `push`, `present` or `switch` (a tab); `replace` for a root.
        public var kind: TransitionKind
        /// The screen it comes from; `nil` for a root.
        public var from: Int?
        /// For each parameter of `from`, where its value comes from.
        public var arguments: [Argument]
        /// The transition it arrives by (`nil` for an entry point or a tab of `@tabs`).
        public var transition: SourceRange?
    }

    /// Each screen's arrival, by screen index; `nil` for a screen no entry point reaches.
    public let arrivals: [Arrival?]
    /// Screens whose arrival was broken, with the arrival that was tried (they arrive as roots).
    public let broken: [(screen: Int, tried: Arrival)]
    /// `@path-via` directives that could not be followed: the screen, and why.
    public let ignoredVia: [(screen: Int, reason: String)]

    /// The arrivals of `flow`'s screens, from its entry points and `configuredEntryPoints`.
    public init(flow: Flow, configuredEntryPoints: [String] = []) {
        self.init(graph: FlowGraph(flow: flow, configuredEntryPoints: []), configuredEntryPoints: configuredEntryPoints)
    }

    /// The arrivals of the screens of `graph`'s flow, reading the graph a rule already has (its
    /// edges and tabs do not depend on the entry points it was made with): building a second one
    /// doubled lint's time on a flow with routes.
    init(graph: FlowGraph, configuredEntryPoints: [String]) {
        let flow = graph.flow
        let screens = flow.screens
        var starts = screens.indices.filter { screens[$0].isEntry }
        for name in configuredEntryPoints {
            if let index = flow.index(ofScreenNamed: name), !starts.contains(index) { starts.append(index) }
        }
        // As the navigation rules read a flow without `@entry`: its routed screens are its entry
        // points (each its own root), else its first screen is.
        if starts.isEmpty, !screens.isEmpty, !screens.contains(where: { !$0.routes.isEmpty }) { starts = [0] }
        // Breadth first, in the order of the flow: the first way found is a shortest one.
        var found: [Arrival?] = Array(repeating: nil, count: screens.count)
        var edgeOf: [Int32] = Array(repeating: -1, count: screens.count)
        var queue: [Int] = []
        for root in starts where found[root] == nil {
            found[root] = Arrival(kind: .replace, from: nil, arguments: [], transition: nil)
            queue.append(root)
        }
        var head = 0
        while head < queue.count {
            let source = queue[head]
            head += 1
            for tab in graph.tabs[source] where found[Int(tab)] == nil {
                found[Int(tab)] = Arrival(kind: .switch, from: source, arguments: [], transition: nil)
                queue.append(Int(tab))
            }
            for position in graph.edgeStart[source]..<graph.edgeStart[source + 1] {
                let edge = graph.edges[position]
                guard edge.isDefined, !edge.hasUnknownKind, Self.arrives(edge.kind), found[Int(edge.target)] == nil else { continue }
                found[Int(edge.target)] = Arrival(kind: edge.kind, from: source, arguments: [], transition: nil)
                edgeOf[Int(edge.target)] = Int32(position)
                queue.append(Int(edge.target))
            }
        }
        // `@path-via X`: X's first transition to the screen, unless it makes a loop.
        var ignored: [(screen: Int, reason: String)] = []
        for index in screens.indices {
            guard let via = screens[index].pathVia else { continue }
            guard let from = flow.index(ofScreenNamed: via.text) else {
                ignored.append((index, "no screen is named `\(English.shown(via.text))`"))
                continue
            }
            guard found[from] != nil else {
                ignored.append((index, "`\(English.shown(screens[from].name))` is reached from no entry point"))
                continue
            }
            let position = (graph.edgeStart[from]..<graph.edgeStart[from + 1]).first { position in
                let edge = graph.edges[position]
                return Int(edge.target) == index && !edge.hasUnknownKind && Self.arrives(edge.kind)
            }
            if let position {
                let previous = (found[index], edgeOf[index])
                found[index] = Arrival(kind: graph.edges[position].kind, from: from, arguments: [], transition: nil)
                edgeOf[index] = Int32(position)
                if Self.loops(from: index, found) {
                    (found[index], edgeOf[index]) = previous
                    ignored.append((index, "the way through `\(English.shown(screens[from].name))` comes back to this screen"))
                }
            } else if graph.tabs[from].contains(Int32(index)) {
                found[index] = Arrival(kind: .switch, from: from, arguments: [], transition: nil)
                edgeOf[index] = -1
            } else {
                ignored.append((index, "`\(English.shown(screens[from].name))` has no transition to it"))
            }
        }
        // Kinds as the user sees them, and each arrival's arguments.
        let inStack = Self.stacks(found, flow: flow)
        var broken: [(screen: Int, tried: Arrival)] = []
        for index in screens.indices {
            guard var arrival = found[index] else { continue }
            if arrival.kind == .replace { arrival.from = nil }
            guard let from = arrival.from else {
                found[index] = arrival
                continue
            }
            if arrival.kind == .show { arrival.kind = inStack[from] ? .push : .present }
            let edge = edgeOf[index] >= 0 ? graph.edges[Int(edgeOf[index])] : nil
            let given = edge.map { graph.arguments($0) } ?? []
            arrival.transition = edge.map { graph.range(of: $0) }
            arrival.arguments = screens[from].parameters.map { parameter in
                Self.argument(for: parameter, from: screens[index].parameters, given: given)
            }
            if arrival.arguments.contains(.missing) {
                broken.append((index, arrival))
                found[index] = Arrival(kind: .replace, from: nil, arguments: [], transition: nil)
            } else {
                found[index] = arrival
            }
        }
        arrivals = found
        self.broken = broken
        ignoredVia = ignored
        // Each screen's root, each screen walked once.
        var rootOf: [Int?] = Array(repeating: nil, count: found.count)
        for start in found.indices where rootOf[start] == nil && found[start] != nil {
            var chain: [Int] = []
            var current = start
            while rootOf[current] == nil, let from = found[current]?.from, chain.count <= found.count {
                chain.append(current)
                current = from
            }
            let root = rootOf[current] ?? current
            rootOf[current] = root
            for index in chain { rootOf[index] = root }
        }
        roots = rootOf
    }

    /// The first screen of each reached screen's path (itself for a root); `nil` for a screen no
    /// entry point reaches.
    public let roots: [Int?]

    /// At most this many steps of a path are listed (``path(to:)``); the generated code walks
    /// any length.
    public static let maximumSteps = 256

    /// The path to `screen`, root first: each step's screen and how it arrives (its last
    /// ``maximumSteps``). Empty for a screen no entry point reaches.
    public func path(to screen: Int) -> [(screen: Int, arrival: Arrival)] {
        var steps: [(screen: Int, arrival: Arrival)] = []
        var current: Int? = screen
        while let index = current, let arrival = arrivals[index], steps.count < Self.maximumSteps {
            steps.append((index, arrival))
            current = arrival.from
        }
        return steps.reversed()
    }

    /// Whether a transition of this kind brings its target on screen along a path.
    static func arrives(_ kind: TransitionKind) -> Bool {
        kind == .show || kind == .push || kind == .present || kind == .replace || kind == .switch
    }

    /// The screens reached from `starts` through `@tabs` and the transitions that bring their
    /// target on screen.
    static func reached(from starts: [Int], _ graph: FlowGraph) -> [Bool] {
        var seen = Array(repeating: false, count: graph.flow.screens.count)
        var queue: [Int] = []
        for start in starts where !seen[start] {
            seen[start] = true
            queue.append(start)
        }
        var head = 0
        while head < queue.count {
            let source = queue[head]
            head += 1
            for tab in graph.tabs[source] where !seen[Int(tab)] {
                seen[Int(tab)] = true
                queue.append(Int(tab))
            }
            for edge in graph.edges(of: source) where edge.isDefined && !edge.hasUnknownKind && arrives(edge.kind) && !seen[Int(edge.target)] {
                seen[Int(edge.target)] = true
                queue.append(Int(edge.target))
            }
        }
        return seen
    }

    /// Whether following arrivals from `start` comes back to it.
    private static func loops(from start: Int, _ found: [Arrival?]) -> Bool {
        var current = found[start]?.kind == .replace ? nil : found[start]?.from
        var steps = 0
        while let index = current, steps <= found.count {
            if index == start { return true }
            current = found[index]?.kind == .replace ? nil : found[index]?.from
            steps += 1
        }
        return false
    }

    /// Whether each reached screen is inside a navigation stack on its path: a root, a tab or a
    /// presented screen is when it says `@navigation` (or the flow declares none); a push stays in
    /// its source's stack; `show` pushes inside one. Memoised, each screen walked once.
    private static func stacks(_ found: [Arrival?], flow: Flow) -> [Bool] {
        let everywhere = !flow.screens.contains { $0.hasNavigation }
        var known: [Bool?] = Array(repeating: nil, count: found.count)
        for start in found.indices where known[start] == nil {
            // Up to the first screen whose answer is known or that starts a context.
            var chain: [Int] = []
            var current: Int? = start
            while let index = current, known[index] == nil, chain.count <= found.count {
                chain.append(index)
                guard let arrival = found[index], let from = arrival.from, arrival.kind == .push || arrival.kind == .show else { break }
                current = from
            }
            for index in chain.reversed() {
                // Read in place: a screen copied out retains every string and array in it.
                let hasNavigation = flow.screens[index].hasNavigation
                guard let arrival = found[index], let from = arrival.from, arrival.kind == .push || arrival.kind == .show else {
                    known[index] = everywhere || hasNavigation
                    continue
                }
                let sourceInStack = known[from] ?? (everywhere || flow.screens[from].hasNavigation)
                known[index] = arrival.kind == .push ? sourceInStack || everywhere : (sourceInStack || hasNavigation || everywhere)
            }
        }
        return known.map { $0 ?? false }
    }

    /// Where a parameter of the screen arrived from gets its value.
    private static func argument(
        for parameter: Screen.Parameter, from arriving: [Screen.Parameter], given: [Transition.Argument]
    ) -> Argument {
        if parameter.name != "_", let position = arriving.firstIndex(where: { $0.name == parameter.name && Self.sameType($0.type, parameter.type) }) {
            return .parameter(position)
        }
        if !parameter.isRequired { return .defaulted }
        if let argument = given.first(where: { $0.label == parameter.name }), case .success = SwiftGrammar.literal(argument.value) {
            return .literal(argument.value)
        }
        return .missing
    }

    private static func sameType(_ a: String, _ b: String) -> Bool {
        a.filter { !$0.isWhitespace } == b.filter { !$0.isWhitespace }
    }
}
