import Foundation
import SwiftParser
import SwiftSyntax
import TestSupport
import Testing

@testable import UIFlowKit

/// A fuzzer for `uiflow generate swift`: seeded random flows with hostile names, types, defaults,
/// routes, labels and arguments (text that would close a comment or a string, compiler
/// directives, interpolations, calls, invisible characters) among ordinary ones, each generated
/// and, when the generator accepts it, type-checked with `swiftc`. The promise it holds the
/// generator to: whatever is written without an error compiles, and no text of the flow becomes
/// code (the marker `PWNED`, which every hostile fragment calls, is never a token of the code).
///
/// `make test` runs a slice (`UIFLOW_CODEGEN_FUZZ_RUNS`, 48 flows by default); `make fuzz` runs
/// 2,000. `UIFLOW_CODEGEN_FUZZ_SEED` replays a run; a failure prints the flow that broke it.
@Suite("Generated Swift under hostile flows", .serialized)
struct CodegenFuzzTests {
    static var runs: Int { ProcessInfo.processInfo.environment["UIFLOW_CODEGEN_FUZZ_RUNS"].flatMap(Int.init) ?? 48 }
    static var seed: UInt64 { ProcessInfo.processInfo.environment["UIFLOW_CODEGEN_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_C0DE }

    /// What the hostile flows' own types are: `AppTab` takes every kind of literal and converts
    /// from a link, so that the generator's acceptance of a literal for an app's type can be
    /// checked by the compiler.
    static let support = """
        import Foundation

        enum AppTab: String, Hashable, Sendable, CaseIterable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
            ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
        {
            case a, b
            init(stringLiteral value: String) { self = .a }
            init(integerLiteral value: Int) { self = .a }
            init(floatLiteral value: Double) { self = .a }
            init(booleanLiteral value: Bool) { self = .a }
            init(arrayLiteral elements: AppTab...) { self = .a }
            init(dictionaryLiteral elements: (AppTab, AppTab)...) { self = .b }
            static func tag(_ name: String, count: Int = 0) -> AppTab { .a }
        }

        extension AppTab: Destination.RouteParameter {}

        protocol AppProto {}

        """

    @Test("whatever the generator writes without an error compiles, and no text of the flow becomes code", .timeLimit(.minutes(30)))
    func hostileFlows() throws {
        let swiftc = try #require(Toolchain.swiftc, "no swiftc; set SWIFTC")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-codegen-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.support.utf8).write(to: folder.appendingPathComponent("Support.swift"))
        var random = SplitMix64(seed: Self.seed)
        var accepted = 0
        for run in 0..<Self.runs {
            let text = HostileFlow.make(&random)
            let flow = Flow(sources: [SourceFile(path: "fuzz.uiflow", bytes: Array(text.utf8))])
            let generated = SwiftWriter().write(flow)
            #expect(generated == SwiftWriter().write(flow), "not deterministic:\n\(text)")
            // Refused or not, no marker is a token of the code.
            let markers = Self.markerTokens(in: generated.code)
            #expect(markers.isEmpty, "run \(run): the flow's text became code at \(markers):\n\(text)")
            guard !generated.hasErrors else { continue }
            accepted += 1
            try Data(generated.code.utf8).write(to: folder.appendingPathComponent("Destination.swift"))
            let checked = try Toolchain.run(swiftc, ["-typecheck", "-swift-version", "6", "Destination.swift", "Support.swift"], in: folder)
            #expect(checked.status == 0, "run \(run): accepted, but does not compile:\n\(text)\n\(checked.output.prefix(3_000))")
        }
        // The fuzzer is worth its time only if it exercises both outcomes.
        #expect(accepted >= Self.runs / 5, "only \(accepted) of \(Self.runs) flows were accepted")
        #expect(accepted <= Self.runs * 4 / 5, "\(accepted) of \(Self.runs) flows were accepted: the hostile parts are not reaching the generator")
    }

    /// The places where `PWNED` is a token of the code rather than text in a string or comment.
    static func markerTokens(in code: String) -> [String] {
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "Destination.swift", tree: tree)
        return tree.tokens(viewMode: .sourceAccurate).compactMap { token in
            // A screen named `Home PWNED()` is the case `homePWNED`: its letters, by design, not a call.
            guard case .identifier(let name) = token.tokenKind, name == "PWNED" else { return nil }
            let location = token.startLocation(converter: converter)
            return "\(location.line):\(location.column)"
        }
    }
}

/// A random flow of one to three screens, each part ordinary or hostile.
enum HostileFlow {
    /// Text that would become code if written where code goes: each calls `PWNED`.
    static let payloads = [
        "*/ PWNED() /*", "/* PWNED() */", "// PWNED()", "\") ; PWNED() ; (\"", "\\(PWNED())", "#if true\nPWNED()\n#endif",
        "PWNED()", "{ PWNED() }()", "1 ; PWNED()", "`PWNED`()", "\u{202E} PWNED() \u{2066}", "\u{2028}PWNED()", "x) ; PWNED() ; (",
        "\"\"\" PWNED() \"\"\"", "#\"PWNED()\"#", "$0 ; PWNED()", "1 /*", "*/",
    ]

    /// Screen names, ordinary and not.
    static let names = [
        "Home", "Sign in", "Sign-in", "プロフィール 編集", "Caf\u{E9}", "Cafe\u{301}", "2FA code", "🛒 Cart", "default", "self", "Type",
        "URL", "init", "Screen", "Kind", "Link", "x\"y", "back\\slash", "a */ b", "a /* b",
    ]

    /// Labels the parser takes.
    static let labels = ["id", "tab", "note", "name", "for", "in", "_", "count", "`default`", "value", "userId"]

    /// Types, and the defaults that may go with them: the generator must accept the right ones
    /// and refuse the wrong ones. `true` marks types a route placeholder may carry.
    static let types: [(type: String, route: Bool, defaults: [String])] = [
        ("Int", true, scalars), ("Int8", false, scalars), ("UInt", false, scalars), ("Int64", true, scalars), ("Double", true, scalars),
        ("Float", false, scalars), ("Bool", true, scalars), ("String", true, scalars), ("UUID", true, scalars), ("URL", false, scalars),
        ("Int?", true, scalars), ("String?", true, scalars), ("Optional<Int>", true, scalars), ("Bool!", true, scalars),
        ("[Int]", false, collections), ("[String]", false, collections), ("Set<Int>", false, collections),
        ("[String: Int]", false, collections), ("[AppTab]?", false, collections), ("AppTab", true, scalars + collections + members),
        ("AppTab?", true, members + ["nil"]), ("Swift.Int", true, scalars), ("Result<Int, Never>?", false, ["nil", ".success(1)"]),
        ("() -> Void", false, []), ("@escaping @Sendable (String) -> Void", false, []), ("(Int, String)", false, []),
        ("any AppProto", false, []), ("Int.Type", false, []), ("((Int) -> Void)?", false, ["nil"]),
    ]
    static let scalars = [
        "0", "1", "-1", "127", "128", "-129", "300", "0xFF", "1_000", "99999999999999999999", "1.5", "-2e-3", "1e999", "\"a\"", "\"\"",
        "\"a \\\"b\\\"\"", "\"\\u{1F600}\"", "\"*/\"", "\"/*\"", "true", "false", "nil",
    ]
    static let collections = ["[]", "[1, 2]", "[\"a\"]", "[:]", "[\"a\": 1]", "[1: \"a\"]", "nil"]
    static let members = [".a", ".b", "AppTab.a", ".tag(\"x\")", ".tag(\"x\", count: 2)"]

    static let kinds = ["", "push", "present", "replace", "show", "switch"]

    static func make(_ random: inout SplitMix64) -> String {
        let count = Int.random(in: 1...3, using: &random)
        var chosen: [String] = []
        for _ in 0..<count {
            var name = names.randomElement(using: &random) ?? "Home"
            if Int.random(in: 0..<6, using: &random) == 0 { name += " " + (payloads.randomElement(using: &random) ?? "") }
            if !chosen.contains(name) { chosen.append(name) }
        }
        var text = ""
        var parameterTypes: [[(label: String, type: String, route: Bool)]] = []
        for (index, name) in chosen.enumerated() {
            var parameters: [String] = []
            var typed: [(label: String, type: String, route: Bool)] = []
            var used: Set<String> = []
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let label = labels.randomElement(using: &random) ?? "id"
                guard used.insert(label.trimmingCharacters(in: CharacterSet(charactersIn: "`"))).inserted else { continue }
                let entry = types.randomElement(using: &random) ?? types[0]
                var type = entry.type
                var parameter = "\(label): "
                if Int.random(in: 0..<8, using: &random) == 0 { type = mutate(type, &random) }
                parameter += type
                switch Int.random(in: 0..<10, using: &random) {
                case 0...3: break
                case 4: parameter += " = " + (payloads.randomElement(using: &random) ?? "")
                case 5: parameter += " = " + mutate(entry.defaults.randomElement(using: &random) ?? "1", &random)
                default: if let value = entry.defaults.randomElement(using: &random) { parameter += " = " + value }
                }
                parameters.append(parameter)
                typed.append((label, type, entry.route && type == entry.type))
            }
            parameterTypes.append(typed)
            text += "[\(name)" + (parameters.isEmpty && Bool.random(using: &random) ? "" : "(" + parameters.joined(separator: ", ") + ")") + "]\n"
            if index == 0 { text += "@entry\n" }
            if Int.random(in: 0..<8, using: &random) == 0 {
                text += "@swift-name " + (["editor", "x2", "Destination", "2x", "a b"].randomElement(using: &random) ?? "x") + "\n"
            }
            text += route(typed, &random)
            text += "Something the user sees " + (Bool.random(using: &random) ? payloads.randomElement(using: &random) ?? "" : "") + "\n--\n"
        }
        // Transitions from each screen, after all blocks are known.
        var blocks = text.components(separatedBy: "\n--\n")
        for index in chosen.indices where index < blocks.count - 1 {
            var actions = ""
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let target = Int.random(in: 0..<chosen.count, using: &random)
                let kind = kinds.randomElement(using: &random) ?? ""
                let label = Int.random(in: 0..<5, using: &random) == 0 ? "{" + (payloads.randomElement(using: &random) ?? "") + "}" : ""
                let arguments = parameterTypes[target].map { parameter -> String in
                    let entry = types.first { $0.type == parameter.type }
                    let value =
                        Int.random(in: 0..<6, using: &random) == 0
                        ? payloads.randomElement(using: &random) ?? "1"
                        : entry?.defaults.randomElement(using: &random) ?? "value"
                    return "\(parameter.label): \(value)"
                }
                let argumentList = arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
                actions += "Tap \(Int.random(in: 1...9, using: &random))\n==\(kind)\(label)=> \(chosen[target])\(argumentList)\n"
            }
            blocks[index] += "\n--\n" + actions + "\n"
        }
        return blocks.joined()
    }

    /// A route whose placeholders name parameters a link can carry, or a hostile one.
    static func route(_ parameters: [(label: String, type: String, route: Bool)], _ random: inout SplitMix64) -> String {
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            return ""
        case 1:
            return "@route app://x/" + (payloads.randomElement(using: &random) ?? "").replacingOccurrences(of: " ", with: "") + "\n"
        default:
            let carried = parameters.filter { $0.route && $0.label != "_" && !$0.label.hasPrefix("`") }
            var pattern = ["app://", "https://example.com/", "/"].randomElement(using: &random) ?? "/"
            pattern += ["items", "a%20b", "*", "x\"y"].randomElement(using: &random) ?? "items"
            for parameter in carried where Bool.random(using: &random) { pattern += "/:" + parameter.label }
            return "@route \(pattern)\n"
        }
    }

    /// `text` with one character that the grammar must handle inserted, or one that is not a
    /// letter or digit removed (a name changed into another would name no type, which is the
    /// compiler's to find, not the generator's).
    static func mutate(_ text: String, _ random: inout SplitMix64) -> String {
        var scalars = Array(text.unicodeScalars)
        let inserted: [Unicode.Scalar] = ["/", "*", "\"", "\\", "#", "{", "}", ";", "`", "$", "@", "\u{202E}", " ", "?", "!", "<", "]"]
        let removable = scalars.indices.filter { !scalars[$0].properties.isAlphabetic && !("0"..."9").contains(scalars[$0]) && scalars[$0] != "." }
        if Bool.random(using: &random) || removable.isEmpty {
            scalars.insert(inserted.randomElement(using: &random) ?? "/", at: Int.random(in: 0...scalars.count, using: &random))
        } else {
            scalars.remove(at: removable.randomElement(using: &random) ?? 0)
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}

/// A small seeded generator, so that a run can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
