import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowKit

struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay flow files out in one canonical way, in place.",
        discussion: """
            Rewrites each file in the layout docs/format.md describes: spacing around \
            arrows and in lists, a block's directives under its header in one order, one \
            blank line between blocks, no trailing blanks, comments kept with the line \
            they are on or above. Names, text, types and values are never rewritten, and \
            the flow's meaning never changes: the result is parsed again and compared \
            with the input, and a file it would change is left as it was.

            Only files that change are written, atomically, with their permissions. \
            Directories give every *.uiflow and *.uif file inside them, sorted, with the \
            include and exclude globs of the configuration (--config, else the nearest \
            .uiflow.yml). `-`, or no input at all, reads standard input and writes the \
            result to standard output.

            A block with a syntax error is left as written and the rest of its file is \
            formatted, with a warning; `uiflow lint` shows the error.

            --check writes nothing: it lists the files formatting would change, one a \
            line, on standard output, and fails when there is one (for CI).

            Exit status:
              0   done (with --check: no file would change)
              1   with --check, a file would change; or a file cannot be formatted
                  and is left as it was (it is not UTF-8 text, it has more syntax
                  errors than are reported, or formatting would change its meaning)
              64  usage error or invalid configuration file
              66  an input file or directory cannot be read
              73  a file cannot be written
            """
    )

    @Argument(help: "Flow files or directories to format in place; `-` (or none) for standard input to standard output.")
    var inputs: [String] = []

    @Flag(help: "Write nothing: list the files that would change, and exit 1 when there is one.")
    var check = false

    @Option(help: "The configuration file, for its include and exclude globs (default: the nearest .uiflow.yml).")
    var config: String?

    @OptionGroup var inputSize: InputSizeOption

    func run() throws {
        Interrupts.allow()
        let loaded = try Inputs.configuration(explicit: config)
        let paths = inputs.isEmpty ? [SourceFile.standardInputPath] : inputs
        let sources = try Inputs.loadSources(paths, configuration: loaded, limit: inputSize.limit)
        let readsStandardInput = paths.contains(SourceFile.standardInputPath)
        var changed: [String] = []
        var hasFailed = false
        for source in sources {
            let isStandardInput = readsStandardInput && source.path == "<stdin>"
            let result = FlowFormatter().format(source)
            if let refusal = result.refusal {
                try Console.printError("\(source.path): left as it was: \(refusal.reason)")
                hasFailed = true
            }
            for lines in result.keptLines {
                let place =
                    lines.count == 1
                    ? "line \(lines.lowerBound) is left as written: it has"
                    : "lines \(lines.lowerBound)-\(lines.upperBound) are left as written: they have"
                try Console.printWarning("\(source.path):\(lines.lowerBound): \(place) a syntax error (`uiflow lint` shows it)")
            }
            if result.isChanged { changed.append(source.path) }
            if check {
                if result.isChanged { try Console.writeStandardOutput(Data((source.path + "\n").utf8)) }
            } else if isStandardInput {
                try Console.writeStandardOutput(result.isChanged ? Data(result.text.utf8) : Data(source.bytes))
            } else if result.isChanged {
                try OutputFile.write(Data(result.text.utf8), to: source.path)
            }
        }
        if sources.contains(where: { !(readsStandardInput && $0.path == "<stdin>") }) {
            let files = sources.count == 1 ? "file" : "files"
            let verb = check ? "would be reformatted" : "reformatted"
            try Console.printNote("\(changed.count) of \(sources.count) \(files) \(verb)")
        }
        if hasFailed || (check && !changed.isEmpty) {
            throw ExitStatus.exit(ExitStatus.inputHasErrors)
        }
    }
}
