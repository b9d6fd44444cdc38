/// A message about a place in a flow: what is wrong, and where to fix it.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The rule that produced the diagnostic.
    public var rule: RuleID
    /// How serious it is.
    public var severity: Severity
    /// What is wrong and how to fix it, in one or two sentences.
    public var message: String
    /// The text to fix: a name, an argument, a route, a whole transition.
    public var range: SourceRange
    /// Related places.
    public var notes: [Note]
    /// Witnesses: each a path of steps from an entry point that shows the problem (a step's note
    /// is at the transition taken, or at the entry point's name for the first); most findings
    /// have none.
    public var paths: [[Note]]

    /// Creates a diagnostic about the text in `range`.
    public init(
        rule: RuleID, severity: Severity, message: String, range: SourceRange, notes: [Note] = [], paths: [[Note]] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.paths = paths
    }

    /// A path written out on one line: its steps' messages, `Home ==present=> Editor`.
    public static func summary(of path: [Note]) -> String {
        path.map(\.message).joined(separator: " ")
    }

    /// Creates a diagnostic about one place (a zero-width range at `location`).
    public init(rule: RuleID, severity: Severity, message: String, location: SourceLocation, notes: [Note] = []) {
        self.init(rule: rule, severity: severity, message: message, range: SourceRange(location), notes: notes)
    }

    /// Where the text to fix starts.
    public var location: SourceLocation { range.location }

    /// `file:line:column: severity: message [rule]`, the form compilers and editors recognise.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(rule.rawValue)]"
    }
}
