import ArgumentParser
import UIFlowGraphviz
import UIFlowKit

/// `render`'s choice of what to draw: the whole flow (default), one diagram per group and the
/// overview (`--split groups`), one group (`--group`), or one screen's neighbourhood (`--focus`,
/// `--depth`).
struct SelectionOptions: ParsableArguments {
    enum Split: String, CaseIterable, ExpressibleByArgument {
        case groups
    }

    @Option(
        help: ArgumentHelp(
            "Write one diagram per @group and an overview of the groups into a directory: groups.",
            discussion: "-o names the directory (DIR/) or a file name pattern with {group} (out/app-{group}.png); the format comes from -f, else the pattern's extension, else SVG. Screens without @group form the group `\(FlowOverview.ungroupedName)`."))
    var split: Split?

    @Option(help: "Draw one group's screens, with a stub for each screen outside it they lead to or come from.")
    var group: String?

    @Option(help: "Draw the screens within --depth transitions of this screen, either way, with stubs at the border.")
    var focus: String?

    @Option(help: "How many transitions --focus reaches, either way (default: \(FlowSelection.defaultDepth)).")
    var depth: Int?

    func validate() throws {
        if [split != nil, group != nil, focus != nil].count(where: { $0 }) > 1 {
            throw ValidationError("--split, --group and --focus each choose what to draw: give one of them")
        }
        if depth != nil, focus == nil { throw ValidationError("--depth goes with --focus SCREEN") }
        if let depth, depth < 0 { throw ValidationError("--depth must be 0 or more") }
    }

    /// The part to draw, unless --split.
    var scope: FlowSelection.Scope {
        if let group { return .group(group) }
        if let focus { return .neighborhood(of: focus, depth: depth ?? FlowSelection.defaultDepth) }
        return .whole
    }
}

extension SelectionOptions {
    /// The format: as ``RenderFormat/resolve(_:output:)`` picks it, but for `--split`, whose
    /// output is a directory or a pattern (``SplitOutput/format(_:)``), and only a diagram.
    func format(_ explicit: RenderFormat?, output: String?) throws -> OutputFormat {
        let format: OutputFormat
        if split != nil {
            guard let output, output != "-" else { throw ValidationError("--split groups writes files: give -o DIR/") }
            let target = SplitOutput(output: output)
            if !target.isPattern, OutputFormat.forPath(output) != nil {
                throw ValidationError(
                    "--split groups writes several files: -o names a directory (out/) or a pattern with \(SplitOutput.placeholder) (out/app-\(SplitOutput.placeholder).svg), not `\(output)`")
            }
            guard let found = target.format(explicit?.format) else {
                throw ValidationError("cannot tell the format from `\(output)`; pass -f svg|png|pdf|dot|mermaid")
            }
            format = found
        } else {
            format = try RenderFormat.resolve(explicit, output: output)
        }
        if split != nil || scope != .whole, !format.isDiagram {
            throw ValidationError("--split, --group and --focus draw diagrams: use -f svg, png, pdf, dot or mermaid")
        }
        return format
    }
}
