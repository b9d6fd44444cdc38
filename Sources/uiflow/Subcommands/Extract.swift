import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowKit

struct Extract: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draft a flow from an app's Swift sources.",
        discussion: """
            Reads the .swift files below each directory (skipping .build, Pods, Carthage \
            and hidden directories) and writes a first flow: one screen per view controller \
            or SwiftUI view that the code navigates to or makes a root (scene and app \
            delegates, the @main app), with its @type, the parameters of its initializer, \
            what it pushes, presents or dismisses, and @entry for the roots. The draft \
            lints clean against the same sources with `uiflow lint --swift-sources`: \
            edit it, then keep both in step in CI. docs/swift-sources.md says what is \
            recognized.
            """
    )

    @Argument(help: "Directories (or files) of the app's Swift sources.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "Write the draft to this file instead of standard output.")
    var output: String?

    @Option(help: "The configuration file (default: the nearest .uiflow.yml): `type-suffixes`, `dependencies`, `navigation-calls`, `swift-sources-skip`, `exclude`.")
    var config: String?

    @Flag(help: "Before each transition, say in comments the chains of calls that make it (file and line of each call).")
    var explain = false

    func run() throws {
        Interrupts.allow()
        let loaded = try Inputs.configuration(explicit: config)
        let (index, leftOut) = try SwiftSources.index(inputs, configuration: loaded)
        var drafting = FlowDraft(index: index, configuration: loaded.configuration)
        drafting.explains = explain
        let draft = drafting.draft
        try OutputFile.write(Data(draft.text.utf8), to: output)
        if !draft.hasEntry, draft.screenCount > 0 {
            try Console.printWarning(
                "the draft has no entry point: no app or scene delegate, `@main` app or coordinator makes a screen the root. "
                    + "Mark the first screen `@entry`, or check that the app's delegates are among the sources")
        }
        var summary = Self.summary(index, screens: draft.screenCount)
        if let leftOut { summary += "; \(leftOut) (`swift-sources-skip:` and `exclude:` in .uiflow.yml)" }
        try Console.writeStandardError(summary + "\n")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `12 screens drafted from 40 Swift files: 85 types (10 view controllers, 20 SwiftUI views), …`.
    static func summary(_ index: CodeIndex, screens: Int) -> String {
        let types = index.types
        let initializers = types.reduce(0) { $0 + $1.initializers.count }
        let storyboards = index.interfaceBuilderFileCount > 0 ? " and \(count(index.interfaceBuilderFileCount, "Interface Builder file"))" : ""
        return "\(count(screens, "screen")) drafted from \(count(index.fileCount, "Swift file"))\(storyboards): "
            + "\(count(types.count, "type")) (\(count(types.count { $0.isViewController }, "view controller")), "
            + "\(count(types.count { $0.isView }, "SwiftUI view"))), \(count(initializers, "initializer")), "
            + "\(count(index.functions.count, "function"))"
    }
}
