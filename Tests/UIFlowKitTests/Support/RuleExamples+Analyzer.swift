import Foundation
@testable import UIFlowKit
import UIFlowSwiftSources

extension RuleExamples {
    /// The analyzer the examples run with: with the rule's Swift code read as `Example.swift` (and
    /// its storyboard as `Example.storyboard`), when it has some, as `uiflow lint --swift-sources`
    /// reads an app's.
    /// Rules off by default are turned on at their default severity, as a team that uses them would.
    var analyzer: Analyzer {
        let rules = RuleRegistry.all.filter { !$0.isOnByDefault }.map { Configuration.RuleSetting(rule: $0.id, severity: $0.defaultSeverity) }
        let code = swift.map { swift in
            SwiftSourceReader().index([(path: "Example.swift", text: swift)] + (storyboard.map { [(path: "Example.storyboard", text: $0)] } ?? []))
        }
        return Analyzer(configuration: Configuration(rules: rules), code: code)
    }

    /// The findings for an example: the analyzer's, with the example's image files looked up as
    /// files beside it (a path that leaves the example's folder is outside the project's root).
    func findings(_ flow: Flow) -> [Diagnostic] {
        var analyzer = self.analyzer
        if !images.isEmpty {
            analyzer.images = ScreenImageResolver().resolve(flow) { path in
                if path.hasPrefix("..") { return .refused("is outside the project's root") }
                return images[path].map { .file(path: path, data: $0) } ?? .missing
            }
        }
        return analyzer.analyze(flow)
    }
}
