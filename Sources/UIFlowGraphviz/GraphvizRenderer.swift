import Foundation
import UIFlowKit

/// Lays out and renders graphs with Graphviz's C library, in this process: DOT text or a flow in,
/// SVG, PNG, PDF (or any other Graphviz format) out.
///
/// ```swift
/// import UIFlowGraphviz
/// import UIFlowKit
///
/// let flow = Flow(parsing: text, file: "app.uiflow")
/// let rendering = try GraphvizRenderer().render(flow, format: .svg)
/// try rendering.data.write(to: URL(fileURLWithPath: "app.svg"))
/// for warning in rendering.warnings { print(warning) }
/// ```
///
/// The same input gives the same bytes: PDF output carries no creation date (cairo would write the
/// time of the render into it).
///
/// Safe to use from any thread or task: Graphviz is not thread-safe, so every call into it is
/// serialised behind one lock and concurrent renders wait their turn; the work runs on a thread of
/// the library's own with a large stack. Nothing is printed: what Graphviz reports comes back as
/// ``Rendering/warnings`` or, when it fails, as a ``GraphvizError`` that carries its own words. Any
/// error Graphviz reports fails the render, even where Graphviz would go on and draw something else
/// than asked (a broken HTML label drawn as the node's name).
///
/// A graph beyond ``limits`` fails with ``GraphvizError/Stage/limits`` before Graphviz lays it out:
/// Graphviz 2.4x crashes the process on some large graphs and takes minutes on others (see
/// ``GraphvizLimits``).
public struct GraphvizRenderer: Sendable {
    /// How large a graph is handed to Graphviz; ``GraphvizLimits/default`` unless set.
    public var limits: GraphvizLimits
    /// Whether what is written to the process's standard error during a render is taken and
    /// returned as warnings, after Graphviz's own reports.
    ///
    /// Graphviz's path router (libpath) prints some reports, such as `libpath/shortest.c:324:
    /// triangulation failed`, straight to standard error instead of through Graphviz's error
    /// reporting. To take them, file descriptor 2 is redirected into a pipe for the length of the
    /// Graphviz call, while Graphviz's lock is held. That redirection is the whole process's: what
    /// any other thread writes to standard error meanwhile is taken too (and reported as
    /// Graphviz's), so it is off unless asked for. `uiflow` and its preview turn it on.
    public var capturesStandardError: Bool
    /// The step that reads, checks, lays out and renders DOT text, given a Graphviz session: the
    /// real one unless a test stands in for it.
    var layoutStep = LayoutStep.graphviz

    /// Creates a renderer.
    public init(limits: GraphvizLimits = .default, capturesStandardError: Bool = false) {
        self.limits = limits
        self.capturesStandardError = capturesStandardError
    }

    /// Lays out DOT text with `engine` and renders it in `format`.
    ///
    /// - Throws: ``GraphvizError`` when the DOT cannot be read (``GraphvizError/Stage/parse``), the
    ///   graph goes beyond ``limits`` (``GraphvizError/Stage/limits``), the engine is unknown or the
    ///   layout fails (``GraphvizError/Stage/layout``), or the format is unknown or rendering fails
    ///   (``GraphvizError/Stage/render``).
    public func render(
        dot: String, format: GraphvizFormat = .svg, engine: LayoutEngine = .dot
    ) throws(GraphvizError) -> Rendering {
        let job = LayoutStep.Job(dot: dot, format: format, engine: engine, limits: limits)
        let step = layoutStep
        let (data, messages) = try GraphvizLibrary.shared.withSession(capturingStandardError: capturesStandardError) {
            session throws(GraphvizError) in
            try step.run(session, job)
        }
        let output = format.isCairoPDF ? PDFDate.remove(from: data) : data
        return Rendering(data: output, format: format, engine: engine, warnings: messages)
    }

    /// Renders a flow: its DOT from `writer` (the look, direction, font, layout settings and any
    /// Graphviz attributes), laid out with `engine`, in `format`.
    ///
    /// The flow is checked against ``limits`` before its DOT is written, and the DOT again once
    /// Graphviz has read it (the writer's attributes count too).
    ///
    /// In SVG, every screen's, edge's and group's `<title>` (the tooltip) is its exact name:
    /// Graphviz writes titles with entity-like text such as `&amp;` unescaped, so that it would read
    /// as `&`, and groups under internal names.
    ///
    /// Where Graphviz 2.4x fails on a valid flow, the flow is drawn again with a setting that
    /// avoids the failure, unless `writer` sets that attribute itself; each such retry is listed in
    /// ``Rendering/fallbacks`` with what Graphviz said:
    ///
    /// - "trouble in init_rank" (the ranking cannot meet some rank marks together with groups
    ///   under `newrank`): drawn again with `newrank=false`;
    /// - "lost … edge", "Pshortestpath failed" (edges that cannot be routed as curves): drawn again
    ///   with `splines=line`.
    public func render(
        _ flow: Flow, format: GraphvizFormat = .svg, engine: LayoutEngine = .dot, writer: DOTWriter = DOTWriter()
    ) throws(GraphvizError) -> Rendering {
        if limits != .unlimited, let exceeded = limits.check(GraphSize(flow, writer: writer)) {
            throw GraphvizError(exceeded: exceeded)
        }
        var attempt = writer
        var fallbacks: [Rendering.Fallback] = []
        while true {
            do {
                var rendering = try render(dot: attempt.write(flow), format: format, engine: engine)
                rendering.fallbacks = fallbacks
                if format.isCoreSVG {
                    rendering.data = SVGTitles(outline: attempt.outline(of: flow)).correct(rendering.data)
                }
                return rendering
            } catch {
                guard let (name, value) = Self.fallback(for: error, writer: attempt) else { throw error }
                attempt.graphAttributes[name] = value
                fallbacks.append(Rendering.Fallback(attribute: name, value: value, reason: error.messages))
            }
        }
    }

    /// The graph attribute that avoids `error`, when there is one and `writer` leaves it to us.
    private static func fallback(for error: GraphvizError, writer: DOTWriter) -> (String, String)? {
        if error.isRankingFailure, writer.graphAttributes["newrank"] == nil { return ("newrank", "false") }
        if error.isRoutingFailure, writer.graphAttributes["splines"] == nil { return ("splines", "line") }
        return nil
    }

    /// The version of the Graphviz library in use, such as `2.43.0`.
    public static var graphvizVersion: String {
        (try? GraphvizLibrary.shared.withSession { session in session.version }.result) ?? "unknown"
    }
}

/// How DOT text becomes output within a Graphviz session: ``graphviz`` reads it, checks it against
/// the limits, lays it out and renders it. Tests stand in for it to build a failure on purpose.
struct LayoutStep: Sendable {
    /// What to lay out and render, and how.
    struct Job: Sendable {
        var dot: String
        var format: GraphvizFormat
        var engine: LayoutEngine
        var limits: GraphvizLimits
    }

    var run: @Sendable (GraphvizLibrary.Session, Job) throws(GraphvizError) -> Data

    /// Graphviz's library.
    static let graphviz = LayoutStep { session, job throws(GraphvizError) in
        let graph = try session.read(job.dot)
        defer { session.close(graph) }
        try session.check(graph, against: job.limits)
        try session.layout(graph, engine: job.engine.rawValue)
        return try session.render(graph, format: job.format.rawValue)
    }
}

extension GraphSize {
    /// A flow's size as its DOT from `writer` will have it, counted without writing the DOT. Texts
    /// and lines are counted without the markup around them, so they can only be under what the
    /// check of the DOT finds.
    init(_ flow: Flow, writer: DOTWriter) {
        self.init()
        var groups = Set<String>()
        var rankSets = Set<String>()
        var minimumLength = 1
        if let value = writer.edgeAttributes["minlen"], let parsed = Int(value.trimmingCharacters(in: .whitespaces)) {
            minimumLength = max(parsed, 0)
        }
        hasEdgeLabels = !(writer.edgeAttributes["label"] ?? "").isEmpty
        func measure(_ text: String, lines: Int = 1) {
            longestText = max(longestText, text.utf8.count)
            mostLines = max(mostLines, lines)
        }
        for value in writer.graphAttributes.values { measure(value) }
        for value in writer.nodeAttributes.values { measure(value) }
        for value in writer.edgeAttributes.values { measure(value) }
        measure(writer.fontName)
        let screens = flow.screens
        for index in screens.indices {
            measure(screens[index].name)
            var boxBytes = screens[index].name.utf8.count
            var boxLines = 1
            for parameter in screens[index].parameters {
                boxBytes += parameter.name.utf8.count + parameter.type.utf8.count + (parameter.defaultValue?.utf8.count ?? 0)
            }
            for line in screens[index].sees {
                boxBytes += line.text.utf8.count
                boxLines += 1
            }
            let actions = screens[index].actions
            for action in actions.indices {
                for line in actions[action].text {
                    boxBytes += line.text.utf8.count
                    boxLines += 1
                }
                for transition in actions[action].transitions where transition.target != nil {
                    edges += 1
                    var labelBytes = transition.label?.utf8.count ?? 0
                    for argument in transition.arguments {
                        labelBytes += argument.label.utf8.count + argument.value.utf8.count
                    }
                    if transition.label != nil || !transition.arguments.isEmpty { hasEdgeLabels = true }
                    longestText = max(longestText, labelBytes)
                }
            }
            longestText = max(longestText, boxBytes)
            mostLines = max(mostLines, boxLines)
            if let group = screens[index].group {
                measure(group)
                groups.insert(group)
            }
            if screens[index].rank > 0 { rankSets.insert("\(screens[index].rank) \(screens[index].group ?? "")") }
        }
        for name in flow.undefinedTargets { measure(name) }
        nodes = screens.count + flow.undefinedTargets.count
        subgraphs = groups.count + rankSets.count
        minimumLengthSum = edges.multipliedReportingOverflow(by: minimumLength).overflow ? .max : edges * minimumLength
        minimumLengthMaximum = minimumLength
    }
}

/// A rendered graph and what Graphviz said on the way.
public struct Rendering: Sendable, Hashable {
    /// The output: the bytes of the SVG, PNG, PDF… file.
    public var data: Data
    /// The format it is in.
    public var format: GraphvizFormat
    /// The engine that laid it out.
    public var engine: LayoutEngine
    /// What Graphviz warned about; the output was produced all the same. Graphviz 2.43, for one,
    /// warns `Arrow type "action0" unknown - ignoring` about an edge between two neighbouring screens
    /// of the same rank (a bug of its own: the edge is drawn right). With
    /// ``GraphvizRenderer/capturesStandardError``, the lines written to standard error during the
    /// render follow, as warnings.
    public var warnings: [GraphvizMessage]
    /// The settings a flow was drawn again with, because Graphviz failed without them (see
    /// ``GraphvizRenderer/render(_:format:engine:writer:)``); empty when the first attempt worked.
    public var fallbacks: [Fallback] = []

    /// A graph attribute a flow was drawn again with, and why.
    public struct Fallback: Sendable, Hashable {
        /// The attribute's name, such as `splines`.
        public var attribute: String
        /// Its value, such as `line`.
        public var value: String
        /// What Graphviz said when it failed without it.
        public var reason: [GraphvizMessage]

        /// Creates a fallback.
        public init(attribute: String, value: String, reason: [GraphvizMessage]) {
            self.attribute = attribute
            self.value = value
            self.reason = reason
        }
    }

    /// Creates a rendering.
    public init(data: Data, format: GraphvizFormat, engine: LayoutEngine, warnings: [GraphvizMessage] = []) {
        self.data = data
        self.format = format
        self.engine = engine
        self.warnings = warnings
    }
}
