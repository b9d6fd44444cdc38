extension Transition {
    /// An argument a transition passes to its target's init: `userId: user.id`.
    public struct Argument: Sendable, Hashable {
        /// The argument label.
        public var label: String
        /// The value, verbatim (`user.id`, `.likes`, `"home"`).
        public var value: String
        /// Where the argument is, from its label to the end of its value.
        public var range: SourceRange

        /// Creates an argument.
        public init(label: String, value: String, range: SourceRange) {
            self.label = label
            self.value = value
            self.range = range
        }

        /// Where the label starts.
        public var location: SourceLocation { range.location }
    }
}
