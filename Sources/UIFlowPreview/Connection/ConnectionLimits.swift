import NIOCore

/// The limits a preview connection is held to (``PreviewOptions/Limits`` as the channel uses them).
struct ConnectionLimits: Sendable {
    var maxRequestLineBytes: Int
    var maxHeaderFieldBytes: Int
    var maxHeaderBytes: Int
    var maxHeaderCount: Int
    var maxWebSocketMessageBytes: Int
    var requestHeadTimeout: TimeAmount
    var idleTimeout: TimeAmount
    var requestBodyTimeout: TimeAmount
    var writeTimeout: TimeAmount
    /// After an answer that closes the connection: how long, and how much, of what the client is
    /// still sending is read and thrown away, so that it reads the answer rather than a reset.
    var lingerTime: TimeAmount = .seconds(2)
    var lingerBytes: Int = 1 << 20
}
