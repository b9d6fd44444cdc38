extension Diagnostic {
    /// A secondary message pointing at a related place, such as the first definition of a duplicate.
    public struct Note: Sendable, Hashable {
        /// What the related place is.
        public var message: String
        /// Where it is.
        public var range: SourceRange

        /// Creates a note about the text in `range`.
        public init(message: String, range: SourceRange) {
            self.message = message
            self.range = range
        }

        /// Creates a note about one place.
        public init(message: String, location: SourceLocation) {
            self.init(message: message, range: SourceRange(location))
        }

        /// Where the related text starts.
        public var location: SourceLocation { range.location }
    }
}
