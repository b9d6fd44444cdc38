import ArgumentParser
import Foundation
import UIFlowFiles

/// Writing a command's result: to stdout for `-` or no path, else atomically to a file
/// (``AtomicFile``), so that a failed or interrupted run never leaves a partial or empty file and
/// an existing one stays as it was. An interrupt that comes during the write takes effect once the
/// file is complete, so no temporary file is left behind either.
enum OutputFile {
    /// Refuses, before any work, to write a binary format (`name`: PNG, PDF) to standard output
    /// when that is a terminal, where it would only garble the screen.
    static func refuseBinaryOnTerminal(_ name: String, isBinary: Bool, path: String?) throws {
        guard isBinary, path == nil || path == "-", isatty(STDOUT_FILENO) == 1 else { return }
        throw ValidationError("refusing to write \(name.uppercased()) to a terminal; pass -o FILE or redirect the output")
    }

    /// Writes `data`; on failure says why on stderr and throws ``ExitStatus/cannotWriteOutput``.
    /// With `creatingDirectory`, the directory the file goes in is made first when missing (the
    /// files `render --split` and `spec`'s diagrams write).
    static func write(_ data: Data, to path: String?, creatingDirectory: Bool = false) throws(ExitCode) {
        guard let path, path != "-" else {
            try Console.writeStandardOutput(data)
            return
        }
        if creatingDirectory { try createDirectory(of: path) }
        do {
            try Interrupts.deferring { () throws(AtomicFile.WriteError) in try AtomicFile.write(data, to: path) }
        } catch {
            try? Console.printError(error.description)
            throw ExitStatus.exit(ExitStatus.cannotWriteOutput)
        }
    }

    /// Makes the directory `path` goes in, when missing.
    private static func createDirectory(of path: String) throws(ExitCode) {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            try Console.printError("cannot create the directory `\(directory)`: \(error.localizedDescription)")
            throw ExitStatus.exit(ExitStatus.cannotWriteOutput)
        }
    }
}
