import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowKit

/// `uiflow generate tests`: tests of the app's deep links, from the flow.
struct GenerateTests: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tests",
        abstract: "Write tests of the flow's deep links: a Swift Testing file and a Maestro flow per route.",
        discussion: """
            Writes DIR/<TypeName>LinkTests.swift, which opens every route with sample values and \
            checks the destination, its url and its path, and that malformed links open nothing; \
            and DIR/maestro/NNN-<screen>.yaml, a Maestro flow per route that opens the link and \
            checks that the screen shows, by an accessibility identifier equal to the screen's name \
            (docs/codegen.md, "Tests for the app"). Compile the Swift file with the code \
            `uiflow generate swift` writes for the same flow.

            Examples:
              uiflow generate tests Samples/shop -o Tests/AppTests/Generated --module App
              uiflow generate tests flows/ -o UITests --app-id com.example.shop

            Exit status: 0 on success; 1 when the flow has errors; 64 usage error or invalid \
            configuration; 66 unreadable input; 73 a file cannot be written.
            """
    )

    @Argument(help: "Flow files or directories; `-` for standard input.")
    var inputs: [String] = []

    @Option(name: .shortAndLong, help: "The folder to write the tests to.")
    var output: String

    @Option(help: "The name of the destination enum, as given to `generate swift`.")
    var typeName = "Destination"

    @Option(help: "The module that holds the generated destination, imported with @testable.")
    var module: String?

    @Option(help: "Maestro's appId (default: ${APP_ID}, given when Maestro runs).")
    var appId = "${APP_ID}"

    @Option(help: "The configuration file (default: the nearest .uiflow.yml): `test-values`, `dependencies`, `entry-points`.")
    var config: String?

    @OptionGroup var inputSize: InputSizeOption

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("give at least one flow file, directory, or `-` for standard input") }
        if !SwiftWriter.isValidTypeName(typeName) { throw ValidationError("--type-name `\(typeName)` is not a Swift type name") }
        if let module, !SwiftWriter.isValidTypeName(module) { throw ValidationError("--module `\(module)` is not a Swift module name") }
    }

    func run() throws {
        Interrupts.allow()
        let loaded = try Inputs.configuration(explicit: config)
        let flow = Flow(sources: try Inputs.loadSources(inputs, configuration: loaded, limit: inputSize.limit))
        // The tests are for the code `generate swift` writes: what stops it stops them.
        let generated = SwiftWriter(typeName: typeName).write(flow, configuration: loaded.configuration)
        let writer = LinkTestsWriter(typeName: typeName, module: module, appID: appId, sampleValues: loaded.configuration.testValues)
        let (files, diagnostics) = writer.write(flow, configuration: loaded.configuration)
        try Console.report((generated.diagnostics + diagnostics).sorted { $0.location < $1.location })
        guard !generated.hasErrors else { throw ExitStatus.exit(ExitStatus.inputHasErrors) }
        for file in files {
            try OutputFile.write(Data(file.text.utf8), to: (output as NSString).appendingPathComponent(file.path), creatingDirectory: true)
        }
        try Console.writeStandardError("wrote \(files.count) files to \(output): 1 Swift Testing file and \(files.count - 1) Maestro flows\n")
    }
}
