/// GitHub Actions workflow commands, one per finding:
/// `::error file=…,line=…,col=…,title=…::message (rule-id)`; warnings are `::warning` and notes
/// `::notice`. GitHub shows them as annotations on the pull request.
public struct GitHubReporter: Reporter {
    /// Creates a reporter.
    public init() {}

    /// One workflow command per finding.
    public func report(_ findings: [Diagnostic], context: ReportContext) -> String {
        var text = ""
        for finding in findings {
            let command =
                switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            let file = Self.property(context.relativePath(finding.location.file))
            var message = finding.message
            for note in finding.notes {
                message += "; \(note.message) (\(context.relativePath(note.location.file)):\(note.location.line):\(note.location.column))"
            }
            for path in finding.paths where !path.isEmpty {
                message += "; path: \(Diagnostic.summary(of: path))"
            }
            text += "::\(command) file=\(file),line=\(finding.location.line),col=\(finding.location.column)"
            text += ",title=\(Self.property("uiflow " + finding.rule.rawValue))::"
            text += Self.data(message + " (\(finding.rule.rawValue))") + "\n"
        }
        return text
    }

    /// Escapes a command's message the way the Actions runner reads it back.
    static func data(_ text: String) -> String {
        String(text, escaping: dataEscapes)
    }

    /// Escapes a command's property value, where `:` and `,` are separators too.
    static func property(_ text: String) -> String {
        String(text, escaping: propertyEscapes)
    }

    // Other control characters (ESC, BEL…) from a flow's text would reach the workflow log raw and
    // could drive the terminal that shows it: they become `?`, as in the text reporter.
    private static let dataEscapes = Escapes(
        ["%": "%25", "\r": "%0D", "\n": "%0A"], controls: "?", c1Controls: "?")
    private static let propertyEscapes = Escapes(
        ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"], controls: "?", c1Controls: "?")
}
