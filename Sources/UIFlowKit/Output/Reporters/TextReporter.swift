/// Formats diagnostics the way compilers do, one per line: `file:line:col: severity: message [rule]`,
/// each note on a line of its own after it. Editors and terminals turn these into links.
public struct TextReporter: Sendable {
    /// Whether to colour the severity with ANSI escapes (for a terminal only).
    public var isColored: Bool

    /// Creates a reporter.
    public init(isColored: Bool = false) {
        self.isColored = isColored
    }

    /// The diagnostics, one line each (notes on their own lines), ending with a newline when there
    /// are any.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        var text = ""
        for diagnostic in diagnostics {
            text += "\(diagnostic.location): \(paint(diagnostic.severity)): \(Self.printable(diagnostic.message))"
            text += " [\(diagnostic.rule.rawValue)]\n"
            for note in diagnostic.notes {
                text += "\(note.location): \(paint(nil)): \(Self.printable(note.message))\n"
            }
            for path in diagnostic.paths {
                guard let first = path.first else { continue }
                text += "\(first.location): \(paint(nil)): path: \(Self.printable(Diagnostic.summary(of: path)))\n"
            }
        }
        return text
    }

    private func paint(_ severity: Severity?) -> String {
        let word = severity?.rawValue ?? "note"
        guard isColored else { return word }
        let color =
            switch severity {
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;33m"
            case .note, nil: "\u{1B}[1;36m"
            }
        return color + word + "\u{1B}[0m"
    }

    /// The message with control characters shown as `?`, so that text from a flow file cannot send
    /// escape sequences to a terminal.
    static func printable(_ message: String) -> String {
        String(message, escaping: controlEscapes)
    }

    private static let controlEscapes = Escapes(
        [:], controls: "?", c1Controls: "?")
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

    /// The summary of a run over the flow files `inputs`: the files it counts are the inputs and
    /// every other file a finding or a note is located in (the `.uiflow.yml` that names an unknown
    /// rule), so that `in 1 file` never sits beside a finding in a second file.
    public static func summary(_ findings: [Diagnostic], inputs: [String]) -> String {
        let checked = Set(inputs)
        var others: Set<String> = []
        for finding in findings {
            for location in [finding.location] + finding.notes.map(\.location) where !checked.contains(location.file) {
                others.insert(location.file)
            }
        }
        return summary(findings, files: inputs.count + others.count)
    }
}
