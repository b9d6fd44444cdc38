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
            for change in breaking {
                text += "- " + (change.screen.map { "**" + Markdown.inline($0) + "**: " } ?? "")
                text += Markdown.code(change.kind.rawValue) + " " + cell(change) + "\n"
            }
        }
        text += "\n<details>\n<summary>All " + English.count(diff.changes.count, "change") + "</summary>\n\n"
        text += "| Screen | Change | Before → after | Where |\n| --- | --- | --- | --- |\n"
        for change in diff.changes {
            text += "| " + (change.screen.map(Markdown.inline) ?? "") + " | " + Markdown.code(change.kind.rawValue)
            text += change.isBreaking ? " **breaking**" : ""
            text += " | " + cell(change) + " | " + (change.where.map { Markdown.code($0.description) } ?? "") + " |\n"
        }
        text += "\n</details>\n"
        return text
    }

    /// Before and after as code spans, line breaks as `<br>`.
    private func cell(_ change: FlowChange) -> String {
        Self.values(change) { value in
            value.split(separator: "\n", omittingEmptySubsequences: false).map { Markdown.code(String($0)) }
                .joined(separator: "<br>")
        }
    }
}
