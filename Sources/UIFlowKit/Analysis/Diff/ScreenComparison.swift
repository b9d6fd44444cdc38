/// The changes within one screen that both flows have (under the same name, or renamed).
struct ScreenComparison {
    /// The new names of the old flow's screens, for comparing transitions' targets across a rename.
    struct Names {
        private var renamed: [NameKey: String] = [:]

        init(old: Flow, new: Flow, matching: ScreenMatching) {
            for (index, match) in matching.newForOld.enumerated() {
                guard let match, matching.isRenamed[match] else { continue }
                renamed[NameKey(old.screens[index].name)] = new.screens[match].name
            }
        }

        /// The name an old transition's target has in the new flow.
        func new(_ target: String?) -> String? {
            target.map { renamed[NameKey($0)] ?? $0 }
        }
    }

    var old: Screen
    var new: Screen
    var names: Names
    /// Why each side's screen is a way into the app (``entryReasons(_:configuration:)``).
    var entries: (old: String?, new: String?)

    /// For each screen, why it is a way into the app, apart from its routes: `@entry`, the
    /// configuration, or being the first screen of a flow that marks no entry; `nil` when it is not.
    static func entryReasons(_ flow: Flow, configuration: Configuration) -> [String?] {
        // The entry points as the lint rules find them (``FlowGraph``), the first screen's
        // fallback included; a routed one is left to the route kinds.
        let graph = FlowGraph(flow: flow, configuredEntryPoints: configuration.entryPoints.map(\.name))
        let configured = Set(configuration.entryPoints.map { NameKey($0.name) })
        var reasons = [String?](repeating: nil, count: flow.screens.count)
        for index in graph.entryPoints {
            let screen = flow.screens[index]
            if screen.isEntry {
                reasons[index] = "@entry"
            } else if configured.contains(NameKey(screen.name)) {
                reasons[index] = "entry point in the configuration"
            } else if screen.routes.isEmpty {
                reasons[index] = "first screen (the flow marks no entry)"
            }
        }
        return reasons
    }

    /// A screen only the new flow has, and its routes.
    static func added(_ screen: Screen) -> [FlowChange] {
        [FlowChange(kind: .screenAdded, screen: screen.name, after: DiffText.header(screen), new: screen.range)]
            + screen.routes.map {
                FlowChange(kind: .routeAdded, screen: screen.name, after: $0.pattern, new: $0.range)
            }
    }

    /// A screen only the old flow had, and its routes (links published for it now open nothing).
    static func removed(_ screen: Screen) -> [FlowChange] {
        [FlowChange(kind: .screenRemoved, isBreaking: true, screen: screen.name, before: DiffText.header(screen), old: screen.range)]
            + screen.routes.map {
                FlowChange(kind: .routeRemoved, isBreaking: true, screen: screen.name, before: $0.pattern, old: $0.range)
            }
    }

    /// Every change between the two blocks, with `screen-renamed` first when `renamed`.
    func changes(renamed: Bool) -> [FlowChange] {
        var changes: [FlowChange] = []
        if renamed {
            changes.append(change(.screenRenamed, breaking: true, old.name, new.name, old.range, new.range))
        }
        compareParameters(into: &changes)
        compareRoutes(into: &changes)
        let actions = pairedActions()
        compareTransitions(actions, into: &changes)
        if (entries.old == nil) != (entries.new == nil) {
            changes.append(
                change(.entryChanged, entries.old ?? "not an entry", entries.new ?? "not an entry", old.range, new.range))
        }
        if old.group != new.group {
            changes.append(change(.groupChanged, old.group, new.group, old.range, new.range))
        }
        if old.sees.map(\.text) != new.sees.map(\.text) {
            changes.append(
                change(.seesChanged, DiffText.lines(old.sees), DiffText.lines(new.sees),
                    DiffText.range(of: old.sees) ?? old.range, DiffText.range(of: new.sees) ?? new.range))
        }
        compareActions(actions, into: &changes)
        compareDirectives(into: &changes)
        return changes
    }

    /// A change in this screen.
    func change(
        _ kind: FlowChange.Kind, breaking: Bool = false, _ before: String?, _ after: String?, _ oldRange: SourceRange?,
        _ newRange: SourceRange?
    ) -> FlowChange {
        FlowChange(
            kind: kind, isBreaking: breaking, screen: new.name, before: before, after: after, old: oldRange, new: newRange)
    }

    private func compareParameters(into changes: inout [FlowChange]) {
        // By label, through dictionaries: a header may hold thousands of parameters.
        let oldByName = Dictionary(old.parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newNames = Set(new.parameters.map(\.name))
        for parameter in new.parameters {
            guard let before = oldByName[parameter.name] else {
                changes.append(
                    change(.parameterAdded, breaking: parameter.isRequired, nil, DiffText.parameter(parameter), old.range,
                        parameter.range))
                continue
            }
            guard before.type != parameter.type || before.defaultValue != parameter.defaultValue else { continue }
            let breaking = before.type != parameter.type || (!before.isRequired && parameter.isRequired)
            changes.append(
                change(.parameterChanged, breaking: breaking, DiffText.parameter(before), DiffText.parameter(parameter),
                    before.range, parameter.range))
        }
        for parameter in old.parameters where !newNames.contains(parameter.name) {
            changes.append(
                change(.parameterRemoved, breaking: true, DiffText.parameter(parameter), nil, parameter.range, new.range))
        }
    }

    /// Routes of the same pattern are the same; then routes of the same shape (a placeholder
    /// renamed), then the rest in their order, are changed ones; what is left was added or removed.
    private func compareRoutes(into changes: inout [FlowChange]) {
        let pairs = Pairing.pair(
            old.routes, new.routes,
            by: [{ $0.pattern }, { $0.shape }, { _ in "" }])
        for pair in pairs {
            switch pair {
            case .both(let before, let after, let pass):
                if pass > 0 {
                    changes.append(
                        change(.routeChanged, breaking: true, before.pattern, after.pattern, before.range, after.range))
                }
            case .old(let route):
                changes.append(change(.routeRemoved, breaking: true, route.pattern, nil, route.range, new.range))
            case .new(let route):
                changes.append(change(.routeAdded, nil, route.pattern, old.range, route.range))
            }
        }
    }

    /// Every directive is compared: those with changes of their own kind above (`@entry`,
    /// `@group`, `@route`) are passed over, `@allow` too (what it silences shows in the findings,
    /// which the diff compares); the switch stops the build until a new directive says which it is.
    private func compareDirectives(into changes: inout [FlowChange]) {
        func compare(_ name: String, _ before: String?, _ after: String?, breaking: Bool = false) {
            guard before != after else { return }
            changes.append(
                change(.directiveChanged, breaking: breaking, before.map { name + $0 }, after.map { name + $0 }, old.range,
                    new.range))
        }
        for directive in Directive.allCases {
            let name = "@" + directive.rawValue
            switch directive {
            case .entry, .group, .route, .allow:
                continue
            case .type: compare(name + " ", old.typeName, new.typeName)
            case .navigation: compare(name, old.hasNavigation ? "" : nil, new.hasNavigation ? "" : nil)
            case .tabs: compare(name + " ", Self.tabs(old), Self.tabs(new))
            case .exit: compare(name, old.isExit ? "" : nil, new.isExit ? "" : nil)
            case .swiftName: compare(name + " ", old.swiftName?.text, new.swiftName?.text, breaking: true)
            case .pathVia: compare(name + " ", old.pathVia?.text, new.pathVia?.text)
            case .screenshot: compare(name + " ", old.screenshot?.text, new.screenshot?.text)
            }
        }
    }

    private static func tabs(_ screen: Screen) -> String? {
        screen.tabs.isEmpty ? nil : screen.tabs.map(\.name).joined(separator: ", ")
    }
}
