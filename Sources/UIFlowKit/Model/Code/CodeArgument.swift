/// An argument of a call: its label (`nil` for none) and value.
public struct CodeArgument: Sendable, Hashable {
    public var label: String?
    public var value: CodeExpression

    /// Creates an argument.
    public init(label: String?, value: CodeExpression) {
        self.label = label
        self.value = value
    }
}
