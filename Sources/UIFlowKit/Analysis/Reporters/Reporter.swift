/// Writes lint findings in one output format. One conformance per format: ``TextReporter``,
/// ``JSONReporter``, ``SARIFReporter``, ``GitHubReporter``.
public protocol Reporter: Sendable {
    /// The report for `findings`, which are sorted by place.
    func report(_ findings: [Diagnostic], context: ReportContext) -> String
}

/// What a report may need besides the findings.
public struct ReportContext: Sendable, Hashable {
    /// The tool's name, for SARIF.
    public var toolName: String
    /// The tool's version, for SARIF.
    public var toolVersion: String
    /// Every rule, for SARIF's rule list.
    public var rules: [RuleDescription]
    /// The directory paths are made relative to (SARIF and GitHub want repository-relative paths).
    public var workingDirectory: String?

    /// Creates a context.
    public init(
        toolName: String = "uiflow", toolVersion: String, rules: [RuleDescription] = Analyzer.rules,
        workingDirectory: String? = nil
    ) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.rules = rules
        self.workingDirectory = workingDirectory
    }

    /// `path` relative to the working directory when it lies inside it, without a leading `./`.
    public func relativePath(_ path: String) -> String {
        var path = path
        if let directory = workingDirectory, path.hasPrefix("/") {
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            if path.hasPrefix(prefix) { path = String(path.dropFirst(prefix.count)) }
        }
        while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        return path
    }
}

extension TextReporter: Reporter {
    /// One line per finding (notes on their own lines).
    public func report(_ findings: [Diagnostic], context: ReportContext) -> String {
        format(findings)
    }

    /// `2 errors, 1 warning and 3 notes in 4 files`, or `no problems in 4 files`.
    public static func summary(_ findings: [Diagnostic], files: Int) -> String {
        let counts = Severity.allCases.reversed().compactMap { severity -> String? in
            let count = findings.count { $0.severity == severity }
            return count == 0 ? nil : English.count(count, severity.rawValue)
        }
        return "\(counts.isEmpty ? "no problems" : English.list(counts)) in \(English.count(files, "file"))"
    }
}

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
