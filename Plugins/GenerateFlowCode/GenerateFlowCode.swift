import Foundation
import PackagePlugin

/// `swift package generate-flow-code [--target NAME]... [--access public] [--type-name NAME]`:
/// writes `<TypeName>.generated.swift` beside the `.uiflow` files of each target that has some,
/// for projects that commit the generated code instead of using the build plugin.
@main
struct GenerateFlowCode: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let wanted = Set(extractor.extractOption(named: "target"))
        let access = extractor.extractOption(named: "access").last
        let typeName = extractor.extractOption(named: "type-name").last ?? "Destination"
        let tool = try context.tool(named: "uiflow-codegen").url
        var generated = 0
        for case let target as SourceModuleTarget in context.package.targets where wanted.isEmpty || wanted.contains(target.name) {
            let flows = target.sourceFiles.map(\.url).filter { $0.pathExtension == "uiflow" }.sorted { $0.path < $1.path }
            guard !flows.isEmpty else { continue }
            let output = target.directoryURL.appendingPathComponent("\(typeName).generated.swift")
            var toolArguments = ["--type-name", typeName, "-o", output.path]
            if let access { toolArguments += ["--access", access] }
            let process = Process()
            process.executableURL = tool
            process.arguments = toolArguments + flows.map(\.path)
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw GenerationFailed(target: target.name, status: process.terminationStatus)
            }
            print("Wrote \(output.path)")
            generated += 1
        }
        if generated == 0 { print("No target has .uiflow files\(wanted.isEmpty ? "" : " among \(wanted.sorted())").") }
    }

    struct GenerationFailed: Error, CustomStringConvertible {
        var target: String
        var status: Int32
        var description: String { "uiflow-codegen failed for \(target) (exit \(status)); its diagnostics are above" }
    }
}
