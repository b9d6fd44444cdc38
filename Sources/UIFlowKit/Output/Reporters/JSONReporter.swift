/// A JSON array of findings, each with every field: rule, severity, message, file, line, column,
/// notes. docs/lint.md documents it.
public struct JSONReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    /// The findings as a JSON array.
    public func report(_ findings: [Diagnostic], context: ReportContext) -> String {
        var json = JSONStream()
        json.beginArray()
        for finding in findings { json.diagnostic(finding) }
        json.endArray()
        return json.text
    }
}
