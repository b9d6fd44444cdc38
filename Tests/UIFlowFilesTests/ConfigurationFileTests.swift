import Foundation
import TestSupport
import Testing
import UIFlowKit

@testable import UIFlowFiles

@Suite("Reading .uiflow.yml")
struct ConfigurationFileTests {
    @Test("a configuration is read into severities, entry points and globs, with locations")
    func reads() throws {
        let text = """
            rules:
              dead-end: off
              cycle: error
            entry-points:
              - Push notification
            include:
              - "flows/**"
            exclude: ["flows/legacy/**"]
            """
        let configuration = try ConfigurationFile.parse(text, path: ".uiflow.yml")
        #expect(configuration.rules.map(\.rule) == ["dead-end", "cycle"])
        #expect(configuration.rules.map(\.severity) == [nil, .error])
        #expect(configuration.entryPoints.map(\.name) == ["Push notification"])
        #expect(configuration.entryPoints.first?.location == SourceLocation(file: ".uiflow.yml", line: 5, column: 5))
        #expect(configuration.include == ["flows/**"])
        #expect(configuration.exclude == ["flows/legacy/**"])
    }

    @Test("swift-sources, type-suffixes and coordinators are read; the suffixes default to ViewController and View")
    func readsSwiftSourceSettings() throws {
        let text = "swift-sources:\n  - App/Sources\ntype-suffixes: [Screen, ViewController]\ncoordinators: [AppCoordinator]\n"
        let configuration = try ConfigurationFile.parse(text, path: ".uiflow.yml")
        #expect(configuration.swiftSources == ["App/Sources"])
        #expect(configuration.typeSuffixes == ["Screen", "ViewController"])
        #expect(configuration.coordinators == ["AppCoordinator"])
        #expect(try ConfigurationFile.parse("rules: {}\n", path: "x").typeSuffixes == ["ViewController", "View"])
        #expect(throws: ConfigurationFile.Failure.self) { try ConfigurationFile.parse("coordinators: AppCoordinator\n", path: "x") }
    }

    @Test(
        "anchors, aliases, complex keys and deep nesting are refused before YAML is parsed, in a blink",
        arguments: [
            (HostileInputs.aliasBomb, 1, 4, "anchors"),
            ("rules:\n  cycle: *x\n", 2, 10, "aliases"),
            ("include:\n  - **/*.uiflow\n", 2, 5, "quote a glob"),
            ("rules:\n  ? [cycle]\n  : error\n", 2, 3, "complex keys"),
            ("include: " + String(repeating: "[", count: 40), 1, 41, "nested"),
            ("include:\n" + (1...40).map { String(repeating: " ", count: $0) + "- x" }.joined(separator: "\n"), 32, 32, "nested"),
        ])
    func refusesExpensiveYAML(text: String, line: Int, column: Int, message: String) throws {
        let start = ContinuousClock.now
        let failure = try #require(throws: ConfigurationFile.Failure.self) {
            try ConfigurationFile.parse(text, path: ".uiflow.yml")
        }
        #expect(ContinuousClock.now - start < .milliseconds(100))
        #expect((failure.line, failure.column) == (line, column), "\(failure)")
        #expect(failure.message.contains(message), "\(failure)")
    }

    @Test("quoted text, comments and block scalars may hold `&`, `*` and `?`")
    func textIsNotSyntax() throws {
        let text = """
            # & * ? are fine in comments
            entry-points:
              - "Terms & *conditions*"
              - 'What? & why'
              - Q&A
            include:
              - "**/*.uiflow"
            """
        let configuration = try ConfigurationFile.parse(text, path: ".uiflow.yml")
        #expect(configuration.entryPoints.map(\.name) == ["Terms & *conditions*", "What? & why", "Q&A"])
    }

    @Test("a file larger than the limit is refused without being read whole")
    func oversized() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(".uiflow.yml").path
        let line = "# " + String(repeating: "x", count: 1_000) + "\n"
        try Data(String(repeating: line, count: 300).utf8).write(to: URL(fileURLWithPath: path))
        let failure = try #require(throws: ConfigurationFile.Failure.self) { try ConfigurationFile.load(path: path) }
        #expect(failure.message.contains("larger than 256 KiB"), "\(failure)")
    }

    @Test("a library user resolves the nearest configuration and reads sources through its globs")
    func resolvesForLibraryUsers() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-config-\(UUID().uuidString)")
        let flows = directory.appendingPathComponent("flows")
        try FileManager.default.createDirectory(at: flows.appendingPathComponent("legacy"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("exclude:\n  - \"flows/legacy/**\"\n".utf8).write(to: directory.appendingPathComponent(".uiflow.yml"))
        try Data("[Home]\n".utf8).write(to: flows.appendingPathComponent("app.uiflow"))
        try Data("[Old]\n".utf8).write(to: flows.appendingPathComponent("legacy/old.uiflow"))
        let loaded = try ConfigurationFile.resolve(explicit: nil, workingDirectory: flows.appendingPathComponent("legacy"))
        #expect(loaded.path?.hasSuffix(".uiflow.yml") == true)
        #expect(loaded.configuration.exclude == ["flows/legacy/**"])
        let sources = try loaded.loadSources([flows.path], workingDirectory: directory)
        #expect(sources.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["app.uiflow"])
    }
}
