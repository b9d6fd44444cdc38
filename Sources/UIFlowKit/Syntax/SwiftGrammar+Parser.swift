extension SwiftGrammar {
    /// Recursive descent over the tokens, one token of look-ahead, nesting at most
    /// ``SwiftGrammar/maximumDepth`` deep.
    struct Parser {
        let tokens: [Token]
        var position = 0
        let what: String

        init(tokens: [Token], what: String) {
            self.tokens = tokens
            self.what = what
        }

        var current: Token { tokens[min(position, tokens.count - 1)] }

        mutating func advance() -> Token {
            let token = current
            if position < tokens.count - 1 { position += 1 }
            return token
        }

        func fail(_ message: String, at token: Token? = nil) -> Failure {
            Failure(message: message, offset: (token ?? current).offset)
        }

        func unexpected() -> Failure {
            let token = current
            switch token.kind {
            case .end: return fail("\(what) that ends too early")
            default: return fail("`\(English.shown(token.text, limit: 20))` cannot stand here in \(what)")
            }
        }

        mutating func expect(_ punctuation: String) throws(Failure) {
            guard current.is(punctuation) else { throw unexpected() }
            _ = advance()
        }

        mutating func expectEnd() throws(Failure) {
            guard current.kind == .end else { throw unexpected() }
        }

        func checkDepth(_ depth: Int) throws(Failure) {
            guard depth < SwiftGrammar.maximumDepth else { throw fail("\(what) nested more than \(SwiftGrammar.maximumDepth) deep") }
        }

        /// A postfix `?`, `!`, `.` or `<` must touch what it follows, as in Swift.
        func touches() -> Bool { !current.followsBlank }

        // MARK: Types

        /// The attributes a type may have, all before a function type.
        static let attributes: Set<String> = ["escaping", "autoclosure", "Sendable", "MainActor"]

        mutating func parseType(depth: Int, topLevel: Bool = false) throws(Failure) -> TypeNode {
            try checkDepth(depth)
            var attributes: [String] = []
            while current.is("@") {
                let at = advance()
                guard current.kind == .identifier, !current.followsBlank, Self.attributes.contains(current.text) else {
                    throw fail("only `@escaping`, `@autoclosure`, `@Sendable` and `@MainActor` may be attributes of a type", at: at)
                }
                attributes.append(advance().text)
            }
            var type: TypeNode
            if current.kind == .identifier, current.text == "any" {
                _ = advance()
                let start = current
                type = try parsePostfixed(depth: depth + 1)
                guard case .nominal = type else { throw fail("`any` applies only to a protocol's name", at: start) }
                type = .existential(type)
            } else if current.kind == .identifier, current.text == "some" {
                throw fail("an opaque type (`some`) cannot be a parameter of an enum case")
            } else {
                type = try parsePostfixed(depth: depth)
            }
            if !attributes.isEmpty {
                guard case .function = type else { throw fail("an attribute applies only to a function type") }
                type = .attributed(attributes, type)
            }
            if topLevel, current.is("!"), touches() {
                if case .attributed = type { throw unexpected() }
                _ = advance()
                return .implicitlyUnwrapped(type)
            }
            return type
        }

        private func isEffect(_ token: Token) -> Bool {
            token.kind == .identifier && (token.text == "async" || token.text == "throws")
        }

        private mutating func parseFunction(_ parameters: [TypeNode.Element], depth: Int) throws(Failure) -> TypeNode {
            var isAsync = false
            var isThrowing = false
            if current.kind == .identifier, current.text == "async" {
                _ = advance()
                isAsync = true
            }
            if current.kind == .identifier, current.text == "throws" {
                _ = advance()
                isThrowing = true
            }
            guard current.kind == .arrow else { throw unexpected() }
            _ = advance()
            return .function(parameters: parameters, isAsync: isAsync, isThrowing: isThrowing, result: try parseType(depth: depth + 1))
        }

        /// A primary type and its postfix `?`, `.Type`, `.Protocol`.
        private mutating func parsePostfixed(depth: Int) throws(Failure) -> TypeNode {
            // After a function type without parentheses, its result has taken every postfix.
            var type = try parsePrimary(depth: depth)
            while touches() {
                if current.is("?") {
                    _ = advance()
                    type = .optional(type)
                } else if current.is("."), position + 1 < tokens.count, tokens[position + 1].kind == .identifier,
                    !tokens[position + 1].followsBlank, ["Type", "Protocol"].contains(tokens[position + 1].text)
                {
                    _ = advance()
                    type = .metatype(type, isProtocol: advance().text == "Protocol")
                } else {
                    break
                }
            }
            return type
        }

        private mutating func parsePrimary(depth: Int) throws(Failure) -> TypeNode {
            if current.is("[") {
                try checkDepth(depth + 1)
                _ = advance()
                let element = try parseType(depth: depth + 1)
                if current.is(":") {
                    _ = advance()
                    let value = try parseType(depth: depth + 1)
                    try expect("]")
                    return .dictionary(element, value)
                }
                try expect("]")
                return .array(element)
            }
            if current.is("(") {
                let open = current
                let (elements, underscored) = try parseElements(depth: depth + 1)
                if current.kind == .arrow || isEffect(current) {
                    if zip(elements, underscored).contains(where: { $0.label != nil && !$1 }) {
                        throw fail("a function type's parameters take no labels: write `_ name: Type`", at: open)
                    }
                    return try parseFunction(elements, depth: depth)
                }
                if underscored.contains(true) { throw fail("`_ name:` belongs in a function type's parameters", at: open) }
                // `(T)` is T in parentheses.
                if elements.count == 1, elements[0].label == nil { return elements[0].type }
                return .tuple(elements)
            }
            guard current.kind == .identifier else { throw unexpected() }
            var components: [TypeNode.Component] = []
            while true {
                let name = advance()
                if SwiftGrammar.keywords.contains(name.text), !["Any", "Self"].contains(name.text) {
                    throw fail("`\(name.text)` is a keyword, not a type", at: name)
                }
                var arguments: [TypeNode] = []
                if current.is("<"), touches() {
                    try checkDepth(depth + 1)
                    _ = advance()
                    repeat {
                        if !arguments.isEmpty { _ = advance() }
                        arguments.append(try parseType(depth: depth + 1))
                    } while current.is(",")
                    try expect(">")
                }
                components.append(TypeNode.Component(name: name.text, arguments: arguments))
                // `.Type` and `.Protocol` are the postfix's; any other name continues the path.
                guard current.is("."), touches(), position + 1 < tokens.count, tokens[position + 1].kind == .identifier,
                    !tokens[position + 1].followsBlank, !["Type", "Protocol"].contains(tokens[position + 1].text)
                else { break }
                _ = advance()
            }
            return .nominal(components)
        }

        /// `(…)`: a tuple's elements (`label: T` or `T`) or a function's parameters (`_ name: T`
        /// or `T`), and which were written `_ name:`.
        private mutating func parseElements(depth: Int) throws(Failure) -> ([TypeNode.Element], [Bool]) {
            try checkDepth(depth)
            try expect("(")
            var elements: [TypeNode.Element] = []
            var underscored: [Bool] = []
            while !current.is(")") {
                if !elements.isEmpty { try expect(",") }
                var label: String?
                var isUnderscored = false
                if current.kind == .identifier, position + 1 < tokens.count {
                    let next = tokens[position + 1]
                    if next.is(":") {
                        label = advance().text
                        _ = advance()
                    } else if current.text == "_", next.kind == .identifier, position + 2 < tokens.count, tokens[position + 2].is(":") {
                        _ = advance()
                        label = advance().text
                        _ = advance()
                        isUnderscored = true
                    }
                }
                if let label, label == "_" || SwiftGrammar.keywords.contains(label) {
                    throw fail("`\(label)` cannot be a label here")
                }
                elements.append(TypeNode.Element(label: label, type: try parseType(depth: depth + 1)))
                underscored.append(isUnderscored)
            }
            _ = advance()
            return (elements, underscored)
        }
    }
}
