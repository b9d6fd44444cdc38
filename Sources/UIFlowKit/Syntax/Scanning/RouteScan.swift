/// What makes a `@route` pattern unusable, and where its placeholders are.
enum RouteScan {
    /// Why `pattern` is not a route, or `nil` when it is one: a path starting with `/`, or a URL
    /// `scheme://…`, with no whitespace.
    static func problem(in pattern: String) -> String? {
        if pattern.unicodeScalars.contains(where: \.properties.isWhitespace) {
            return "a route is one path or URL, with no spaces"
        }
        if pattern.hasPrefix("/") { return nil }
        guard let separator = pattern.range(of: "://") else {
            return "write a path starting with `/` (`/profiles/:userId`) or a URL (`myapp://profiles/:userId`)"
        }
        let scheme = pattern[..<separator.lowerBound]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
            scheme.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "+-.".unicodeScalars.contains($0))
            })
        else {
            return "the URL scheme `\(scheme)` must start with a letter and hold only letters, digits, `+`, `-` and `.`"
        }
        return nil
    }

    /// The `:name` placeholders of `pattern`, in order: a `:` followed by an identifier (not the
    /// `:` of `myapp://` or of a port number), as the name and the scalar offsets of the colon and
    /// of the end of the name.
    static func placeholders(in pattern: String) -> [(name: String, start: Int, end: Int)] {
        var result: [(name: String, start: Int, end: Int)] = []
        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == ":", index < scalars.count, Identifier.isHead(scalars[index]) else { continue }
            let start = index
            while index < scalars.count, Identifier.isBody(scalars[index]) { index += 1 }
            result.append((String(String.UnicodeScalarView(scalars[start..<index])), start - 1, index))
        }
        return result
    }
}
