import UIFlowKit

/// A diagram a Markdown spec links (``MarkdownWriter/diagramFiles(of:path:screenDiagrams:)``):
/// the top one (the groups' overview when the flow has groups, else the whole flow), each group's,
/// each screen's neighborhood, with where it goes, drawn when asked. `uiflow spec` writes them
/// beside the Markdown; any other writer of a spec (the preview, a documentation tool) draws the
/// same ones.
///
/// ```swift
/// for diagram in SpecDiagram.all(of: flow, path: "SPEC.svg", screenDiagrams: false) {
///     let output = try diagram.produce(options: OutputOptions())
///     try output.data.write(to: URL(fileURLWithPath: diagram.path))
/// }
/// ```
public struct SpecDiagram: Sendable {
    /// Where it goes, as the spec links it (relative to the Markdown file).
    public let path: String
    private let part: Part

    private enum Part: Sendable {
        case flow(Flow)
        case overview(FlowOverview)
        case selection(FlowSelection)
    }

    /// The diagrams of `flow`'s spec whose top diagram is `path`, in the order the spec shows them.
    public static func all(of flow: Flow, path: String, screenDiagrams: Bool) -> [SpecDiagram] {
        let overview = FlowOverview(flow)
        let groups = overview.hasGroups ? FlowSelection.groups(of: flow) : []
        let screens = screenDiagrams ? FlowSelection.neighborhoods(of: flow) : []
        return MarkdownWriter.diagramFiles(of: flow, path: path, screenDiagrams: screenDiagrams).map { file in
            switch file.part {
            case .top: SpecDiagram(path: file.path, part: overview.hasGroups ? .overview(overview) : .flow(flow))
            case .group(let index): SpecDiagram(path: file.path, part: .selection(groups[index]))
            case .screen(let index): SpecDiagram(path: file.path, part: .selection(screens[index]))
            }
        }
    }

    /// The diagram in `format` (SVG unless said), drawn as `options` and `drawing` say.
    public func produce(
        as format: OutputFormat = .svg, options: OutputOptions, drawing: DrawingOptions = DrawingOptions()
    ) throws(GraphvizError) -> ProducedOutput {
        switch part {
        case .flow(let flow): try format.produce(flow, options: options, drawing: drawing)
        case .overview(let overview): try format.produce(overview, options: options, drawing: drawing)
        case .selection(let selection): try format.produce(selection, options: options, drawing: drawing)
        }
    }
}
