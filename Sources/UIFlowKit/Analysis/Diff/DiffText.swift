/// How a diff writes the things it compares: as the flow writes them, on one line.
enum DiffText {
    /// `Profile(userId: Int, tab: Tab = .posts)`, or the name alone without a parameter list.
    static func header(_ screen: Screen) -> String {
        guard screen.hasParameterList else { return screen.name }
        return screen.name + "(" + screen.parameters.map(parameter).joined(separator: ", ") + ")"
    }

    /// `userId: Int = 0`.
    static func parameter(_ parameter: Screen.Parameter) -> String {
        parameter.name + ": " + parameter.type + (parameter.defaultValue.map { " = " + $0 } ?? "")
    }

    /// `Tap "Buy" ==push=> Cart(id: id)`: the action's first line, the arrow, the target and its
    /// arguments (`==back=>` alone for a `back` without a target).
    static func transition(_ transition: Transition, in action: Action, target: String?) -> String {
        var text = action.text.first.map { $0.text + " " } ?? ""
        text += transition.arrow
        if let target { text += " " + target }
        if transition.hasArgumentList {
            text += "(" + transition.arguments.map { $0.label + ": " + $0.value }.joined(separator: ", ") + ")"
        }
        return text
    }

    /// An action's lines, joined with line breaks.
    static func lines(_ lines: [TextLine]) -> String {
        lines.map(\.text).joined(separator: "\n")
    }

    /// `error: message [rule]`.
    static func finding(_ finding: Diagnostic) -> String {
        "\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"
    }

    /// The range from the first line's start to the last line's end; `nil` for no lines.
    static func range(of lines: [TextLine]) -> SourceRange? {
        guard let first = lines.first, let last = lines.last else { return nil }
        return SourceRange(file: first.range.file, start: first.range.start, end: last.range.end)
    }
}
