import Foundation
import TestSupport
import Testing

@Suite("uiflow generate swift")
struct GenerateCommandTests {
    static let flow = "[Home]\n@entry\n--\nTap\n==push=> Detail(id: 1)\n\n[Detail(id: Int)]\n@route myapp://d/:id\n--\nBack\n==back=>\n"
    static let broken = "[Home]\n@entry\n--\nTap\n==push=> Detail\n\n[Detail(id: Int)]\n--\n==back=>\n"

    @Test("-o writes the code; without it, the code goes to standard output")
    func writes() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let written = try CLI.run(["generate", "swift", "app.uiflow", "-o", "Destination.swift"], in: scratch.url)
        #expect(written.status == 0, "\(written.stderr)")
        let code = try #require(scratch.read("Destination.swift"))
        #expect(code.contains("    case detail(id: Int)\n"))
        #expect(code.contains("enum HomeExit: Hashable, Sendable {"))
        let printed = try CLI.run(["generate", "swift", "app.uiflow"], in: scratch.url)
        #expect(printed.stdout == code)
    }

    @Test("the flow's errors stop generation: exit 1, the diagnostics, no file")
    func errorsStop() throws {
        let scratch = try Scratch(["app.uiflow": Self.broken])
        let result = try CLI.run(["generate", "swift", "app.uiflow", "-o", "Destination.swift"], in: scratch.url)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "app.uiflow:5:10: error: this transition to `Detail` leaves out required parameter `id`; pass it: `==push=> Detail(id: …)` [missing-argument]"),
            "\(result.stderr)")
        #expect(scratch.read("Destination.swift") == nil)
    }

    @Test("the configuration's severities apply: a rule turned to a warning no longer stops it")
    func configuration() throws {
        let scratch = try Scratch(["app.uiflow": Self.broken, ".uiflow.yml": "rules:\n  missing-argument: warning\n"])
        let result = try CLI.run(["generate", "swift", "app.uiflow", "-o", "Destination.swift"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.read("Destination.swift") != nil)
    }

    @Test("--check passes on what it would write and fails, writing nothing, on anything else")
    func check() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        #expect(try CLI.run(["generate", "swift", "app.uiflow", "-o", "Destination.swift"], in: scratch.url).status == 0)
        #expect(try CLI.run(["generate", "swift", "app.uiflow", "--check", "Destination.swift"], in: scratch.url).status == 0)
        try scratch.write("app.uiflow", Self.flow + "\n[Settings]\n")
        let stale = try CLI.run(["generate", "swift", "app.uiflow", "--check", "Destination.swift"], in: scratch.url)
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("Destination.swift is not what `uiflow generate swift` writes for this flow; generate it again"))
        #expect(scratch.read("Destination.swift")?.contains("settings") == false)
    }

    @Test("--type-name must be a type name; --access takes internal or public", arguments: [
        ["--type-name", "class"], ["--type-name", "1Route"], ["--access", "private"],
    ])
    func usage(arguments: [String]) throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let result = try CLI.run(["generate", "swift", "app.uiflow"] + arguments, in: scratch.url)
        #expect(result.status == 64, "\(result.stderr)")
    }

    @Test("--access public and --type-name change the declarations")
    func options() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let result = try CLI.run(["generate", "swift", "app.uiflow", "--access", "public", "--type-name", "AppRoute"], in: scratch.url)
        #expect(result.stdout.contains("public enum AppRoute: Hashable, Sendable {"))
        #expect(result.stdout.contains("    public init?(url: URL) {"))
    }
}

@Suite("uiflow-codegen, the build plugin's tool")
struct CodegenToolTests {
    static var tool: URL { CLI.executable.deletingLastPathComponent().appendingPathComponent("uiflow-codegen") }

    @Test("it writes what `uiflow generate swift` writes, and leaves an unchanged file alone")
    func sameCode() throws {
        let scratch = try Scratch(["app.uiflow": GenerateCommandTests.flow])
        let first = try CLI.run(["-o", "Destination.swift", "app.uiflow"], in: scratch.url, executable: Self.tool)
        #expect(first.status == 0, "\(first.stderr)")
        let cli = try CLI.run(["generate", "swift", "app.uiflow"], in: scratch.url)
        #expect(scratch.read("Destination.swift") == cli.stdout)
        let output = scratch.url.appendingPathComponent("Destination.swift")
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: output.path)
        #expect(try CLI.run(["-o", "Destination.swift", "app.uiflow"], in: scratch.url, executable: Self.tool).status == 0)
        let stamp = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(stamp == old)
    }

    @Test("a closed standard error does not stop it: exit 1 for the flow's errors, not a trap")
    func closedStandardError() throws {
        let scratch = try Scratch(["app.uiflow": GenerateCommandTests.broken])
        let result = try CLI.shell("'\(Self.tool.path)' -o Destination.swift app.uiflow 2>&-", in: scratch.url)
        #expect(result.status == 1, "\(result.stderr)")
    }

    @Test("the flow's errors: exit 1, `file:line:column: error:` on standard error, nothing written")
    func errors() throws {
        let scratch = try Scratch(["app.uiflow": GenerateCommandTests.broken])
        let result = try CLI.run(["-o", "Destination.swift", "app.uiflow"], in: scratch.url, executable: Self.tool)
        #expect(result.status == 1)
        #expect(result.stderr.contains("app.uiflow:5:10: error: "), "\(result.stderr)")
        #expect(scratch.read("Destination.swift") == nil)
    }
}
