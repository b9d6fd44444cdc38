extension FlowFormatter {
    /// `[Name(label: Type, label: Type = default)##]`: the name, the list and the rank marks as
    /// parsed, with one space after each `:` and `,` and around `=`.
    static func header(_ header: HeaderSyntax) -> String {
        var text = "[" + header.name.text
        if let parameters = header.parameters {
            text += "(" + parameters.map(parameter).joined(separator: ", ") + ")"
        }
        if header.rank > 0 {
            // `[C# #]` is `C#` of rank 1; written `[C##]`, it would be `C` of rank 2.
            if header.parameters == nil, text.utf8.last == UInt8(ascii: "#") { text += " " }
            text += String(repeating: "#", count: header.rank)
        }
        return text + "]"
    }

    /// `label: Type` or `label: Type = default`.
    static func parameter(_ parameter: ParameterSyntax) -> String {
        var text = parameter.label.text + ": " + parameter.type.text
        if let defaultValue = parameter.defaultValue { text += " = " + defaultValue.text }
        return text
    }

    /// `==> Target`, `==push{label}=> Target(label: value) @allow rule, rule`, `==back=>`: two
    /// `=` before the kind or label, one before the `>` after them, one space after the arrow and
    /// before a trailing `@allow`.
    static func transition(_ transition: TransitionSyntax) -> String {
        var text = "==" + (transition.kindWord?.text ?? "")
        if let label = transition.label { text += "{" + label.text + "}" }
        text += transition.kindWord == nil && transition.label == nil ? ">" : "=>"
        if let target = transition.target {
            text += " " + target.text
            if let arguments = transition.arguments {
                text += "(" + arguments.map { $0.label.text + ": " + $0.value.text }.joined(separator: ", ") + ")"
            }
        }
        if let allow = transition.allow {
            text += " @" + allow.directive.rawValue + " " + allow.items.map(\.text).joined(separator: ", ")
        }
        return text
    }

    /// `@name argument`, one space between them; rule ids and tab names separated by `, `.
    static func directive(_ directive: DirectiveSyntax) -> String {
        var text = "@" + directive.directive.rawValue
        switch directive.directive.argument {
        case .identifiers, .names:
            if !directive.items.isEmpty { text += " " + directive.items.map(\.text).joined(separator: ", ") }
        case .none, .word, .text, .route:
            // A `@entry` with text after it keeps the text (and its warning): it is the author's.
            if let argument = directive.argument { text += " " + argument.text }
        }
        return text
    }
}
