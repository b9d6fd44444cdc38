/// Everything decided before code is written: names, the routes each screen can match and build,
/// the conformances, and what to tell the user about them.
struct SwiftPlan {
    let flow: Flow
    let names: SwiftNames
    /// The routes of each screen that get a matcher, by screen index.
    private(set) var routes: [[SwiftRoute]] = []
    /// The route each screen's `url` builds, by screen index: the first of its routes that get a
    /// matcher (each carries every parameter without a default).
    private(set) var urlRoutes: [SwiftRoute?] = []
    /// What `Destination` conforms to.
    private(set) var conformances: [String]
    private(set) var diagnostics: [Diagnostic]

    init(flow: Flow, writer: SwiftWriter) {
        self.flow = flow
        names = SwiftNames(flow: flow, typeName: writer.typeName)
        diagnostics = names.diagnostics
        conformances = writer.conformances
        routes.reserveCapacity(flow.screens.count)
        urlRoutes.reserveCapacity(flow.screens.count)
        for screen in flow.screens { plan(screen) }
        if let function = flow.screens.lazy.flatMap({ $0.parameters }).first(where: { SwiftType($0.type).isFunction }),
            !conformances.isEmpty
        {
            diagnostics.append(
                Diagnostic(
                    rule: SwiftWriter.rule, severity: .warning,
                    message: "`\(writer.typeName)` conforms to nothing (not \(English.list(conformances))): "
                        + "parameter `\(English.shown(function.name)): \(English.shown(function.type))` is a function",
                    range: function.range))
            conformances = []
        }
        diagnostics.sort { $0.location < $1.location }
    }

    /// What an exit enum conforms to: the requested conformances, unless one of its values is a function.
    func conformances(of parameters: [Screen.Parameter]) -> [String] {
        parameters.contains { SwiftType($0.type).isFunction } ? [] : conformances
    }

    private mutating func plan(_ screen: Screen) {
        var matched: [SwiftRoute] = []
        let required = Set(screen.parameters.indices.filter { screen.parameters[$0].isRequired })
        for route in screen.routes {
            switch SwiftRoute.parse(route, of: screen) {
            case .failure(let problem):
                report(.warning, "route `\(English.shown(route.pattern))` gets no matcher: the generated code cannot match \(problem.what)", route.range)
            case .success(let parsed):
                guard carriesConvertibleValues(parsed, of: screen) else { continue }
                let missing = required.subtracting(parsed.parameters).sorted().map { "`\(screen.parameters[$0].name)`" }
                guard missing.isEmpty else {
                    report(
                        .warning,
                        "route `\(English.shown(route.pattern))` leaves out \(English.list(missing)), which "
                            + "\(missing.count == 1 ? "has" : "have") no default: the generated code can neither match "
                            + "nor build it, and `\(English.shown(screen.name))` gets no `url` from it",
                        route.range)
                    continue
                }
                matched.append(parsed)
            }
        }
        routes.append(matched)
        urlRoutes.append(matched.first)
    }

    /// Whether every placeholder's parameter has a type a link's text can convert to; an error for
    /// each that has not.
    private mutating func carriesConvertibleValues(_ route: SwiftRoute, of screen: Screen) -> Bool {
        var convertible = true
        for index in route.parameters.sorted() {
            let parameter = screen.parameters[index]
            guard SwiftType(parameter.type).cannotConform else { continue }
            let placeholder = route.route.placeholders.first { $0.name == parameter.name }
            report(
                .error,
                "`:\(English.shown(parameter.name))` cannot be a route placeholder: its type `\(English.shown(parameter.type))` "
                    + "cannot be made from a link's text (a function, tuple, existential or metatype conforms to no protocol). "
                    + "Leave it out of the route, or give the parameter a type such as `String` or an enum with raw values",
                placeholder?.range ?? route.route.range)
            convertible = false
        }
        return convertible
    }

    private mutating func report(_ severity: Severity, _ message: String, _ range: SourceRange) {
        diagnostics.append(Diagnostic(rule: SwiftWriter.rule, severity: severity, message: message, range: range))
    }
}
