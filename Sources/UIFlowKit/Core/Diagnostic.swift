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

    /// Creates a diagnostic about the text in `range`.
    public init(rule: RuleID, severity: Severity, message: String, range: SourceRange, notes: [Note] = []) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
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
