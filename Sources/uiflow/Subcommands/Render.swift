import ArgumentParser
import Foundation
import UIFlowKit

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render flow files as a diagram (DOT) or as JSON.",
        discussion: """
            Every input goes into one flow and one output: screen names are global
            across files. Directories give every *.uiflow and *.uif file inside them,
            sorted. `-` reads standard input.

            The format comes from -f, else from the output's extension (.dot, .gv,
            .json), else it is DOT. The output is written only when the input has no
            errors, and atomically: a failed run leaves an existing file untouched.

            Examples:
              uiflow render app.uiflow -o app.dot
              uiflow render flows/ -f json
              uiflow -i app.txt -f dot -o app.dot      (the original tool's form)

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: "Flow files or directories; `-` for standard input.")
    var files: [String] = []

    @Option(name: [.short, .customLong("input")], help: "An input file (the original tool's form); repeatable.")
    var inputs: [String] = []

    @Option(name: .shortAndLong, help: "Output format: \(OutputFormat.allValueStrings.joined(separator: ", ")).")
    var format: OutputFormat?

    @Option(name: .shortAndLong, help: "Output file; standard output when left out or `-`.")
    var output: String?

    @Option(help: "Direction of the diagram: LR (default), TB, RL or BT.")
    var direction: DOTWriter.Direction = .leftToRight

    @Option(help: "Font family list for every label (default: \(DOTWriter.defaultFontName)).")
    var font: String = DOTWriter.defaultFontName

    func validate() throws {
        if files.isEmpty, inputs.isEmpty {
            throw ValidationError("give at least one flow file, directory, or `-` for standard input")
        }
    }

    func run() throws {
        let format = try OutputFormat.resolve(format, output: output)
        let flow = try Inputs.loadFlow(inputs + files)
        Console.report(flow.diagnostics)
        guard !flow.hasErrors else { throw ExitStatus.exit(ExitStatus.inputHasErrors) }
        let data: Data
        switch format {
        case .dot:
            data = DOTWriter(direction: direction, fontName: font).writeData(flow)
        case .json:
            data = JSONWriter().writeData(flow)
        }
        do {
            try OutputFile.write(data, to: output)
        } catch {
            Console.printError(error.description)
            throw ExitStatus.exit(ExitStatus.cannotWriteOutput)
        }
    }
}

extension DOTWriter.Direction: ExpressibleByArgument {}

enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    case dot, json

    /// The format from `-f`, else from the output file's extension, else DOT.
    static func resolve(_ format: OutputFormat?, output: String?) throws -> OutputFormat {
        if let format { return format }
        guard let output, output != "-" else { return .dot }
        let pathExtension = URL(fileURLWithPath: output).pathExtension.lowercased()
        switch pathExtension {
        case "dot", "gv": return .dot
        case "json": return .json
        default:
            throw ValidationError(
                "cannot tell the format from the output name `\(output)`; pass -f \(allValueStrings.joined(separator: "|"))")
        }
    }
}
