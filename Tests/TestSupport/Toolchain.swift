import Foundation

/// The Swift compiler the tests compile generated code with: `$SWIFTC`, else `swiftc` on the
/// `PATH`, else the one beside the `swift` running the tests (`/opt/swift/usr/bin` here).
public enum Toolchain {
    public static let swiftc: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["SWIFTC"] { return URL(fileURLWithPath: explicit) }
        let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        return directories.map { URL(fileURLWithPath: $0).appendingPathComponent("swiftc") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// What a program printed and how it ended.
    public struct Outcome: Sendable {
        public var status: Int32
        public var output: String
    }

    /// Runs `executable` with `arguments`, standard output and error together.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Outcome {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let log = directory.appendingPathComponent("output-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Outcome(status: process.terminationStatus, output: String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }
}
