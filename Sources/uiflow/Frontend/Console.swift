import Foundation
import UIFlowKit

/// Where a command's messages go: diagnostics and errors on stderr, results on stdout.
enum Console {
    /// Whether standard error is a terminal that wants colour (not when `NO_COLOR` is set).
    static var stderrIsColorTerminal: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    /// Whether standard output is a terminal that wants colour.
    static var stdoutIsColorTerminal: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    static func printError(_ message: String) {
        writeStandardError("uiflow: error: \(message)\n")
    }

    static func printWarning(_ message: String) {
        writeStandardError("uiflow: warning: \(message)\n")
    }

    /// A progress note, such as the ones `--watch` prints.
    static func printNote(_ message: String) {
        writeStandardError("uiflow: \(message)\n")
    }

    static func writeStandardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func writeStandardOutput(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }

    /// Prints diagnostics on stderr, coloured on a terminal.
    static func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        writeStandardError(TextReporter(isColored: stderrIsColorTerminal).format(diagnostics))
    }
}
