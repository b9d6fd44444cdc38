/// The small pieces of English every message and document is written with, in one place.
enum English {
    /// `1 parameter`, `2 parameters`: the count and the noun, plural when it is not one.
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(plural(count, noun))"
    }

    /// `parameter` for one, `parameters` otherwise.
    static func plural(_ count: Int, _ noun: String) -> String {
        count == 1 ? noun : noun + "s"
    }

    /// `` `a`, `b` or `c` `` for a list of names; past `limit` names, `` `a`, `b` and 7 more ``, so
    /// that a message stays readable (and small) whatever the flow.
    static func quotedList(_ names: [String], conjunction: String = "or", limit: Int = 6) -> String {
        let kept = names.count > limit ? Array(names.prefix(limit - 1)) : names
        var quoted = kept.map { "`\($0)`" }
        if names.count > kept.count {
            quoted.append("\(names.count - kept.count) more")
        }
        return list(quoted, conjunction: names.count > kept.count ? "and" : conjunction)
    }

    /// `a`, `a and b`, `a, b and c` (with `conjunction` for `and`).
    static func list(_ items: [String], conjunction: String = "and") -> String {
        guard let last = items.last else { return "" }
        if items.count == 1 { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// Text from a flow as a message shows it: as it is when short, else its start and an
    /// ellipsis, so that a message stays readable (and small) whatever a name or line holds.
    static func shown(_ text: String, limit: Int = 80) -> String {
        guard text.utf8.count > limit else { return text }
        var result = String(text.prefix(limit - 1))
        guard result.count < text.count else { return text }
        result += "…"
        return result
    }
}
