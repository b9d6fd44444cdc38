/// Why a preview could not start.
public struct PreviewError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, for a person.
    public var description: String
    /// Whether the address is in use (another program, or another preview, listens there).
    public var isAddressInUse: Bool

    init(_ description: String, isAddressInUse: Bool = false) {
        self.description = description
        self.isAddressInUse = isAddressInUse
    }
}
