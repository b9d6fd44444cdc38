import Foundation
import TestSupport
import UIFlowFiles
import UIFlowKit
import UIFlowSwiftSources

/// The fixture apps under Fixtures/: Swift sources that are read, never compiled, each with a flow
/// that matches its code (`app.uiflow`) and one that drifted (`drift.uiflow`).
enum FixtureApps {
    static let names = ["UIKitApp", "SwiftUIApp", "MixedApp"]

    static let root = Paths.packageRoot.appendingPathComponent("Tests/UIFlowSwiftSourcesTests/Fixtures")

    /// The app's index, its files named `Sources/File.swift` as when linted from the app's folder.
    static func index(_ app: String) throws -> CodeIndex {
        let directory = root.appendingPathComponent(app).path
        let files = try SwiftSourceFiles.load([directory + "/Sources"]).map { file in
            (path: String(file.path.dropFirst(directory.count + 1)), text: file.text)
        }
        return SwiftSourceReader().index(files)
    }

    /// The app's flow file `name`, named as when linted from the app's folder.
    static func flow(_ app: String, _ name: String) throws -> Flow {
        let url = root.appendingPathComponent(app).appendingPathComponent(name)
        return Flow(parsing: try String(contentsOf: url, encoding: .utf8), file: name)
    }

    /// The app's configuration (`.uiflow.yml`, if it has one).
    static func configuration(_ app: String) throws -> Configuration {
        let path = root.appendingPathComponent(app).appendingPathComponent(ConfigurationFile.name).path
        guard FileManager.default.fileExists(atPath: path) else { return Configuration() }
        return try ConfigurationFile.load(path: path)
    }

    /// The rules that compare a flow with code.
    static let codeRules: Set<RuleID> = ["type-not-found", "init-mismatch", "undeclared-transition", "unimplemented-transition"]

    /// Each finding of those rules as `rule flow-place -> swift-place` (the first note's place, or
    /// `-` when it has none).
    static func pinned(_ findings: [Diagnostic]) -> [String] {
        findings.filter { codeRules.contains($0.rule) }.map { finding in
            "\(finding.rule.rawValue) \(finding.location) -> \(finding.notes.first.map { "\($0.location)" } ?? "-")"
        }
    }
}
