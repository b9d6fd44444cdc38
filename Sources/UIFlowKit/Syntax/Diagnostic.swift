/// The stable identifier of a diagnostic's rule, such as `syntax` or `unreachable-screen`.
///
/// Identifiers are what users write in `@allow` and in `.uiflow.yml`; they never change once released.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The identifier as written, in kebab case.
    public var rawValue: String

    /// Creates an identifier from its text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates an identifier from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The identifier's text.
    public var description: String { rawValue }

    /// Orders identifiers by their text.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// What the parser rejects.
    public static let syntax: RuleID = "syntax"
    /// A second block with a name that is already used.
    public static let duplicateScreen: RuleID = "duplicate-screen"
}

/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// A note: worth knowing, never fails a build.
    case note
    /// A warning: probably wrong; fails `uiflow lint --strict`.
    case warning
    /// An error: the flow is wrong; fails `uiflow render` and `uiflow lint`.
    case error

    private var order: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders by seriousness: note < warning < error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.order < rhs.order }
}

/// A message about a place in a flow: what is wrong, and where to fix it.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// A secondary message pointing at a related place, such as the first definition of a duplicate.
    public struct Note: Sendable, Hashable {
        /// What the related place is.
        public var message: String
        /// Where it is.
        public var location: SourceLocation

        /// Creates a note.
        public init(message: String, location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// The rule that produced the diagnostic.
    public var rule: RuleID
    /// How serious it is.
    public var severity: Severity
    /// What is wrong and how to fix it, in one or two sentences.
    public var message: String
    /// The place to fix.
    public var location: SourceLocation
    /// Related places.
    public var notes: [Note]

    /// Creates a diagnostic.
    public init(
        rule: RuleID, severity: Severity, message: String, location: SourceLocation, notes: [Note] = []
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// `file:line:column: severity: message [rule]`, the form compilers and editors recognise.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(rule.rawValue)]"
    }
}

/// Text from a flow as a message shows it: as it is when short, else its start and an ellipsis,
/// so that a message stays readable (and small) whatever a name or line holds.
func shown(_ text: String, limit: Int = 80) -> String {
    guard text.utf8.count > limit else { return text }
    var result = String(text.prefix(limit - 1))
    guard result.count < text.count else { return text }
    result += "…"
    return result
}
