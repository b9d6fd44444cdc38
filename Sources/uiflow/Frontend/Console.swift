import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowKit

/// Where a command's messages go: diagnostics and errors on stderr, results on stdout.
///
/// Every write is checked: when a stream cannot be written (`> /dev/full`, a closed descriptor), the
/// write throws ``ExitStatus/cannotWriteOutput`` (73), which ends the command with that status,
/// instead of trapping as `FileHandle.write` does.
enum Console {
    /// Whether standard error is a terminal that wants colour (not when `NO_COLOR` is set).
    static var stderrIsColorTerminal: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    /// Whether standard output is a terminal that wants colour.
    static var stdoutIsColorTerminal: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    static func printError(_ message: String) throws(ExitCode) {
        try writeStandardError("uiflow: error: \(message)\n")
    }

    static func printWarning(_ message: String) throws(ExitCode) {
        try writeStandardError("uiflow: warning: \(message)\n")
    }

    /// A progress note, such as the ones `--watch` prints.
    static func printNote(_ message: String) throws(ExitCode) {
        try writeStandardError("uiflow: \(message)\n")
    }

    static func writeStandardError(_ text: String) throws(ExitCode) {
        guard write(Data(text.utf8), to: STDERR_FILENO) == nil else {
            throw ExitStatus.exit(ExitStatus.cannotWriteOutput)
        }
    }

    /// Writes a result; when standard output cannot take it, says so on stderr and throws.
    static func writeStandardOutput(_ data: Data) throws(ExitCode) {
        if let error = write(data, to: STDOUT_FILENO) {
            try? printError("cannot write to standard output (\(error))")
            throw ExitStatus.exit(ExitStatus.cannotWriteOutput)
        }
    }

    /// Prints diagnostics on stderr, coloured on a terminal.
    static func report(_ diagnostics: [Diagnostic]) throws(ExitCode) {
        guard !diagnostics.isEmpty else { return }
        try writeStandardError(TextReporter(isColored: stderrIsColorTerminal).format(diagnostics))
    }

    /// Writes all of `data` to `descriptor`; the reason when it cannot.
    private static func write(_ data: Data, to descriptor: Int32) -> String? {
        Descriptor.writeAll(data, to: descriptor).map { String(cString: strerror($0)) }
    }

    /// Makes sure standard input, output and error are open before anything else opens a file:
    /// were one closed (`uiflow render … >&-`), the next file opened would take its number, and
    /// results meant for the terminal would go into it. A closed input becomes the directory
    /// `/`, which no read accepts, so that `-` says standard input cannot be read (status 66)
    /// rather than reading an empty flow; a closed output refuses every write (`/dev/full`), so
    /// that the command fails with status 73 as it does for any output it cannot write.
    static func guardStandardStreams() {
        for (descriptor, replacement) in [(STDIN_FILENO, "/"), (STDOUT_FILENO, "/dev/full"), (STDERR_FILENO, "/dev/full")]
        where fcntl(descriptor, F_GETFD) < 0 {
            let opened = open(replacement, descriptor == STDIN_FILENO ? O_RDONLY | O_DIRECTORY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }
}
