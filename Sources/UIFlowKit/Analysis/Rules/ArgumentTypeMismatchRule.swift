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
        and optional forms) must fit. Types the spec does not know are not checked.
        """
    static let examples = RuleExamples(
        failing: [
            "[Feed]\n--\nTap\n==push=> Profile(1️⃣userId: \"42\")\n\n[Profile(userId: Int)]\n",
            "[Feed]\n--\nTap\n==push=> Search(2️⃣query: nil, 3️⃣limit: 2.5)\n\n[Search(query: String, limit: Int)]\n",
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
                guard let literal = Literal(arguments[position].value),
                    let parameter = lookup.parameter(arguments[position].label, of: index),
                    let type = KnownType(parameter.type), !type.accepts(literal)
                else { continue }
                let argument = arguments[position]
                let message =
                    if literal == .nil {
                        "`nil` cannot be `\(English.shown(argument.label))`, whose type `\(English.shown(parameter.type))` is not optional; "
                            + "pass \(type.expectation), or declare the parameter `\(English.shown(parameter.type))?`"
                    } else {
                        "\(literal.description) `\(English.shown(argument.value))` cannot be `\(English.shown(argument.label))`, which is "
                            + "`\(English.shown(parameter.type))`; pass \(type.expectation)"
                    }
                findings.append(finding(message, at: argument.range))
            }
        }
        return findings
    }
}

/// A literal argument value.
private enum Literal: Equatable {
    case integer, decimal, string, boolean, `nil`

    init?(_ text: String) {
        // Most values are expressions (`user.id`, `.likes`): ruled out from their first byte.
        guard let first = text.utf8.first,
            first == UInt8(ascii: "\"") || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: "n")
                || first == UInt8(ascii: "t") || first == UInt8(ascii: "f")
        else { return nil }
        if text == "nil" {
            self = .nil
        } else if text == "true" || text == "false" {
            self = .boolean
        } else if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
            self = .string
        } else if Self.isNumber(text, decimal: false) {
            self = .integer
        } else if Self.isNumber(text, decimal: true) {
            self = .decimal
        } else {
            return nil
        }
    }

    /// `-12`, `1_000`, `0x1F` as integers; `1.5`, `-2e3` as decimals.
    private static func isNumber(_ text: String, decimal: Bool) -> Bool {
        var body = Substring(text)
        if body.hasPrefix("-") || body.hasPrefix("+") { body = body.dropFirst() }
        guard let first = body.first, first.isASCII, first.isNumber else { return false }
        if !decimal, body.hasPrefix("0x") || body.hasPrefix("0b") || body.hasPrefix("0o") {
            return body.count > 2 && body.dropFirst(2).allSatisfy { $0.isHexDigit || $0 == "_" }
        }
        let allowed: Set<Character> = decimal ? ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "_", ".", "e", "E", "-", "+"]
            : ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "_"]
        guard body.allSatisfy(allowed.contains) else { return false }
        return !decimal || body.contains(".") || body.contains("e") || body.contains("E")
    }

    var description: String {
        switch self {
        case .integer: "the integer"
        case .decimal: "the decimal"
        case .string: "the string"
        case .boolean: "the Boolean"
        case .nil: "`nil`"
        }
    }
}

/// A declared type the rule knows the literals of.
private struct KnownType {
    enum Base { case integer, floatingPoint, string, boolean }
    var base: Base
    var isOptional: Bool

    init?(_ declared: String) {
        // Types come trimmed from the parser.
        var name = Substring(declared)
        var isOptional = false
        if name.hasSuffix("?") || name.hasSuffix("!") {
            isOptional = true
            name = name.dropLast()
        } else if name.hasPrefix("Optional<"), name.hasSuffix(">") {
            isOptional = true
            name = name.dropFirst("Optional<".count).dropLast()
        }
        name = name.hasPrefix("Swift.") ? name.dropFirst("Swift.".count) : name
        switch name {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": base = .integer
        case "Double", "Float", "Float32", "Float64", "CGFloat", "Decimal": base = .floatingPoint
        case "String", "Substring": base = .string
        case "Bool": base = .boolean
        default: return nil
        }
        self.isOptional = isOptional
    }

    func accepts(_ literal: Literal) -> Bool {
        switch (literal, base) {
        case (.nil, _): isOptional
        case (.integer, .integer), (.integer, .floatingPoint), (.decimal, .floatingPoint), (.string, .string),
            (.boolean, .boolean):
            true
        default: false
        }
    }

    var expectation: String {
        let value =
            switch base {
            case .integer: "an integer"
            case .floatingPoint: "a number"
            case .string: "a quoted string"
            case .boolean: "`true` or `false`"
            }
        return isOptional ? value + " or `nil`" : value
    }
}
