/// The part of Swift a flow may write: a parameter's type and a literal default value.
///
/// A flow's types and defaults are kept verbatim by the parser, and `uiflow generate swift` writes
/// them into Swift. Text from a flow must never become code there, so the generator accepts only
/// what this grammar reads, and writes it back from the parsed form, never from the flow's text.
/// The grammar is documented in docs/codegen.md ("What a type and a default may be"):
///
/// - a **type** is a name path with generic arguments (`Int`, `Swift.Result<Item, Never>`,
///   `Outer.Inner`), an array `[T]`, a dictionary `[K: V]`, a tuple `(T, label: U)`, a function
///   `(T, _ name: U) async throws -> R`, an existential `any P`, a metatype `T.Type`, each followed by
///   `?` (and the whole type by one `!`), with the attributes `@escaping`, `@autoclosure`,
///   `@Sendable` and `@MainActor` before a function;
/// - a **literal** is an integer (`42`, `-1`, `0xFF`, `1_000`), a decimal (`1.5`, `2e-3`), a
///   string on one line without interpolation (`"a \"b\" \u{1F600}"`), `true`, `false`, `nil`, a
///   member (`.home`, `Tab.home`, `.tag("a", 2)`), or an array or dictionary of literals
///   (`[1, 2]`, `["a": 1]`, `[:]`).
///
/// Names are letters (any script), digits and `_`; blanks are spaces and tabs. Comments, `#`
/// directives, closures, operators, calls of anything but a member, and every other character are
/// refused, with the place of the first one the grammar cannot read. Parsing is linear in the
/// text, which may be 4,096 Unicode scalars long and nest 32 deep.
public enum SwiftGrammar {
    /// The longest type or literal accepted, in Unicode scalars.
    public static let maximumLength = 4096
    /// The deepest nesting of brackets, parentheses and generic arguments accepted.
    public static let maximumDepth = 32

    /// Swift's keywords, contextual ones included: backticks are harmless on an identifier that
    /// does not need them, and a missing pair is a compile error.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "Type", "Protocol", "actor", "any", "async", "convenience", "didSet",
        "dynamic", "final", "get", "indirect", "infix", "lazy", "left", "mutating", "none", "nonmutating",
        "optional", "override", "package", "postfix", "precedence", "prefix", "required", "right", "set", "some",
        "unowned", "weak", "willSet", "macro", "each", "copy", "consume", "discard", "sending",
    ]

    /// Why a text is not in the grammar, and where.
    public struct Failure: Error, Sendable, Hashable {
        /// What is wrong, in a sentence fragment: "`/` cannot be part of a type".
        public var message: String
        /// The offset of the first scalar the grammar cannot read, in Unicode scalars from the
        /// start of the text (a column offset, as columns count scalars).
        public var offset: Int
    }

    /// A type, as the grammar reads it.
    public indirect enum TypeNode: Sendable, Hashable {
        /// `Int`, `Swift.Result<Item, Never>`, `Outer.Inner`: names, each with generic arguments.
        case nominal([Component])
        /// `[T]`.
        case array(TypeNode)
        /// `[K: V]`.
        case dictionary(TypeNode, TypeNode)
        /// `T?`.
        case optional(TypeNode)
        /// `T!`, only as the whole type.
        case implicitlyUnwrapped(TypeNode)
        /// `()`, `(Int, String)`, `(x: Int, y: Int)`; one unlabelled element is that type in parentheses.
        case tuple([Element])
        /// `(Int, _ name: String) async throws -> Void`.
        case function(parameters: [Element], isAsync: Bool, isThrowing: Bool, result: TypeNode)
        /// `any P`.
        case existential(TypeNode)
        /// `T.Type` or, with `isProtocol`, `P.Protocol`.
        case metatype(TypeNode, isProtocol: Bool)
        /// `@Sendable @escaping (…) -> …`: attribute names without `@`, in order.
        case attributed([String], TypeNode)

        /// One name of a nominal type, with its generic arguments.
        public struct Component: Sendable, Hashable {
            public var name: String
            public var arguments: [TypeNode]
        }

        /// An element of a tuple (`label: T`) or a function's parameter list (`_ name: T`).
        public struct Element: Sendable, Hashable {
            public var label: String?
            public var type: TypeNode
        }
    }

    /// A literal value, as the grammar reads it.
    public indirect enum LiteralNode: Sendable, Hashable {
        /// An integer as written (`-0x1F`, `1_000`).
        case integer(String)
        /// A decimal as written (`1.5`, `-2e3`).
        case decimal(String)
        /// A string literal as written, quotes included.
        case string(String)
        /// `true` or `false`.
        case boolean(Bool)
        /// `nil`.
        case `nil`
        /// `.home` (`type` empty), `Tab.home`, `.tag("a", count: 2)`.
        case member(type: [String], name: String, arguments: [Argument]?)
        /// `[1, 2]`, `[]`.
        case array([LiteralNode])
        /// `["a": 1]`, `[:]`.
        case dictionary([Pair])

        /// An argument of a member's call: `count: 2`, `"a"`.
        public struct Argument: Sendable, Hashable {
            public var label: String?
            public var value: LiteralNode
        }

        /// A key and its value in a dictionary literal.
        public struct Pair: Sendable, Hashable {
            public var key: LiteralNode
            public var value: LiteralNode
        }
    }

    /// Reads `text` as a type.
    public static func type(_ text: String) -> Result<TypeNode, Failure> {
        read(text, what: "a type") { (parser: inout Parser) throws(Failure) in try parser.parseType(depth: 0, topLevel: true) }
    }

    /// Reads `text` as a literal value.
    public static func literal(_ text: String) -> Result<LiteralNode, Failure> {
        read(text, what: "a default value") { (parser: inout Parser) throws(Failure) in try parser.parseLiteral(depth: 0) }
    }

    private static func read<Node>(_ text: String, what: String, _ parse: (inout Parser) throws(Failure) -> Node) -> Result<Node, Failure> {
        let scalars = Array(text.unicodeScalars.prefix(maximumLength + 1))
        guard scalars.count <= maximumLength else {
            return .failure(Failure(message: "\(what) longer than \(maximumLength) characters", offset: maximumLength))
        }
        do throws(Failure) {
            var parser = Parser(tokens: try Tokenizer.tokens(of: scalars, what: what), what: what)
            let node = try parse(&parser)
            try parser.expectEnd()
            return .success(node)
        } catch {
            return .failure(error)
        }
    }
}

// MARK: - Writing the parsed form

extension SwiftGrammar.TypeNode: CustomStringConvertible {
    /// The type written back, with one space after each `,` and `:` and around `->`.
    public var description: String {
        switch self {
        case .nominal(let components):
            components.map { $0.arguments.isEmpty ? $0.name : $0.name + "<" + $0.arguments.map(\.description).joined(separator: ", ") + ">" }
                .joined(separator: ".")
        case .array(let element): "[\(element)]"
        case .dictionary(let key, let value): "[\(key): \(value)]"
        case .optional(let wrapped): wrapped.postfixOperand + "?"
        case .implicitlyUnwrapped(let wrapped): wrapped.postfixOperand + "!"
        case .tuple(let elements): "(" + elements.map { $0.written(inFunction: false) }.joined(separator: ", ") + ")"
        case .function(let parameters, let isAsync, let isThrowing, let result):
            "(" + parameters.map { $0.written(inFunction: true) }.joined(separator: ", ") + ")"
                + (isAsync ? " async" : "") + (isThrowing ? " throws" : "") + " -> \(result)"
        case .existential(let type): "any \(type.postfixOperand)"
        case .metatype(let type, let isProtocol): type.postfixOperand + (isProtocol ? ".Protocol" : ".Type")
        case .attributed(let attributes, let type): attributes.map { "@" + $0 + " " }.joined() + type.description
        }
    }

    /// The type as the operand of a postfix `?`, `!` or `.Type`: in parentheses when it is a
    /// function, an existential or has attributes.
    private var postfixOperand: String {
        switch self {
        case .function, .existential, .attributed: "(\(description))"
        default: description
        }
    }
}

extension SwiftGrammar.TypeNode.Element {
    fileprivate func written(inFunction: Bool) -> String {
        guard let label else { return type.description }
        return (inFunction ? "_ " : "") + label + ": " + type.description
    }
}

extension SwiftGrammar.LiteralNode: CustomStringConvertible {
    /// The literal written back, with one space after each `,` and `:`.
    public var description: String {
        switch self {
        case .integer(let text), .decimal(let text), .string(let text): text
        case .boolean(let value): value ? "true" : "false"
        case .nil: "nil"
        case .member(let type, let name, let arguments):
            type.joined(separator: ".") + "." + name
                + (arguments.map { "(" + $0.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.description }.joined(separator: ", ") + ")" } ?? "")
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            pairs.isEmpty ? "[:]" : "[" + pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
        }
    }
}
