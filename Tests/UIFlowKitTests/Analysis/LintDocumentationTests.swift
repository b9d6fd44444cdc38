import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// docs/lint.md's rule reference is generated from the rules themselves (summary, rationale,
/// examples, and the findings the failing examples really give), so it cannot drift from the code.
/// `UIFLOW_UPDATE_GOLDEN=1 swift test` rewrites it; review the diff.
@Suite("Lint documentation")
struct LintDocumentationTests {
    static let begin = "<!-- BEGIN GENERATED RULES: edit the rules in Sources/UIFlowKit/Analysis/Rules, then run UIFLOW_UPDATE_GOLDEN=1 swift test -->"
    static let end = "<!-- END GENERATED RULES -->"
    static let url = Paths.packageRoot.appendingPathComponent("docs/lint.md")

    static func generated() -> String {
        var text = "| id | default | reports |\n| --- | --- | --- |\n"
        for rule in RuleRegistry.all {
            text += "| [`\(rule.id.rawValue)`](#\(rule.id.rawValue)) | \(rule.defaultSeverity.rawValue) | \(rule.summary) |\n"
        }
        for rule in RuleRegistry.all {
            text += "\n### `\(rule.id.rawValue)`\n\n"
            text += "Default severity: **\(rule.defaultSeverity.rawValue)**. \(rule.summary)\n\n\(rule.rationale)\n"
            for example in rule.examples.failing {
                let marked = MarkedText(example)
                let findings = Analyzer().analyze(Flow(parsing: marked.text, file: "example.uiflow"))
                    .filter { $0.rule == rule.id }
                text += "\nFails:\n\n```\n\(marked.text)```\n\n```console\n$ uiflow lint example.uiflow\n"
                text += TextReporter().format(findings) + "```\n"
            }
            for example in rule.examples.passing {
                text += "\nPasses:\n\n```\n\(example)```\n"
            }
        }
        return text
    }

    @Test("docs/lint.md documents every rule with its examples and real findings")
    func rulesSectionIsCurrent() throws {
        let document = try String(contentsOf: Self.url, encoding: .utf8)
        let start = try #require(document.range(of: Self.begin), "docs/lint.md lacks the generated-rules marker")
        let finish = try #require(document.range(of: Self.end), "docs/lint.md lacks the end marker")
        let current = String(document[start.upperBound..<finish.lowerBound])
        let expected = "\n" + Self.generated() + "\n"
        if Golden.isUpdating {
            let updated = document.replacingCharacters(in: start.upperBound..<finish.lowerBound, with: expected)
            try Data(updated.utf8).write(to: Self.url)
            return
        }
        #expect(current == expected, "docs/lint.md's rule reference is stale; run UIFLOW_UPDATE_GOLDEN=1 swift test")
    }
}
