/// A literal argument that cannot be the declared type.
struct ArgumentTypeMismatchRule: Rule {
    static let id: RuleID = "argument-type-mismatch"
    static let order = 70
    static let defaultSeverity = Severity.warning
    static let summary = "A literal argument that cannot be the parameter's declared type."
    static let rationale = """
        Argument values are kept verbatim and are usually expressions (`user.id`), which the spec \
        cannot check. Literals it can: an integer, a decimal, a quoted string, `true`, `false` or \
        `nil` passed to a parameter declared `Int`, `Double`, `String` or `Bool` (and their sized \
        and optional forms) must fit, an integer within the type's range (`300` is no `Int8`). \
        Literals are read as `uiflow generate swift` reads defaults (docs/codegen.md). Types the \
        spec does not know are not checked.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Feed]\n--\nTap\n==push=> Profile(1️⃣userId: \"42\")\n\n[Profile(userId: Int)]\n",
                expecting: ["1️⃣": "the string `\"42\"` cannot be `userId`, which is `Int`; pass an integer"]),
            .flow(
                "[Feed]\n--\nTap\n==push=> Search(2️⃣query: nil, 3️⃣limit: 2.5)\n\n[Search(query: String, limit: Int)]\n",
                expecting: [
                    "2️⃣": "`nil` cannot be `query`, whose type `String` is not optional; pass a quoted string, or declare the parameter `String?`",
                    "3️⃣": "the decimal `2.5` cannot be `limit`, which is `Int`; pass an integer",
                ]),
        ],
        passing: [
            "[Feed]\n--\nTap\n==push=> Profile(userId: 42, note: nil, score: 1)\n\n[Profile(userId: Int, note: String?, score: Double)]\n",
            "[Feed]\n--\nTap\n==push=> Profile(userId: user.id, tab: \"likes\")\n\n[Profile(userId: Int, tab: Tab)]\n",
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var lookup = ParameterLookup(flow: context.flow)
        for edge in context.graph.edges where edge.hasArguments && edge.isDefined {
            let index = Int(edge.target)
            let arguments = context.graph.arguments(edge)
            for position in arguments.indices {
                // Most values are expressions, told apart by their first byte: the target's
                // parameters are looked up only for a literal.
                guard let literal = Self.scalarLiteral(arguments[position].value),
                    let parameter = lookup.parameter(arguments[position].label, of: index),
                    case .success(let type) = SwiftGrammar.type(parameter.type), (type.wrapped ?? type).known != nil,
                    let expectation = type.expectation(for: literal)
                else { continue }
                let argument = arguments[position]
                let message =
                    if literal == .nil {
                        "`nil` cannot be `\(English.shown(argument.label))`, whose type `\(English.shown(parameter.type))` is not optional; "
                            + "pass \(expectation), or declare the parameter `\(English.shown(parameter.type))?`"
                    } else {
                        "\(Self.describe(literal)) `\(English.shown(argument.value))` cannot be `\(English.shown(argument.label))`, which is "
                            + "`\(English.shown(parameter.type))`; pass \(expectation)"
                    }
                findings.append(finding(message, at: argument.range))
            }
        }
        return findings
    }

    /// An integer, a decimal, a string, `true`, `false` or `nil`, read by ``SwiftGrammar``; `nil`
    /// for anything else (expressions, members, collections).
    private static func scalarLiteral(_ text: String) -> SwiftGrammar.LiteralNode? {
        // Most values are expressions (`user.id`, `.likes`): ruled out from their first byte.
        guard let first = text.utf8.first,
            first == UInt8(ascii: "\"") || first == UInt8(ascii: "-") || ASCII.isDigit(first) || first == UInt8(ascii: "n")
                || first == UInt8(ascii: "t") || first == UInt8(ascii: "f"),
            case .success(let literal) = SwiftGrammar.literal(text)
        else { return nil }
        switch literal {
        case .integer, .decimal, .string, .boolean, .nil: return literal
        case .member, .array, .dictionary: return nil
        }
    }

    private static func describe(_ literal: SwiftGrammar.LiteralNode) -> String {
        switch literal {
        case .integer: "the integer"
        case .decimal: "the decimal"
        case .string: "the string"
        case .boolean: "the Boolean"
        default: "the value"
        }
    }
}
