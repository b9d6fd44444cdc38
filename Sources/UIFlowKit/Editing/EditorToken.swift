/// A piece of a flow file that an editor colours by what it is (the Language Server Protocol's
/// semantic tokens): always within one line.
public struct EditorToken: Sendable, Hashable {
    /// What the piece is.
    public enum Kind: Int, Sendable, Hashable, CaseIterable {
        /// A screen's name: in its header (a declaration), a target, a tab.
        case screen
        /// A parameter's or an argument's label, a route's placeholder.
        case parameter
        /// A parameter's type, a `@type`'s type.
        case type
        /// A transition's kind word.
        case kind
        /// A directive's `@name`.
        case directive
        /// A comment line.
        case comment
        /// The `--` that separates what the user sees from what the user does.
        case separator
        /// A parameter's default value, an argument's value.
        case value

        /// The Language Server Protocol's name of the token type.
        public var legendName: String {
            switch self {
            case .screen: "class"
            case .parameter: "parameter"
            case .type: "type"
            case .kind: "keyword"
            case .directive: "macro"
            case .comment: "comment"
            case .separator: "operator"
            case .value: "string"
            }
        }
    }

    /// Where it is.
    public var range: SourceRange
    /// What it is.
    public var kind: Kind
    /// Whether it declares what it names (a screen's header, a parameter in it).
    public var isDeclaration: Bool

    /// Creates a token.
    public init(range: SourceRange, kind: Kind, isDeclaration: Bool = false) {
        self.range = range
        self.kind = kind
        self.isDeclaration = isDeclaration
    }
}
