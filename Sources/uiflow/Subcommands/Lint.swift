import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowKit

struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check flow files: unreachable screens, missing arguments, loops, and more.",
        discussion: """
            Every input goes into one flow (screen names are global across files). \
            Directories give every *.uiflow and *.uif file inside them, sorted; with no \
            input, the current directory. `-` reads standard input.

            Configuration comes from --config, else from the nearest .uiflow.yml in the \
            current directory or its parents: per-rule severity or `off`, extra entry \
            points, and include/exclude globs for directory inputs. `@allow RULE-ID` in a \
            screen silences a rule for that screen; at the end of a transition line \
            (`==> List @allow cycle`), for that transition. docs/lint.md lists every rule.

            Reporters: text (file:line:col: severity: message [rule]), json, sarif \
            (SARIF 2.1.0 for GitHub code scanning), github (workflow annotations). A \
            summary goes to standard error.

            --swift-sources DIR... (or `swift-sources:` in .uiflow.yml) checks the flow \
            against the app's Swift code: `@type` names a type, each screen's parameters \
            fit an initializer, and the code's pushes, presentations and SwiftUI links are \
            the flow's transitions (docs/swift-sources.md).

            Exit status:
              0   nothing of error severity was found (nor warnings, with --strict)
              1   an error was found (or a warning, with --strict)
              64  usage error or invalid configuration file
              66  an input file or directory cannot be read
              73  the report cannot be written
            """
    )

    enum ReporterName: String, CaseIterable, ExpressibleByArgument {
        case text, json, sarif, github

        var reporter: any Reporter {
            switch self {
            case .text: TextReporter(isColored: false)
            case .json: JSONReporter()
            case .sarif: SARIFReporter()
            case .github: GitHubReporter()
            }
        }
    }

    @Argument(help: "Flow files or directories (default: the current directory); `-` for standard input.")
    var inputs: [String] = []

    @Option(help: "Output format: \(ReporterName.allValueStrings.joined(separator: ", ")).")
    var reporter: ReporterName = .text

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Option(help: "The configuration file (default: the nearest .uiflow.yml).")
    var config: String?

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(
        name: .customLong("swift-sources"), parsing: .upToNextOption,
        help: ArgumentHelp("The app's Swift sources (directories or files) to check the flow against.", valueName: "dir"))
    var swiftSources: [String] = []

    @OptionGroup var inputSize: InputSizeOption

    func run() throws {
        Interrupts.allow()
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let loaded = try Inputs.configuration(explicit: config)
        let sources = try Inputs.loadSources(inputs.isEmpty ? ["."] : inputs, configuration: loaded, limit: inputSize.limit)
        let flow = Flow(sources: sources)
        let swiftPaths = swiftSources.isEmpty ? SwiftSources.configured(loaded, workingDirectory: workingDirectory) : swiftSources
        let code = swiftPaths.isEmpty ? nil : try SwiftSources.index(swiftPaths, configuration: loaded).index
        let images = ScreenImageFiles.read(flow, loaded: loaded)
        let findings = Analyzer(configuration: loaded.configuration, code: code, images: images).analyze(flow)
        let context = ReportContext(toolVersion: UIFlowVersion.current, workingDirectory: workingDirectory.path)
        var reporter = reporter.reporter
        if self.reporter == .text, output == nil || output == "-" {
            reporter = TextReporter(isColored: Console.stdoutIsColorTerminal)
        }
        try OutputFile.write(Data(reporter.report(findings, context: context).utf8), to: output)
        try Console.writeStandardError(TextReporter.summary(findings, inputs: sources.map(\.path)) + "\n")
        let failing: Severity = strict ? .warning : .error
        if findings.contains(where: { $0.severity >= failing }) {
            throw ExitStatus.exit(ExitStatus.inputHasErrors)
        }
    }
}
