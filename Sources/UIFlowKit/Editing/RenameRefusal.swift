/// Why a rename cannot be made; the message says so to the user.
public struct RenameRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reason, as a sentence.
    public var message: String

    /// Creates a refusal.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
