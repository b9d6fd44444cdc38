@testable import UIFlowKit
import UIFlowSwiftSources

extension RuleExamples {
    /// The analyzer the examples run with: with the rule's Swift code read as `Example.swift`,
    /// when it has some, as `uiflow lint --swift-sources` reads an app's.
    /// Rules off by default are turned on at their default severity, as a team that uses them would.
    var analyzer: Analyzer {
        let rules = RuleRegistry.all.filter { !$0.isOnByDefault }.map { Configuration.RuleSetting(rule: $0.id, severity: $0.defaultSeverity) }
        return Analyzer(configuration: Configuration(rules: rules), code: swift.map { SwiftSourceReader().index([(path: "Example.swift", text: $0)]) })
    }
}
