/// Assembles Graphviz's reports from the pieces its error function receives.
///
/// Graphviz hands a report over in parts: `"Error"` or `"Warning"`, then `": "`, then the text
/// (ending in a line break); a continuation of the previous report comes without the first two.
struct MessageCapture {
    private var finished: [GraphvizMessage] = []
    /// A level word that may start a report, held until the next piece shows whether it does.
    private var pendingLevel: String?
    /// The text of the report being assembled.
    private var current = ""
    private var currentSeverity: GraphvizMessage.Severity?

    /// Every report so far, the one being assembled included.
    var messages: [GraphvizMessage] {
        var copy = self
        if let level = copy.pendingLevel {
            copy.pendingLevel = nil
            copy.add(level)
        }
        copy.finish()
        return copy.finished
    }

    mutating func append(_ piece: String) {
        if let level = pendingLevel {
            pendingLevel = nil
            if piece == ": " {
                finish()
                currentSeverity = level == "Error" ? .error : .warning
                return
            }
            add(level)
        }
        if piece == "Error" || piece == "Warning" {
            pendingLevel = piece
            return
        }
        add(piece)
    }

    private mutating func add(_ text: String) {
        if currentSeverity == nil {
            // Text without a level continues the previous report (Graphviz's `AGPREV`).
            if let last = finished.popLast() {
                current = last.text + "\n"
                currentSeverity = last.severity
            } else {
                currentSeverity = .warning
            }
        }
        current += text
        // A report normally ends with a line break; close it there, and reopen it for a continuation.
        if current.hasSuffix("\n") { finish() }
    }

    private mutating func finish() {
        guard let severity = currentSeverity else { return }
        var text = Substring(current)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        if !text.isEmpty { finished.append(GraphvizMessage(severity: severity, text: String(text))) }
        current = ""
        currentSeverity = nil
    }
}
