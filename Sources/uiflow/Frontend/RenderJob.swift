import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowGraphviz
import UIFlowKit

/// One render: read the inputs, report their diagnostics, produce the output and write it.
struct RenderJob {
    var inputs: [String]
    var output: String?
    var format: OutputFormat
    var engine: LayoutEngine
    var style: DiagramStyle
    /// Whether to render what was parsed although the input has errors.
    var allowsErrors = false
    /// The most bytes one input may hold.
    var inputSizeLimit = SourceFile.defaultSizeLimit
    /// How large a flow Graphviz is given.
    var limits = GraphvizLimits.default
    /// The configuration: the include and exclude globs for directory inputs, and the entry points
    /// from which JSON and `--returns` find what back and dismiss return to.
    var configuration: ConfigurationFile.Loaded?
    /// The part of the flow to draw (`--group`, `--focus`); ignored with ``split``.
    var scope = FlowSelection.Scope.whole
    /// Whether to write one diagram per group and the overview (`--split groups`) where
    /// ``output`` says (``SplitOutput``).
    var split = false
    /// The size screens' pictures are drawn at in SVG, PNG and PDF (`--thumbnail-size`); `nil`
    /// draws none (`--no-thumbnails`).
    var thumbnailSize: Int? = DOTWriter.defaultThumbnailSize

    /// Renders, reporting every problem on stderr; returns the exit status.
    func run() -> Int32 {
        do {
            try render()
            return ExitStatus.success
        } catch {
            return error.rawValue
        }
    }

    /// The screens' pictures, for the formats Graphviz draws; those refused are reported as
    /// `uiflow lint` reports them, and the screens drawn without.
    private func thumbnails(of flow: Flow) throws(ExitCode) -> Thumbnails? {
        guard let thumbnailSize, format.isDrawing else { return nil }
        let loaded = configuration ?? ConfigurationFile.Loaded(
            configuration: Configuration(), directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        guard let images = ScreenImageFiles.read(flow, loaded: loaded) else { return nil }
        var analyzer = Analyzer(configuration: loaded.configuration, images: images)
        analyzer.rules = [ScreenImageFiles.rule]
        try Console.report(analyzer.analyze(flow))
        return Thumbnails(images, size: thumbnailSize)
    }

    private func render() throws(ExitCode) {
        let flow = Flow(sources: try Inputs.loadSources(inputs, configuration: configuration, limit: inputSizeLimit))
        try Console.report(flow.diagnostics)
        guard allowsErrors || !flow.hasErrors else { throw ExitStatus.exit(ExitStatus.inputHasErrors) }
        let entryPoints = configuration?.configuration.entryPoints.map(\.name) ?? []
        var style = style
        style.entryPoints = entryPoints
        let options = OutputOptions(style: style, entryPoints: entryPoints)
        let drawing = DrawingOptions(engine: engine, limits: limits, thumbnails: try thumbnails(of: flow))
        if split {
            try writeSplit(flow, options: options, drawing: drawing)
            return
        }
        let data: Data
        if scope == .whole {
            data = try Production.produce(flow, as: format, options: options, drawing: drawing)
        } else {
            data = try Production.produce(try Self.select(scope, in: flow), as: format, options: options, drawing: drawing)
        }
        try OutputFile.write(data, to: output)
        // Only the whole flow: a part was already chosen, and `--split` is the advice itself.
        if scope == .whole, format.isDrawing || format == .dot, flow.screens.count > DOTWriter.readableScreenLimit {
            let advice =
                flow.screens.contains { $0.group != nil }
                ? "draw one diagram per group with --split groups"
                : "give the screens @group and draw one diagram per group with --split groups, "
                    + "or draw one screen's neighborhood with --focus SCREEN"
            try Console.printNote(
                "\(flow.screens.count) screens are more than one diagram shows readably (\(DOTWriter.readableScreenLimit)): "
                    + advice)
        }
    }
}
