import Foundation
import TestSupport
import Testing

/// What used to crash, hang or mislead `uiflow` on hostile or unusual input and output.
@Suite("Crashes, hangs and unbounded input")
struct HardeningCommandTests {
    static let flow = "[Home]\n--\nTap\n==> Detail\n\n[Detail]\n--\nClose\n==> Missing\n"

    @Test(
        "an output that cannot be written ends the command with 73, never a crash",
        arguments: [
            "\"$UIFLOW\" render app.uiflow -f dot > /dev/full",
            "\"$UIFLOW\" render app.uiflow -f dot >&-",
            "\"$UIFLOW\" lint app.uiflow 2> /dev/full",
            "\"$UIFLOW\" lint app.uiflow >&- 2>&-",
            "\"$UIFLOW\" spec app.uiflow > /dev/full",
            "\"$UIFLOW\" render app.uiflow -f json > /dev/full 2>&-",
        ])
    func unwritableOutput(script: String) throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let result = try CLI.shell(script, in: scratch.url)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error"))
    }

    @Test("a message that says why standard output failed")
    func unwritableOutputMessage() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let result = try CLI.shell("\"$UIFLOW\" render app.uiflow -f dot > /dev/full", in: scratch.url)
        #expect(result.status == 73)
        #expect(result.stderr.contains("uiflow: error: cannot write to standard output (No space left on device)"), "\(result.stderr)")
    }

    @Test("standard input is read up to the size limit: /dev/zero is refused at once, with the way round")
    func endlessStandardInput() throws {
        let scratch = try Scratch()
        let start = Date()
        let result = try CLI.shell("\"$UIFLOW\" lint - --max-input-size 8M < /dev/zero", in: scratch.url)
        #expect(result.status == 66)
        #expect(result.stderr.contains("<stdin>: is larger than 8 MiB"), "\(result.stderr)")
        #expect(result.stderr.contains("--max-input-size"))
        #expect(Date().timeIntervalSince(start) < 10)
        let defaultLimit = try CLI.shell("head -c 70000000 /dev/zero | \"$UIFLOW\" render - -f dot", in: scratch.url)
        #expect(defaultLimit.status == 66)
        #expect(defaultLimit.stderr.contains("larger than 64 MiB"), "\(defaultLimit.stderr)")
    }

    @Test("a FIFO is read like a file (the shell's <(…)); a device says what is wrong with it")
    func specialFiles() throws {
        let scratch = try Scratch()
        let fifo = try CLI.shell("\"$UIFLOW\" render <(printf '[Home]\\n') -f dot", in: scratch.url, shell: "/bin/bash")
        #expect(fifo.status == 0, "\(fifo.stderr)")
        #expect(fifo.stdout.contains("\"Home\""))
        let device = try CLI.run(["render", "/dev/zero", "-f", "dot"], in: scratch.url)
        #expect(device.status == 66)
        #expect(device.stderr.contains("/dev/zero: is larger than 64 MiB"), "\(device.stderr)")
        #expect(!device.stderr.contains("permission"))
    }

    @Test("-o onto a loop of symbolic links is refused, and the links stay")
    func symbolicLinkLoop() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        try FileManager.default.createSymbolicLink(atPath: scratch.path("a.svg"), withDestinationPath: "b.svg")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("b.svg"), withDestinationPath: "a.svg")
        let result = try CLI.run(["render", "app.uiflow", "-o", "a.svg", "-f", "dot"], in: scratch.url)
        #expect(result.status == 73)
        #expect(result.stderr.contains("too many levels of symbolic links"), "\(result.stderr)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("a.svg"))) == "b.svg")
        #expect(scratch.entries == ["a.svg", "app.uiflow", "b.svg"])
    }

    @Test("an alias bomb in .uiflow.yml is refused in a moment with status 64, naming the line")
    func aliasBomb() throws {
        let scratch = try Scratch([".uiflow.yml": HostileInputs.aliasBomb, "app.uiflow": Self.flow])
        for command in ["lint", "spec"] {
            let start = Date()
            let result = try CLI.run([command, "app.uiflow"], in: scratch.url)
            #expect(result.status == 64)
            #expect(result.stderr.contains(".uiflow.yml:1:4: error: anchors"), "\(result.stderr)")
            #expect(Date().timeIntervalSince(start) < 5)
        }
    }

    /// A flow Graphviz lays out in several seconds.
    static let slowLayoutFlow: String = {
        var text = ""
        for index in 0..<800 {
            text += "[S\(index)]\nScreen \(index)\n--\nNext\n==push=> S\(index + 1)\n"
            if index % 5 == 4 { text += "Again\n==push=> S\(index / 2)\n" }
            text += "\n"
        }
        return text
    }()

    /// Synchronous, with `Thread.sleep`: the timing must not wait for a thread of Swift's
    /// cooperative pool, which other tests may be holding.
    @Test("Ctrl-C during a --watch render ends uiflow at once with 130, the last render's output left as it was")
    func interruptDuringWatchRender() throws {
        let scratch = try Scratch(["app.uiflow": Self.flow])
        let watcher = try WatchedProcess(["render", "app.uiflow", "-o", "app.svg", "--watch"], in: scratch.url)
        defer { watcher.stop() }
        #expect(watcher.waitSynchronously(seconds: 60) { watcher.stderr.contains("watching") }, "no first render")
        let first = scratch.read("app.svg")
        // A change whose render takes Graphviz several seconds (800 screens: 8 s here, where 600
        // took 2 to 4 s, too close to the wait below); interrupt in the middle of it.
        try scratch.write("app.uiflow", Self.slowLayoutFlow)
        Thread.sleep(forTimeInterval: 1.5)
        #expect(watcher.stderr.components(separatedBy: " wrote ").count == 2, "the second render ended too soon: \(watcher.stderr)")
        watcher.interrupt()
        #expect(watcher.waitSynchronously(seconds: 5) { !watcher.isRunning }, "still watching after Ctrl-C: \(watcher.stderr)")
        #expect(watcher.exitStatus == 130)
        #expect(scratch.read("app.svg") == first)
        #expect(scratch.entries == ["app.svg", "app.uiflow"])
    }

    @Test("help text is wrapped at word boundaries: no sentence broken over short lines", arguments: ["render", "lint", "spec", "preview"])
    func helpWrapping(command: String) throws {
        let result = try CLI.shell("COLUMNS=80 \"$UIFLOW\" help \(command)", in: CLI.packageRoot)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated().dropLast() {
            let next = lines[index + 1]
            let widow = line.count < 30 && !line.hasPrefix(" ") && !line.hasSuffix(":") && !line.isEmpty
                && next.first?.isLowercase == true
            #expect(!widow, "`\(line)` is followed by `\(next)`")
            #expect(line.count <= 80 || line.hasPrefix("USAGE:"), "`\(line)` is longer than 80 columns")
        }
    }
}
