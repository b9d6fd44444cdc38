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
    /// How text is sized for the layout: with the machine's fonts (``TextSizes/fonts``, the
    /// default) or by Graphviz's font-independent estimate (``TextSizes/estimated``).
    public var textSizes: TextSizes
    /// The step that reads, checks, lays out and renders DOT text, given a Graphviz session: the
    /// real one unless a test stands in for it.
    var layoutStep = LayoutStep.graphviz

    /// Creates a renderer.
    public init(limits: GraphvizLimits = .default, capturesStandardError: Bool = false, textSizes: TextSizes = .fonts) {
        self.limits = limits
        self.capturesStandardError = capturesStandardError
        self.textSizes = textSizes
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
        try render(dot: dot, format: format, engine: engine, staging: nil).rendering
    }

    /// As ``render(dot:format:engine:)``, with the pictures of `staging` written where the DOT
    /// names them for the length of the session, while Graphviz's lock is held; with `measuring`,
    /// the layout is measured too (from Graphviz's `json` of the same layout).
    func render(
        dot: String, format: GraphvizFormat, engine: LayoutEngine, staging: Thumbnails.Staging?, measuring: Bool = false
    ) throws(GraphvizError) -> (rendering: Rendering, quality: LayoutQuality?) {
        let job = LayoutStep.Job(dot: dot, format: format, engine: engine, limits: limits, measures: measuring)
        let step = layoutStep
        let (output, messages) = try GraphvizLibrary.shared.withSession(
            capturingStandardError: capturesStandardError, textSizes: textSizes
        ) {
            session throws(GraphvizError) in
            try staging?.write()
            defer { staging?.remove() }
            return try step.run(session, job)
        }
        let data = format.isCairoPDF ? PDFDate.remove(from: output.data) : output.data
        let rendering = Rendering(data: data, format: format, engine: engine, warnings: messages)
        return (rendering, output.json.flatMap { LayoutQuality(graphvizJSON: $0) })
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
    ///
    /// When the layout is hard to read (an edge through a screen's box, a label on a box or on
    /// another label), the flow is laid out again with the old ranking (and, for the fast layout,
    /// Graphviz's own crossing minimisation), unless `writer` sets those attributes, and the layout
    /// that reads best is drawn; ``Rendering/relaidOutWith`` says which (docs/rendering.md, "Layout
    /// quality, measured").
    ///
    /// With `thumbnails`, each screen that has a picture shows it under its title (see
    /// ``Thumbnails``).
    ///
    /// With the `dot` engine, a flow whose layout may put an edge within one rank where no rule
    /// foresees it (``DOTWriter/mayLayOutFlatEdges(_:)``) is laid out first without ports, and
    /// each such edge is drawn from its screen's box (``DOTWriter/flatEdges``): Graphviz 2.42
    /// corrupts its memory drawing one from a port.
    public func render(
        _ flow: Flow, format: GraphvizFormat = .svg, engine: LayoutEngine = .dot, writer: DOTWriter = DOTWriter(),
        thumbnails: Thumbnails? = nil
    ) throws(GraphvizError) -> Rendering {
        try measuredRender(flow, format: format, engine: engine, writer: writer, thumbnails: thumbnails).rendering
    }

    /// ``render(_:format:engine:writer:thumbnails:)``, with the drawn layout's ``LayoutQuality``
    /// when it was measured (a flow it may lay out again, ``Relayout``), so that
    /// ``layoutQuality(of:engine:writer:)`` does not count it twice.
    func measuredRender(
        _ flow: Flow, format: GraphvizFormat, engine: LayoutEngine, writer: DOTWriter, thumbnails: Thumbnails?
    ) throws(GraphvizError) -> (rendering: Rendering, quality: LayoutQuality?) {
        if limits != .unlimited, let exceeded = limits.check(GraphSize(flow, writer: writer)) {
            throw GraphvizError(exceeded: exceeded)
        }
        var attempt = writer
        var staging: Thumbnails.Staging?
        if let thumbnails, !thumbnails.images.isEmpty {
            let staged = Thumbnails.Staging(thumbnails, for: flow)
            attempt.thumbnails = staged.thumbnails
            staging = staged
        }
        var fallbacks: [Rendering.Fallback] = []
        while true {
            do {
                // Laid out again with other settings only when the first layout is hard to read,
                // and not after a fallback (Graphviz failed on this flow once already).
                let alternatives = fallbacks.isEmpty ? Relayout.alternatives(for: flow, writer: attempt, engine: engine) : []
                var (rendering, quality) = try draw(flow, writer: attempt, format: format, engine: engine, staging: staging, measuring: !alternatives.isEmpty)
                var drawn = attempt
                for attributes in alternatives {
                    guard let best = quality, !best.isClean else { break }
                    var other = attempt
                    other.style.graphAttributes.merge(attributes) { _, new in new }
                    // The first layout stands if another fails.
                    guard let (otherRendering, otherQuality) = try? draw(
                        flow, writer: other, format: format, engine: engine, staging: staging, measuring: true),
                        let otherQuality, Relayout.isBetter(otherQuality, than: best)
                    else { continue }
                    (rendering, quality, drawn) = (otherRendering, otherQuality, other)
                    rendering.relaidOutWith = attributes
                }
                rendering.fallbacks = fallbacks
                if format.isCoreSVG {
                    rendering.data = SVGTitles(outline: drawn.outline(of: flow)).correct(rendering.data)
                    if let staging { rendering.data = staging.embedding(in: rendering.data) }
                }
                return (rendering, quality)
            } catch {
                guard let (name, value) = Self.fallback(for: error, writer: attempt) else { throw error }
                attempt.style.graphAttributes[name] = value
                fallbacks.append(Rendering.Fallback(attribute: name, value: value, reason: error.messages))
            }
        }
    }

    /// One layout of `flow` as `writer` draws it: with the `dot` engine and ports, the edges the
    /// layout puts within one rank found first (``FlatEdgeProbe``) and drawn from the boxes.
    private func draw(
        _ flow: Flow, writer: DOTWriter, format: GraphvizFormat, engine: LayoutEngine, staging: Thumbnails.Staging?,
        measuring: Bool
    ) throws(GraphvizError) -> (rendering: Rendering, quality: LayoutQuality?) {
        var writer = writer
        if engine.isDot, writer.drawsPorts, writer.mayLayOutFlatEdges(flow) {
            writer.flatEdges = try FlatEdgeProbe.flatEdges(of: flow, writer: writer, engine: engine, renderer: self)
        }
        return try render(dot: writer.write(flow), format: format, engine: engine, staging: staging, measuring: measuring)
    }

    /// The graph attribute that avoids `error`, when there is one and `writer` leaves it to us.
    private static func fallback(for error: GraphvizError, writer: DOTWriter) -> (String, String)? {
        if error.isRankingFailure, writer.style.graphAttributes["newrank"] == nil { return ("newrank", "false") }
        if error.isRoutingFailure, writer.style.graphAttributes["splines"] == nil { return ("splines", "line") }
        return nil
    }

    /// The version of the Graphviz library in use, such as `2.43.0`.
    public static var graphvizVersion: String {
        (try? GraphvizLibrary.shared.withSession { session in session.version }.result) ?? "unknown"
    }
}
