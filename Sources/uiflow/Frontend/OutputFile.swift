import ArgumentParser
import Foundation
import UIFlowFiles

/// Writing a command's result: to stdout for `-` or no path, else atomically to a file
/// (``AtomicFile``), so that a failed or interrupted run never leaves a partial or empty file and
/// an existing one stays as it was. An interrupt that comes during the write takes effect once the
/// file is complete, so no temporary file is left behind either.
enum OutputFile {
    /// Writes `data`; on failure says why on stderr and throws ``ExitStatus/cannotWriteOutput``.
    static func write(_ data: Data, to path: String?) throws(ExitCode) {
        guard let path, path != "-" else {
            try Console.writeStandardOutput(data)
            return
        }
        do {
            try Interrupts.deferring { () throws(AtomicFile.WriteError) in try AtomicFile.write(data, to: path) }
        } catch {
            try? Console.printError(error.description)
            throw ExitStatus.exit(ExitStatus.cannotWriteOutput)
        }
    }
}
