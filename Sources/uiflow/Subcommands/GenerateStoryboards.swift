import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowKit
import UIFlowSwiftSources

/// `uiflow generate storyboards`: typed access to an app's storyboards.
struct GenerateStoryboards: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboards",
        abstract: "Write typed Swift for an app's storyboards: instantiate() per scene, a segue enum and typed prepare per class.",
        discussion: """
            Reads the .storyboard files below each directory (or given directly) and writes, for \
            each scene with a storyboard identifier, `instantiate()` on its class, and for each \
            class that starts segues with identifiers, a `StoryboardSegue` enum, \
            `performSegue(_:sender:)` and a typed `prepare` per segue (docs/codegen.md, "Typed \
            storyboards").

            Examples:
              uiflow generate storyboards App/ -o App/Generated/Storyboards.swift

            Exit status: 0 on success; 64 usage error; 66 unreadable input; 73 the file cannot be written.
            """
    )

    @Argument(help: "Directories (or files) of the app's storyboards.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The Swift file to write; standard output when left out.")
    var output: String?

    @Option(help: "The access level of the generated declarations: internal or public.")
    var access: SwiftAccess = .internal

    func run() throws {
        Interrupts.allow()
        let sources: SwiftSourceFiles.Sources
        do {
            sources = try SwiftSourceFiles.read(inputs)
        } catch {
            try Console.printError(error.description)
            throw ExitStatus.exit(ExitStatus.cannotReadInput)
        }
        let (code, skipped) = StoryboardCodeWriter.write(sources.files, access: access)
        for file in (sources.skipped + skipped).sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
            try Console.printWarning("\(file.path): skipped: \(file.reason)")
        }
        try OutputFile.write(Data(code.utf8), to: output)
    }
}
