/// The text of one flow file, as bytes, with the path diagnostics will name.
///
/// Bytes rather than a `String`, so that the parser can report invalid UTF-8 at its byte offset
/// instead of silently repairing it.
public struct SourceFile: Sendable, Hashable {
    /// The path as given (`<stdin>` for standard input); diagnostics name it.
    public var path: String
    /// The file's contents.
    public var bytes: [UInt8]

    /// The most bytes one input may hold unless told otherwise: 64 MiB, more than twice the 24 MB
    /// of a generated 100,000-screen flow, and small enough that a runaway input (`/dev/zero`, a
    /// log piped by mistake) is refused in a fraction of a second.
    public static let defaultSizeLimit = 64 * 1024 * 1024

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
