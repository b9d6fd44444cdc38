/// Glob patterns over `/`-separated paths: `*` matches within one path component, `**` matches any
/// number of components (including none), `?` one character; everything else is literal.
enum Glob {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let patternComponents = pattern.split(separator: "/", omittingEmptySubsequences: true)
        let pathComponents = path.split(separator: "/", omittingEmptySubsequences: true)
        return wildcardMatch(patternComponents, pathComponents, isWildcard: { $0 == "**" }) { pattern, component in
            wildcardMatch(Array(pattern), Array(component), isWildcard: { $0 == "*" }) { $0 == "?" || $0 == $1 }
        }
    }

    /// Matches `text` against `pattern`, where a wildcard element stands for any run of elements
    /// (including none) and `matches` decides the others. One remembered backtrack point keeps it
    /// linear in practice.
    private static func wildcardMatch<Element>(
        _ pattern: [Element], _ text: [Element], isWildcard: (Element) -> Bool,
        matches: (Element, Element) -> Bool
    ) -> Bool {
        var p = 0
        var t = 0
        var star: (p: Int, t: Int)?
        while t < text.count {
            if p < pattern.count, isWildcard(pattern[p]) {
                star = (p, t)
                p += 1
            } else if p < pattern.count, matches(pattern[p], text[t]) {
                p += 1
                t += 1
            } else if let backtrack = star {
                star = (backtrack.p, backtrack.t + 1)
                p = backtrack.p + 1
                t = backtrack.t + 1
            } else {
                return false
            }
        }
        while p < pattern.count, isWildcard(pattern[p]) { p += 1 }
        return p == pattern.count
    }
}
