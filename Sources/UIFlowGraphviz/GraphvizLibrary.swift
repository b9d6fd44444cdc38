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
    /// The `GVC_t *` without a text layout plugin (``TextSizes/estimated``), created on first use.
    /// Guarded by `lock`.
    private var estimatingContext: OpaquePointer?
    /// Whether Graphviz's report buffer has been grown (see `uiflow_grow_error_buffer`). Guarded by `lock`.
    private var errorBufferGrown = false
    /// What Graphviz reported during the current call. Guarded by `lock`: Graphviz calls the
    /// capturing function only from inside a call made under the lock.
    fileprivate var capture = MessageCapture()
    /// The thread Graphviz runs on, started on first use. Guarded by `lock`.
    private var worker: GraphvizThread?
    /// Where `dot` keeps the number of its last search for connected components, which each
    /// layout starts again from 0 (see `uiflow_find_decompose_mark`); `nil` where it is not
    /// found. Looked for on first use. Guarded by `lock`.
    private var decomposeMark: UnsafeMutablePointer<UInt8>??

    private init() {}

    /// `context` with uiflow's `dot`, which puts the screens a screen's rows lead to in the order of
    /// those rows (`uiflow_add_fan_order_layout`, docs/rendering.md); with Graphviz's own where it
    /// cannot be registered (another Graphviz version).
    private static func withFanOrder(_ context: OpaquePointer?) -> OpaquePointer? {
        if let context, let directory = pluginDirectory() { _ = uiflow_add_fan_order_layout(context, directory) }
        return context
    }

    /// Runs `body` with the lock held, on the library's Graphviz thread, with Graphviz's reports
    /// captured instead of printed and its error state fresh; hands back what `body` returned and
    /// every message Graphviz reported meanwhile. With `capturingStandardError`, whatever is written
    /// to the process's standard error meanwhile (by Graphviz's path router, which prints there
    /// directly) is taken too, as warnings after Graphviz's own reports.
    func withSession<Result>(
        capturingStandardError: Bool = false, textSizes: TextSizes = .fonts,
        _ body: (Session) throws(GraphvizError) -> Result
    ) throws(GraphvizError) -> (result: Result, messages: [GraphvizMessage]) {
        lock.lock()
        defer { lock.unlock() }
        let worker = self.worker ?? GraphvizThread(stackBytes: Self.stackBytes)
        self.worker = worker
        var outcome: Swift.Result<(Result, [GraphvizMessage]), GraphvizError>?
        // `run` returns once the work is done.
        worker.run { outcome = self.session(capturingStandardError: capturingStandardError, textSizes: textSizes, body) }
        switch outcome {
        case .success(let value)?: return (value.0, value.1)
        case .failure(let error)?: throw error
        case nil: throw GraphvizError(stage: .context, messages: [])
        }
    }

    /// Runs `body`, a call into Graphviz within a session (lock held), and forgets what Graphviz
    /// reported meanwhile: for output made only to be measured, whose reports (such as `No
    /// loadimage plugin for "png:json"`, for a picture in a box) say nothing about the drawing.
    func forgettingReports<Result>(_ body: () throws(GraphvizError) -> Result) throws(GraphvizError) -> Result {
        let kept = capture
        defer { capture = kept }
        return try body()
    }

    /// The body of ``withSession(capturingStandardError:_:)``, on the Graphviz thread, lock held.
    private func session<Result>(
        capturingStandardError: Bool, textSizes: TextSizes, _ body: (Session) throws(GraphvizError) -> Result
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
        let context: OpaquePointer?
        switch textSizes {
        case .fonts:
            self.context = self.context ?? Self.withFanOrder(gvContext())
            context = self.context
        case .estimated:
            estimatingContext = estimatingContext ?? Self.withFanOrder(Self.pluginDirectory().flatMap { uiflow_estimating_context($0) })
            context = estimatingContext
        }
        if let context {
            do throws(GraphvizError) {
                if decomposeMark == nil {
                    decomposeMark = .some(Self.pluginDirectory().flatMap { uiflow_find_decompose_mark($0) })
                }
                result = .success(try body(Session(context: context, decomposeMark: decomposeMark ?? nil)))
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
}
