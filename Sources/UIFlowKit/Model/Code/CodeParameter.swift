extension CodeInitializer {
    /// One parameter of an initializer: its argument label, type and whether it has a default.
    public struct Parameter: Sendable, Hashable {
        /// The argument label callers write, `_` when there is none.
        public var label: String
        /// The type as written, whitespace collapsed (`[String: Int]`, `Binding<Bool>`).
        public var type: String
        /// The default value as written, if any.
        public var defaultValue: String?

        /// Creates a parameter.
        public init(label: String, type: String, defaultValue: String? = nil) {
            self.label = label
            self.type = type
            self.defaultValue = defaultValue
        }

        /// Whether a caller may leave it out.
        public var hasDefault: Bool { defaultValue != nil }
    }
}
