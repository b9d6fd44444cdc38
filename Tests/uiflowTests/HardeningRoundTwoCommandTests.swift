import Foundation
import TestSupport
import Testing

/// The second round of outside probes against the built `uiflow` and `uiflow-codegen`: a flow that
/// injects code into the generated Swift, interrupts during a render, a closed standard input,
/// look-alike names, `diff --git` on a blob and on a large tree, a misspelt kind, `spec --svg`
/// into a new folder. Each test failed on the build before its fix.
@Suite("Hardening, round two: the command line")
struct HardeningRoundTwoCommandTests {
    /// The probe's flow: a `/*` in a default opens a comment that the `*/` in `B`'s name closes.
    static let injection = """
        [A(x: Int = 1 /*)]
        @entry
        --
        go
        ==push=> B */) ; static let injected: String = { print("INJECTED"); return "x" }() //

        [B */) ; static let injected: String = { print("INJECTED"); return "x" }() //]

        """

    @Test(
        "a flow's text never becomes code: each probe is refused at its place, exit 1, nothing written, by both tools",
        arguments: [
            (injection, "app.uiflow:1:15: error: the default of `x` is not a literal"),
            ("[Z(x: Int // c)]\n", "app.uiflow:1:11: error: the type of `x` is not one"),
            ("[Z(x: [Int] = [1] /*)]\n", "app.uiflow:1:19: error: the default of `x` is not a literal"),
            ("[Z(x: Int = #if DEBUG 1)]\n", "app.uiflow:1:13: error: the default of `x` is not a literal"),
            ("[Z(x: String = \"\\(exit(1))\")]\n", "app.uiflow:1:17: error: the default of `x` is not a literal"),
            ("[Z(x: Int8 = 300)]\n", "app.uiflow:1:14: error: the default `300` of `x` cannot be `Int8`"),
            ("[Z(x: Destination)]\n", "app.uiflow:1:7: error: the type of `x` names `Destination`"),
        ])
    func injectionRefused(flow: String, expected: String) throws {
        let scratch = try Scratch(["app.uiflow": flow])
        let cli = try CLI.run(["generate", "swift", "app.uiflow", "-o", "Destination.swift"], in: scratch.url)
        #expect(cli.status == 1, "\(cli.stderr)")
        #expect(cli.stderr.contains(expected), "\(cli.stderr)")
        #expect(scratch.read("Destination.swift") == nil)
        let tool = try CLI.run(["-o", "Destination.swift", "app.uiflow"], in: scratch.url, executable: CodegenToolTests.tool)
        #expect(tool.status == 1, "\(tool.stderr)")
        #expect(tool.stderr.contains(expected), "\(tool.stderr)")
        #expect(scratch.read("Destination.swift") == nil)
    }

    @Test("comment-like text in names and routes stays inside comments and strings, and both tools write the same bytes")
    func commentsStayComments() throws {
        let flow = """
            [Start */ PWNED /*]
            @entry
            @route app://x/*/y
            --
            Tap "*/" then "/*"
            ==push{*/ x /*}=> Next

            [Next]

            """
        let scratch = try Scratch(["app.uiflow": flow])
        let cli = try CLI.run(["generate", "swift", "app.uiflow", "-o", "Generated.swift"], in: scratch.url)
        #expect(cli.status == 0, "\(cli.stderr)")
        // Outside string literals, no `*/` or `/*` is left: every comment line is a comment.
        let code = try #require(scratch.read("Generated.swift"))
        for line in code.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            #expect(!line.contains("*/") && !line.contains("/*"), "\(line)")
        }
        // Had `PWNED` become code, it would name nothing and the file would not compile.
        let swiftc = try #require(Toolchain.swiftc)
        let checked = try Toolchain.run(swiftc, ["-typecheck", "-swift-version", "6", "Generated.swift"], in: scratch.url)
        #expect(checked.status == 0, "\(checked.output)")
        let tool = try CLI.run(["-o", "Destination.swift", "app.uiflow"], in: scratch.url, executable: CodegenToolTests.tool)
        #expect(tool.status == 0, "\(tool.stderr)")
        #expect(scratch.read("Destination.swift") == code)
    }

    /// A flow Graphviz takes seconds over: 600 screens, 1,800 transitions.
    static var largeFlow: String {
        var text = ""
        for index in 0..<600 {
            text += "[S\(index)]\n" + (index == 0 ? "@entry\n" : "") + "--\n"
            for step in 1...3 { text += "Tap \(step)\n==> S\((index * 7 + step * 131) % 600)\n" }
            text += "\n"
        }
        return text
    }

    @Test(
        "an interrupt during a long render stops uiflow within a second, with 130 and no output or temporary file",
        arguments: [["render", "big.uiflow", "-o", "big.svg"], ["render", "big.uiflow", "-o", "big.svg", "--watch"]])
    func interruptDuringRender(arguments: [String]) throws {
        let scratch = try Scratch(["big.uiflow": Self.largeFlow])
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = arguments
        process.currentDirectoryURL = scratch.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Graphviz lays this flow out for many seconds; the interrupt comes well inside that.
        Thread.sleep(forTimeInterval: 1.5)
        #expect(process.isRunning, "the render ended before the interrupt; the test proves nothing")
        let sent = Date()
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let took = Date().timeIntervalSince(sent)
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        #expect(took < 1, "uiflow took \(took) s to stop")
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        #expect(scratch.entries == ["big.uiflow"])
    }

    @Test("extract skips a Swift file nested too deep, naming it, and drafts the rest: no crash, no stall")
    func deepSwiftSources() throws {
        let scratch = try Scratch([
            "App/Generic.swift": "let x: " + String(repeating: "Array<", count: 1_000) + "Int" + String(repeating: ">", count: 1_000) + " = []\n",
            "App/Brackets.swift": "let x = " + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000) + "\n",
            "App/Literal.swift": "let x = " + String(repeating: "[", count: 22) + "1" + String(repeating: "]", count: 22) + "\n",
            "App/Home.swift": """
                import UIKit
                @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = HomeViewController() }
                }
                final class HomeViewController: UIViewController {}

                """,
        ])
        let start = Date()
        let result = try CLI.run(["extract", "App"], in: scratch.url)
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(result.status == 0, "\(result.stderr)")
        for name in ["Generic", "Brackets", "Literal"] {
            #expect(result.stderr.contains("uiflow: warning: App/\(name).swift: skipped: "), "\(result.stderr)")
        }
        #expect(result.stdout.contains("[Home]"), "\(result.stdout)")
    }

    @Test("a closed standard input cannot be read: exit 66 and why, not an empty flow")
    func closedStandardInput() throws {
        let scratch = try Scratch()
        let result = try CLI.shell("\"$UIFLOW\" render - -f dot <&-", in: scratch.url)
        #expect(result.status == 66, "\(result.stderr)")
        #expect(result.stderr.contains("<stdin>: cannot be read: standard input is closed"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("names equal after Unicode normalisation are reported, and the generated raw values round-trip")
    func lookalikeNames() throws {
        let flow = "[Caf\u{E9}]\n@entry\n--\nTap\n==> Cafe\u{301}\n\n[Cafe\u{301}]\n@exit\n"
        let scratch = try Scratch(["app.uiflow": flow])
        let lint = try CLI.run(["lint", "app.uiflow"], in: scratch.url)
        #expect(lint.stdout.contains("app.uiflow:7:2: warning: screen `Cafe\u{301}` has the name of `Caf\u{E9}` after Unicode normalization"), "\(lint.stdout)")
        #expect(lint.stdout.contains("[lookalike-names]"))
        let generated = try CLI.run(["generate", "swift", "app.uiflow", "-o", "Destination.swift"], in: scratch.url)
        #expect(generated.status == 0, "\(generated.stderr)")
        try scratch.write(
            "main.swift",
            """
            for screen in Destination.Screen.allCases where Destination.Screen(rawValue: screen.rawValue) != screen {
                print("\\(screen) does not round-trip")
            }
            print(Destination.Screen.allCases.count)

            """)
        let swiftc = try #require(Toolchain.swiftc)
        let built = try Toolchain.run(swiftc, ["-swift-version", "6", "Destination.swift", "main.swift", "-o", "program"], in: scratch.url)
        #expect(built.status == 0, "\(built.output)")
        let run = try Toolchain.run(scratch.url.appendingPathComponent("program"), [], in: scratch.url)
        #expect(run.output == "2\n", "\(run.output)")
    }

    @Test("a misspelt kind is one finding: the navigation rules do not guess what it meant")
    func misspeltKind() throws {
        let flow = "[Home]\n@entry\n@navigation\n--\nTap edit\n==presnt=> Editor\n\n[Editor]\n--\nTap close\n==dismiss=>\n"
        let scratch = try Scratch(["app.uiflow": flow])
        let result = try CLI.run(["lint", "app.uiflow"], in: scratch.url)
        let findings = result.stdout.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(findings.count == 1, "\(result.stdout)")
        #expect(result.stdout.contains("app.uiflow:6:3: error: unknown transition kind `presnt`"), "\(result.stdout)")
    }

    @Test("spec --svg into a folder that does not exist creates it, as render --split does")
    func specCreatesFolder() throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n@entry\n--\nTap\n==> Detail\n\n[Detail]\n@exit\n"])
        let result = try CLI.run(["spec", "app.uiflow", "-o", "SPEC.md", "--svg", "out/spec/x.svg"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.read("out/spec/x.svg")?.contains("<svg") == true)
        #expect(scratch.read("SPEC.md")?.contains("out/spec/x.svg") == true)
    }
}

/// `uiflow diff --git` against real repositories made for the test.
@Suite("Hardening, round two: diff --git")
struct DiffGitHardeningTests {
    /// A repository with `count` flow files committed, and the `git` commands run in it logged
    /// by a wrapper first on the `PATH`.
    static func repository(files count: Int) throws -> (Scratch, log: URL, environment: [String: String]) {
        let scratch = try Scratch()
        for index in 0..<count { try scratch.write("flows/f\(index).uiflow", "[Screen \(index)]\n") }
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in ["GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"] {
            environment[key] = value
        }
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["HOME"] = scratch.url.path
        let setup = Process()
        setup.executableURL = URL(fileURLWithPath: "/bin/sh")
        setup.arguments = ["-c", "git init -q . && git add flows && git commit -q -m flows"]
        setup.currentDirectoryURL = scratch.url
        setup.environment = environment
        try setup.run()
        setup.waitUntilExit()
        #expect(setup.terminationStatus == 0)
        let real = try #require(
            ((environment["PATH"] ?? "") + ":/usr/bin").split(separator: ":").map { "\($0)/git" }
                .first { FileManager.default.isExecutableFile(atPath: $0) })
        let log = scratch.url.appendingPathComponent("git.log")
        try scratch.write("bin/git", "#!/bin/sh\necho \"$1\" >> '\(log.path)'\nexec '\(real)' \"$@\"\n")
        chmod(scratch.path("bin/git"), 0o755)
        environment["PATH"] = scratch.path("bin") + ":" + (environment["PATH"] ?? "")
        return (scratch, log, environment)
    }

    static func run(_ arguments: [String], in scratch: Scratch, environment: [String: String]) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = arguments
        process.currentDirectoryURL = scratch.url
        process.environment = environment
        let errors = scratch.url.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: errors), as: UTF8.self))
    }

    @Test("--git with a blob where a commit is expected is refused, saying what it is")
    func blobRefused() throws {
        let (scratch, _, environment) = try Self.repository(files: 1)
        let result = try Self.run(["diff", "--git", "HEAD:flows/f0.uiflow"], in: scratch, environment: environment)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("HEAD:flows/f0.uiflow: is a git blob, not a commit"), "\(result.stderr)")
    }

    @Test("a tree of flow files is read with a handful of git processes, not one per file")
    func batchRead() throws {
        let (scratch, log, environment) = try Self.repository(files: 200)
        try scratch.write("flows/f0.uiflow", "[Screen 0]\n[Screen new]\n")
        let result = try Self.run(["diff", "--git", "HEAD", "flows"], in: scratch, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("change") && !result.stderr.contains("no changes"), "\(result.stderr)")
        let runs = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n") ?? []
        #expect(runs.count <= 8, "git ran \(runs.count) times: \(runs.prefix(12))")
    }
}
