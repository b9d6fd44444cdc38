/// A rule named by `@allow`, kept with its range for tools that report on it.
public struct Allowance: Sendable, Hashable {
    /// The rule named.
    public var rule: RuleID
    /// Where its name is.
    public var range: SourceRange

    /// Creates an allowance.
    public init(rule: RuleID, range: SourceRange) {
        self.rule = rule
        self.range = range
    }

    /// Where the rule's name starts.
    public var location: SourceLocation { range.location }
}
