import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowGraphviz
import UIFlowKit

struct Spec: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a Markdown screen catalog of a flow, for GitHub.",
        discussion: """
            The spec has a title, a summary, the diagram, a table of contents, a section \
            per screen (type, routes, parameters, what the user sees, actions, where \
            users come from, lint findings) and a table of routes. Anchors are stable.

            --diagram mermaid embeds a Mermaid block, which GitHub draws; svg renders the \
            diagram with Graphviz to a file (--svg, by default beside the Markdown:
            SPEC.md gets SPEC.svg) and links it; none leaves it out. With @groups, the \
            top diagram is the groups' overview and each group's screens follow its own \
            diagram (SPEC-checkout.svg); --screen-diagrams adds each screen's \
            neighborhood to its section (SPEC-screen-cart.svg). A screen's picture \
            (@screenshot, or a `screenshots:` pattern in .uiflow.yml) is shown beside \
            its description, linked by its path relative to the spec, and in the SVG \
            diagrams; --no-thumbnails leaves the pictures out. The default is svg \
            with -o, mermaid on standard output. Lint findings use the configuration of \
            `uiflow lint` (--config, or the nearest .uiflow.yml).

            Examples:
              uiflow spec Samples/shop -o Samples/shop/SPEC.md --svg Samples/shop/shop.svg
              uiflow spec flows/ --diagram mermaid --title "My app" > SPEC.md

            Exit status: 0 on success; 1 when the input has errors (as for render); \
            64 usage error or invalid configuration; 66 unreadable input; 73 the \
            spec or its diagram cannot be written.
            """
    )

    enum DiagramKind: String, CaseIterable, ExpressibleByArgument {
        case svg, mermaid, none
    }

    @Argument(help: "Flow files or directories; `-` for standard input.")
    var inputs: [String] = []

    @Option(name: .shortAndLong, help: "The Markdown file to write; standard output when left out.")
    var output: String?

    @Option(help: "The diagram: svg, mermaid or none (default: svg with -o, else mermaid).")
    var diagram: DiagramKind?

    @Option(help: "The title (default: from the first file's name).")
    var title: String?

    @Option(help: "Where --diagram svg writes the SVG (default: beside the Markdown, with its name).")
    var svg: String?

    @Option(help: "The configuration file for lint findings (default: the nearest .uiflow.yml).")
    var config: String?

    @Flag(help: "Show each screen's neighborhood (the screens one transition away, either way) in its section.")
    var screenDiagrams = false

    @Flag(inversion: .prefixedNo, help: "Draw a legend of the transition kinds in the SVG diagram.")
    var legend = true

    @Option(
        name: .customLong("color-by"), help: "What colors the SVG diagram's edges: their kind, their screen's @group, or nothing.")
    var colorBy: EdgeColors = .kind

    @Flag(
        inversion: .prefixedNo,
        help: "Show each screen's picture (@screenshot, or the configuration's `screenshots:`) beside its description and in the SVG diagrams.")
    var thumbnails = true

    @Flag(help: "Write the spec even when the input has errors (they are listed in it, and printed).")
    var allowErrors = false

    @OptionGroup var inputSize: InputSizeOption

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("give at least one flow file, directory, or `-` for standard input") }
        if svg != nil, diagram != nil, diagram != .svg {
            throw ValidationError("--svg names the file of --diagram svg")
        }
        if diagram == .svg || svg != nil, output == nil || output == "-" {
            throw ValidationError("--diagram svg writes the SVG beside the Markdown: give -o SPEC.md, or use --diagram mermaid")
        }
    }

    func run() throws {
        Interrupts.allow()
        let loaded = try Inputs.configuration(explicit: config)
        let flow = Flow(sources: try Inputs.loadSources(inputs, configuration: loaded, limit: inputSize.limit))
        try Console.report(flow.diagnostics)
        guard allowErrors || !flow.hasErrors else { throw ExitStatus.exit(ExitStatus.inputHasErrors) }
        let images = ScreenImageFiles.read(flow, loaded: loaded)
        let analysis = Analyzer(configuration: loaded.configuration, images: images).analysis(of: flow)
        let kind = diagram ?? (svg != nil || (output != nil && output != "-") ? .svg : .mermaid)
        let title = title ?? MarkdownWriter.title(forFiles: flow.files)
        let markdownDiagram: MarkdownWriter.Diagram
        switch kind {
        case .none:
            markdownDiagram = .none
        case .mermaid:
            markdownDiagram = .mermaid
        case .svg:
            markdownDiagram = try writeDiagrams(of: flow, images: images)
        }
        var writer = MarkdownWriter(
            title: title, diagram: markdownDiagram, entryPoints: loaded.configuration.entryPoints.map(\.name),
            screenDiagrams: screenDiagrams)
        if let images, thumbnails {
            writer.images = Self.links(to: images, from: output.flatMap { $0 == "-" ? nil : $0 })
        }
        try OutputFile.write(writer.writeData(analysis), to: output)
    }

    /// Renders the SVGs (the top one beside the Markdown file unless --svg says where, the groups'
    /// and screens' beside it: ``SpecDiagram``) and returns the link to the top one, relative to
    /// the Markdown file.
    private func writeDiagrams(of flow: Flow, images: ScreenImages?) throws -> MarkdownWriter.Diagram {
        guard let output else { return .mermaid }
        let markdown = URL(fileURLWithPath: output).standardizedFileURL
        let directory = markdown.deletingLastPathComponent()
        // `-o`'s directory must exist, as for every output; the folders `--svg` names are made.
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            try Console.printError("\(output): cannot be written (the directory \(directory.path) does not exist)")
            throw ExitStatus.exit(ExitStatus.cannotWriteOutput)
        }
        let image = svg.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? markdown.deletingPathExtension().appendingPathExtension(OutputFormat.svg.fileExtension)
        let top = Self.relativePath(of: image, from: directory)
        var style = DiagramStyle()
        style.drawsLegend = legend
        style.edgeColors = colorBy
        let options = OutputOptions(style: style)
        var drawing = DrawingOptions()
        if let images, thumbnails { drawing.thumbnails = Thumbnails(images) }
        for diagram in SpecDiagram.all(of: flow, path: top, screenDiagrams: screenDiagrams) {
            let data = try Production.produce(drawing) { drawing throws(GraphvizError) in
                try diagram.produce(options: options, drawing: drawing)
            }
            try OutputFile.write(data, to: directory.appendingPathComponent(diagram.path).standardizedFileURL.path, creatingDirectory: true)
        }
        return .image(path: top)
    }

    /// Each screen's picture by its path relative to the Markdown file (or to the working
    /// directory for standard output), both with symbolic links resolved, as the pictures' are.
    static func links(to images: ScreenImages, from output: String?) -> [String: String] {
        let directory = (output.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).resolvingSymlinksInPath()
        return images.images.mapValues { relativePath(of: URL(fileURLWithPath: $0.path), from: directory) }
    }

    /// `file`'s path relative to `directory` (`../img/flow.svg`).
    static func relativePath(of file: URL, from directory: URL) -> String {
        let target = file.pathComponents
        let base = directory.pathComponents
        var common = 0
        while common < min(target.count - 1, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }
}
