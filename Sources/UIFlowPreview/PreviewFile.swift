/// One of the files `uiflow preview` was given: the only files it reads or writes. The page names
/// a file by its ``id`` (its position on the command line, `"0"`, `"1"`…), never by a path.
public struct PreviewFile: Sendable, Hashable {
    /// The file's id in the protocol.
    public var id: String
    /// The path as given on the command line; diagnostics name it.
    public var path: String

    /// Creates a file entry.
    public init(id: String, path: String) {
        self.id = id
        self.path = path
    }
}
