/// Every text writer the fuzz target exercises: the graph writers first (determinism is checked
/// for the first five), then the reporters.
enum FuzzWriters {
    static let context = ReportContext(toolVersion: "fuzz", workingDirectory: "/")

    static let all: [(Flow, [Diagnostic]) -> String] = [
        { flow, _ in DOTWriter().write(flow) },
        { flow, findings in JSONWriter().write(flow, diagnostics: findings) },
        { flow, _ in MermaidWriter().write(flow) },
        { flow, findings in MarkdownWriter(title: "Fuzz", diagram: .mermaid).write(flow, findings: findings) },
        { flow, _ in SwiftWriter().write(flow).code },
        { _, findings in TextReporter().report(findings, context: context) },
        { _, findings in JSONReporter().report(findings, context: context) },
        { _, findings in SARIFReporter().report(findings, context: context) },
        { _, findings in GitHubReporter().report(findings, context: context) },
    ]
}
