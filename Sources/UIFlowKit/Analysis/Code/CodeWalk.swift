/// Visits every statement of a body, those of branches and of closures inside expressions
/// included, with a stack rather than recursion.
enum CodeWalk {
    /// Calls `visit` for each statement, in order of discovery; with `interactiveOnly`, not those
    /// of views the user cannot tap (``isInert(_:_:)``, a context menu's `preview:`).
    static func statements(_ body: [CodeStatement], interactiveOnly: Bool = false, _ visit: (CodeStatement) -> Void) {
        walk(body, interactiveOnly: interactiveOnly, statement: { statement, _ in visit(statement) }, expression: { _, _ in })
    }

    /// What a chain of modifier calls starts from (`TabManager()` of `TabManager().toolbar { … }
    /// .navigationTitle(…)`, `content` of `content.toolbar { … }`), up to 32 links; `nil` for a
    /// longer chain.
    static func modified(_ expression: CodeExpression) -> CodeExpression? {
        var current = expression
        for _ in 0..<32 {
            guard case .call(.member(let base, _), _, _) = current else { return current }
            current = base
        }
        return nil
    }

    /// The values a local is bound to in `body` (`let name = …`, `if let name = …`), in order.
    static func bound(_ name: String, in body: [CodeStatement]) -> [CodeExpression] {
        var values: [CodeExpression] = []
        statements(body) { statement in
            if case .bind(name, let expression?, _) = statement { values.append(expression) }
        }
        return values
    }

    /// ``statements(_:interactiveOnly:_:)`` with, for each statement, the names the `if`s around
    /// it require to be true (``CodeCase/requires``), closures' included; not those in the closures
    /// of a call `hidden` says is never shown (a sheet whose flag nothing raises).
    static func conditionedStatements(
        _ body: [CodeStatement], interactiveOnly: Bool = false, hidden: ((CodeExpression, [CodeArgument]) -> Bool)? = nil,
        _ visit: (CodeStatement, [String]) -> Void
    ) {
        walk(body, interactiveOnly: interactiveOnly, hidden: hidden, statement: visit, expression: { _, _ in })
    }

    /// Calls `visit` for each statement of what a view's body shows in place: not the content of
    /// what it presents or pushes (`.sheet { … }`, `.navigationDestination { … }`, an alert's, a
    /// `NavigationLink`'s destination).
    static func shownStatements(_ body: [CodeStatement], _ visit: (CodeStatement) -> Void) {
        walk(body, interactiveOnly: false, inPlaceOnly: true, statement: { statement, _ in visit(statement) }, expression: { _, _ in })
    }

    /// ``expressions(_:_:)`` of what a view shows in place (``shownStatements(_:_:)``).
    static func shownExpressions(_ body: [CodeStatement], _ visit: (CodeExpression) -> Void) {
        walk(body, interactiveOnly: false, inPlaceOnly: true, statement: { _, _ in }, expression: { expression, _ in visit(expression) })
    }

    /// The modifiers whose closures are shown elsewhere than in place.
    static let presenting: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "alert", "confirmationDialog", "inspector",
    ]

    /// Calls `visit` for each expression, nested ones and those in closures included.
    static func expressions(_ body: [CodeStatement], _ visit: (CodeExpression) -> Void) {
        walk(body, interactiveOnly: false, statement: { _, _ in }, expression: { expression, _ in visit(expression) })
    }

    /// ``expressions(_:_:)`` with, for each expression, the names the `if`s around it require.
    static func conditionedExpressions(_ body: [CodeStatement], _ visit: (CodeExpression, [String]) -> Void) {
        walk(body, interactiveOnly: false, statement: { _, _ in }, expression: visit)
    }

    /// The walk: each statement and expression waits on a stack with the names the `if`s around it
    /// require, as a place in a list of such lists (a number: nothing to retain on the way).
    private static func walk(
        _ body: [CodeStatement], interactiveOnly: Bool, inPlaceOnly: Bool = false, hidden: ((CodeExpression, [CodeArgument]) -> Bool)? = nil,
        statement visitStatement: (CodeStatement, [String]) -> Void,
        expression visitExpression: (CodeExpression, [String]) -> Void
    ) {
        var requirements: [[String]] = [[]]
        var pendingStatements: [(CodeStatement, Int)] = body.reversed().map { ($0, 0) }
        var pendingExpressions: [(CodeExpression, Int)] = []
        while !pendingStatements.isEmpty || !pendingExpressions.isEmpty {
            if let (statement, required) = pendingStatements.popLast() {
                visitStatement(statement, requirements[required])
                switch statement {
                case .evaluate(let expression), .return(let expression): pendingExpressions.append((expression, required))
                case .bind(_, let expression, _): if let expression { pendingExpressions.append((expression, required)) }
                case .assign(let target, let value, _): pendingExpressions += [(target, required), (value, required)]
                case .unwrap: break
                case .branch(let subject, let cases):
                    if let subject { pendingExpressions.append((subject, required)) }
                    for branch in cases.reversed() {
                        var inner = required
                        if !branch.requires.isEmpty {
                            requirements.append(requirements[required] + branch.requires)
                            inner = requirements.count - 1
                        }
                        pendingStatements += branch.body.reversed().map { ($0, inner) }
                    }
                }
                continue
            }
            guard let (expression, required) = pendingExpressions.popLast() else { continue }
            visitExpression(expression, requirements[required])
            switch expression {
            case .member(let base, _): pendingExpressions.append((base, required))
            case .call(.member(_, let modifier), let arguments, _) where interactiveOnly && isInert(modifier, arguments):
                continue
            case .call(let callee, let arguments, _):
                pendingExpressions.append((callee, required))
                let presents = (inPlaceOnly && callee.calledName.map(presenting.contains) == true) || hidden?(callee, arguments) == true
                // A `NavigationLink`'s destination is pushed; its label is shown in place.
                let links = inPlaceOnly && callee == .name("NavigationLink")
                for argument in arguments where !(interactiveOnly && isPreview(callee, argument)) {
                    if presents || (links && argument.label != "label"), case .closure = argument.value { continue }
                    if links, argument.label == "destination" { continue }
                    pendingExpressions.append((argument.value, required))
                }
            case .closure(_, let closureBody): pendingStatements += closureBody.reversed().map { ($0, required) }
            case .cast(let inner, _): pendingExpressions.append((inner, required))
            case .array(let elements), .choice(let elements): pendingExpressions += elements.map { ($0, required) }
            case .name, .implicitMember, .keyPath, .metatype, .unknown: break
            }
        }
    }

    /// Whether a modifier makes what it modifies untappable: `allowsHitTesting(false)`,
    /// `disabled(true)`.
    static func isInert(_ modifier: String, _ arguments: [CodeArgument]) -> Bool {
        (modifier == "allowsHitTesting" && arguments.first?.value == .name("false"))
            || (modifier == "disabled" && arguments.first?.value == .name("true"))
    }

    /// Whether an argument is a context menu's `preview:`, shown while the menu is open and
    /// never tapped.
    static func isPreview(_ callee: CodeExpression, _ argument: CodeArgument) -> Bool {
        argument.label == "preview" && callee.calledName == "contextMenu"
    }

    /// Calls `visit` for each call expression in a body, closures included.
    static func calls(_ body: [CodeStatement], _ visit: (CodeExpression, [CodeArgument], SourceRange) -> Void) {
        var pending: [CodeExpression] = []
        statements(body) { statement in
            switch statement {
            case .evaluate(let expression), .return(let expression): pending.append(expression)
            case .bind(_, let expression, _): if let expression { pending.append(expression) }
            case .assign(let target, let value, _): pending += [target, value]
            case .branch(let subject, _): if let subject { pending.append(subject) }
            case .unwrap: break
            }
        }
        // Expressions nested in expressions (not in closures, which `statements` reached).
        while let expression = pending.popLast() {
            switch expression {
            case .call(let callee, let arguments, let range):
                visit(callee, arguments, range)
                pending.append(callee)
                for argument in arguments {
                    if case .closure = argument.value { continue }
                    pending.append(argument.value)
                }
            case .member(let base, _): pending.append(base)
            case .cast(let inner, _): pending.append(inner)
            case .array(let elements), .choice(let elements): pending += elements
            case .closure, .name, .implicitMember, .keyPath, .metatype, .unknown: break
            }
        }
    }
}
