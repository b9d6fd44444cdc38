import SwiftParser
import SwiftSyntax
import Testing

@testable import UIFlowKit

/// The part of Swift a flow may write where generated code needs Swift: what it accepts, how it
/// writes it back, what it refuses and where. swift-syntax (which UIFlowKit does not use) checks
/// that everything accepted is valid Swift where the generator puts it.
@Suite("The generator's grammar of types and literals")
struct SwiftGrammarTests {
    /// Types the grammar accepts, and how it writes them back.
    static let types: [(String, String)] = [
        ("Int", "Int"), ("Swift.Int", "Swift.Int"), ("String?", "String?"), ("Int!", "Int!"), ("[Int]", "[Int]"),
        ("[String : [Int]]", "[String: [Int]]"), ("Dictionary<String,Int>", "Dictionary<String, Int>"),
        ("Result<Int, Never>?", "Result<Int, Never>?"), ("Optional<User>", "Optional<User>"), ("Outer.Inner<T>.Leaf", "Outer.Inner<T>.Leaf"),
        ("(Int, String)", "(Int, String)"), ("(x: Int, y: Int)", "(x: Int, y: Int)"), ("()", "()"), ("(Int)", "Int"),
        ("() -> Void", "() -> Void"), ("(Int, _ name: String) async throws -> Bool", "(Int, _ name: String) async throws -> Bool"),
        ("@escaping @Sendable (String) -> Void", "@escaping @Sendable (String) -> Void"), ("((Int) -> Void)?", "((Int) -> Void)?"),
        ("any Error", "any Error"), ("(any Error)?", "(any Error)?"), ("Int.Type", "Int.Type"), ("Set<[Int: String]>", "Set<[Int: String]>"),
        ("プロフィール", "プロフィール"), ("Array<Array<Int>>", "Array<Array<Int>>"), ("(Int) -> (String) -> Void", "(Int) -> (String) -> Void"),
    ]

    /// Literals the grammar accepts, and how it writes them back.
    static let literals: [(String, String)] = [
        ("42", "42"), ("-1", "-1"), ("0xFF", "0xFF"), ("0b1010", "0b1010"), ("0o17", "0o17"), ("1_000", "1_000"), ("1.5", "1.5"),
        ("-2e-3", "-2e-3"), ("\"\"", "\"\""), ("\"a \\\"b\\\" \\u{1F600}\"", "\"a \\\"b\\\" \\u{1F600}\""), ("\"日本\"", "\"日本\""),
        ("true", "true"), ("false", "false"), ("nil", "nil"), (".home", ".home"), ("Tab.home", "Tab.home"), (".default", ".default"),
        ("Module.Tab.home", "Module.Tab.home"), (".tag(\"a\",count: 2)", ".tag(\"a\", count: 2)"), ("[1,2,]", "[1, 2]"), ("[]", "[]"),
        ("[:]", "[:]"), ("[\"a\": [1], \"b\": []]", "[\"a\": [1], \"b\": []]"), (".some(.none)", ".some(.none)"),
    ]

    @Test("the types it accepts, written back with one space after each comma and colon")
    func acceptedTypes() throws {
        for (text, written) in Self.types {
            let node = try SwiftGrammar.type(text).get()
            #expect(node.description == written, "\(text)")
            // What it writes back reads as the same type.
            #expect(try SwiftGrammar.type(node.description).get() == node, "\(text)")
        }
    }

    @Test("the literals it accepts, written back with one space after each comma and colon")
    func acceptedLiterals() throws {
        for (text, written) in Self.literals {
            let node = try SwiftGrammar.literal(text).get()
            #expect(node.description == written, "\(text)")
            #expect(try SwiftGrammar.literal(node.description).get() == node, "\(text)")
        }
    }

    @Test(
        "what it refuses, at the first character it cannot read",
        arguments: [
            ("Int // c", 4, "`/` cannot be part of a type"), ("Int /*", 4, "`/` cannot be part of a type"),
            ("#if DEBUG", 0, "`#` cannot be part of a type"), ("Int; let x = 1", 3, "`;` cannot be part of a type"),
            ("`Int`", 0, "U+60 cannot be part of a type"), ("some View", 0, "an opaque type"), ("Int ?", 4, "`?` cannot stand here"),
            ("if", 0, "`if` is a keyword"), ("[Int", 4, "ends too early"), ("@objc () -> Void", 0, "only `@escaping`"),
            ("(x: Int) -> Void", 0, "take no labels"), ("any (Int) -> Void", 4, "`any` applies only"),
            ("Int\u{202E}", 3, "U+202E cannot be part of a type"), ("Int!?", 4, "`?` cannot stand here"), ("[Int!]", 4, "`!` cannot stand here"),
        ])
    func refusedTypes(text: String, offset: Int, message: String) {
        guard case .failure(let failure) = SwiftGrammar.type(text) else {
            Issue.record("`\(text)` was accepted")
            return
        }
        #expect(failure.offset == offset, "\(text): \(failure.message)")
        #expect(failure.message.contains(message), "\(text): \(failure.message)")
    }

    @Test(
        "literals it refuses, at the first character it cannot read",
        arguments: [
            ("1 /*", 2, "`/` cannot be part of a default value"), ("\"\\(x)\"", 1, "may not interpolate"), ("#line", 0, "`#`"),
            ("{ print(1) }()", 0, "`{`"), ("x", 0, "a name alone"), ("print(1)", 0, "a name alone"), ("1 + 2", 2, "`+`"),
            ("\"a", 0, "without its closing"), ("\"a\nb\"", 2, "U+A inside a string"), ("1abc", 1, "malformed number"), ("1.x", 1, "malformed"),
            ("0x", 0, "without digits"), (".init(1)", 1, "`.init`"), ("Foo.self", 4, "`.self`"), ("\"\\q\"", 1, "no escape"),
            ("\"\\u{D800}\"", 1, "malformed `\\u{…}`"), ("[1: 2, 3]", 8, "cannot stand here"), ("--1", 1, "cannot stand here"),
            ("#\"raw\"#", 0, "`#`"), ("\"\"\"", 2, "without its closing"),
        ])
    func refusedLiterals(text: String, offset: Int, message: String) {
        guard case .failure(let failure) = SwiftGrammar.literal(text) else {
            Issue.record("`\(text)` was accepted")
            return
        }
        #expect(failure.offset == offset, "\(text): \(failure.message)")
        #expect(failure.message.contains(message), "\(text): \(failure.message)")
    }

    @Test("nesting and length are bounded: deep or long text is refused quickly, without recursion past the bound")
    func bounds() {
        let deep = String(repeating: "[", count: 100_000) + "Int" + String(repeating: "]", count: 100_000)
        guard case .failure(let failure) = SwiftGrammar.type(deep) else {
            Issue.record("accepted")
            return
        }
        #expect(failure.message.contains("longer than 4096"))
        let nested = String(repeating: "[", count: 40) + "Int" + String(repeating: "]", count: 40)
        guard case .failure(let tooDeep) = SwiftGrammar.type(nested) else {
            Issue.record("accepted")
            return
        }
        #expect(tooDeep.message.contains("nested more than 32 deep"))
        let list = "[" + Array(repeating: "1", count: 2_000).joined(separator: ",") + "]"
        #expect((try? SwiftGrammar.literal(list).get()) != nil)
    }

    @Test("literals checked against known types: kind, range and optionality; the app's own types are not judged")
    func expectations() throws {
        func expectation(_ type: String, _ literal: String) throws -> String? {
            try SwiftGrammar.type(type).get().expectation(for: try SwiftGrammar.literal(literal).get())
        }
        #expect(try expectation("Int8", "127") == nil)
        #expect(try expectation("Int8", "-128") == nil)
        #expect(try expectation("Int8", "128") == "an integer from -128 to 127")
        #expect(try expectation("UInt", "-1") != nil)
        #expect(try expectation("Int", "99999999999999999999") != nil)
        #expect(try expectation("Double", "1") == nil)
        #expect(try expectation("Double", "1e999") == "a finite number")
        #expect(try expectation("Float", "1e39") == "a finite number")
        #expect(try expectation("Int", "1.5") == "an integer")
        #expect(try expectation("String", "1") == "a quoted string")
        #expect(try expectation("String?", "nil") == nil)
        #expect(try expectation("String", "nil") == "a quoted string")
        #expect(try expectation("[Int]", "[1, \"a\"]") == "an array of an integer")
        #expect(try expectation("[String: Int]", "[]") != nil)
        #expect(try expectation("[String: Int]", "[:]") == nil)
        #expect(try expectation("URL", "\"https://example.com\"") != nil)
        #expect(try expectation("Int", ".max") == "an integer")
        #expect(try expectation("Tab", ".home") == nil)
        #expect(try expectation("Tab", "\"home\"") == nil)
        #expect(try expectation("Tab", "nil") != nil)
        #expect(try expectation("() -> Void", "nil") != nil)
    }

    @Test("everything it accepts is valid Swift as an enum case's associated value and its default (read by swift-syntax)")
    func validSwift() throws {
        var declarations: [String] = []
        for (type, _) in Self.types {
            let node = try SwiftGrammar.type(type).get()
            declarations.append("case a(x: \(node.declared.description))")
        }
        for (literal, _) in Self.literals {
            let node = try SwiftGrammar.literal(literal).get()
            declarations.append("case a(x: T = \(node.description))")
        }
        for declaration in declarations {
            let source = "enum E {\n    \(declaration)\n}\n"
            let tree = Parser.parse(source: source)
            #expect(!tree.hasError, "\(declaration)")
            // The whole text is the enum's one case: nothing read as a second declaration.
            let members = tree.statements.first?.item.as(EnumDeclSyntax.self)?.memberBlock.members
            #expect(members?.count == 1, "\(declaration)")
        }
    }
}
