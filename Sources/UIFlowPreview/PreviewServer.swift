import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import Synchronization
import UIFlowGraphviz
import UIFlowKit

/// How a preview is served.
public struct PreviewOptions: Sendable {
    /// The flow files, already expanded from directories: the only files the server reads or
    /// writes. One that does not exist yet starts empty, and saving creates it.
    public var files: [String]
    /// The address to listen on: an IPv4 or IPv6 literal, or `localhost`.
    public var host: String
    /// The port; 0 takes any free one.
    public var port: UInt16
    /// The lint configuration (severities, entry points).
    public var configuration: Configuration
    /// How the diagram is written (direction, font, attributes).
    public var writer: DOTWriter
    /// Graphviz's layout engine.
    public var engine: LayoutEngine
    /// The largest request body accepted; a larger one gets 413.
    public var maxBodyBytes: Int
    /// How often the files are looked at for changes made by other programs.
    public var pollInterval: Duration
    /// The version the page shows.
    public var toolVersion: String
    /// What a connection may send, and for how long it may take (docs/preview.md, "The server's
    /// limits").
    public var limits: Limits

    /// The address `uiflow preview` listens on unless told otherwise: loopback, this machine only.
    public static let defaultHost = "127.0.0.1"
    /// The default body limit: 16 MiB, far more than any flow a person edits.
    public static let defaultMaxBodyBytes = 16 * 1024 * 1024

    /// Creates options.
    public init(
        files: [String], host: String = defaultHost, port: UInt16 = 0, configuration: Configuration = Configuration(),
        writer: DOTWriter = DOTWriter(), engine: LayoutEngine = .dot, maxBodyBytes: Int = defaultMaxBodyBytes,
        pollInterval: Duration = .milliseconds(250), toolVersion: String = "dev", limits: Limits = Limits()
    ) {
        self.files = files
        self.host = host
        self.port = port
        self.configuration = configuration
        self.writer = writer
        self.engine = engine
        self.maxBodyBytes = maxBodyBytes
        self.pollInterval = pollInterval
        self.toolVersion = toolVersion
        self.limits = limits
    }

    /// The limits every connection is held to, checked as its bytes arrive, before a request is
    /// parsed further or a WebSocket frame is buffered. A request over a limit is answered at once
    /// (414, 431 or 408, as JSON like every error) and its connection closed; a WebSocket is closed
    /// with 1009 (too big) or 1002 (an unmasked or malformed frame). The request body's limit is
    /// ``PreviewOptions/maxBodyBytes``.
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
        /// How long a connection may sit idle, waiting for its first or next request (or in the
        /// middle of a request body); then it is closed. Default 60 seconds. The event stream is
        /// not idle: it is pinged every 30 seconds.
        public var idleTimeout: Duration

        /// Creates limits; every one has a default.
        public init(
            maxRequestLineBytes: Int = 8 * 1024, maxHeaderFieldBytes: Int = 8 * 1024, maxHeaderBytes: Int = 64 * 1024,
            maxHeaderCount: Int = 100, maxWebSocketMessageBytes: Int = 1024 * 1024, requestHeadTimeout: Duration = .seconds(10),
            idleTimeout: Duration = .seconds(60)
        ) {
            self.maxRequestLineBytes = maxRequestLineBytes
            self.maxHeaderFieldBytes = maxHeaderFieldBytes
            self.maxHeaderBytes = maxHeaderBytes
            self.maxHeaderCount = maxHeaderCount
            self.maxWebSocketMessageBytes = maxWebSocketMessageBytes
            self.requestHeadTimeout = requestHeadTimeout
            self.idleTimeout = idleTimeout
        }
    }
}

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

/// `uiflow preview`'s web server: one page with an editor of the files and their diagram, and the
/// small JSON and WebSocket protocol the page speaks (docs/preview.md describes it).
///
/// ```swift
/// let server = PreviewServer(options: PreviewOptions(files: ["app.uiflow"]))
/// let url = try await server.start()     // http://127.0.0.1:PORT/
/// // …
/// await server.stop()
/// ```
public actor PreviewServer {
    /// What it serves, and how.
    public let options: PreviewOptions
    private let store: FileStore
    private let hub = EventHub()
    private let authorities = Authorities()
    private var runTask: Task<Void, Never>?
    private var pollTask: Task<Void, Never>?
    /// The address the server listens on, once started.
    public private(set) var url: URL?

    /// Creates a server for `options`; nothing listens until ``start()``.
    public init(options: PreviewOptions) {
        self.options = options
        store = FileStore(
            files: options.files.enumerated().map { PreviewFile(id: String($0.offset), path: $0.element) })
    }

    /// Listens, and starts looking at the files for changes; returns the page's address.
    public func start() async throws(PreviewError) -> URL {
        if let url { return url }
        let host = options.host == "localhost" ? "127.0.0.1" : options.host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        guard (try? SocketAddress(ipAddress: host, port: Int(options.port))) != nil else {
            throw PreviewError("`\(options.host)` is not an IP address; give one such as 127.0.0.1 or ::1")
        }
        let handler = PreviewHandler(
            store: store, hub: hub, authorities: authorities,
            workbench: Workbench(
                files: store.files, configuration: options.configuration, writer: options.writer, engine: options.engine),
            maxBodyBytes: options.maxBodyBytes, toolVersion: options.toolVersion)
        let outcome = FirstOutcome()
        let application = Application(
            responder: handler,
            server: Self.server(limits: options.limits, authorities: authorities, events: eventsHandler),
            configuration: ApplicationConfiguration(address: .hostname(host, port: Int(options.port))),
            onServerRunning: { channel in outcome.finish(.success(channel.localAddress)) },
            logger: Logger(label: "uiflow-preview", factory: { _ in SwiftLogNoOpLogHandler() }))
        runTask = Task {
            do {
                try await application.run()
                outcome.finish(.failure(PreviewServer.notStarted))
            } catch {
                outcome.finish(.failure(error))
            }
        }
        let bound: SocketAddress
        switch await outcome.value {
        case .success(let address?):
            bound = address
        case .success(nil):
            runTask?.cancel()
            runTask = nil
            throw PreviewError("the server did not report its address")
        case .failure(let error):
            runTask?.cancel()
            runTask = nil
            throw Self.describe(error, host: options.host, port: options.port)
        }
        let port = UInt16(clamping: bound.port ?? Int(options.port))
        let ip = bound.ipAddress ?? host
        let isWildcard = ip == "0.0.0.0" || ip == "::"
        let shownHost =
            switch bound {
            case .v6: ip == "::" ? "[::1]" : "[\(ip)]"
            default: ip == "0.0.0.0" ? "127.0.0.1" : ip
            }
        authorities.set(Authorities.allowed(host: shownHost, port: port, anyHost: isWildcard || !Self.isLoopback(host)))
        let url = URL(string: "http://\(shownHost):\(port)/") ?? URL(fileURLWithPath: "/")
        self.url = url
        let store = self.store
        let hub = self.hub
        let interval = options.pollInterval
        pollTask = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                for snapshot in await store.poll() {
                    await hub.broadcast(Protocol.fileEvent(snapshot, origin: "disk"))
                }
            }
        }
        return url
    }

    /// `/api/events`, for the WebSocket upgrade.
    private var eventsHandler: EventsHandler {
        let store = self.store
        return EventsHandler(hub: hub) { Protocol.hello(await store.snapshots()) }
    }

    /// The HTTP/1.1 server with the WebSocket upgrade of the event stream, each connection held to
    /// `limits` (see ``PreviewChannel``).
    private static func server(limits: PreviewOptions.Limits, authorities: Authorities, events: EventsHandler) -> HTTPServerBuilder {
        let connectionLimits = ConnectionLimits(
            maxRequestLineBytes: limits.maxRequestLineBytes, maxHeaderFieldBytes: limits.maxHeaderFieldBytes,
            maxHeaderBytes: limits.maxHeaderBytes, maxHeaderCount: limits.maxHeaderCount,
            maxWebSocketMessageBytes: limits.maxWebSocketMessageBytes,
            requestHeadTimeout: TimeAmount(limits.requestHeadTimeout), idleTimeout: TimeAmount(limits.idleTimeout))
        // SwiftNIO's parser gets the same sizes: the guard refuses first, but where it lets a
        // request through unexamined (framing it does not follow), the parser still holds it.
        let decoder = HTTP1Channel.Configuration.DecoderConfiguration(
            maxHeaderFieldSize: limits.maxHeaderBytes, maxHeaderListSize: limits.maxHeaderBytes,
            maxHeaderFieldCount: limits.maxHeaderCount)
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: HTTP1Channel.Configuration(
                additionalChannelHandlers: [ResponseTracker()], idleTimeout: TimeAmount(limits.idleTimeout),
                httpDecoderConfiguration: decoder),
            ws: WebSocketServerConfiguration(maxFrameSize: limits.maxWebSocketMessageBytes))
        let stream: WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context> = { inbound, outbound, _ in
            try await events.run(inbound: inbound, outbound: outbound)
        }
        let shouldUpgrade:
            @Sendable (HTTPRequest, any Channel, Logger) throws -> ShouldUpgradeResult<
                WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>
            > = { request, _, _ in
                // The gate has let only the page's own handshake for /api/events through.
                guard request.path?.split(separator: "?").first == "/api/events", authorities.allows(request.authority) else {
                    return .dontUpgrade
                }
                return .upgrade([:], stream)
            }
        return HTTPServerBuilder { responder in
            PreviewChannel(
                inner: HTTP1WebSocketUpgradeChannel(responder: responder, configuration: configuration, shouldUpgrade: shouldUpgrade),
                limits: connectionLimits, authorities: authorities)
        }
    }

    /// Closes every connection and stops listening. Pages on the event stream are told the server
    /// is going away (1001). Waits at most a few seconds for connections busy with a long render.
    public func stop() async {
        pollTask?.cancel()
        pollTask = nil
        await hub.close()
        guard let runTask else { return }
        self.runTask = nil
        // Give the pages' sockets a moment to send their close frames.
        try? await Task.sleep(for: .milliseconds(50))
        runTask.cancel()
        let finished = FirstOutcome()
        Task {
            await runTask.value
            finished.finish(.success(nil))
        }
        Task {
            try? await Task.sleep(for: .seconds(3))
            finished.finish(.success(nil))
        }
        _ = await finished.value
    }

    /// How many pages are connected to the event stream.
    public var connectedPages: Int { get async { await hub.count } }

    /// The error of a server that never started.
    public static let notStarted = PreviewError("the server did not start")

    /// Whether `host` is a loopback address, which only this machine reaches.
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    private static func describe(_ error: any Error, host: String, port: UInt16) -> PreviewError {
        if let error = error as? PreviewError { return error }
        if let error = error as? IOError {
            let message = String(cString: strerror(error.errnoCode))
            if error.errnoCode == EADDRINUSE {
                return PreviewError("\(host):\(port) is already in use (\(message))", isAddressInUse: true)
            }
            return PreviewError("cannot listen on \(host):\(port) (\(message))")
        }
        return PreviewError("cannot listen on \(host):\(port) (\(error))")
    }
}

/// The first of two outcomes: listening (with the address) or failing; also used to wait for the
/// first of two events when stopping.
private final class FirstOutcome: Sendable {
    typealias Value = Result<SocketAddress?, any Error>
    private let state = Mutex<(result: Value?, waiter: CheckedContinuation<Value, Never>?)>((nil, nil))

    func finish(_ result: Value) {
        let waiter = state.withLock { state -> CheckedContinuation<Value, Never>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: result)
    }

    var value: Value {
        get async {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Value? in
                    if let result = state.result { return result }
                    state.waiter = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        }
    }
}

/// The `Host` values a request may carry: the server's own address, so that a page on another
/// site cannot reach it through a DNS name it controls (DNS rebinding).
final class Authorities: Sendable {
    private let allowed = Mutex<Set<String>?>([])

    /// `nil` allows any host (the server listens on a public address on purpose).
    func set(_ values: Set<String>?) { allowed.withLock { $0 = values } }

    func allows(_ host: String?) -> Bool {
        allowed.withLock { allowed in
            guard let allowed else { return true }
            guard let host else { return false }
            return allowed.contains(host.lowercased())
        }
    }

    static func allowed(host: String, port: UInt16, anyHost: Bool) -> Set<String>? {
        if anyHost { return nil }
        return [host, "localhost", "127.0.0.1", "[::1]"].reduce(into: Set<String>()) { set, name in
            set.insert("\(name.lowercased()):\(port)")
        }
    }
}
