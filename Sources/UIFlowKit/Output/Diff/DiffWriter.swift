/// Writes a ``FlowDiff`` for people and tools: one line per change (text), a pull-request comment
/// (Markdown), or JSON (docs/json.md).
///
/// ```swift
/// let text = DiffWriter(format: .text, old: "main:flows", new: "flows").write(diff)
/// ```
public struct DiffWriter: Sendable {
    /// What the diff is written as.
    public enum Format: String, Sendable, CaseIterable {
        /// `file:line:col: kind: before → after`, one line per change, under a `[Screen]` line
        /// for each screen.
        case text
        /// A summary line, the breaking changes, and every change in a folded table, for a
        /// pull-request comment.
        case markdown
        /// `{"version", "old", "new", "changes": [...]}`.
        case json
    }

    /// The format.
    public var format: Format
    /// What the old side is called (a path, or `REV:PATH`).
    public var old: String
    /// What the new side is called.
    public var new: String
    /// Whether the text format colours each kind, as a terminal shows it: added green, removed
    /// red, changed yellow, `(breaking)` bold red. Off by default; the other formats ignore it.
    public var isColored = false

    /// Creates a writer.
    public init(format: Format, old: String, new: String, isColored: Bool = false) {
        self.format = format
        self.old = old
        self.new = new
        self.isColored = isColored
    }

    /// The diff, written.
    public func write(_ diff: FlowDiff) -> String {
        switch format {
        case .text: text(diff)
        case .markdown: markdown(diff)
        case .json: json(diff)
        }
    }

    /// `3 changes in 2 screens, 1 breaking`, or `no changes`.
    public static func summary(_ diff: FlowDiff) -> String {
        guard !diff.changes.isEmpty else { return "no changes" }
        let screens = Set(diff.changes.compactMap(\.screen)).count
        let breaking = diff.changes.count(where: \.isBreaking)
        return English.count(diff.changes.count, "change")
            + (screens > 0 ? " in " + English.count(screens, "screen") : "")
            + (breaking > 0 ? ", \(breaking) breaking" : "")
    }

    private func text(_ diff: FlowDiff) -> String {
        var text = ""
        var screen: String??
        for change in diff.changes {
            if screen != .some(change.screen) {
                screen = .some(change.screen)
                text += change.screen.map { "[\($0)]\n" } ?? "(outside every screen)\n"
            }
            text += "  "
            if let location = change.where { text += "\(location): " }
            text += colored(change.kind.rawValue, change.kind.rawValue.hasSuffix("-changed") ? "33" : change.after == nil ? "31" : "32")
            text += change.isBreaking ? " " + colored("(breaking)", "1;31") : ""
            text += ": " + Self.values(change, oneLine: { $0.replacingOccurrences(of: "\n", with: " / ") }) + "\n"
        }
        return text
    }

    /// `text` in the ANSI colour `code` when ``isColored``.
    private func colored(_ text: String, _ code: String) -> String {
        isColored ? "\u{1B}[" + code + "m" + text + "\u{1B}[0m" : text
    }

    /// `before → after`; the one side there is for a kind that says which (`route-added`), and
    /// `none` for the missing side of a `…-changed` (`directive-changed: none → @navigation`).
    static func values(_ change: FlowChange, oneLine: (String) -> String) -> String {
        let missing = change.kind.rawValue.hasSuffix("-changed") ? "none" : nil
        switch (change.before, change.after) {
        case (let before?, let after?): return oneLine(before) + " → " + oneLine(after)
        case (let before?, nil): return oneLine(before) + (missing.map { " → " + $0 } ?? "")
        case (nil, let after?): return (missing.map { $0 + " → " } ?? "") + oneLine(after)
        case (nil, nil): return ""
        }
    }
}

extension FlowChange {
    /// Where to look: for something removed, where it was; else where it is now.
    var `where`: SourceLocation? { ((after == nil ? old : new) ?? new ?? old)?.location }
}
