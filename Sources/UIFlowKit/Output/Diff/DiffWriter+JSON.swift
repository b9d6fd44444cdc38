extension DiffWriter {
    /// The JSON of docs/json.md: the version, both sides' names, and each change with its kind,
    /// whether it is breaking, its screen, before and after, and where it is on each side.
    func json(_ diff: FlowDiff) -> String {
        var json = JSONStream(capacity: diff.changes.count * 400)
        json.beginObject()
        json.field("version", 1)
        json.field("old", old)
        json.field("new", new)
        json.field("summary", Self.summary(diff))
        json.field("breaking", diff.hasBreakingChanges)
        json.array("changes", diff.changes) { json, change in
            json.beginObject()
            json.field("kind", change.kind.rawValue)
            json.field("breaking", change.isBreaking)
            json.field("screen", change.screen)
            json.field("before", change.before)
            json.field("after", change.after)
            json.range("old", change.old)
            json.range("new", change.new)
            json.endObject()
        }
        json.endObject()
        return json.text + "\n"
    }
}

extension JSONStream {
    /// `"name": {"file", "line", "column", "endLine", "endColumn"}`, or `null`.
    mutating func range(_ name: StaticString, _ range: SourceRange?) {
        key(name)
        guard let range else {
            null()
            return
        }
        beginObject()
        location(range.location)
        field("endLine", range.end.line)
        field("endColumn", range.end.column)
        endObject()
    }
}
