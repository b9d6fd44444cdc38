/// One case of a ``CodeStatement/branch(subject:cases:)``: the enum cases its patterns name (empty
/// for `default`, `else` or a pattern that names none), the names they bind, the names an `if`
/// requires to be true, and its statements.
public struct CodeCase: Sendable, Hashable {
    public var enumCases: [String]
    public var bindings: [String]
    /// The names whose value an `if` requires to be `true` for this case: `isFocused` of `if
    /// isFocused, !isCompact` (or of `self.isFocused`); empty for other cases.
    public var requires: [String]
    public var body: [CodeStatement]

    /// Creates a case.
    public init(enumCases: [String] = [], bindings: [String] = [], requires: [String] = [], body: [CodeStatement]) {
        self.enumCases = enumCases
        self.bindings = bindings
        self.requires = requires
        self.body = body
    }
}
