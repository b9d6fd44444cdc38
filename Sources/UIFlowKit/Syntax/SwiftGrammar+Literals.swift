// Literal values: numbers, strings, `true`, `false`, `nil`, members, arrays and dictionaries.
extension SwiftGrammar.Parser {
    mutating func parseLiteral(depth: Int) throws(SwiftGrammar.Failure) -> SwiftGrammar.LiteralNode {
        try checkDepth(depth)
        let token = current
        switch token.kind {
        case .number:
            _ = advance()
            return Self.isDecimal(token.text) ? .decimal(token.text) : .integer(token.text)
        case .string:
            _ = advance()
            return .string(token.text)
        case .punctuation where token.text == "-":
            _ = advance()
            guard current.kind == .number, touches() else { throw unexpected() }
            let number = advance()
            return Self.isDecimal(number.text) ? .decimal("-" + number.text) : .integer("-" + number.text)
        case .punctuation where token.text == ".":
            _ = advance()
            return try parseMember(type: [], depth: depth)
        case .punctuation where token.text == "[":
            return try parseCollection(depth: depth + 1)
        case .identifier:
            switch token.text {
            case "true", "false":
                _ = advance()
                return .boolean(token.text == "true")
            case "nil":
                _ = advance()
                return .nil
            default:
                guard !SwiftGrammar.keywords.contains(token.text) else { throw fail("`\(token.text)` is a keyword, not a value") }
                var path = [advance().text]
                guard current.is("."), touches() else {
                    throw fail("a name alone (`\(English.shown(token.text, limit: 20))`) is not a literal: write `.\(English.shown(token.text, limit: 20))` or `Type.\(English.shown(token.text, limit: 20))`", at: token)
                }
                while current.is("."), touches() {
                    _ = advance()
                    guard current.kind == .identifier, touches() else { throw unexpected() }
                    if position + 1 < tokens.count, tokens[position + 1].is("."), !tokens[position + 1].followsBlank {
                        path.append(advance().text)
                        continue
                    }
                    return try parseMember(type: path, depth: depth)
                }
                throw unexpected()
            }
        default:
            throw unexpected()
        }
    }

    /// The name after a `.`, and its arguments when it is called: `.home`, `.tag("a", count: 2)`.
    private mutating func parseMember(type: [String], depth: Int) throws(SwiftGrammar.Failure) -> SwiftGrammar.LiteralNode {
        guard current.kind == .identifier, touches() else { throw unexpected() }
        let name = advance()
        guard !["init", "self", "Type", "Protocol"].contains(name.text) else {
            throw fail("`.\(name.text)` is not a value a flow may name", at: name)
        }
        guard current.is("("), touches() else { return .member(type: type, name: name.text, arguments: nil) }
        try checkDepth(depth + 1)
        _ = advance()
        var arguments: [SwiftGrammar.LiteralNode.Argument] = []
        while !current.is(")") {
            if !arguments.isEmpty { try expect(",") }
            var label: String?
            if current.kind == .identifier, position + 1 < tokens.count, tokens[position + 1].is(":") {
                label = advance().text
                _ = advance()
            }
            arguments.append(SwiftGrammar.LiteralNode.Argument(label: label, value: try parseLiteral(depth: depth + 1)))
        }
        _ = advance()
        return .member(type: type, name: name.text, arguments: arguments)
    }

    /// `[]`, `[:]`, `[a, b]`, `[k: v, …]`; a trailing comma is allowed, as in Swift.
    private mutating func parseCollection(depth: Int) throws(SwiftGrammar.Failure) -> SwiftGrammar.LiteralNode {
        try checkDepth(depth)
        try expect("[")
        if current.is(":") {
            _ = advance()
            try expect("]")
            return .dictionary([])
        }
        var elements: [SwiftGrammar.LiteralNode] = []
        var pairs: [SwiftGrammar.LiteralNode.Pair] = []
        while !current.is("]") {
            let first = try parseLiteral(depth: depth + 1)
            if current.is(":"), elements.isEmpty {
                _ = advance()
                pairs.append(SwiftGrammar.LiteralNode.Pair(key: first, value: try parseLiteral(depth: depth + 1)))
            } else if pairs.isEmpty {
                elements.append(first)
            } else {
                throw unexpected()
            }
            guard current.is(",") else { break }
            _ = advance()
        }
        try expect("]")
        return pairs.isEmpty ? .array(elements) : .dictionary(pairs)
    }

    private static func isDecimal(_ number: String) -> Bool {
        guard !number.hasPrefix("0x"), !number.hasPrefix("0b"), !number.hasPrefix("0o") else { return false }
        return number.contains(".") || number.contains("e") || number.contains("E")
    }
}
