import Foundation
import TestSupport
import Testing

@Suite("uiflow render")
struct RenderCommandTests {
    static let flow = "[Home]\n--\nTap\n==push=> Detail(id: 1)\n\n[Detail(id: Int)]\n"

    @Test("renders DOT to stdout by default")
    func dotToStdout() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let result = try CLI.run(["render", scratch.path("app.uiflow")])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("digraph \"uiflow\" {"))
        #expect(result.stdout.contains(#""Home":"action0":e -> "Detail":"title":w"#))
        #expect(result.stderr.isEmpty)
    }

    @Test("the format comes from -f, else from the output's extension")
    func formatFromOption() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        #expect(try CLI.run(["render", scratch.path("app.uiflow"), "-f", "json"]).stdout.hasPrefix("{\n  \"version\": 1,"))
        let result = try CLI.run(["render", scratch.path("app.uiflow"), "-o", scratch.path("out.json")])
        #expect(result.status == 0)
        #expect(scratch.read("out.json")?.contains("\"name\": \"Detail\"") == true)
        #expect(try CLI.run(["render", scratch.path("app.uiflow"), "-o", scratch.path("out.gv")]).status == 0)
        #expect(scratch.read("out.gv")?.hasPrefix("digraph") == true)
    }

    @Test("the original tool's invocation still works: uiflow -i app.txt -f dot -o app.dot")
    func originalInvocation() throws {
        let scratch = try Scratch(["app.txt": Self.flow])
        let result = try CLI.run(["-i", "app.txt", "-f", "dot", "-o", "app.dot"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.read("app.dot")?.hasPrefix("digraph") == true)
    }

    @Test("`-` reads standard input")
    func standardInput() throws {
        let result = try CLI.run(["render", "-", "-f", "json"], input: Self.flow)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"file\": \"<stdin>\""))
    }

    @Test("several inputs and directories form one flow")
    func severalInputs() throws {
        let scratch = try Scratch([
            "flows/b.uiflow": "[Detail]\n", "flows/a.uiflow": "[Home]\n--\nTap\n==> Detail\n", "flows/notes.txt": "ignored",
            "flows/nested/c.uif": "[Other]\n",
        ])
        let result = try CLI.run(["render", "flows", "-f", "json"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try #require(
            (try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any])?["files"] as? [String])
        #expect(files == ["flows/a.uiflow", "flows/b.uiflow", "flows/nested/c.uif"])
        #expect(result.stdout.contains("\"defined\": true"))
    }

    @Test("syntax errors go to stderr as file:line:col, exit 1, and nothing is written")
    func syntaxErrors() throws {
        let scratch = try Scratch(["bad.uiflow": "preamble\n[A]\n--\nx\n--\n"])
        let result = try CLI.run(["render", "bad.uiflow", "-o", "out.dot"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("bad.uiflow:1:1: error: text before the first screen block"))
        #expect(result.stderr.contains("bad.uiflow:5:1: error: a screen block has one separator"))
        #expect(result.stdout.isEmpty)
        #expect(scratch.entries == ["bad.uiflow"])
    }

    @Test("a failed render leaves an existing output file as it was")
    func failedRenderKeepsExistingOutput() throws {
        let scratch = try Scratch(["bad.uiflow": "[A]\n[A]\n", "out.dot": "previous contents"])
        let result = try CLI.run(["render", "bad.uiflow", "-o", "out.dot"], in: scratch.url)
        #expect(result.status == 1)
        #expect(scratch.read("out.dot") == "previous contents")
        #expect(scratch.entries == ["bad.uiflow", "out.dot"])
    }

    @Test("warnings are printed and the output is still written")
    func warningsDoNotFail() throws {
        let scratch = try Scratch(["warn.uiflow": "[A]\n@mention x\n"])
        let result = try CLI.run(["render", "warn.uiflow", "-o", "out.dot"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("warn.uiflow:2:1: warning: unknown directive `@mention`"))
        #expect(scratch.read("out.dot") != nil)
    }

    @Test("a missing input is a clear error naming it, with exit status 66")
    func missingInput() throws {
        let result = try CLI.run(["render", "no-such-file.uiflow"])
        #expect(result.status == 66)
        #expect(result.stderr == "uiflow: error: no-such-file.uiflow: no such file or directory\n")
    }

    @Test("a file that is not UTF-8 is an error naming the file and the byte")
    func notUTF8() throws {
        let scratch = try Scratch()
        try Data([0x5B, 0x41, 0x5D, 0x0A, 0xFF, 0x0A]).write(to: scratch.url.appendingPathComponent("latin1.uiflow"))
        let result = try CLI.run(["render", "latin1.uiflow"], in: scratch.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("latin1.uiflow:2:1: error: invalid UTF-8 at byte offset 4"))
    }

    @Test("usage errors exit with 64", arguments: [["render"], ["render", "x", "-f", "gif"], ["--no-such-option"]])
    func usageErrors(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64)
        #expect(!result.stderr.isEmpty)
    }

    @Test("an output name without a known extension needs -f")
    func unknownExtension() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let result = try CLI.run(["render", "app.uiflow", "-o", "app.xyz"], in: scratch.url)
        #expect(result.status == 64)
        #expect(result.stderr.contains("cannot tell the format"))
    }

    @Test("--help documents the exit statuses")
    func helpDocumentsExitStatuses() throws {
        let result = try CLI.run(["--help"])
        #expect(result.status == 0)
        for line in ["0   success", "1   the input has errors", "64  usage error", "66  an input", "73  the output"] {
            #expect(result.stdout.contains(line))
        }
    }
}

@Suite("Interrupted runs", .serialized)
struct InterruptTests {
    /// A flow large enough that rendering it takes a moment in a debug build.
    static let bigFlow: String = {
        var text = ""
        for index in 0..<60_000 {
            text += "[S\(index)]\nWhat the user sees on screen \(index)\n--\nNext\n==push=> S\(index + 1)\n\n"
        }
        return text
    }()

    /// A flow whose SVG takes Graphviz a moment: a chain with jumps back, laid out in the fast mode.
    static let layoutFlow: String = {
        var text = ""
        for index in 0..<600 {
            text += "[S\(index)]\nScreen \(index)\n--\nNext\n==push=> S\(index + 1)\n"
            if index % 5 == 4 { text += "Again\n==push=> S\(index / 2)\n" }
            text += "\n"
        }
        return text
    }()

    @Test(
        "an interrupt at any moment leaves the old output or the complete new one, and no temporary file",
        arguments: [("dot", 0.05), ("dot", 0.3), ("dot", 0.8), ("dot", 1.5), ("svg", 0.1), ("svg", 0.6), ("svg", 1.5)])
    func interruptLeavesOutputIntact(format: String, delay: Double) throws {
        let output = "out.\(format)"
        let input = format == "svg" ? Self.layoutFlow : Self.bigFlow
        let scratch = try Scratch(["big.uiflow": input, output: "previous contents"])
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["render", "big.uiflow", "-o", output]
        process.currentDirectoryURL = scratch.url
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        process.interrupt()
        process.waitUntilExit()
        let written = try #require(scratch.read(output))
        let complete =
            format == "svg"
            ? written.hasPrefix("<?xml") && written.hasSuffix("</svg>\n")
            : written.hasPrefix("digraph") && written.hasSuffix("}\n")
        #expect(written == "previous contents" || complete)
        #expect(scratch.entries == ["big.uiflow", output])
    }
}
