import Foundation
import PackagePlugin

/// Generates the typed Swift API of the `.uiflow` files in a target at build time, again whenever
/// one of them changes (docs/codegen.md). Options, if any, come from a `uiflow-codegen.json` in the
/// target: `{"access": "public", "typeName": "AppRoute"}`.
@main
struct UIFlowCodegenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        return try CodegenCommand.commands(
            flows: files.filter { $0.pathExtension == "uiflow" },
            options: files.first { $0.lastPathComponent == CodegenCommand.optionsFileName },
            targetName: target.name,
            tool: try context.tool(named: "uiflow-codegen").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension UIFlowCodegenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url)
        return try CodegenCommand.commands(
            flows: files.filter { $0.pathExtension == "uiflow" },
            options: files.first { $0.lastPathComponent == CodegenCommand.optionsFileName },
            targetName: target.displayName,
            tool: try context.tool(named: "uiflow-codegen").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

/// The build command for one target's flows.
enum CodegenCommand {
    static let optionsFileName = "uiflow-codegen.json"

    struct Options: Decodable {
        var access: String?
        var typeName: String?
    }

    static func commands(flows: [URL], options: URL?, targetName: String, tool: URL, workDirectory: URL) throws -> [Command] {
        let flows = flows.sorted { $0.path < $1.path }
        guard !flows.isEmpty else { return [] }
        var arguments: [String] = []
        var typeName = "Destination"
        if let options {
            let decoded = try JSONDecoder().decode(Options.self, from: Data(contentsOf: options))
            if let access = decoded.access { arguments += ["--access", access] }
            if let name = decoded.typeName {
                arguments += ["--type-name", name]
                typeName = name
            }
        }
        let output = workDirectory.appendingPathComponent("\(typeName).swift")
        return [
            .buildCommand(
                displayName: "Generating \(typeName).swift from the flows of \(targetName)",
                executable: tool,
                arguments: arguments + ["-o", output.path] + flows.map(\.path),
                inputFiles: flows + (options.map { [$0] } ?? []),
                outputFiles: [output])
        ]
    }
}
