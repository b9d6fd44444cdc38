import CGraphviz
import Foundation

/// The process's one way into Graphviz: one shared context, one thread, and a lock around every call.
///
/// Graphviz is not thread-safe: its parser, its error reporting and its layout code keep global
/// state. Everything that calls into it goes through ``withSession(capturingStandardError:_:)``,
/// which holds the lock for the whole call, so rendering is safe from any thread or task (calls
/// simply wait their turn). The work itself runs on a thread of the library's own with a 64 MiB
/// stack: `dot` recurses once per node along a chain of ranks, which needs a few megabytes for the
/// largest graphs ``GraphvizLimits`` allow, more than a caller's thread may have (512 KiB for a
/// secondary thread on macOS). This object and what it guards are the library's only mutable
/// global state.
final class GraphvizLibrary: @unchecked Sendable {
    static let shared = GraphvizLibrary()

    /// The stack of the thread Graphviz runs on.
    static let stackBytes = 64 << 20

    private let lock = NSLock()
    /// The `GVC_t *` all renders share, created on first use. Guarded by `lock`.
    private var context: OpaquePointer?
    /// Whether Graphviz's report buffer has been grown (see `uiflow_grow_error_buffer`). Guarded by `lock`.
    private var errorBufferGrown = false
    /// What Graphviz reported during the current call. Guarded by `lock`: Graphviz calls the
    /// capturing function only from inside a call made under the lock.
    fileprivate var capture = MessageCapture()
    /// The thread Graphviz runs on, started on first use. Guarded by `lock`.
    private var worker: Worker?

    private init() {}

    /// Runs `body` with the lock held, on the library's Graphviz thread, with Graphviz's reports
    /// captured instead of printed and its error state fresh; hands back what `body` returned and
    /// every message Graphviz reported meanwhile. With `capturingStandardError`, whatever is written
    /// to the process's standard error meanwhile (by Graphviz's path router, which prints there
    /// directly) is taken too, as warnings after Graphviz's own reports.
    func withSession<Result>(
        capturingStandardError: Bool = false,
        _ body: (Session) throws(GraphvizError) -> Result
    ) throws(GraphvizError) -> (result: Result, messages: [GraphvizMessage]) {
        lock.lock()
        defer { lock.unlock() }
        let worker = self.worker ?? Worker(stackBytes: Self.stackBytes)
        self.worker = worker
        var outcome: Swift.Result<(Result, [GraphvizMessage]), GraphvizError>?
        // `run` returns once the work is done.
        worker.run { outcome = self.session(capturingStandardError: capturingStandardError, body) }
        switch outcome {
        case .success(let value)?: return (value.0, value.1)
        case .failure(let error)?: throw error
        case nil: throw GraphvizError(stage: .context, messages: [])
        }
    }

    /// The body of ``withSession(capturingStandardError:_:)``, on the Graphviz thread, lock held.
    private func session<Result>(
        capturingStandardError: Bool, _ body: (Session) throws(GraphvizError) -> Result
    ) -> Swift.Result<(Result, [GraphvizMessage]), GraphvizError> {
        capture = MessageCapture()
        // Every report goes to the capturing function, warnings included; the previous handler and
        // level come back afterwards, so that other users of Graphviz in the process are unaffected.
        let previousLevel = agseterr(AGWARN)
        let previousHandler = agseterrf { text in
            if let text { GraphvizLibrary.shared.capture.append(String(cString: text)) }
            return 0
        }
        defer {
            _ = agseterrf(previousHandler)
            _ = agseterr(previousLevel)
        }
        if !errorBufferGrown {
            // Reports longer than Graphviz 2.4x's first buffer crash it; see GraphvizLimits.
            uiflow_grow_error_buffer(GraphvizLimits.errorBufferBytes)
            errorBufferGrown = true
            capture = MessageCapture()
        }
        // Graphviz's error state is sticky: the highest level reported stays until reset, and the
        // parser's line counter runs on from the previous graph.
        _ = agreseterrors()
        agreadline(1)

        let standardError = capturingStandardError ? StandardErrorCapture.start() : nil
        var result: Swift.Result<Result, GraphvizError>
        if context == nil {
            context = gvContext()
        }
        if let context {
            do throws(GraphvizError) {
                result = .success(try body(Session(context: context)))
            } catch {
                result = .failure(error)
            }
        } else {
            result = .failure(GraphvizError(stage: .context, messages: []))
        }
        var messages = capture.messages
        if let standardError {
            messages += standardError.finish().map { GraphvizMessage(severity: .warning, text: $0) }
        }
        switch result {
        case .success(let value):
            return .success((value, messages))
        case .failure(let error):
            // What the error says itself (a limit, a stand-in's messages), then the messages reported
            // up to the failure, plus any the cleanup added.
            var failure = GraphvizError(stage: error.stage, messages: error.messages + messages)
            failure.exceeded = error.exceeded
            return .failure(failure)
        }
    }

    /// What can be done with Graphviz while the lock is held.
    struct Session {
        let context: OpaquePointer

        /// Whether Graphviz reported an error since the session began.
        var hasErrors: Bool { agerrors() >= Int32(AGERR.rawValue) }

        /// Reads DOT text into a graph, which the caller must close with ``close(_:)``.
        func read(_ dot: String) throws(GraphvizError) -> UnsafeMutablePointer<Agraph_t> {
            let graph = dot.withCString { text in agmemread(text) }
            // Whatever the lexer read past the graph belongs to no later parse.
            aglexbad()
            guard let graph else { throw GraphvizError(stage: .parse, messages: []) }
            if hasErrors {
                close(graph)
                throw GraphvizError(stage: .parse, messages: [])
            }
            return graph
        }

        /// Fails with ``GraphvizError/Stage/limits`` when `graph` goes beyond `limits`.
        func check(_ graph: UnsafeMutablePointer<Agraph_t>, against limits: GraphvizLimits) throws(GraphvizError) {
            guard limits != .unlimited else { return }
            var measured = uiflow_graph_size()
            guard uiflow_measure_graph(graph, &measured) == 0 else {
                throw GraphvizError(stage: .layout, messages: [GraphvizMessage(severity: .error, text: "out of memory")])
            }
            let size = GraphSize(
                nodes: Int(measured.nodes), edges: Int(measured.edges), subgraphs: Int(measured.subgraphs),
                longestText: Int(measured.longest_text), mostLines: Int(measured.most_lines),
                minimumLengthSum: Int(clamping: measured.minlen_sum), minimumLengthMaximum: Int(clamping: measured.minlen_max),
                hasEdgeLabels: measured.has_edge_labels != 0)
            if let exceeded = limits.check(size) { throw GraphvizError(exceeded: exceeded) }
        }

        /// Lays out `graph`; the layout must be freed with ``freeLayout(_:)`` (``close(_:)`` does it).
        func layout(_ graph: UnsafeMutablePointer<Agraph_t>, engine: String) throws(GraphvizError) {
            let status = engine.withCString { name in gvLayout(context, graph, name) }
            if engine == "dot" { uiflow_repair_dot_ranks(graph) }
            uiflow_order_clusters(graph)
            guard status == 0, !hasErrors else { throw GraphvizError(stage: .layout, messages: []) }
        }

        /// Renders a laid-out graph into memory.
        func render(_ graph: UnsafeMutablePointer<Agraph_t>, format: String) throws(GraphvizError) -> Data {
            // PNG: no partly transparent last column and row (see uiflow_round_bitmap_canvas).
            if format.lowercased().hasPrefix("png") { uiflow_round_bitmap_canvas(graph) }
            var bytes: UnsafeMutablePointer<CChar>?
            let (status, length) = format.withCString { name in
                renderData(gvRenderData, context, graph, name, &bytes)
            }
            defer { if let bytes { gvFreeRenderData(bytes) } }
            guard status == 0, !hasErrors, let bytes else { throw GraphvizError(stage: .render, messages: []) }
            return Data(bytes: bytes, count: length)
        }

        /// Frees the layout and the graph.
        func close(_ graph: UnsafeMutablePointer<Agraph_t>) {
            _ = gvFreeLayout(context, graph)
            _ = agclose(graph)
        }

        /// The version of the Graphviz library, such as `2.43.0`.
        var version: String {
            gvcVersion(context).map { String(cString: $0) } ?? "unknown"
        }
    }
}

/// `gvRenderData` takes an `unsigned int *` length up to Graphviz 2.4x and a `size_t *` after; the
/// overload that matches the installed header is chosen when this file is compiled.
private func renderData(
    _ function: (
        OpaquePointer?, UnsafeMutablePointer<Agraph_t>?, UnsafePointer<CChar>?,
        UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutablePointer<UInt32>?
    ) -> Int32,
    _ context: OpaquePointer, _ graph: UnsafeMutablePointer<Agraph_t>, _ format: UnsafePointer<CChar>,
    _ bytes: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> (status: Int32, length: Int) {
    var length: UInt32 = 0
    let status = function(context, graph, format, bytes, &length)
    return (status, Int(length))
}

private func renderData(
    _ function: (
        OpaquePointer?, UnsafeMutablePointer<Agraph_t>?, UnsafePointer<CChar>?,
        UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutablePointer<Int>?
    ) -> Int32,
    _ context: OpaquePointer, _ graph: UnsafeMutablePointer<Agraph_t>, _ format: UnsafePointer<CChar>,
    _ bytes: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> (status: Int32, length: Int) {
    var length = 0
    let status = function(context, graph, format, bytes, &length)
    return (status, length)
}

/// Assembles Graphviz's reports from the pieces its error function receives.
///
/// Graphviz hands a report over in parts: `"Error"` or `"Warning"`, then `": "`, then the text
/// (ending in a line break); a continuation of the previous report comes without the first two.
struct MessageCapture {
    private var finished: [GraphvizMessage] = []
    /// A level word that may start a report, held until the next piece shows whether it does.
    private var pendingLevel: String?
    /// The text of the report being assembled.
    private var current = ""
    private var currentSeverity: GraphvizMessage.Severity?

    /// Every report so far, the one being assembled included.
    var messages: [GraphvizMessage] {
        var copy = self
        if let level = copy.pendingLevel {
            copy.pendingLevel = nil
            copy.add(level)
        }
        copy.finish()
        return copy.finished
    }

    mutating func append(_ piece: String) {
        if let level = pendingLevel {
            pendingLevel = nil
            if piece == ": " {
                finish()
                currentSeverity = level == "Error" ? .error : .warning
                return
            }
            add(level)
        }
        if piece == "Error" || piece == "Warning" {
            pendingLevel = piece
            return
        }
        add(piece)
    }

    private mutating func add(_ text: String) {
        if currentSeverity == nil {
            // Text without a level continues the previous report (Graphviz's `AGPREV`).
            if let last = finished.popLast() {
                current = last.text + "\n"
                currentSeverity = last.severity
            } else {
                currentSeverity = .warning
            }
        }
        current += text
        // A report normally ends with a line break; close it there, and reopen it for a continuation.
        if current.hasSuffix("\n") { finish() }
    }

    private mutating func finish() {
        guard let severity = currentSeverity else { return }
        var text = Substring(current)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        if !text.isEmpty { finished.append(GraphvizMessage(severity: severity, text: String(text))) }
        current = ""
        currentSeverity = nil
    }
}

/// A thread of the library's own, with a stack of a given size, that runs one piece of work at a
/// time for whoever holds ``GraphvizLibrary``'s lock.
private final class Worker: @unchecked Sendable {
    private let start = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    /// The work handed over; set before `start` is signalled, read on the thread after.
    private var work: (() -> Void)?

    init(stackBytes: Int) {
        let thread = Thread { [self] in
            while true {
                start.wait()
                work?()
                work = nil
                done.signal()
            }
        }
        thread.name = "uiflow.graphviz"
        thread.stackSize = stackBytes
        thread.start()
    }

    /// Runs `work` on the thread and returns when it is done.
    func run(_ work: () -> Void) {
        withoutActuallyEscaping(work) { work in
            self.work = work
            start.signal()
            done.wait()
        }
    }
}

/// Standard error (file descriptor 2) redirected into a pipe for the length of a Graphviz call.
///
/// The redirection is the whole process's: whatever any thread writes to standard error meanwhile
/// is taken. The pipe's writing end does not block: should more be written than it holds (1 MiB
/// where the system allows it, 64 KiB otherwise), the rest is lost rather than the process stopped.
struct StandardErrorCapture {
    private let saved: Int32
    private let reading: Int32

    /// Redirects standard error; `nil` when it cannot (nothing is redirected then).
    static func start() -> StandardErrorCapture? {
        uiflow_flush_standard_error()
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        let (reading, writing) = (ends[0], ends[1])
        _ = uiflow_set_pipe_capacity(writing, 1 << 20)
        _ = fcntl(writing, F_SETFL, fcntl(writing, F_GETFL) | O_NONBLOCK)
        _ = fcntl(reading, F_SETFL, fcntl(reading, F_GETFL) | O_NONBLOCK)
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(writing, STDERR_FILENO) >= 0 else {
            if saved >= 0 { close(saved) }
            close(reading)
            close(writing)
            return nil
        }
        close(writing)
        return StandardErrorCapture(saved: saved, reading: reading)
    }

    /// Puts standard error back and returns the lines written meanwhile, trimmed, empty ones left out.
    func finish() -> [String] {
        uiflow_flush_standard_error()
        _ = dup2(saved, STDERR_FILENO)
        close(saved)
        uiflow_clear_standard_error()
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reading, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += buffer[0..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(reading)
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? nil : text
        }
    }
}
