extension PreviewOptions {
    /// The limits every connection is held to, checked as its bytes arrive, before a request is
    /// parsed further or a WebSocket frame is buffered. A request over a limit is answered at once
    /// (414, 431 or 408, as JSON like every error) and its connection closed; a WebSocket is closed
    /// with 1009 (too big) or 1002 (an unmasked or malformed frame). A client that stops reading
    /// is let go after ``writeTimeout``, and requests with a body are worked on a few at a time
    /// (``maxConcurrentRenders``, ``maxQueuedRenders``; 503 past them). The request body's size
    /// limit is ``PreviewOptions/maxBodyBytes``.
    public struct Limits: Sendable, Equatable {
        /// The longest request line (method, target, version); longer gets 414. Default 8 KiB.
        public var maxRequestLineBytes: Int
        /// The longest header field line (name and value); longer gets 431. Default 8 KiB.
        public var maxHeaderFieldBytes: Int
        /// The largest request head (request line and every header field); larger gets 431.
        /// Default 64 KiB.
        public var maxHeaderBytes: Int
        /// The most header fields a request may have; more gets 431. Default 100.
        public var maxHeaderCount: Int
        /// The largest WebSocket message (and so frame) a page may send on the event stream;
        /// larger closes it with 1009, from the frame's header. The page sends nothing on it, so
        /// the default, 1 MiB, is ample.
        public var maxWebSocketMessageBytes: Int
        /// How long a connection may take to send a whole request head once it has begun one;
        /// longer gets 408 (a client trickling its head, "slow loris"). Default 10 seconds.
        public var requestHeadTimeout: Duration
        /// How long a connection may sit idle, waiting for its first or next request; then it is
        /// closed. Default 60 seconds. (A body is bounded by ``requestBodyTimeout``.) The event
        /// stream is not idle: it is pinged every 30 seconds.
        public var idleTimeout: Duration
        /// How long a request body may take to arrive whole, from the end of its head, however it
        /// trickles in (chunked or with a `Content-Length`); longer gets 408 and the connection is
        /// closed. Default 30 seconds.
        public var requestBodyTimeout: Duration
        /// How long a client may leave what the server sends it untaken (an answer, the event
        /// stream's messages) before its connection is closed: one that has stopped reading is let
        /// go, with what it was sent. One that reads, however slowly, is not. Default 30 seconds.
        public var writeTimeout: Duration
        /// How many requests with a body (renders, exports, saves) are decoded and worked on at
        /// once: the rest wait their turn. Default 2.
        public var maxConcurrentRenders: Int
        /// How many more may be admitted to wait (reading their bodies, or for their turn); one
        /// beyond gets 503 with `Retry-After: 1` at once, before its body is read. Default 4.
        public var maxQueuedRenders: Int

        /// Creates limits; every one has a default.
        public init(
            maxRequestLineBytes: Int = 8 * 1024, maxHeaderFieldBytes: Int = 8 * 1024, maxHeaderBytes: Int = 64 * 1024,
            maxHeaderCount: Int = 100, maxWebSocketMessageBytes: Int = 1024 * 1024, requestHeadTimeout: Duration = .seconds(10),
            idleTimeout: Duration = .seconds(60), requestBodyTimeout: Duration = .seconds(30), writeTimeout: Duration = .seconds(30),
            maxConcurrentRenders: Int = 2, maxQueuedRenders: Int = 4
        ) {
            self.maxRequestLineBytes = maxRequestLineBytes
            self.maxHeaderFieldBytes = maxHeaderFieldBytes
            self.maxHeaderBytes = maxHeaderBytes
            self.maxHeaderCount = maxHeaderCount
            self.maxWebSocketMessageBytes = maxWebSocketMessageBytes
            self.requestHeadTimeout = requestHeadTimeout
            self.idleTimeout = idleTimeout
            self.requestBodyTimeout = requestBodyTimeout
            self.writeTimeout = writeTimeout
            self.maxConcurrentRenders = maxConcurrentRenders
            self.maxQueuedRenders = maxQueuedRenders
        }
    }
}
