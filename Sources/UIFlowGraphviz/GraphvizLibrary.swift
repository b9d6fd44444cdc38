import CGraphviz
import Foundation

/// The process's one way into Graphviz: one shared context, and a lock around every call.
///
/// Graphviz is not thread-safe: its parser, its error reporting and its layout code keep global
/// state. Everything that calls into it goes through ``withSession(_:)``, which holds the lock for
/// the whole call, so rendering is safe from any thread or task (calls simply wait their turn). This
/// object and what it guards are the library's only mutable global state.
final class GraphvizLibrary: @unchecked Sendable {
    static let shared = GraphvizLibrary()

    private let lock = NSLock()
    /// The `GVC_t *` all renders share, created on first use. Guarded by `lock`.
    private var context: OpaquePointer?
    /// What Graphviz reported during the current call. Guarded by `lock`: Graphviz calls the
    /// capturing function only from inside a call made under the lock.
    fileprivate var capture = MessageCapture()

    private init() {}

    /// Runs `body` with the lock held, Graphviz's reports captured instead of printed, and its error
    /// state fresh; hands back what `body` returned and every message Graphviz reported meanwhile.
    func withSession<Result>(
        _ body: (Session) throws(GraphvizError) -> Result
    ) throws(GraphvizError) -> (result: Result, messages: [GraphvizMessage]) {
        lock.lock()
        defer { lock.unlock() }

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
        // Graphviz's error state is sticky: the highest level reported stays until reset, and the
        // parser's line counter runs on from the previous graph.
        _ = agreseterrors()
        agreadline(1)

        if context == nil {
            context = gvContext()
        }
        guard let context else {
            throw GraphvizError(stage: .context, messages: capture.messages)
        }
        do {
            let result = try body(Session(context: context))
            return (result, capture.messages)
        } catch {
            // The messages reported up to the failure, plus any the cleanup added.
            throw GraphvizError(stage: error.stage, messages: capture.messages)
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

        /// Lays out `graph`; the layout must be freed with ``freeLayout(_:)`` (``close(_:)`` does it).
        func layout(_ graph: UnsafeMutablePointer<Agraph_t>, engine: String) throws(GraphvizError) {
            let status = engine.withCString { name in gvLayout(context, graph, name) }
            if engine == "dot" { uiflow_repair_dot_ranks(graph) }
            uiflow_order_clusters(graph)
            guard status == 0, !hasErrors else { throw GraphvizError(stage: .layout, messages: []) }
        }

        /// Renders a laid-out graph into memory.
        func render(_ graph: UnsafeMutablePointer<Agraph_t>, format: String) throws(GraphvizError) -> Data {
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
