import FlyingFox
import FlyingSocks
import Foundation
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

    /// The address `uiflow preview` listens on unless told otherwise: loopback, this machine only.
    public static let defaultHost = "127.0.0.1"
    /// The default body limit: 16 MiB, far more than any flow a person edits.
    public static let defaultMaxBodyBytes = 16 * 1024 * 1024

    /// Creates options.
    public init(
        files: [String], host: String = defaultHost, port: UInt16 = 0, configuration: Configuration = Configuration(),
        writer: DOTWriter = DOTWriter(), engine: LayoutEngine = .dot, maxBodyBytes: Int = defaultMaxBodyBytes,
        pollInterval: Duration = .milliseconds(250), toolVersion: String = "dev"
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
    private var http: HTTPServer?
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
        let address: any SocketAddress
        let host = options.host == "localhost" ? "127.0.0.1" : options.host
        do {
            address =
                host.contains(":")
                ? try sockaddr_in6.inet6(ip6: host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")), port: options.port)
                : try sockaddr_in.inet(ip4: host, port: options.port)
        } catch {
            throw PreviewError("`\(options.host)` is not an IP address; give one such as 127.0.0.1 or ::1")
        }
        let handler = PreviewHandler(
            store: store, hub: hub, authorities: authorities,
            workbench: Workbench(
                files: store.files, configuration: options.configuration, writer: options.writer, engine: options.engine),
            maxBodyBytes: options.maxBodyBytes, toolVersion: options.toolVersion)
        // Requests time out after two minutes: a render of a huge flow may take that long.
        let server = HTTPServer(address: address, timeout: 120, logger: .disabled, handler: handler)
        let outcome = StartOutcome()
        runTask = Task {
            do {
                try await server.run()
            } catch {
                outcome.finish(.failure(error))
            }
        }
        Task {
            do {
                try await server.waitUntilListening(timeout: 30)
                outcome.finish(.success(()))
            } catch {
                outcome.finish(.failure(error))
            }
        }
        if case .failure(let error) = await outcome.value {
            runTask?.cancel()
            runTask = nil
            throw Self.describe(error, host: options.host, port: options.port)
        }
        guard let bound = await server.listeningAddress else {
            runTask?.cancel()
            throw PreviewError("the server did not report its address")
        }
        let (shownHost, port, isWildcard): (String, UInt16, Bool) =
            switch bound {
            case .ip4(let ip, let port): (ip == "0.0.0.0" ? "127.0.0.1" : ip, port, ip == "0.0.0.0")
            case .ip6(let ip, let port): (ip == "::" ? "[::1]" : "[\(ip)]", port, ip == "::")
            case .unix: ("127.0.0.1", options.port, false)
            }
        authorities.set(Authorities.allowed(host: shownHost, port: port, anyHost: isWildcard || !Self.isLoopback(host)))
        http = server
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

    /// Closes every connection and stops listening.
    public func stop() async {
        pollTask?.cancel()
        pollTask = nil
        await hub.close()
        await http?.stop(timeout: 1)
        runTask?.cancel()
        http = nil
        runTask = nil
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
        if case SocketError.failed(_, let code, let message) = error {
            if code == EADDRINUSE {
                return PreviewError("\(host):\(port) is already in use (\(message))", isAddressInUse: true)
            }
            return PreviewError("cannot listen on \(host):\(port) (\(message))")
        }
        return PreviewError("cannot listen on \(host):\(port) (\(error.localizedDescription))")
    }
}

/// The first of two outcomes of starting: listening, or failing.
private final class StartOutcome: Sendable {
    private let state = Mutex<(result: Result<Void, any Error>?, waiter: CheckedContinuation<Result<Void, any Error>, Never>?)>(
        (nil, nil))

    func finish(_ result: Result<Void, any Error>) {
        let waiter = state.withLock { state -> CheckedContinuation<Result<Void, any Error>, Never>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: result)
    }

    var value: Result<Void, any Error> {
        get async {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> Result<Void, any Error>? in
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
