import Foundation
import UIFlowKit

extension OutputFormat {
    /// Whether it is a diagram (SVG, PNG, PDF, DOT, Mermaid): what a ``FlowSelection`` or a
    /// ``FlowOverview`` can be drawn as.
    public var isDiagram: Bool {
        switch producer {
        case .dot, .mermaid, .graphviz: return true
        case .json, .markdown: return false
        }
    }

    /// The part of a flow that `selection` chose, in this format, its stubs drawn as stubs and its
    /// focus framed: as ``produce(_:options:)`` draws `selection.flow` with ``DOTWriter/firstStub``
    /// and ``DOTWriter/highlighted`` set.
    public func produce(_ selection: FlowSelection, options: OutputOptions = OutputOptions()) throws(GraphvizError)
        -> ProducedOutput
    {
        var options = options
        options.writer.firstStub = selection.firstStub
        options.writer.highlighted = selection.focus
        return try produce(selection.flow, options: options)
    }

    /// A flow's overview in this format (a diagram format; any other gets the DOT), with the
    /// options' direction, font and attributes; laid out by Graphviz for SVG, PNG and PDF, the
    /// SVG's titles the groups' exact names.
    public func produce(_ overview: FlowOverview, options: OutputOptions = OutputOptions()) throws(GraphvizError)
        -> ProducedOutput
    {
        switch producer {
        case .mermaid:
            return ProducedOutput(data: Data(MermaidWriter(direction: options.writer.direction).write(overview).utf8))
        case .graphviz(let format):
            let renderer = GraphvizRenderer(limits: options.limits, capturesStandardError: options.capturesStandardError)
            let rendering = try renderer.render(dot: options.writer.write(overview), format: format, engine: options.engine)
            // As for a flow: each title the group's exact name (see SVGTitles).
            let data = format.isCoreSVG ? SVGTitles(overview: overview).correct(rendering.data) : rendering.data
            return ProducedOutput(data: data, warnings: rendering.warnings)
        case .dot, .json, .markdown:
            return ProducedOutput(data: Data(options.writer.write(overview).utf8))
        }
    }
}
