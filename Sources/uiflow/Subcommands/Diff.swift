import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowGraphviz
import UIFlowKit

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Say what a change does to the app's flow: screens, parameters, routes, transitions, findings.",
        discussion: """
            Compares two flows as the app sees them, not as text: a screen that gained a \
            required init argument, a deep link removed, a transition that now presents \
            instead of pushing, a screen that became unreachable. Each side is a file, a \
            directory (every *.uiflow and *.uif file in it), or REV:PATH read from git \
            (PATH from the repository's root, or from here when it starts with ./):
              uiflow diff main:flows flows

            --git REV compares the flow files at a revision with the working tree, for the \
            paths given (default: the current directory):
              uiflow diff --git origin/main
              uiflow diff --git HEAD~1 flows/checkout.uiflow

            Screen names are global across files: a flow split differently over files, or \
            with its blocks reordered, has no change. A removed and an added screen that \
            share at least half of their lines, actions, edges, parameters and routes are \
            one screen renamed. docs/diff.md lists every kind of change and which are \
            breaking.

            -f text (one line per change, grouped by screen; the default), markdown (for a \
            pull-request comment), json (docs/json.md), or a diagram format (svg, png, pdf, \
            dot, mermaid): the new flow with added screens and transitions in green, \
            changed ones in orange, removed ones as gray dashed ghosts, and a legend. The \
            format also comes from -o's extension. A summary goes to standard error.

            --fail-on breaking exits 1 when a change is breaking; --fail-on any when \
            anything changed (default: none, exit 0).

            Examples:
              uiflow diff old.uiflow new.uiflow
              uiflow diff --git origin/main -f markdown > diff.md
              uiflow diff main:flows flows -o diff.svg
              uiflow diff --git origin/main --fail-on breaking

            Exit status:
              0   done (and nothing --fail-on names changed)
              1   a change of the kind --fail-on names
              64  usage error or invalid configuration file
              66  an input cannot be read (a file, a directory, or REV:PATH from git)
              73  the output cannot be produced or written
            """
    )

    enum FailOn: String, CaseIterable, ExpressibleByArgument {
        case breaking, any, none
    }

    @Argument(help: "OLD NEW: files, directories or REV:PATH; with --git, the paths to compare (default: .).")
    var sides: [String] = []

    @Option(help: ArgumentHelp("Compare the flow files at this git revision with the working tree.", valueName: "rev"))
    var git: String?

    @Option(name: .shortAndLong, help: "Output format: \(DiffFormat.names.joined(separator: ", ")).")
    var format: DiffFormat?

    @Option(name: .shortAndLong, help: "Output file; standard output when left out or `-`.")
    var output: String?

    @Option(name: .customLong("fail-on"), help: "Exit 1 on breaking changes, on any change, or never (default).")
    var failOn: FailOn = .none

    @Flag(help: "Leave lint findings out of the comparison.")
    var noFindings = false

    @Option(help: "The configuration file (default: the nearest .uiflow.yml): its entry points and rule settings.")
    var config: String?

    @Option(help: "Direction of a diagram: LR (default), TB, RL or BT.")
    var direction: DOTWriter.Direction = .leftToRight

    @Option(help: "Font family list for a diagram's labels.")
    var font: String = DOTWriter.defaultFontName

    @OptionGroup var inputSize: InputSizeOption

    func validate() throws {
        if git == nil, sides.count != 2 {
            throw ValidationError("give OLD and NEW (files, directories or REV:PATH), or --git REV [PATHS]")
        }
        if let git, git.isEmpty || git.hasPrefix("-") { throw ValidationError("--git needs a revision, such as origin/main") }
    }

    func run() throws {
        Interrupts.allow()
        let format = try DiffFormat.resolve(format, output: output)
        if case .diagram(let diagram) = format {
            try OutputFile.refuseBinaryOnTerminal(diagram.name, isBinary: diagram.isBinary, path: output)
        }
        let loaded = try Inputs.configuration(explicit: config)
        if let git {
            do {
                try GitFiles.verifyCommit(git)
            } catch {
                try Console.printError(error.description)
                throw ExitStatus.exit(ExitStatus.usage)
            }
        }
        let paths = git == nil ? sides : (sides.isEmpty ? ["."] : sides)
        let oldName = git.map { rev in paths.map { DiffSide.gitSpec(rev, $0) }.joined(separator: " ") } ?? sides[0]
        let newName = git == nil ? sides[1] : paths.joined(separator: " ")
        let oldSources = try DiffSide.load(git == nil ? [sides[0]] : paths, revision: git, configuration: loaded, limit: inputSize.limit)
        let newSources = try DiffSide.load(
            git == nil ? [sides[1]] : paths, revision: nil, configuration: loaded, limit: inputSize.limit,
            missingIsEmpty: git != nil)
        let old = Flow(sources: oldSources)
        let new = Flow(sources: newSources)
        let diff = FlowDiff(old: old, new: new, configuration: loaded.configuration, comparesFindings: !noFindings)
        switch format {
        case .report(let report):
            let colored = report == .text && (output == nil || output == "-") && Console.stdoutIsColorTerminal
            let text = DiffWriter(format: report, old: oldName, new: newName, isColored: colored).write(diff)
            try OutputFile.write(Data(text.utf8), to: output)
        case .diagram(let diagram):
            var style = DiagramStyle(direction: direction, fontName: font)
            style.edgeColors = .none
            style.drawsLegend = true
            let drawing = DiffDiagram(old: old, new: new, diff: diff)
            style.diffMarks = drawing.marks
            let data = try Production.produce(drawing.flow, as: diagram, options: OutputOptions(style: style))
            try OutputFile.write(data, to: output)
        }
        try Console.writeStandardError(DiffWriter.summary(diff) + "\n")
        let fails =
            switch failOn {
            case .breaking: diff.hasBreakingChanges
            case .any: !diff.changes.isEmpty
            case .none: false
            }
        if fails { throw ExitStatus.exit(ExitStatus.inputHasErrors) }
    }
}
