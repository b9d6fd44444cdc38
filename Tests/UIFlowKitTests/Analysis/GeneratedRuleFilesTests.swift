import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// The files generated from the rules, so that adding a rule is one file in
/// `Sources/UIFlowKit/Analysis/Rules` and a regeneration:
///
/// - `Sources/UIFlowKit/Analysis/RuleRegistry.swift`, from the rules' sources (Swift cannot list
///   the types that conform to a protocol, so the generator reads each `*Rule.swift`);
/// - docs/lint.md's rule reference (summary, rationale, examples, and the findings the failing
///   examples really give), between its markers;
/// - README.md's rule count and list, between its markers.
///
/// Without `UIFLOW_UPDATE_GOLDEN=1` each test fails while its file is out of date; with it, each
/// rewrites its file (review the diff). The documents come from the compiled registry, so after
/// the registry itself changes the command must run a second time, once it is rebuilt.
@Suite("Generated rule files")
struct GeneratedRuleFilesTests {
    static let command = "UIFLOW_UPDATE_GOLDEN=1 swift test --filter GeneratedRuleFilesTests"

    @Test("RuleRegistry.swift lists every rule of Rules/, by the order each declares")
    func registryIsCurrent() throws {
        let rules = try RuleSource.all()
        let changed = try GeneratedText(path: "Sources/UIFlowKit/Analysis/RuleRegistry.swift", marker: nil)
            .check(Self.registrySource(rules))
        if changed {
            Issue.record("RuleRegistry.swift was out of date and is rewritten; run `\(Self.command)` again to generate the documents from the rebuilt registry")
        }
    }

    @Test("the compiled registry has the ids and orders the rules' sources declare")
    func registryMatchesSources() throws {
        try Self.requireCurrentRegistry()
    }

    @Test("docs/lint.md documents every rule with its examples and real findings")
    func lintReferenceIsCurrent() throws {
        try Self.requireCurrentRegistry()
        try GeneratedText(path: "docs/lint.md", marker: "GENERATED RULES").check("\n" + Self.lintReference() + "\n")
    }

    @Test("README.md gives the number of rules and lists their ids")
    func readmeRuleListIsCurrent() throws {
        try Self.requireCurrentRegistry()
        try GeneratedText(path: "README.md", marker: "GENERATED RULE LIST").check("\n" + Self.readmeRuleList() + "\n")
    }

    @Test("the generator refuses a rule file it cannot read, naming the file and what it lacks")
    func strictParsing() throws {
        let good = "struct FooRule: Rule {\n    static let id: RuleID = \"foo\"\n    static let order = 5\n"
        #expect(try RuleSource(file: "FooRule.swift", text: good) == RuleSource(typeName: "FooRule", id: "foo", order: 5))
        let bad = [
            ("FooRule.swift", "struct BarRule: Rule {\n    static let id: RuleID = \"foo\"\n    static let order = 5\n"),
            ("FooRule.swift", "struct FooRule: Rule {\n    static let id = RuleID.foo\n    static let order = 5\n"),
            ("FooRule.swift", "struct FooRule: Rule {\n    static let id: RuleID = \"Foo\"\n    static let order = 5\n"),
            ("FooRule.swift", "struct FooRule: Rule {\n    static let id: RuleID = \"foo\"\n"),
            ("FooRule.swift", "struct FooRule: Rule {\n    static let id: RuleID = \"foo\"\n    static let order = 5\n    static let order = 6\n"),
        ]
        for (file, text) in bad {
            let error = try #require(throws: RuleSource.ParseError.self) { try RuleSource(file: file, text: text) }
            #expect(error.description.hasPrefix("Sources/UIFlowKit/Analysis/Rules/FooRule.swift: "), "\(error)")
        }
    }

    // MARK: what is generated

    /// The registry's source: the rules' types, sorted by their order.
    static func registrySource(_ rules: [RuleSource]) -> String {
        var text = """
            // Generated from the rules in Sources/UIFlowKit/Analysis/Rules by
            // Tests/UIFlowKitTests/Analysis/GeneratedRuleFilesTests.swift: do not edit. After adding,
            // removing or reordering a rule, regenerate it with
            //   \(command)

            /// Every rule, sorted by ``Rule/order``: the order of the documentation and of SARIF's rule list.
            enum RuleRegistry {
                static let all: [any Rule.Type] = [

            """
        for rule in rules {
            text += "        \(rule.typeName).self,\n"
        }
        text += """
                ]

                static let byID: [RuleID: any Rule.Type] = Dictionary(
                    all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            }

            """
        return text
    }

    /// docs/lint.md's rule reference: a table of the rules, then a section per rule.
    static func lintReference() -> String {
        var text = "| id | default | reports |\n| --- | --- | --- |\n"
        for rule in RuleRegistry.all {
            let severity = rule.isOnByDefault ? rule.defaultSeverity.rawValue : "off (\(rule.defaultSeverity.rawValue) when on)"
            text += "| [`\(rule.id.rawValue)`](#\(rule.id.rawValue)) | \(severity) | \(rule.summary) |\n"
        }
        for rule in RuleRegistry.all {
            text += "\n### `\(rule.id.rawValue)`\n\n"
            let severity = rule.isOnByDefault ? rule.defaultSeverity.rawValue : "off (\(rule.defaultSeverity.rawValue) when turned on)"
            text += "Default severity: **\(severity)**. \(rule.summary)\n\n\(rule.rationale)\n"
            var command = "uiflow lint example.uiflow"
            if let swift = rule.examples.swift {
                text += "\nWith this Swift code, in `Example.swift`:\n\n```swift\n\(swift)```\n"
                command += " --swift-sources Example.swift"
            }
            if let storyboard = rule.examples.storyboard {
                text += "\nAnd this storyboard, in `Example.storyboard`:\n\n```xml\n\(storyboard)```\n"
                command += " Example.storyboard"
            }
            if !rule.examples.images.isEmpty {
                let files = rule.examples.images.keys.sorted().map { path in
                    let header = ImageHeader(rule.examples.images[path] ?? Data())
                    return "`\(path)` (" + (header.map { "a \($0.format == .png ? "PNG" : "JPEG") image" } ?? "text") + ")"
                }
                text += "\nBeside the flow: \(files.joined(separator: ", ")).\n"
            }
            for example in rule.examples.failing {
                let marked = MarkedText(example.flow)
                let findings = rule.examples.findings(Flow(parsing: marked.text, file: "example.uiflow"))
                    .filter { $0.rule == rule.id }
                text += "\nFails:\n\n```\n\(marked.text)```\n\n```console\n$ \(command)\n"
                text += TextReporter().format(findings) + "```\n"
            }
            for example in rule.examples.passing {
                text += "\nPasses:\n\n```\n\(example)```\n"
            }
        }
        return text
    }

    /// README.md's sentence that counts and lists the rules, wrapped as the README is.
    static func readmeRuleList() -> String {
        let ids = RuleRegistry.all.map { "`\($0.id.rawValue)`" }
        let sentence = """
            \(spelledOut(ids.count)) \(English.plural(ids.count, "rule")) (\(ids.joined(separator: ", "))), \
            each with a stable id, a default severity and a message that says how to fix it.
            """
        return wrapped(sentence, width: 100)
    }

    /// `One` to `Ninety-nine`, capitalised to start a sentence; digits from 100 on.
    static func spelledOut(_ number: Int) -> String {
        let units = [
            "", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
            "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        ]
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        let word: String
        switch number {
        case 1..<20: word = units[number]
        case 20..<100: word = tens[number / 10] + (number % 10 == 0 ? "" : "-" + units[number % 10])
        default: return String(number)
        }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// The text's words in lines of at most `width` characters (a longer word has a line of its own).
    static func wrapped(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// Fails (by throwing) while the compiled registry is not the one the rules' sources give:
    /// the documents are generated from the compiled rules, so they wait for the registry.
    static func requireCurrentRegistry() throws {
        let declared = try RuleSource.all().map { "\($0.id) (order \($0.order))" }
        let compiled = RuleRegistry.all.map { "\($0.id.rawValue) (order \($0.order))" }
        try #require(
            compiled == declared,
            "the compiled RuleRegistry is not the rules' sources; run `\(command)` (twice if RuleRegistry.swift changes)")
    }
}

/// A rule as its source file declares it, read without compiling: the file
/// `Rules/FooRule.swift` must hold exactly one of each of these lines, as written here:
///
///     struct FooRule: Rule {
///         static let id: RuleID = "foo"
///         static let order = 10
struct RuleSource: Equatable {
    var typeName: String
    var id: String
    var order: Int

    static let directory = "Sources/UIFlowKit/Analysis/Rules"

    /// Why a rule's file cannot be read.
    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    init(typeName: String, id: String, order: Int) {
        self.typeName = typeName
        self.id = id
        self.order = order
    }

    /// Reads a rule's declaration from its file's text.
    init(file: String, text: String) throws {
        let path = "\(Self.directory)/\(file)"
        typeName = String(file.dropLast(".swift".count))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func value(_ prefix: String, _ suffix: String = "") throws -> String {
            let matching = lines.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) && $0.count >= prefix.count + suffix.count }
            guard matching.count == 1, let line = matching.first else {
                throw ParseError(description: "\(path): expected exactly one line `\(prefix)…\(suffix)`, found \(matching.count)")
            }
            return String(line.dropFirst(prefix.count).dropLast(suffix.count))
        }
        guard try value("struct \(typeName): Rule {").isEmpty else {
            throw ParseError(description: "\(path): write the declaration as `struct \(typeName): Rule {` on a line of its own")
        }
        id = try value("    static let id: RuleID = \"", "\"")
        guard !id.isEmpty, id.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" }) else {
            throw ParseError(description: "\(path): the id `\(id)` is not kebab case (a-z and -)")
        }
        let orderText = try value("    static let order = ")
        guard let order = Int(orderText) else {
            throw ParseError(description: "\(path): the order `\(orderText)` is not a whole number")
        }
        self.order = order
    }

    /// Every `*Rule.swift` of Rules/, sorted by order; fails on a file it cannot read, and on two
    /// rules with the same id or order.
    static func all() throws -> [RuleSource] {
        let folder = Paths.packageRoot.appendingPathComponent(directory)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("Rule.swift") }.sorted()
        let rules = try files.map { file in
            try RuleSource(file: file, text: String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
        }.sorted { $0.order < $1.order }
        for (first, second) in zip(rules, rules.dropFirst()) where first.order == second.order {
            throw ParseError(description: "\(first.typeName) and \(second.typeName) have the same order \(first.order); give each its own")
        }
        let ids = rules.map(\.id)
        if let repeated = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
            throw ParseError(description: "two rules have the id `\(repeated)`")
        }
        return rules
    }
}

/// A generated file, or a generated region of a file between two marker lines: checked against
/// what the generator gives, or rewritten with it under `UIFLOW_UPDATE_GOLDEN=1`.
struct GeneratedText {
    /// The file, relative to the package root.
    var path: String
    /// The region's name in its markers (`<!-- BEGIN NAME: … -->`, `<!-- END NAME -->`), or nil for
    /// the whole file.
    var marker: String?

    var begin: String? {
        marker.map { "<!-- BEGIN \($0): edit the rules in \(RuleSource.directory), then run UIFLOW_UPDATE_GOLDEN=1 swift test -->" }
    }
    var end: String? { marker.map { "<!-- END \($0) -->" } }

    /// Compares the file (or its region) with `expected`; when updating, writes it if it differs.
    /// Returns whether it was rewritten.
    @discardableResult
    func check(_ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Bool {
        let url = Paths.packageRoot.appendingPathComponent(path)
        let document = try String(contentsOf: url, encoding: .utf8)
        var region = document.startIndex..<document.endIndex
        if let begin, let end {
            let start = try #require(document.range(of: begin), "\(path) lacks the marker \(begin)", sourceLocation: sourceLocation)
            let finish = try #require(
                document.range(of: end, range: start.upperBound..<document.endIndex),
                "\(path) lacks the marker \(end)", sourceLocation: sourceLocation)
            region = start.upperBound..<finish.lowerBound
        }
        guard document[region] != expected else { return false }
        if Golden.isUpdating {
            try Data(document.replacingCharacters(in: region, with: expected).utf8).write(to: url)
            return true
        }
        Issue.record(
            "\(path) is out of date with the rules in \(RuleSource.directory); run `\(GeneratedRuleFilesTests.command)` and review the diff",
            sourceLocation: sourceLocation)
        return false
    }
}
