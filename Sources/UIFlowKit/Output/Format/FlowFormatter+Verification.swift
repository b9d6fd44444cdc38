extension FlowFormatter {
    /// Whether `formatted`, parsed, gives the flow `tree` gives: the same screens, field by field,
    /// positions aside; the same errors; and no warning the input had not (the formatter may
    /// remove one, such as a list without its closing `)`, which it closes).
    static func meansTheSame(_ tree: SyntaxTree, _ formatted: SourceFile) -> Bool {
        let before = ParsedFile(tree)
        let after = ParsedFile(parsing: formatted)
        guard before.screens.count == after.screens.count,
            zip(before.screens, after.screens).allSatisfy({ positionless($0) == positionless($1) })
        else { return false }
        func problems(_ diagnostics: [Diagnostic], _ severity: Severity) -> [String: Int] {
            var counts: [String: Int] = [:]
            for diagnostic in diagnostics where diagnostic.severity == severity {
                counts[diagnostic.rule.rawValue + " " + diagnostic.message, default: 0] += 1
            }
            return counts
        }
        let warnings = problems(before.diagnostics, .warning)
        return problems(before.diagnostics, .error) == problems(after.diagnostics, .error)
            && problems(after.diagnostics, .warning).allSatisfy { warnings[$0.key, default: 0] >= $0.value }
    }

    /// Where nothing is.
    private static let nowhere = SourceRange(file: "", start: SourcePosition(line: 0, column: 0), end: SourcePosition(line: 0, column: 0))

    /// `screen` with every position and range replaced by ``nowhere``.
    static func positionless(_ screen: Screen) -> Screen {
        var screen = screen
        screen.range = nowhere
        screen.endLine = 0
        if screen.typeRange != nil { screen.typeRange = nowhere }
        for index in screen.parameters.indices {
            screen.parameters[index].range = nowhere
            screen.parameters[index].typeRange = nowhere
            if screen.parameters[index].defaultValueRange != nil { screen.parameters[index].defaultValueRange = nowhere }
        }
        for index in screen.sees.indices { screen.sees[index].range = nowhere }
        for action in screen.actions.indices {
            screen.actions[action].range = nowhere
            for line in screen.actions[action].text.indices { screen.actions[action].text[line].range = nowhere }
            for index in screen.actions[action].transitions.indices {
                var transition = screen.actions[action].transitions[index]
                transition.range = nowhere
                transition.targetRange = nowhere
                transition.targetIndex = nil
                for argument in transition.arguments.indices { transition.arguments[argument].range = nowhere }
                for allowance in transition.allowances.indices { transition.allowances[allowance].range = nowhere }
                screen.actions[action].transitions[index] = transition
            }
        }
        for route in screen.routes.indices {
            screen.routes[route].range = nowhere
            for placeholder in screen.routes[route].placeholders.indices { screen.routes[route].placeholders[placeholder].range = nowhere }
        }
        for index in screen.allowances.indices { screen.allowances[index].range = nowhere }
        for index in screen.tabs.indices { screen.tabs[index].range = nowhere }
        screen.swiftName?.range = nowhere
        screen.pathVia?.range = nowhere
        screen.screenshot?.range = nowhere
        return screen
    }
}
