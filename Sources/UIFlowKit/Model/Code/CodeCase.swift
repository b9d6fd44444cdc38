/// One case of a ``CodeStatement/branch(subject:cases:)``: the enum cases its patterns name (empty
/// for `default`, `else` or a pattern that names none), the names they bind, and its statements.
public struct CodeCase: Sendable, Hashable {
    public var enumCases: [String]
    public var bindings: [String]
    public var body: [CodeStatement]

    /// Creates a case.
    public init(enumCases: [String] = [], bindings: [String] = [], body: [CodeStatement]) {
        self.enumCases = enumCases
        self.bindings = bindings
        self.body = body
    }
}
