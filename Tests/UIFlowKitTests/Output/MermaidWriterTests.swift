import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

@Suite("Mermaid output")
struct MermaidWriterTests {
    @Test("the features fixture gives the golden flowchart")
    func featuresGolden() throws {
        Golden.check(MermaidWriter().write(try Fixtures.flow("features.uiflow")), "features.mmd")
    }

    @Test("each conformance sample gives a flowchart that follows Mermaid's grammar", arguments: Paths.conformanceSamples)
    func conformanceSamples(sample: String) throws {
        let flow = try Fixtures.conformance(sample)
        let chart = MermaidWriter().write(flow)
        #expect(MermaidChecker.problems(in: chart).isEmpty, "\(MermaidChecker.problems(in: chart))")
        #expect(MermaidChecker.nodeLabels(in: chart).count == flow.screens.count + flow.undefinedTargets.count)
        Golden.check(chart, "conformance/\(sample).mmd")
    }

    @Test("nodes show name, parameters and what the user sees; edges their label and arguments")
    func content() {
        let chart = MermaidWriter().write(
            parse("[A]\n@entry\nsee one\n--\nTap\n==push{go}=> B(id: 1)\n\n[B(id: Int)]\n--\nx\n==> Gone\n"))
        #expect(chart.hasPrefix("flowchart LR\n"))
        #expect(chart.contains(#"    s0["A<br/>see one"]"#))
        #expect(chart.contains(#"    s1["B<br/>(id: Int)"]"#))
        #expect(chart.contains(#"    u0(["Gone"])"#))
        #expect(chart.contains(#"    s0 -->|"go<br/>(id: 1)"| s1"#))
        #expect(chart.contains("    class s0 entry\n"))
        #expect(chart.contains("    class u0 undefined\n"))
        #expect(chart.contains("    linkStyle 0 stroke:#1c6bb0,stroke-width:2.5px\n"))
    }

    @Test("kinds are styled as in the DOT output: each its own colour and line")
    func kinds() {
        let chart = MermaidWriter().write(
            parse("[A]\n--\n1\n==present=> B\n2\n==back=> B\n3\n==replace=> B\n4\n==switch=> B\n5\n==dismiss=>\n\n[B]\n"))
        #expect(chart.contains("    s0 -.-> s1\n    s0 -.-> s1\n    s0 ==> s1\n    s0 -.-> s1\n"))
        #expect(chart.contains("    linkStyle 0 stroke:#7b3fb5,stroke-width:1.5px,stroke-dasharray:6 4\n"))
        #expect(chart.contains("    linkStyle 1 stroke:#8a8a8a,stroke-width:1.5px,stroke-dasharray:2 3\n"))
        #expect(chart.contains("    linkStyle 2 stroke:#b0233c,stroke-width:3px\n"))
        #expect(chart.contains("    linkStyle 3 stroke:#0b8a7e,stroke-width:2.5px,stroke-dasharray:6 4\n"))
    }

    @Test("groups become subgraphs", arguments: [DOTWriter.Direction.leftToRight, .topToBottom])
    func groups(direction: DOTWriter.Direction) {
        let chart = MermaidWriter(direction: direction).write(parse("[A]\n@group Sign \"up\"\n\n[B]\n@group Sign \"up\"\n"))
        #expect(chart.hasPrefix("flowchart \(direction.rawValue)\n"))
        #expect(chart.contains("    subgraph g0 [\"Sign #quot;up#quot;\"]\n        s0\n        s1\n    end\n"))
    }

    @Test("hostile names give labels that follow Mermaid's grammar", arguments: MarkdownWriterTests.hostileNames + ["end", "graph TD", "a;b", "%% comment", "x\"] --> evil[\"", "#quot;"])
    func hostileNames(name: String) {
        let flow = parse("[\(name)]\n\(name)\n--\nx\n=={\(name)}=> \(name)\ny\n==> \(name)?\n")
        let chart = MermaidWriter().write(flow)
        #expect(MermaidChecker.problems(in: chart).isEmpty, "\(MermaidChecker.problems(in: chart))\n\(chart)")
        // The label decodes back to the name.
        #expect(MermaidChecker.nodeLabels(in: chart).first.map(MermaidChecker.decode)?.hasPrefix(name) == true)
    }
}

/// The flowchart grammar as Mermaid's documentation gives it, for the statements this project
/// writes: `flowchart DIR`; nodes `id["label"]` and `id(["label"])`; links `a --> b`, `a -.-> b`,
/// `a ==> b`, each with an optional `|"label"|`; `subgraph id ["label"]` … `end`; `classDef`,
/// `class` and `linkStyle`. Ids are a letter and digits, labels are quoted with no raw quote, and
/// entity codes are `#name;` or `#digits;`.
enum MermaidChecker {
    static let id = #"[a-z][0-9]+"#
    static let quoted = #""[^"]*""#
    static let statements = [
        #"^flowchart (LR|TB|RL|BT)$"#,
        "^    \(id)\\[\(quoted)\\]$",
        "^    \(id)\\(\\[\(quoted)\\]\\)$",
        "^    \(id) (-->|-\\.->|==>)(\\|\(quoted)\\|)? \(id)$",
        "^    subgraph \(id) \\[\(quoted)\\]$",
        "^        \(id)$",
        "^    end$",
        "^    classDef (entry|undefined) [a-z-]+:[0-9a-z ]+$",
        "^    class \(id)(,\(id))* (entry|undefined)$",
        "^    linkStyle [0-9]+(,[0-9]+)* stroke:#[0-9a-f]{6},stroke-width:[0-9.]+px(,stroke-dasharray:[0-9]+ [0-9]+)?$",
    ].map { try! NSRegularExpression(pattern: $0) }

    static func problems(in chart: String) -> [String] {
        var problems: [String] = []
        var depth = 0
        var edges = 0
        var defined: Set<String> = []
        for line in chart.split(separator: "\n").map(String.init) {
            let range = NSRange(line.startIndex..., in: line)
            if !statements.contains(where: { $0.firstMatch(in: line, range: range) != nil }) {
                problems.append("not a statement of the grammar: \(line)")
            }
            if line.hasPrefix("    subgraph ") { depth += 1 }
            if line == "    end" { depth -= 1 }
            if line.contains(" -->") || line.contains(" -.->") || line.contains(" ==>") { edges += 1 }
            if let node = line.wholeMatch(of: #/    ([a-z][0-9]+)[\[(].*/#) { defined.insert(String(node.1)) }
            for label in labels(in: line) where label.contains(/#(?![a-z]+;|[0-9]+;)/) {
                problems.append("a # that starts no entity code: \(line)")
            }
            if line.hasPrefix("    linkStyle "),
                let maximum = line.dropFirst(14).prefix(while: { $0 != " " }).split(separator: ",").compactMap({ Int($0) }).max(),
                maximum >= edges
            {
                problems.append("linkStyle of a link that does not exist: \(line)")
            }
            if line.hasPrefix("    class ") {
                for node in line.dropFirst(10).prefix(while: { $0 != " " }).split(separator: ",")
                where !defined.contains(String(node)) {
                    problems.append("class of an undefined node \(node)")
                }
            }
        }
        if depth != 0 { problems.append("unbalanced subgraph/end") }
        return problems
    }

    private static func labels(in line: String) -> [String] {
        line.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }

    static func nodeLabels(in chart: String) -> [String] {
        chart.split(separator: "\n").compactMap { line in
            line.wholeMatch(of: #/    [su][0-9]+\(?\["([^"]*)"\]\)?/#).map { String($0.1) }
        }
    }

    /// Decodes entity codes in one pass, left to right, as Mermaid does.
    static func decode(_ label: String) -> String {
        let named = ["quot": "\"", "lt": "<", "gt": ">", "amp": "&"]
        var result = ""
        var rest = Substring(label.replacingOccurrences(of: "<br/>", with: "\n"))
        while let hash = rest.firstIndex(of: "#") {
            result += rest[..<hash]
            rest = rest[rest.index(after: hash)...]
            if let semicolon = rest.firstIndex(of: ";") {
                let code = String(rest[..<semicolon])
                if let character = named[code] {
                    result += character
                    rest = rest[rest.index(after: semicolon)...]
                    continue
                }
                if let value = UInt32(code), let scalar = Unicode.Scalar(value) {
                    result.unicodeScalars.append(scalar)
                    rest = rest[rest.index(after: semicolon)...]
                    continue
                }
            }
            result += "#"
        }
        return result + rest
    }
}
