/// The text of one flow file, as bytes, with the path diagnostics will name.
///
/// Bytes rather than a `String`, so that the parser can report invalid UTF-8 at its byte offset
/// instead of silently repairing it.
public struct SourceFile: Sendable, Hashable {
    /// The path as given (`<stdin>` for standard input); diagnostics name it.
    public var path: String
    /// The file's contents.
    public var bytes: [UInt8]

    /// Creates a source from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates a source from text.
    public init(path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
    }
}
