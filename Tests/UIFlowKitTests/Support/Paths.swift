import Foundation

/// Paths the tests read from: the package itself and the shared conformance data beside it.
enum Paths {
    /// The package's root directory.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // UIFlowKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `../shared/conformance/uiflow`, the original tool's samples and outputs.
    static let conformance = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/uiflow")

    /// The names (without `.txt`) of the conformance samples, sorted.
    static var conformanceSamples: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: conformance.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// `Samples/`, the project's own sample flows.
    static let samples = packageRoot.appendingPathComponent("Samples")

    /// `Tests/UIFlowKitTests/Golden`.
    static let golden = packageRoot.appendingPathComponent("Tests/UIFlowKitTests/Golden")
}
