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

    /// What the parser rejects: the one id diagnostics below the analysis have.
    public static let syntax: RuleID = "syntax"
    /// A second block with a name that is already used: the flow's own check when it is assembled.
    public static let duplicateScreen: RuleID = "duplicate-screen"
}
