/// What one lint run of a flow found: its findings, and the navigation search its rules read, so
/// that a writer that shows how screens arrive and what they return to (``JSONWriter``,
/// ``MarkdownWriter``) takes the search from here instead of running it again.
///
/// ```swift
/// let analysis = Analyzer(configuration: configuration).analysis(of: flow)
/// let json = JSONWriter(entryPoints: configuration.entryPoints.map(\.name)).writeData(analysis)
/// ```
public struct FlowAnalysis: Sendable {
    /// The flow analysed.
    public let flow: Flow
    /// The findings, as ``Analyzer/analyze(_:)`` returns them.
    public let findings: [Diagnostic]
    /// The configured entry points the navigation search started from, besides `@entry` and
    /// `@route` screens.
    public let entryPoints: [String]
    /// The search, when a navigation rule ran (none does when all are configured `off`).
    let searchedNavigation: Navigation?

    init(flow: Flow, findings: [Diagnostic], entryPoints: [String], navigation: Navigation?) {
        self.flow = flow
        self.findings = findings
        self.entryPoints = entryPoints
        searchedNavigation = navigation
    }

    /// The navigation search of ``flow`` from `entryPoints`: the analysis's own when it searched
    /// from the same ones (lint leaves out what each `dismiss` returns to, which is worked out here),
    /// else a new search.
    public func navigation(entryPoints: [String]) -> Navigation {
        if let searchedNavigation, entryPoints == self.entryPoints { return searchedNavigation.withReturnTargets() }
        return Navigation(flow: flow, entryPoints: entryPoints)
    }
}
