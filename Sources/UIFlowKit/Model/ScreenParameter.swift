extension Screen {
    /// One of a screen's init arguments: `userId: Int`, `tab: ProfileTab = .posts`, `note: String?`.
    public struct Parameter: Sendable, Hashable {
        /// The argument label.
        public var name: String
        /// The type, verbatim (`String?`, `[Item]`).
        public var type: String
        /// The default value, verbatim, if any.
        public var defaultValue: String?
        /// Where the parameter is, from its label to the end of its type or default.
        public var range: SourceRange
        /// Where the type is written (the whole parameter's range when not known).
        public var typeRange: SourceRange
        /// Where the default value is written, if there is one (the whole parameter's range when
        /// not known).
        public var defaultValueRange: SourceRange?

        /// Creates a parameter.
        public init(
            name: String, type: String, defaultValue: String? = nil, range: SourceRange, typeRange: SourceRange? = nil,
            defaultValueRange: SourceRange? = nil
        ) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.range = range
            self.typeRange = typeRange ?? range
            self.defaultValueRange = defaultValue == nil ? nil : defaultValueRange ?? range
        }

        /// Where the label starts.
        public var location: SourceLocation { range.location }

        /// Whether a transition must pass this parameter: it has no default and its type is not optional.
        public var isRequired: Bool { defaultValue == nil && !isOptionalType }

        /// Whether the type is optional (`String?`, `Int!`, `Optional<User>`).
        public var isOptionalType: Bool {
            let last = type.utf8.last
            return last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || type.utf8.starts(with: "Optional<".utf8)
        }
    }
}
