import Foundation
import TestSupport
import Testing

/// Runs the built `uiflow` executable, as a user would, and captures what it does.
enum CLI {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `uiflow` executable SwiftPM built beside the test bundle.
    /// `UIFLOW_EXECUTABLE` runs the tests against another build (an older one, to see a test fail).
    static let executable: URL = {
        if let other = ProcessInfo.processInfo.environment["UIFLOW_EXECUTABLE"] { return URL(fileURLWithPath: other) }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("uiflow")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/uiflow")
    }()

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var stdoutData: Data
    }

    /// Runs `uiflow` with `arguments` in `directory`, feeding `input` on stdin.
    static func run(
        _ arguments: [String], in directory: URL? = nil, input: String = "", executable: URL = CLI.executable
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let files = ["stdin", "stdout", "stderr"].map { scratch.appendingPathComponent($0) }
        try Data(input.utf8).write(to: files[0])
        for file in files.dropFirst() { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["UIFLOW"] = Self.executable.path
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: files[0])
        process.standardOutput = try FileHandle(forWritingTo: files[1])
        process.standardError = try FileHandle(forWritingTo: files[2])
        try process.run()
        process.waitUntilExit()
        let stdout = try Data(contentsOf: files[1])
        return Result(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: files[2]), as: UTF8.self), stdoutData: stdout)
    }
}

extension CLI {
    /// Runs a `/bin/sh` script in `directory`, where `$UIFLOW` is the built executable: for
    /// redirections a `Process` cannot set up (`> /dev/full`, `>&-`).
    static func shell(_ script: String, in directory: URL, shell: String = "/bin/sh") throws -> Result {
        try run(["-c", script], in: directory, executable: URL(fileURLWithPath: shell))
    }
}
