/// A stored property of a type in an app's Swift code: its declared type, its initial value and
/// the property wrapper it has (`@State`, `@Environment(\.dismiss)`, `@Environment(Router.self)`).
public struct CodeProperty: Sendable, Hashable {
    public var name: String
    /// The type as written, if written.
    public var type: String?
    /// The initial value, if any.
    public var initialValue: CodeExpression?
    /// The property wrapper's name (`Environment`, `State`), if any.
    public var wrapper: String?
    /// The wrapper's argument: `dismiss` for `@Environment(\.dismiss)`, `Router` for
    /// `@Environment(Router.self)`.
    public var wrapperArgument: String?
    public var isStatic: Bool

    /// Creates a property.
    public init(
        name: String, type: String? = nil, initialValue: CodeExpression? = nil, wrapper: String? = nil, wrapperArgument: String? = nil,
        isStatic: Bool = false
    ) {
        self.name = name
        self.type = type
        self.initialValue = initialValue
        self.wrapper = wrapper
        self.wrapperArgument = wrapperArgument
        self.isStatic = isStatic
    }
}
