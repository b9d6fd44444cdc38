/// Glob patterns over `/`-separated paths: `*` matches within one path component, `**` matches any
/// number of components (including none), `?` one character; everything else is literal.
enum Glob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        matchComponents(Array(pattern.split(separator: "/", omittingEmptySubsequences: true)),
            Array(path.split(separator: "/", omittingEmptySubsequences: true)))
    }

    /// Matches component lists; `**` is handled with one remembered backtrack point, so matching
    /// stays linear in practice.
    private static func matchComponents(_ pattern: [Substring], _ path: [Substring]) -> Bool {
        var p = 0
        var s = 0
        var star: (p: Int, s: Int)?
        while s < path.count {
            if p < pattern.count, pattern[p] == "**" {
                star = (p, s)
                p += 1
            } else if p < pattern.count, matchComponent(pattern[p], path[s]) {
                p += 1
                s += 1
            } else if let backtrack = star {
                star = (backtrack.p, backtrack.s + 1)
                p = backtrack.p + 1
                s = backtrack.s + 1
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "**" { p += 1 }
        return p == pattern.count
    }

    /// Matches one component with `*` and `?`, by the same single-backtrack method.
    private static func matchComponent(_ pattern: Substring, _ text: Substring) -> Bool {
        let pattern = Array(pattern)
        let text = Array(text)
        var p = 0
        var t = 0
        var star: (p: Int, t: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = (p, t)
                p += 1
            } else if let backtrack = star {
                star = (backtrack.p, backtrack.t + 1)
                p = backtrack.p + 1
                t = backtrack.t + 1
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
