import Foundation
import TestSupport
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Testing

@Suite("uiflow preview")
struct PreviewCommandTests {
    @Test("--help says the server binds to the loopback address by default, and how to open it")
    func help() throws {
        let result = try CLI.run(["preview", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("127.0.0.1"))
        #expect(result.stdout.contains("loopback"))
        #expect(result.stdout.contains("--port"))
        #expect(result.stdout.contains("--host"))
        #expect(try CLI.run(["--help"]).stdout.contains("preview"))
    }

    @Test("standard input, no file, and a file in a missing directory are refused before anything listens")
    func badInputs() throws {
        #expect(try CLI.run(["preview"]).status == 64)
        let stdin = try CLI.run(["preview", "-"])
        #expect(stdin.status == 64)
        #expect(stdin.stderr.contains("standard input"))
        let missing = try CLI.run(["preview", "no/such/dir/app.uiflow"])
        #expect(missing.status == 66)
        #expect(try CLI.run(["preview", "app.uiflow", "--host", "not an address", "--port", "0"]).status == 69)
    }

    @Test("the command prints the page's address, serves it, and stops cleanly on SIGTERM; a taken port exits 69")
    func servesAndStops() throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n"])
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["preview", "app.uiflow", "--port", "0"]
        process.currentDirectoryURL = scratch.url
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        // The first line of standard output is the address.
        var line = Data()
        let handle = output.fileHandleForReading
        while !line.contains(UInt8(ascii: "\n")) {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty { break }
            line += byte
        }
        let address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(address.hasPrefix("http://127.0.0.1:"))
        let url = try #require(URL(string: address))
        let page = try Data(contentsOf: url)
        #expect(String(decoding: page, as: UTF8.self).contains("uiflow preview"))

        // Another preview on the same port cannot start.
        let port = try #require(url.port)
        let taken = try CLI.run(["preview", "app.uiflow", "--port", String(port)], in: scratch.url)
        #expect(taken.status == 69)
        #expect(taken.stderr.contains("already in use"))

        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(said.contains("previewing app.uiflow at \(address)"))
        #expect(said.contains("stopped"))
    }

    /// Runs `uiflow preview` with `arguments` in `directory`, killing it (SIGKILL) if it has not
    /// exited within `seconds`: its status and standard error, or nil status when it had to be killed.
    private func runBounded(_ arguments: [String], in directory: URL, seconds: Double = 10) throws -> (status: Int32?, stderr: String) {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        var status: Int32?
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        } else {
            status = process.terminationStatus
        }
        return (status, String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test("a FIFO or a device given as a flow is refused with exit 66 at once, without opening it")
    func nonRegularFiles() throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n"])
        let fifo = scratch.path("pipe.uiflow")
        #expect(mkfifo(fifo, 0o600) == 0)
        let started = Date()
        let piped = try runBounded(["preview", "pipe.uiflow", "--port", "0"], in: scratch.url)
        #expect(piped.status == 66, "exit status \(piped.status.map(String.init) ?? "none: it hung and was killed")")
        #expect(piped.stderr.contains("pipe.uiflow"))
        #expect(piped.stderr.contains("not a regular file"), "\(piped.stderr)")
        #expect(Date().timeIntervalSince(started) < 8)
        // Beside a regular file, too.
        #expect(try runBounded(["preview", "app.uiflow", "pipe.uiflow", "--port", "0"], in: scratch.url).status == 66)
        // Through a symbolic link.
        try FileManager.default.createSymbolicLink(atPath: scratch.path("link.uiflow"), withDestinationPath: "pipe.uiflow")
        #expect(try runBounded(["preview", "link.uiflow", "--port", "0"], in: scratch.url).status == 66)
        // A character device.
        let device = try runBounded(["preview", "/dev/null", "--port", "0"], in: scratch.url)
        #expect(device.status == 66)
        #expect(device.stderr.contains("not a regular file"), "\(device.stderr)")
    }
}
