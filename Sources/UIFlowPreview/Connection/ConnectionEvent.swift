/// What the handlers further up tell the guard, as outbound user events.
enum ConnectionEvent: Sendable {
    /// The WebSocket handshake of the first request will be accepted: what follows its head is
    /// WebSocket frames once the server's 101 is out.
    case webSocketAccepted
    /// A response has been written to its end; `closeConnection` when nothing may follow it.
    case responseFinished(closeConnection: Bool)
    /// SwiftNIO's parser refused the first request (before any head was decoded): nothing else
    /// will answer it.
    case malformedRequest
}
