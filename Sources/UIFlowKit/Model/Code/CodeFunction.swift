/// A function of an app's Swift code with its body: a method, an initializer, a computed property
/// (`var body: some View`), a free function, or a type's stored property's initial value (as a
/// function named after the property, with no parameters).
public struct CodeFunction: Sendable, Hashable {
    /// What declares it.
    public enum Kind: String, Sendable, Hashable {
        case method, initializer, property, function
    }

    /// The type it belongs to (qualified: `StatusEditor.MainView`), the extended type of an
    /// extension, or a protocol for a protocol extension's; `nil` for a free function.
    public var owner: String?
    /// What declares it.
    public var kind: Kind
    /// Its base name: `present`, `init`, `body`.
    public var name: String
    /// Its parameters: argument label (`_` for none), the name the body uses, and the type as
    /// written.
    public var parameters: [Parameter]
    /// Whether it is `static` or `class`.
    public var isStatic: Bool
    /// Whether the system or the Objective-C runtime may call it without the app's code naming
    /// it: an `override`, or marked `@objc`, `@IBAction`, `@IBSegueAction`.
    public var isCalledBySystem = false
    /// Whether it is `private` or `fileprivate`: only its own file's code calls it.
    public var isPrivate = false
    /// Whether it is marked `@objc` (and is no override): called through a `#selector` that names it.
    public var isObjC = false
    /// The string literals of its body without interpolation (at most 128, each at most 128
    /// bytes): what a hand-written link handler compares a URL's parts with (`"products"`).
    public var strings: [String] = []
    /// The return type or the property's type, as written.
    public var returnType: String?
    /// The protocols a protocol extension's `where Self: …` clause names.
    public var constraints: [String]
    /// Its statements.
    public var body: [CodeStatement]
    /// Where its name is written.
    public var range: SourceRange

    /// A parameter.
    public struct Parameter: Sendable, Hashable {
        public var label: String
        public var name: String
        public var type: String
        /// Whether a caller may leave it out.
        public var hasDefault: Bool

        /// Creates a parameter.
        public init(label: String, name: String, type: String, hasDefault: Bool = false) {
            self.label = label
            self.name = name
            self.type = type
            self.hasDefault = hasDefault
        }
    }

    /// Creates a function.
    public init(
        owner: String?, kind: Kind, name: String, parameters: [Parameter] = [], isStatic: Bool = false, returnType: String? = nil,
        constraints: [String] = [], body: [CodeStatement], range: SourceRange
    ) {
        self.owner = owner
        self.kind = kind
        self.name = name
        self.parameters = parameters
        self.isStatic = isStatic
        self.returnType = returnType
        self.constraints = constraints
        self.body = body
        self.range = range
    }

    /// `present(scene:from:transition:)`, `body`: how calls name it.
    public var selector: String {
        kind == .property ? name : name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
    }
}
