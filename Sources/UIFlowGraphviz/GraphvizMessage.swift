/// Something Graphviz said while reading, laying out or rendering a graph, in its own words.
///
/// Graphviz reports through `agerr`; ``GraphvizRenderer`` captures every report of a call (nothing
/// reaches standard error) and hands it back: warnings in ``Rendering/warnings``, and the messages
/// of a failed call in ``GraphvizError/messages``. With
/// ``GraphvizRenderer/capturesStandardError``, each line written to standard error during the call
/// (by Graphviz's path router, which prints there directly) is a warning too, after the reports.
public struct GraphvizMessage: Sendable, Hashable, CustomStringConvertible {
    /// How serious Graphviz says the report is.
    public enum Severity: String, Sendable, Hashable {
        /// Graphviz went on; the picture may be affected (an unknown attribute value, a missing font…).
        case warning
        /// Graphviz could not do what it was asked.
        case error
    }

    /// How serious the report is.
    public var severity: Severity
    /// Graphviz's own text, without its `Error:`/`Warning:` prefix and trailing line break; a report
    /// that Graphviz continued over several lines keeps its inner line breaks.
    public var text: String

    /// Creates a message.
    public init(severity: Severity, text: String) {
        self.severity = severity
        self.text = text
    }

    /// `warning: text` or `error: text`.
    public var description: String { "\(severity.rawValue): \(text)" }
}
