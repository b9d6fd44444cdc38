/// Writes lint findings in one output format. One conformance per format: ``TextReporter``,
/// ``JSONReporter``, ``SARIFReporter``, ``GitHubReporter``.
public protocol Reporter: Sendable {
    /// The report for `findings`, which are sorted by place.
    func report(_ findings: [Diagnostic], context: ReportContext) -> String
}
