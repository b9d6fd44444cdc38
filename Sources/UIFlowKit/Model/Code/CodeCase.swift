/// One case of a ``CodeStatement/branch(subject:cases:)``: the enum cases its patterns name (empty
/// for `default`, `else` or a pattern that names none), the names they bind, the names an `if`
/// requires to be true or to hold a value, and its statements.
public struct CodeCase: Sendable, Hashable {
    public var enumCases: [String]
    public var bindings: [String]
    /// The names whose value an `if` requires to be `true` for this case: `isFocused` of `if
    /// isFocused` (or of `self.isFocused`), or a property's path, `viewModel.showActions` of `if
    /// viewModel.showActions`; those it requires to be `false` with a `!` before them,
    /// `!isCompact` of `if !isCompact`, and of the `else` of `if isCompact`; empty for other cases.
    public var requires: [String]
    /// The names an `if` requires to hold a value for this case: `info` of `if let info = info`,
    /// `if let info` or `if info != nil`; empty for other cases.
    public var unwraps: [String]
    public var body: [CodeStatement]

    /// Creates a case.
    public init(enumCases: [String] = [], bindings: [String] = [], requires: [String] = [], unwraps: [String] = [], body: [CodeStatement]) {
        self.enumCases = enumCases
        self.bindings = bindings
        self.requires = requires
        self.unwraps = unwraps
        self.body = body
    }
}
