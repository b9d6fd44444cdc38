@testable import UIFlowKit
import UIFlowSwiftSources

extension RuleExamples {
    /// The analyzer the examples run with: with the rule's Swift code read as `Example.swift`,
    /// when it has some, as `uiflow lint --swift-sources` reads an app's.
    var analyzer: Analyzer {
        Analyzer(code: swift.map { SwiftSourceReader().index([(path: "Example.swift", text: $0)]) })
    }
}
