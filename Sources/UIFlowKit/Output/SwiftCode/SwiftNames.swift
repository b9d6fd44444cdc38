/// The names of the generated code: a case per screen, a case per transition of each screen's
/// exits, all distinct, none a generated member's name. Deterministic: in the order of definition.
struct SwiftNames {
    /// The case of each screen in `Destination`, by screen index (unescaped).
    private(set) var screenCases: [String] = []
    /// The exit cases of each screen, by screen index, then by transition in order (unescaped).
    private(set) var exitCases: [[String]] = []
    /// The exit enum of each screen, by screen index (`HomeExit`); `nil` for a screen without transitions.
    private(set) var exitTypes: [String?] = []
    /// The nested types every flow gets: `Kind`, `Screen`, `RouteParameter`, `Step`, `Navigator`
    /// and `Link`, unless a parameter's type names one of them, which the nested type would hide:
    /// then `FlowKind`…
    private(set) var kindType = "Kind"
    private(set) var screenType = "Screen"
    private(set) var routeParameterType = "RouteParameter"
    private(set) var stepType = "Step"
    private(set) var navigatorType = "Navigator"
    private(set) var linkType = "Link"
    /// Names given twice, and `@swift-name`s that are no identifier.
    private(set) var diagnostics: [Diagnostic] = []

    /// Members of `Destination` and `Destination.Screen` a case may not take: they would collide.
    static let reservedScreenCases: Set<String> = ["url", "screen", "path", "arrival", "open", "rawValue", "allCases", "hashValue", "init"]
    /// Members of an exit enum a case may not take.
    static let reservedExitCases: Set<String> = ["kind", "target", "destination", "screen", "hashValue", "init"]

    init(flow: Flow, typeName: String = "Destination") {
        // Identifiers the parameters' types use: a generated type of the same name would hide them.
        var used: [String: Screen.Parameter] = [:]
        for parameter in flow.screens.lazy.flatMap(\.parameters) {
            for token in SwiftIdentifier.words(of: parameter.type) where used[token] == nil { used[token] = parameter }
        }
        var types = NameSet(Set(used.keys).union([typeName]))
        for (keyPath, name) in [
            (\Self.kindType, "Kind"), (\Self.screenType, "Screen"), (\Self.routeParameterType, "RouteParameter"), (\Self.stepType, "Step"),
            (\Self.navigatorType, "Navigator"), (\Self.linkType, "Link"),
        ] {
            let chosen = types.contains(name) ? types.claim("Flow" + name) : types.claim(name)
            self[keyPath: keyPath] = chosen
            if chosen != name, name != "Link", let parameter = used[name] {
                report(
                    "parameter `\(English.shown(parameter.name)): \(English.shown(parameter.type))` uses a type `\(name)`, "
                        + "which the generated `\(typeName).\(name)` would hide; that one is `\(typeName).\(chosen)`",
                    at: parameter.range)
            }
        }
        // No case takes the name of a type the code mentions either (`@swift-name String`).
        var taken = NameSet(
            Self.reservedScreenCases.union([typeName, kindType, screenType, routeParameterType, stepType, navigatorType, linkType]).union(used.keys))
        var holder: [String: Screen] = [:]
        screenCases.reserveCapacity(flow.screens.count)
        for screen in flow.screens {
            var base = SwiftIdentifier.lowerCamel(screen.name)
            if let explicit = screen.swiftName {
                if SwiftIdentifier.isValid(explicit.text) {
                    base = explicit.text
                } else {
                    diagnostics.append(
                        Diagnostic(
                            rule: SwiftWriter.rule, severity: .error,
                            message: "`@swift-name \(English.shown(explicit.text))` is no Swift identifier: "
                                + "use letters, digits and `_`, not starting with a digit",
                            range: explicit.range))
                }
            }
            let named = !base.isEmpty
            if !named { base = "screen" }
            let name = Self.unique(base, in: &taken)
            let first = holder[base]
            if !named {
                report(
                    "screen `\(English.shown(screen.name))` has no letter or digit to make a Swift name of; it is "
                        + "`\(English.shown(name))`. Choose its name with `@swift-name`", at: screen.range)
            } else if name != base {
                let which = first.map { "`\(English.shown($0.name))`" } ?? "a member of the generated type"
                report(
                    "screen `\(English.shown(screen.name))` would be the case `\(English.shown(base))`, which \(which) "
                        + "already is; it is `\(English.shown(name))`. Choose its name with `@swift-name`",
                    at: screen.swiftName?.range ?? screen.range,
                    notes: first.map { [Diagnostic.Note(message: "`\(English.shown(base))` is taken here", range: $0.swiftName?.range ?? $0.range)] } ?? [])
            }
            holder[name] = screen
            screenCases.append(name)
        }
        exitCases = flow.screens.map { exitNames(of: $0, in: flow) }
        for name in screenCases { types.insert(name) }
        for (index, screen) in flow.screens.enumerated() {
            let hasExits = screen.actions.contains { !$0.transitions.isEmpty }
            exitTypes.append(hasExits ? types.claim(SwiftIdentifier.capitalised(screenCases[index]) + "Exit") : nil)
        }
    }

    private mutating func report(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(rule: SwiftWriter.rule, severity: .warning, message: message, range: range, notes: notes))
    }

    /// One name per transition: its `{label}`, else its target's case, else its kind (`back`,
    /// `dismiss`); a name used twice gets the kind appended (`homeReplace`), then a number.
    private func exitNames(of screen: Screen, in flow: Flow) -> [String] {
        var taken = NameSet(Self.reservedExitCases)
        return screen.transitions.map { transition in
            var base = transition.label.map(SwiftIdentifier.lowerCamel) ?? ""
            if base.isEmpty, let target = transition.target {
                base = flow.index(ofScreenNamed: target).map { screenCases[$0] } ?? SwiftIdentifier.lowerCamel(target)
            }
            if base.isEmpty { base = transition.kind.rawValue }
            if taken.contains(base) { base += SwiftIdentifier.capitalised(transition.kind.rawValue) }
            return Self.unique(base, in: &taken)
        }
    }

    /// `base`, or `base2`, `base3`… : the first not taken; it is taken from then on.
    private static func unique(_ base: String, in taken: inout NameSet) -> String {
        taken.claim(base)
    }
}

/// Names in use, and for each base name the next number to try, so that a thousand screens
/// called `Sign in`, `Sign-in`, `Sign  in`… are named in linear time.
private struct NameSet {
    private var taken: Set<String>
    private var next: [String: Int] = [:]

    init(_ names: Set<String>) { taken = names }

    func contains(_ name: String) -> Bool { taken.contains(name) }

    mutating func insert(_ name: String) { taken.insert(name) }

    mutating func claim(_ base: String) -> String {
        var name = base
        var number = next[base] ?? 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        next[base] = number
        taken.insert(name)
        return name
    }
}
