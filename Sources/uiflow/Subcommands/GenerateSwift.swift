import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowKit

struct GenerateSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write the flow's typed Swift API: destinations, deep-link parsing, per-screen exits.",
        discussion: """
            One Swift file, Foundation only: `enum Destination` (a case per screen, its \
            parameters as associated values), `init?(url:)` and `url` from the routes, \
            and for each screen with transitions an enum of its exits (`Destination.HomeExit`) \
            that a coordinator switches over. docs/codegen.md describes the code and the \
            build plugin that makes it at build time.

            The flow's errors (syntax errors, lint findings of error severity under the \
            nearest .uiflow.yml or --config) stop generation; warnings, and the generator's \
            own (renamed cases, routes without a matcher), are printed.

            Examples:
              uiflow generate swift Samples/shop -o Sources/App/Destination.swift
              uiflow generate swift flows/ --access public --type-name AppRoute -o AppRoute.swift
              uiflow generate swift flows/ --check Sources/App/Destination.swift

            Exit status: 0 on success; 1 when the flow has errors, or with --check when \
            the file is not what would be generated; 64 usage error or invalid \
            configuration; 66 unreadable input; 73 the file cannot be written.
            """
    )

    @Argument(help: "Flow files or directories; `-` for standard input.")
    var inputs: [String] = []

    @Option(name: .shortAndLong, help: "The Swift file to write; standard output when left out.")
    var output: String?

    @Option(help: "The access level of the generated declarations: internal or public.")
    var access: SwiftAccess = .internal

    @Option(help: "The name of the destination enum.")
    var typeName = "Destination"

    @Option(help: "What the destination and exit enums conform to, separated by commas; empty for none.")
    var conformances = "Hashable, Sendable"

    @Option(help: "Compare FILE with what would be generated, write nothing, and exit 1 when they differ.")
    var check: String?

    @Option(help: "The configuration file for lint findings (default: the nearest .uiflow.yml).")
    var config: String?

    @OptionGroup var inputSize: InputSizeOption

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("give at least one flow file, directory, or `-` for standard input") }
        if !SwiftWriter.isValidTypeName(typeName) {
            throw ValidationError("--type-name `\(typeName)` is not a Swift type name")
        }
        if check != nil, output != nil { throw ValidationError("--check compares a file and writes nothing: leave out -o") }
    }

    func run() throws {
        Interrupts.allow()
        let loaded = try Inputs.configuration(explicit: config)
        let flow = Flow(sources: try Inputs.loadSources(inputs, configuration: loaded, limit: inputSize.limit))
        let list = conformances.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let writer = SwiftWriter(typeName: typeName, access: access, conformances: list)
        let generated = writer.write(flow, configuration: loaded.configuration)
        try Console.report(generated.diagnostics)
        guard !generated.hasErrors else { throw ExitStatus.exit(ExitStatus.inputHasErrors) }
        guard let check else {
            try OutputFile.write(Data(generated.code.utf8), to: output)
            return
        }
        let existing: [UInt8]? = try Inputs.loadSources([check], limit: inputSize.limit).first?.bytes
        guard existing == Array(generated.code.utf8) else {
            try Console.printError("\(check) is not what `uiflow generate swift` writes for this flow; generate it again")
            throw ExitStatus.exit(ExitStatus.inputHasErrors)
        }
    }
}

extension SwiftAccess: ExpressibleByArgument {}
