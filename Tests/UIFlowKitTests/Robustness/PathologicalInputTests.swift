import Foundation
import Testing

@testable import UIFlowKit

/// Inputs no one writes on purpose, but a generator, a paste or a corrupted file can produce:
/// each is handled in bounded time and memory, with a clear result.
@Suite("Pathological inputs", .serialized)
struct PathologicalInputTests {
    /// Parses, lints and writes DOT and JSON; returns the flow and the findings.
    @discardableResult
    static func pipeline(_ text: String) -> (Flow, [Diagnostic]) {
        let flow = parse(text)
        let findings = Analyzer().analyze(flow)
        #expect(!DOTWriter().writeData(flow).isEmpty)
        #expect(!JSONWriter().writeData(flow, diagnostics: findings).isEmpty)
        return (flow, findings)
    }

    @Test("a 10 MB file", .timeLimit(.minutes(2)))
    func tenMegabytes() {
        var text = ""
        var index = 0
        while text.utf8.count < 10_000_000 {
            text += "[画面 \(index)(id: Int)]\n@route /s/\(index)/:id\n表示要素：ユーザーが見るもの\n--\nタップ\n==push=> 画面 \(index + 1)(id: \(index))\n\n"
            index += 1
        }
        let (flow, findings) = Self.pipeline(text)
        #expect(flow.screens.count == index)
        // The last screen leads to a screen that is not defined.
        #expect(findings.map(\.rule) == ["undefined-screen"])
    }

    @Test(
        "a single 1 MB line, as text, name, target, route, label, arguments and rule list",
        .timeLimit(.minutes(2)),
        arguments: ["sees", "header", "target", "route", "label", "arguments", "parameters", "allow", "arrow", "dashes"])
    func oneMegabyteLine(kind: String) {
        let long = String(repeating: "ab cd ", count: 175_000)
        let list = (0..<100_000).map { "p\($0): 1" }.joined(separator: ", ")
        let text: String
        switch kind {
        case "sees": text = "[A]\n\(long)\n"
        case "header": text = "[\(long)]\n"
        case "target": text = "[A]\n--\nTap\n==> \(long)\n"
        case "route": text = "[A]\n@route /\(long.replacingOccurrences(of: " ", with: "/:x"))\n"
        case "label": text = "[A]\n--\nTap\n=={\(long)}=> B\n\n[B]\n"
        case "arguments": text = "[A]\n--\nTap\n==> B(\(list))\n\n[B(p0: Int)]\n"
        case "parameters": text = "[A(\(list.replacingOccurrences(of: ": 1", with: ": Int")))]\n"
        case "allow": text = "[A]\n@allow \(long)\n"
        case "arrow": text = "[A]\n--\nTap\n" + String(repeating: "=", count: 1_000_000) + "> B\n"
        default: text = "[A]\n" + String(repeating: "-", count: 1_000_000) + "\nTap\n"
        }
        #expect(text.utf8.count > 900_000)
        let (flow, findings) = Self.pipeline(text)
        #expect(!flow.screens.isEmpty)
        #expect(findings.allSatisfy { $0.message.utf8.count < 2_000_000 })
        if kind == "arguments" {
            // 99,999 unknown arguments, each reported once, each message short.
            #expect(findings.filter { $0.rule == "unknown-argument" }.count == 99_999)
        }
        if kind == "parameters" {
            #expect(flow.screens.first?.parameters.count == 100_000)
        }
    }

    @Test("100,000 nested parentheses in a header", .timeLimit(.minutes(2)))
    func nestedParentheses() {
        let depth = 100_000
        let plain = "[" + String(repeating: "(", count: depth) + String(repeating: ")", count: depth) + "]\n"
        #expect(Self.pipeline(plain).0.screens.first?.name.utf8.count == 2 * depth)
        let labelled =
            "[A" + String(repeating: "(", count: depth) + "x: Int" + String(repeating: ")", count: depth) + "]\n"
        let (flow, _) = Self.pipeline(labelled)
        // The parentheses hold no parameter list (the content is itself parenthesised), so they
        // stay part of the name, with a warning that it looks like a mistyped list.
        #expect(flow.screens.first?.parameters.isEmpty == true)
        #expect(flow.screens.first?.name.hasPrefix("A((") == true)
    }
}
