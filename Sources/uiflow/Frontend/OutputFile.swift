import Foundation
import UIFlowKit

/// Writing a command's result: to stdout for `-` or no path, else atomically to a file
/// (``AtomicFile``), so that a failed or interrupted run never leaves a partial or empty file and
/// an existing one stays as it was.
enum OutputFile {
    static func write(_ data: Data, to path: String?) throws(AtomicFile.WriteError) {
        guard let path, path != "-" else {
            Console.writeStandardOutput(data)
            return
        }
        try AtomicFile.write(data, to: path)
    }
}
