extension DiffWriter {
    /// A pull-request comment: a summary line, the breaking changes as a list, then every change in
    /// a table folded under `<details>`.
    func markdown(_ diff: FlowDiff) -> String {
        var text = "### uiflow diff\n\n"
        text += Markdown.code(old) + " → " + Markdown.code(new) + ": " + Self.summary(diff)
        if diff.hasBreakingChanges { text += " ⚠️" }
        text += ".\n"
        guard !diff.changes.isEmpty else { return text }
        let breaking = diff.changes.filter(\.isBreaking)
        if !breaking.isEmpty {
            text += "\n**Breaking changes**\n\n"
            for (shown, change) in breaking.enumerated() {
                // At most half the room: the table of every change follows.
                guard text.utf8.count < Self.markdownLimit / 2 else {
                    text += "- … and " + English.count(breaking.count - shown, "more breaking change") + "\n"
                    break
                }
                text += "- " + (change.screen.map { "**" + Markdown.inline($0) + "**: " } ?? "")
                text += Markdown.code(change.kind.rawValue) + " " + cell(change) + "\n"
            }
        }
        text += "\n<details>\n<summary>All " + English.count(diff.changes.count, "change") + "</summary>\n\n"
        text += "| Screen | Change | Before → after | Where |\n| --- | --- | --- | --- |\n"
        for (shown, change) in diff.changes.enumerated() {
            var row = "| " + (change.screen.map(Markdown.inline) ?? "") + " | " + Markdown.code(change.kind.rawValue)
            row += change.isBreaking ? " **breaking**" : ""
            row += " | " + cell(change) + " | " + (change.where.map { Markdown.code($0.description) } ?? "") + " |\n"
            // GitHub refuses a comment of more than 65,536 characters: the table stops short of it.
            if text.utf8.count + row.utf8.count > Self.markdownLimit {
                text += "\n… and " + English.count(diff.changes.count - shown, "more change")
                text += ": `uiflow diff` without `-f markdown` lists them all.\n"
                break
            }
            text += row
        }
        text += "\n</details>\n"
        return text
    }

    /// The most bytes the Markdown's table grows to (with the breaking list before it), under
    /// GitHub's limit of 65,536 characters for a comment.
    static let markdownLimit = 60_000

    /// Before and after as code spans, line breaks as `<br>`.
    private func cell(_ change: FlowChange) -> String {
        Self.values(change) { value in
            value.split(separator: "\n", omittingEmptySubsequences: false).map { Markdown.code(String($0)) }
                .joined(separator: "<br>")
        }
    }
}
