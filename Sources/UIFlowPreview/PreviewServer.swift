import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import Synchronization
import UIFlowGraphviz
import UIFlowKit

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
        let host = options.host.lowercased() == "localhost" ? "127.0.0.1" : options.host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        guard IPAddress(host) != nil, (try? SocketAddress(ipAddress: host, port: Int(options.port))) != nil else {
            throw PreviewError("`\(options.host)` is not an IP address; give one such as 127.0.0.1 or ::1")
        }
        // Large blocks (bodies, texts, answers of up to tens of MB) go back to the system when
        // freed, so that a burst of large renders does not leave the server holding their memory.
        FreeMemory.mapLargeBlocksOnTheirOwn()
        let handler = PreviewHandler(
            store: store, hub: hub, authorities: authorities,
            workbench: Workbench(
                files: store.files, configuration: options.configuration, style: options.style, engine: options.engine,
                imageRoot: options.imageRoot),
            maxBodyBytes: options.maxBodyBytes, toolVersion: options.toolVersion,
            queue: RenderQueue(maxRunning: options.limits.maxConcurrentRenders, maxWaiting: options.limits.maxQueuedRenders))
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
        guard let boundAddress = IPAddress(ip) else {
            runTask?.cancel()
            runTask = nil
            throw PreviewError("the server is listening on \(ip), which is not an IP address")
        }
        let shownHost =
            switch bound {
            case .v6: boundAddress.isUnspecified ? "[::1]" : "[\(ip)]"
            default: boundAddress.isUnspecified ? "127.0.0.1" : ip
            }
        // Host and Origin are checked against the address actually bound, parsed: every spelling
        // of it is one address, and a loopback one also answers to localhost.
        authorities.allow(boundTo: boundAddress, port: port)
        let url = URL(string: "http://\(shownHost):\(port)/") ?? URL(fileURLWithPath: "/")
        self.url = url
        let store = self.store
        let hub = self.hub
        let interval = options.pollInterval
        pollTask = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                for snapshot in await store.poll() {
                    await hub.broadcast(WireFormat.fileEvent(snapshot, origin: "disk"))
                }
            }
        }
        return url
    }

    /// `/api/events`, for the WebSocket upgrade.
    private var eventsHandler: EventsHandler {
        let store = self.store
        return EventsHandler(hub: hub) { WireFormat.hello(await store.snapshots()) }
    }

    /// The HTTP/1.1 server with the WebSocket upgrade of the event stream, each connection held to
    /// `limits` (see ``PreviewChannel``).
    private static func server(limits: PreviewOptions.Limits, authorities: Authorities, events: EventsHandler) -> HTTPServerBuilder {
        let connectionLimits = ConnectionLimits(
            maxRequestLineBytes: limits.maxRequestLineBytes, maxHeaderFieldBytes: limits.maxHeaderFieldBytes,
            maxHeaderBytes: limits.maxHeaderBytes, maxHeaderCount: limits.maxHeaderCount,
            maxWebSocketMessageBytes: limits.maxWebSocketMessageBytes,
            requestHeadTimeout: TimeAmount(limits.requestHeadTimeout), idleTimeout: TimeAmount(limits.idleTimeout),
            requestBodyTimeout: TimeAmount(limits.requestBodyTimeout), writeTimeout: TimeAmount(limits.writeTimeout))
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

    /// Whether `host` is a loopback address, which only this machine reaches: `localhost`, or an
    /// address in 127.0.0.0/8 or `::1`, however it is written (`0:0:0:0:0:0:0:1`, `[::1]`,
    /// `::ffff:127.0.0.1`, `::ffff:7f00:1`…). Decided from the parsed address, never its spelling.
    public static func isLoopback(_ host: String) -> Bool {
        host.lowercased() == "localhost" || IPAddress(host)?.isLoopback == true
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
