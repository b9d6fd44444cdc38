import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowGraphviz
import UIFlowKit

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render flow files as a diagram (SVG, PNG, PDF, DOT or Mermaid) or as JSON.",
        discussion: """
            Every input goes into one flow and one diagram: screen names are global \
            across files. Directories give every *.uiflow and *.uif file inside them, \
            sorted. `-` reads standard input. For one diagram per file, run uiflow \
            once per file:
              for f in flows/*.uiflow; do uiflow render "$f" -o "${f%.uiflow}.svg"; done

            The format comes from -f, else from the output's extension (.svg, .png, \
            .pdf, .dot, .gv, .json, .mmd), else it is DOT. SVG, PNG and PDF are laid out and \
            drawn by Graphviz's library inside uiflow (no `dot` command needed). \
            The output is written only when the input has no errors (unless \
            --allow-errors) and Graphviz succeeds, and atomically: a failed run leaves \
            an existing file untouched.

            Flows of more than \(DOTWriter.fastLayoutThreshold) screens and transitions together get bounded \
            optimization, more room and external edge labels, so that Graphviz takes \
            seconds rather than minutes (--layout curved keeps Graphviz's defaults). -G, -N and -E set any \
            Graphviz graph, node or edge attribute, over uiflow's own settings:
              uiflow render big.uiflow -o big.svg -G splines=ortho -E fontsize=8

            Flows of more than \(GraphvizLimits.default.maximumNodes.formatted) screens or \(GraphvizLimits.default.maximumEdges.formatted) transitions are not drawn \
            (exit 73): Graphviz would take minutes and gigabytes, and it crashes on \
            larger ones. Draw a part at a time, write -f dot, or pass --no-size-limits \
            and wait.

            For Japanese and other non-Latin text in PNG and PDF, install a font with \
            the glyphs (Debian: fonts-noto-cjk) and name it:
              uiflow render app.uiflow -o app.png --font "Noto Sans CJK JP"

            An action with a back or dismiss says on its row where it returns \
            (↩ Home, Cart); --no-return-marks leaves that out. --returns draws each \
            back and dismiss transition instead, with or without a target, as a dotted \
            edge to each screen it returns to (the screens it is pushed from, or that \
            present it), without moving the screens.

            The configuration (--config, else the nearest .uiflow.yml) is read as \
            `uiflow lint` reads it: its include and exclude globs choose the files of \
            directory inputs, and its entry points count for --returns and JSON.

            --split groups writes one diagram per @group, each with a small dashed \
            stub (named with its group) for every screen outside the group that its \
            screens lead to or come from, and overview.svg: the groups with their \
            screen counts and the transitions between them, counted; it prints the \
            files it wrote. --group draws one group so; --focus draws the screens \
            within --depth transitions (default 1, either way) of one screen.

            Each transition kind has its own color and line (docs/language.md); \
            --legend draws a legend of the kinds shown, and --color-by group colors \
            each edge by its source screen's @group instead, so that a line can be \
            followed across a large diagram. A diagram of more than \(DOTWriter.readableScreenLimit) \
            screens gets a note suggesting one diagram per group (--split groups).

            A screen's picture (@screenshot PATH, or a `screenshots:` pattern in \
            .uiflow.yml) is drawn in its box in SVG, PNG and PDF, fitted to \
            --thumbnail-size points (default \(DOTWriter.defaultThumbnailSize)); --no-thumbnails leaves the \
            pictures out. A picture that is missing or refused is reported as lint \
            reports it, and the screen is drawn without.

            --watch renders again whenever an input changes, until interrupted; \
            errors are reported and the previous output is kept.

            Examples:
              uiflow render app.uiflow -o app.svg
              uiflow render flows/ -o flows.pdf --direction TB
              uiflow render app.uiflow -o app.svg --watch
              uiflow render app.uiflow -o app.png --returns
              uiflow render flows/ --split groups -o diagrams/
              uiflow render flows/ --group Checkout -o checkout.svg
              uiflow render flows/ --focus Cart --depth 2 -o cart.png
              uiflow render app.uiflow -o app.svg --legend --color-by group
              uiflow render flows/ -f json
              uiflow -i app.txt -f png -o app.png      (the original tool's form)

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: "Flow files or directories; `-` for standard input.")
    var files: [String] = []

    @Option(name: [.short, .customLong("input")], help: "An input file (the original tool's form); repeatable.")
    var inputs: [String] = []

    @Option(name: .shortAndLong, help: "Output format: \(RenderFormat.allValueStrings.joined(separator: ", ")).")
    var format: RenderFormat?

    @Option(name: .shortAndLong, help: "Output file; standard output when left out or `-`.")
    var output: String?

    @Option(name: [.customShort("K"), .long], help: "Graphviz layout engine: dot, neato, fdp, sfdp, circo, twopi…")
    var engine: String = LayoutEngine.dot.rawValue

    @Option(help: "Direction of the diagram: LR (default), TB, RL or BT.")
    var direction: DOTWriter.Direction = .leftToRight

    @Option(help: "Font family list for every label.")
    var font: String = DOTWriter.defaultFontName

    @Option(
        help: ArgumentHelp(
            "Layout settings: auto (default), curved or fast.",
            discussion: "auto is curved up to \(DOTWriter.fastLayoutThreshold) screens and transitions, fast above."))
    var layout: DOTWriter.Layout = .automatic

    @Option(
        name: [.customShort("G"), .customLong("graph-attribute")],
        help: ArgumentHelp("A Graphviz graph attribute, name=value; repeatable.", valueName: "name=value"))
    var graphAttributes: [GraphvizAttribute] = []

    @Option(
        name: [.customShort("N"), .customLong("node-attribute")],
        help: ArgumentHelp("A Graphviz node attribute, name=value; repeatable.", valueName: "name=value"))
    var nodeAttributes: [GraphvizAttribute] = []

    @Option(
        name: [.customShort("E"), .customLong("edge-attribute")],
        help: ArgumentHelp("A Graphviz edge attribute, name=value; repeatable.", valueName: "name=value"))
    var edgeAttributes: [GraphvizAttribute] = []

    @Flag(
        help: ArgumentHelp(
            "Also draw each back and dismiss to the screens it returns to, as dotted edges.",
            discussion: "For the diagram formats (SVG, PNG, PDF, DOT). What a transition returns to is found from the flow's entry points (@entry, @route, the configuration's entry-points, else the first screen)."))
    var returns = false

    @Flag(
        name: .customLong("no-return-marks"),
        help: ArgumentHelp("Leave out where each back and dismiss returns, which its action's row says by default (↩ Home)."))
    var noReturnMarks = false

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "Draw a legend of the transition kinds the diagram shows.",
            discussion: "In the diagram itself, so in every diagram format; with --color-by group, also each group's color."))
    var legend = false

    @Option(
        name: .customLong("color-by"),
        help: ArgumentHelp(
            "What colors the edges: their kind, the source screen's @group, or nothing.",
            discussion: "The line (thin, thick, dashed, dotted, double) always says the transition's kind."))
    var colorBy: EdgeColors = .kind

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            "Draw each screen's picture in its box (SVG, PNG, PDF).",
            discussion: "A screen's picture is the PNG or JPEG its @screenshot names, or that a `screenshots:` pattern of the configuration finds; an SVG carries it inside."))
    var thumbnails = true

    @Option(help: ArgumentHelp("The side of the square a screen's picture fits in, in points (8–\(Thumbnails.largestSize)).", valueName: "points"))
    var thumbnailSize = DOTWriter.defaultThumbnailSize

    @Flag(help: "Render again whenever an input file changes, until interrupted (needs -o).")
    var watch = false

    @Flag(help: "Draw what was parsed even when the input has errors (they are still printed).")
    var allowErrors = false

    @Flag(
        help: ArgumentHelp(
            "Draw flows of any size Graphviz can lay out without crashing, however long it takes.",
            discussion: "Lifts the limits of \(GraphvizLimits.default.maximumNodes.formatted) screens and \(GraphvizLimits.default.maximumEdges.formatted) transitions to \(GraphvizLimits.crashGuards.maximumNodes.formatted) and \(GraphvizLimits.crashGuards.maximumEdges.formatted)."))
    var noSizeLimits = false

    @Option(
        help: ArgumentHelp(
            "The configuration file (default: the nearest .uiflow.yml).",
            discussion: "Its include and exclude globs choose the files of directory inputs, and its entry points join @entry and @route screens for --returns and JSON's arrivals, as for `uiflow lint`."))
    var config: String?

    @OptionGroup var inputSize: InputSizeOption

    @OptionGroup(title: "What to draw") var selection: SelectionOptions

    func validate() throws {
        if files.isEmpty, inputs.isEmpty {
            throw ValidationError("give at least one flow file, directory, or `-` for standard input")
        }
        if engine.isEmpty { throw ValidationError("--engine needs a name, such as dot") }
        if !(8...Thumbnails.largestSize).contains(thumbnailSize) {
            throw ValidationError("--thumbnail-size takes 8 to \(Thumbnails.largestSize) points")
        }
        if watch {
            guard let output, output != "-" else {
                throw ValidationError("--watch needs an output file: -o FILE")
            }
            if (inputs + files).contains(SourceFile.standardInputPath) {
                throw ValidationError("--watch cannot watch standard input; give files or directories")
            }
        }
    }

    func run() throws {
        let format = try selection.format(format, output: output)
        try OutputFile.refuseBinaryOnTerminal(format.name, isBinary: format.isBinary, path: output)
        var style = DiagramStyle(
            direction: direction, fontName: font, graphAttributes: GraphvizAttribute.dictionary(graphAttributes),
            nodeAttributes: GraphvizAttribute.dictionary(nodeAttributes), edgeAttributes: GraphvizAttribute.dictionary(edgeAttributes),
            layout: layout, drawsReturns: returns)
        style.marksReturns = !noReturnMarks
        style.drawsLegend = legend
        style.edgeColors = colorBy
        let job = RenderJob(
            inputs: inputs + files, output: output, format: format, engine: LayoutEngine(engine), style: style,
            allowsErrors: allowErrors, inputSizeLimit: inputSize.limit, limits: noSizeLimits ? .crashGuards : .default,
            configuration: try Inputs.configuration(explicit: config), scope: selection.scope, split: selection.split != nil,
            thumbnailSize: thumbnails ? thumbnailSize : nil)
        if watch {
            try Watch(job: job).run()
            return
        }
        Interrupts.allow()
        let status = job.run()
        if status != ExitStatus.success { throw ExitStatus.exit(status) }
    }
}


extension Int {
    /// 12,345 for 12345, for help texts.
    fileprivate var formatted: String {
        let digits = String(self)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
