import Foundation

/// Writing a command's result: to stdout for `-` or no path, else atomically to a file, so that a
/// failed or interrupted run never leaves a partial or empty file and an existing one stays as it was.
enum OutputFile {
    struct WriteError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): cannot be written (\(reason))" }
    }

    static func write(_ data: Data, to path: String?) throws(WriteError) {
        guard let path, path != "-" else {
            Console.writeStandardOutput(data)
            return
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw WriteError(path: path, reason: "the directory \(directory.path) does not exist")
        }
        // The temporary file sits beside the target, so that the final rename stays on one file
        // system and is atomic.
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        // An interrupt during these few milliseconds would leave the temporary file behind: it is
        // ignored until the new file is in place (an interrupt before this point, during the long
        // work of producing the output, ends the run with the old file untouched).
        let signals = [SIGINT, SIGTERM, SIGHUP]
        let previous = signals.map { signal($0, SIG_IGN) }
        defer {
            for (number, handler) in zip(signals, previous) { signal(number, handler) }
        }
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: (error as NSError).localizedDescription)
        }
        // rename(2) replaces the target in one step: readers see the old file or the new one.
        guard rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}
