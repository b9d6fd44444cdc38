/// Why an input could not be read. Unlike problems in a file's text, which are diagnostics, these
/// stop the work: there is no text to look at.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// What went wrong, for a person.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}
