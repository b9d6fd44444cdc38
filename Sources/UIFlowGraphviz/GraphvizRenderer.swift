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
/// serialised behind one lock and concurrent renders wait their turn. Nothing is printed: what
/// Graphviz reports comes back as ``Rendering/warnings`` or, when it fails, as a ``GraphvizError``
/// that carries its own words. Any error Graphviz reports fails the render, even where Graphviz
/// would go on and draw something else than asked (a broken HTML label drawn as the node's name).
public struct GraphvizRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// Lays out DOT text with `engine` and renders it in `format`.
    ///
    /// - Throws: ``GraphvizError`` when the DOT cannot be read (``GraphvizError/Stage/parse``), the
    ///   engine is unknown or the layout fails (``GraphvizError/Stage/layout``), or the format is
    ///   unknown or rendering fails (``GraphvizError/Stage/render``).
    public func render(
        dot: String, format: GraphvizFormat = .svg, engine: LayoutEngine = .dot
    ) throws(GraphvizError) -> Rendering {
        let (data, messages) = try GraphvizLibrary.shared.withSession { session throws(GraphvizError) in
            let graph = try session.read(dot)
            defer { session.close(graph) }
            try session.layout(graph, engine: engine.rawValue)
            return try session.render(graph, format: format.rawValue)
        }
        let output = format.isCairoPDF ? PDFDate.remove(from: data) : data
        return Rendering(data: output, format: format, engine: engine, warnings: messages)
    }

    /// Renders a flow: its DOT from `writer` (the look, direction, font, layout settings and any
    /// Graphviz attributes), laid out with `engine`, in `format`.
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
        var attempt = writer
        var fallbacks: [Rendering.Fallback] = []
        while true {
            do {
                var rendering = try render(dot: attempt.write(flow), format: format, engine: engine)
                rendering.fallbacks = fallbacks
                if format.isCoreSVG {
                    rendering.data = SVGTitles(flow: flow).correct(rendering.data)
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
    /// of the same rank (a bug of its own: the edge is drawn right).
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
