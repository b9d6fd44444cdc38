import Testing

@testable import UIFlowKit

/// Every rule's documented examples: the failing ones trip the rule exactly at their markers, with
/// the message each marker expects; the passing ones do not trip it at all. docs/lint.md shows the
/// same examples, with the findings they really give.
@Suite("Rule examples")
struct RuleExampleTests {
    static let rules = RuleRegistry.all.map { $0.id.rawValue }

    static func rule(_ id: String) throws -> any Rule.Type {
        try #require(RuleRegistry.byID[RuleID(rawValue: id)])
    }

    @Test("each rule has a failing and a passing example", arguments: rules)
    func hasExamples(id: String) throws {
        let rule = try Self.rule(id)
        #expect(!rule.examples.failing.isEmpty)
        #expect(!rule.examples.passing.isEmpty)
        #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty)
    }

    @Test("failing examples give one finding at each marker, with the message expected there, and no other", arguments: rules)
    func failingExamples(id: String) throws {
        let rule = try Self.rule(id)
        for example in rule.examples.failing {
            let marked = MarkedText(example.flow)
            let findings = rule.examples.findings(Flow(parsing: marked.text, file: "example.uiflow"))
                .filter { $0.rule == rule.id }
            #expect(!marked.markers.isEmpty, "a failing example marks where its findings point\n\(example.flow)")
            let markers = example.expected.map(\.marker)
            #expect(Set(markers).count == markers.count, "a marker is given two messages: \(markers)\n\(example.flow)")
            #expect(
                Set(markers) == Set(marked.markers.keys),
                "the markers with a message, \(markers.sorted()), are not those of the flow, \(marked.markers.keys.sorted())\n\(example.flow)")
            let expected = example.expected.compactMap { marker, message in
                marked.markers[marker].map { "\($0.line):\($0.column): \(message)" }
            }.sorted()
            let actual = findings.map { "\($0.location.line):\($0.location.column): \($0.message)" }.sorted()
            #expect(actual == expected, "\(example.flow)")
            #expect(findings.allSatisfy { $0.severity == rule.defaultSeverity })
        }
    }

    @Test("passing examples give no finding of the rule", arguments: rules)
    func passingExamples(id: String) throws {
        let rule = try Self.rule(id)
        for example in rule.examples.passing {
            let findings = rule.examples.findings(Flow(parsing: example, file: "example.uiflow"))
                .filter { $0.rule == rule.id }
            #expect(findings.isEmpty, "\(findings)\n\(example)")
        }
    }

    @Test("rule ids are unique and kebab case, and the registry lists the rules by their order")
    func ruleIDs() {
        #expect(Set(Self.rules).count == Self.rules.count)
        #expect(Self.rules.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
        let orders = RuleRegistry.all.map { $0.order }
        #expect(zip(orders, orders.dropFirst()).allSatisfy { $0 < $1 }, "\(orders)")
    }
}
