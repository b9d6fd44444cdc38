import Foundation
import TestSupport
import Testing

@Suite("uiflow render: SVG, PNG and PDF")
struct RenderImageCommandTests {
    static let flow = "[Home]\nFeed\n--\nTap\n==push{open}=> Detail(id: 1)\n\n[Detail(id: Int)]\nPhotos\n"

    @Test("the format comes from the output's extension: .svg, .png, .pdf")
    func formatsFromExtension() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        for name in ["app.svg", "app.png", "app.pdf"] {
            let result = try CLI.run(["render", "app.uiflow", "-o", name], in: scratch.url)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
        }
        let svg = try #require(scratch.read("app.svg"))
        #expect(svg.hasPrefix("<?xml") && svg.contains("<svg") && svg.contains(">Detail</text>"))
        let png = try Data(contentsOf: scratch.url.appendingPathComponent("app.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) && png.count > 1_000)
        let pdf = try Data(contentsOf: scratch.url.appendingPathComponent("app.pdf"))
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(scratch.entries == ["app.pdf", "app.png", "app.svg", "app.uiflow"])
    }

    @Test("-f picks the format whatever the name; a picture can go to standard output")
    func formatOption() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let result = try CLI.run(["render", "app.uiflow", "-f", "png"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stdoutData.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let svg = try CLI.run(["render", "app.uiflow", "-f", "svg", "-o", "picture.out"], in: scratch.url)
        #expect(svg.status == 0)
        #expect(scratch.read("picture.out")?.contains("<svg") == true)
    }

    @Test("the original tool's invocation renders PNG: uiflow -i app.txt -f png -o app.png")
    func originalInvocationPNG() throws {
        let scratch = try Scratch(["app.txt": Self.flow])
        let result = try CLI.run(["-i", "app.txt", "-f", "png", "-o", "app.png"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Data(contentsOf: scratch.url.appendingPathComponent("app.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("a failed render leaves an existing output file as it was, with no temporary file: Graphviz error, exit 73")
    func graphvizFailureKeepsExistingOutput() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow, "existing.svg": "<svg>previous</svg>"])
        let result = try CLI.run(
            ["render", "app.uiflow", "-o", "existing.svg", "--engine", "no-such-engine"], in: scratch.url)
        #expect(result.status == 73)
        #expect(
            result.stderr.hasPrefix(
                "uiflow: error: Graphviz cannot lay out the graph: Layout type: \"no-such-engine\" not recognized. Use one of:"))
        #expect(scratch.read("existing.svg") == "<svg>previous</svg>")
        #expect(scratch.entries == ["app.uiflow", "existing.svg"])
    }

    /// A flow of `count` screens, each leading to the next.
    static func chain(_ count: Int) -> String {
        (0..<count).map { $0 + 1 < count ? "[S\($0)]\n--\ngo\n==> S\($0 + 1)\n" : "[S\($0)]\n" }.joined(separator: "\n")
    }

    @Test("a flow too large for Graphviz is refused before the layout, exit 73, saying what to do; the output is left alone")
    func tooLargeIsRefused() throws {
        let scratch = try Scratch(["big.uiflow": Self.chain(33_000), "existing.svg": "<svg>previous</svg>"])
        for (format, name) in [("svg", "existing.svg"), ("png", "big.png")] {
            let clock = ContinuousClock()
            let start = clock.now
            let result = try CLI.run(["render", "big.uiflow", "-f", format, "-o", name], in: scratch.url)
            #expect(result.status == 73)
            #expect(
                result.stderr.hasPrefix(
                    "uiflow: error: too large for Graphviz: the graph has 33,000 nodes (screens and undefined targets), "
                        + "more than the limit of 2,000: Graphviz would take minutes and gigabytes to lay it out."))
            for advice in ["one group's screens", "`-f dot`", "`--no-size-limits`"] {
                #expect(result.stderr.contains(advice), "\(advice)")
            }
            // Graphviz would crash on this chain after minutes; it is refused at once.
            #expect(clock.now - start < .seconds(60))
        }
        #expect(scratch.read("existing.svg") == "<svg>previous</svg>")
        #expect(scratch.entries == ["big.uiflow", "existing.svg"])
        // --no-size-limits keeps the crash guards: 33,000 screens crash Graphviz, and are refused still.
        let lifted = try CLI.run(["render", "big.uiflow", "-o", "big.svg", "--no-size-limits"], in: scratch.url)
        #expect(lifted.status == 73)
        #expect(lifted.stderr.contains("more than the limit of 30,000") && lifted.stderr.contains("crashes"))
        #expect(!lifted.stderr.contains("`--no-size-limits`"))
        // DOT needs no layout, and is written whatever the size.
        let dot = try CLI.run(["render", "big.uiflow", "-f", "dot", "-o", "big.dot"], in: scratch.url)
        #expect(dot.status == 0, "\(dot.stderr)")
    }

    @Test("--no-size-limits draws a flow over the default limits")
    func sizeLimitsCanBeLifted() throws {
        let scratch = try Scratch(["big.uiflow": Self.chain(2_001)])
        let refused = try CLI.run(["render", "big.uiflow", "-o", "big.svg"], in: scratch.url)
        #expect(refused.status == 73)
        let result = try CLI.run(["render", "big.uiflow", "-o", "big.svg", "--no-size-limits"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.read("big.svg")?.contains(">S2000</text>") == true)
    }

    @Test("a failed render leaves an existing output file as it was: errors in the input, exit 1")
    func inputErrorKeepsExistingOutput() throws {
        let scratch = try Scratch(["bad.uiflow": "[A]\n[A]\n", "existing.svg": "<svg>previous</svg>"])
        let result = try CLI.run(["render", "bad.uiflow", "-o", "existing.svg"], in: scratch.url)
        #expect(result.status == 1)
        #expect(scratch.read("existing.svg") == "<svg>previous</svg>")
        #expect(scratch.entries == ["bad.uiflow", "existing.svg"])
    }

    @Test("--engine, --font, --direction and -G/-N/-E reach Graphviz")
    func optionsReachGraphviz() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let result = try CLI.run(
            [
                "render", "app.uiflow", "-o", "app.svg", "--engine", "neato", "--font", "DejaVu Serif", "--direction", "TB",
                "-N", "fontcolor=#123456", "-E", "color=#654321", "-G", "bgcolor=#fedcba",
            ], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try #require(scratch.read("app.svg"))
        #expect(svg.contains("font-family=\"DejaVu Serif\""))
        #expect(svg.contains("fill=\"#123456\""))
        #expect(svg.contains("stroke=\"#654321\""))
        #expect(svg.contains("fill=\"#fedcba\""))
        let dot = try CLI.run(
            ["render", "app.uiflow", "-f", "dot", "-G", "splines=ortho", "--graph-attribute", "rankdir=BT", "--layout", "fast"],
            in: scratch.url)
        #expect(dot.stdout.contains(#"rankdir="BT""#))
        #expect(dot.stdout.contains(#"nslimit="1", nslimit1="1", mclimit="0.1", splines="ortho""#))
    }

    @Test("an attribute without `=` is a usage error", arguments: [["-G", "splines"], ["-N", "=x"], ["--edge-attribute", ""]])
    func badAttribute(arguments: [String]) throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let result = try CLI.run(["render", "app.uiflow", "-o", "app.svg"] + arguments, in: scratch.url)
        #expect(result.status == 64)
        #expect(scratch.entries == ["app.uiflow"])
    }

    @Test("Graphviz's warnings are printed as uiflow warnings, and the output is written")
    func graphvizWarnings() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let result = try CLI.run(["render", "app.uiflow", "-o", "app.svg", "-E", "color=no_colour"], in: scratch.url)
        #expect(result.status == 0)
        #expect(result.stderr == "uiflow: warning: Graphviz: no_colour is not a known color.\n")
        #expect(scratch.read("app.svg")?.contains("<svg") == true)
    }

    @Test("--help says how to render one diagram per file, and names the formats")
    func helpMentionsOneDiagramPerFile() throws {
        let result = try CLI.run(["render", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("For one diagram per file"))
        #expect(result.stdout.contains("svg, png, pdf, dot, json"))
        #expect(result.stdout.contains("--watch"))
    }

    @Test("--watch needs an output file and real files", arguments: [["app.uiflow", "--watch"], ["-", "-o", "x.svg", "--watch"]])
    func watchUsage(arguments: [String]) throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let result = try CLI.run(["render"] + arguments, in: scratch.url)
        #expect(result.status == 64)
    }

    @Test("--watch renders again when an input changes, reports errors without exiting, and stops on SIGTERM")
    func watch() async throws {
        let scratch = try Scratch(["flows/app.uiflow": Self.flow])
        let watcher = try WatchedProcess(["render", "flows", "-o", "app.svg", "--watch"], in: scratch.url)
        defer { watcher.stop() }

        try await watcher.waitUntil("the first render") { scratch.read("app.svg")?.contains(">Detail</text>") == true }

        // An edit to the file.
        try scratch.write("flows/app.uiflow", Self.flow + "\n[Settings]\n")
        try await watcher.waitUntil("the edit's render") { scratch.read("app.svg")?.contains(">Settings</text>") == true }

        // A new file in the watched directory.
        try scratch.write("flows/more.uiflow", "[Profile]\n")
        try await watcher.waitUntil("the new file's render") { scratch.read("app.svg")?.contains(">Profile</text>") == true }

        // An error is reported; the output stays as it was; uiflow keeps watching.
        let before = scratch.read("app.svg")
        try scratch.write("flows/more.uiflow", "[Profile]\n[Profile]\n")
        try await watcher.waitUntil("the error report") { watcher.stderr.contains("is already defined") }
        #expect(scratch.read("app.svg") == before)
        #expect(watcher.isRunning)

        // Fixed again.
        try scratch.write("flows/more.uiflow", "[Profile]\n--\nTap\n==> Home\n")
        try await watcher.waitUntil("the fix's render") { scratch.read("app.svg")?.contains("Profile:action0-&gt;Home") == true }

        let status = try await watcher.terminate()
        #expect(status == 0, "\(watcher.stderr)")
        #expect(scratch.entries == ["app.svg", "flows"])
    }
}

/// A `uiflow` process that keeps running, such as `render --watch`.
final class WatchedProcess: @unchecked Sendable {
    private let process = Process()
    private let errorFile: URL

    init(_ arguments: [String], in directory: URL) throws {
        errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-watch-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.executableURL = CLI.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
    }

    var isRunning: Bool { process.isRunning }

    /// What the process wrote on standard error so far.
    var stderr: String {
        String(decoding: (try? Data(contentsOf: errorFile)) ?? Data(), as: UTF8.self)
    }

    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    /// Polls `condition` for up to 30 seconds.
    func waitUntil(_ what: String, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition() {
            guard ContinuousClock.now < deadline, process.isRunning else {
                throw Timeout(description: "no \(what) (running: \(process.isRunning)); stderr: \(stderr)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Sends SIGTERM and waits for the exit status.
    func terminate() async throws -> Int32 {
        process.terminate()
        let deadline = ContinuousClock.now + .seconds(10)
        while process.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        return process.isRunning ? -1 : process.terminationStatus
    }

    /// The exit status, once the process has ended.
    var exitStatus: Int32? { process.isRunning ? nil : process.terminationStatus }

    /// Sends SIGINT, as Ctrl-C does.
    func interrupt() { process.interrupt() }

    /// Polls `condition` for up to `seconds` without leaving the thread; whether it came true.
    func waitSynchronously(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return true
    }

    func stop() {
        if process.isRunning { process.interrupt() }
        try? FileManager.default.removeItem(at: errorFile)
    }
}
