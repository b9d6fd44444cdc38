/// An initializer found in Swift sources: `init(userId: Int, tab: Tab = .posts)`, or a struct's
/// memberwise one.
public struct CodeInitializer: Sendable, Hashable {
    /// Its parameters, in order.
    public var parameters: [Parameter]
    /// Where it is written: the `init` keyword to the end of its parameter list, or, for an
    /// implicit one, the type's name.
    public var range: SourceRange
    /// Whether Swift provides it (a memberwise or a class's inherited `init()`).
    public var isImplicit: Bool
    /// Whether it is a `convenience` initializer (a subclass that implements every designated
    /// initializer of its superclass inherits these).
    public var isConvenience = false
    /// The class it is inherited from, when a subclass inherits it (set by ``CodeIndex``).
    public var inheritedFrom: String?

    /// Creates an initializer.
    public init(parameters: [Parameter], range: SourceRange, isImplicit: Bool = false) {
        self.parameters = parameters
        self.range = range
        self.isImplicit = isImplicit
    }

    /// Where it starts.
    public var location: SourceLocation { range.location }

    /// `init(coder:)`, required by UIKit for storyboards and never how a flow builds a screen.
    public var isCoderInitializer: Bool { parameters.count == 1 && parameters[0].label == "coder" }

    /// `init(userId:tab:)`, `init(_:)`: the name Swift gives it.
    public var signature: String {
        "init(" + parameters.map { "\($0.label):" }.joined() + ")"
    }
}
