extension Route {
    /// A `:name` placeholder in a route pattern.
    public struct Placeholder: Sendable, Hashable {
        /// The name after the colon, which names one of the screen's parameters.
        public var name: String
        /// Where it is, from the colon to the end of the name.
        public var range: SourceRange

        /// Creates a placeholder.
        public init(name: String, range: SourceRange) {
            self.name = name
            self.range = range
        }

        /// Where the colon is.
        public var location: SourceLocation { range.location }
    }
}
