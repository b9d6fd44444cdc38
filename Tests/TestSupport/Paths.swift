import Foundation
import UIFlowKit

/// Paths the tests read from: the package itself and the shared conformance data beside it.
public enum Paths {
    /// The package's root directory.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `../shared/conformance/uiflow`, the original tool's samples and outputs.
    public static let conformance = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/uiflow")

    /// The names (without `.txt`) of the conformance samples, sorted.
    public static var conformanceSamples: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: conformance.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// `Samples/`, the project's own sample flows.
    public static let samples = packageRoot.appendingPathComponent("Samples")

    /// `Tests/UIFlowKitTests/Golden`, the emitters' golden files.
    public static let golden = packageRoot.appendingPathComponent("Tests/UIFlowKitTests/Golden")

    /// Every flow file the renderer must draw: each conformance sample (`*.txt`) and each
    /// `Samples/*/*.uiflow`, as paths relative to the package root.
    public static var sampleFlows: [String] {
        let fileManager = FileManager.default
        let conformanceFiles = conformanceSamples.map { "../shared/conformance/uiflow/\($0).txt" }
        var sampleFiles: [String] = []
        for folder in ((try? fileManager.contentsOfDirectory(atPath: samples.path)) ?? []).sorted() {
            let directory = samples.appendingPathComponent(folder)
            for file in ((try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
            where file.hasSuffix(".uiflow") {
                sampleFiles.append("Samples/\(folder)/\(file)")
            }
        }
        return conformanceFiles + sampleFiles
    }

    /// Parses a flow file given relative to the package root, named by that path.
    public static func flow(_ relativePath: String) throws -> Flow {
        let url = packageRoot.appendingPathComponent(relativePath).standardizedFileURL
        let data = try Data(contentsOf: url)
        return Flow(sources: [SourceFile(path: relativePath, bytes: [UInt8](data))])
    }
}
