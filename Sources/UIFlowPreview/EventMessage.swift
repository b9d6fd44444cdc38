import NIOCore

/// A message of the event stream, encoded once for every page it goes to: its text frame's
/// payload is one buffer, which every page's socket shares rather than copies.
struct EventMessage: Sendable {
    /// What the message is about: a newer message with the same key supersedes an older one not
    /// yet sent (`file:ID` carries a file's whole state, so only the newest matters).
    var key: String
    /// The JSON text.
    var payload: ByteBuffer

    init(key: String, json: some Sequence<UInt8>) {
        self.key = key
        payload = ByteBuffer(bytes: json)
    }
}
