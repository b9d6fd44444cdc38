/// Everything decided before code is written: names, the routes each screen can match and build,
/// the conformances, and what to tell the user about them.
struct SwiftPlan {
    let flow: Flow
    let names: SwiftNames
    /// Each screen's parameters with their types and defaults checked, by screen index.
    private(set) var parameters: [[SwiftParameter]] = []
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
        parameters.reserveCapacity(flow.screens.count)
        routes.reserveCapacity(flow.screens.count)
        urlRoutes.reserveCapacity(flow.screens.count)
        for screen in flow.screens {
            parameters.append(screen.parameters.map { check($0, typeName: writer.typeName) })
            plan(screen)
        }
        let checked = parameters
        if !conformances.isEmpty,
            let (screen, position) = checked.indices.lazy.flatMap({ screen in checked[screen].indices.map { (screen, $0) } })
                .first(where: { !checked[$0][$1].type.canBeHashable })
        {
            let parameter = flow.screens[screen].parameters[position]
            let type = parameters[screen][position].type
            let why = type.isFunction ? "is a function" : "cannot be `Hashable` (it is or holds a tuple, an existential, a metatype, `Any` or `Void`)"
            diagnostics.append(
                Diagnostic(
                    rule: SwiftWriter.rule, severity: .warning,
                    message: "`\(writer.typeName)` conforms to nothing (not \(English.list(conformances))): "
                        + "parameter `\(English.shown(parameter.name)): \(English.shown(parameter.type))` \(why)",
                    range: parameter.range))
            conformances = []
        }
        diagnostics.sort { $0.location < $1.location }
    }

    /// What an exit enum conforms to: the requested conformances, unless one of its values cannot be `Hashable`.
    func conformances(of parameters: [SwiftParameter]) -> [String] {
        parameters.contains { !$0.type.canBeHashable } ? [] : conformances
    }

    /// The value a transition's argument gives its target's parameter as a default in an exit
    /// case, written back from the parsed form: a member (`.home`), `nil` for an optional, or a
    /// literal of a type whose literals are known and that accepts it (`42` for `Int`, `"a"` for
    /// `String?`, `[1, 2]` for `[Int]`); else `nil`. A transition's `"home"` for an app's `Tab` is
    /// left out, as nothing says the type takes a string: the exit would not compile.
    static func literalDefault(_ value: String, for parameter: SwiftParameter) -> String? {
        let type = parameter.type.node
        guard case .success(let literal) = SwiftGrammar.literal(value), type.expectation(for: literal) == nil else { return nil }
        switch literal {
        case .member, .nil: return literal.description
        default: return type.hasKnownLiterals ? literal.description : nil
        }
    }

    /// The parameter with its type and default read by the grammar; an error for each that is
    /// refused, at the first character the grammar cannot read.
    private mutating func check(_ parameter: Screen.Parameter, typeName: String) -> SwiftParameter {
        let shownName = English.shown(parameter.name)
        var checked = SwiftParameter(name: parameter.name, type: .refused, defaultValue: nil, isRequired: parameter.isRequired)
        switch SwiftGrammar.type(parameter.type) {
        case .failure(let failure):
            report(
                .error,
                "the type of `\(shownName)` is not one `uiflow generate swift` writes: \(failure.message) "
                    + "(docs/codegen.md, \"What a type and a default may be\")",
                Self.range(parameter.typeRange, from: failure.offset))
            return checked
        case .success(let node):
            if let name = node.names.first(where: { $0 == typeName || $0 == "Self" }) {
                report(
                    .error,
                    "the type of `\(shownName)` names `\(English.shown(name))`, which in the generated code is the enum "
                        + "`\(typeName)` itself: a case cannot hold its own enum. Choose another type, or another name with --type-name",
                    parameter.typeRange)
                return checked
            }
            checked.type = SwiftType(node)
        }
        guard let text = parameter.defaultValue else { return checked }
        let range = parameter.defaultValueRange ?? parameter.range
        switch SwiftGrammar.literal(text) {
        case .failure(let failure):
            report(
                .error,
                "the default of `\(shownName)` is not a literal `uiflow generate swift` writes: \(failure.message) "
                    + "(docs/codegen.md, \"What a type and a default may be\")",
                Self.range(range, from: failure.offset))
        case .success(let literal):
            if let expectation = checked.type.node.expectation(for: literal) {
                report(
                    .error,
                    "the default `\(English.shown(text))` of `\(shownName)` cannot be `\(English.shown(checked.type.declared))`: write \(expectation)",
                    range)
            } else {
                checked.defaultValue = literal.description
            }
        }
        return checked
    }

    /// The part of `range` (on one line) from `offset` Unicode scalars after its start.
    private static func range(_ range: SourceRange, from offset: Int) -> SourceRange {
        guard range.start.line == range.end.line else { return range }
        let column = min(range.start.column + offset, max(range.end.column - 1, range.start.column))
        return SourceRange(file: range.file, start: SourcePosition(line: range.start.line, column: column), end: range.end)
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
            guard parameters[parameters.count - 1][index].type.cannotConform else { continue }
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
