/// A route taken apart for the generated matcher: the scheme (none for a `/path` route), the
/// segments that must match one by one (for a URL, its host first), and the query items.
struct SwiftRoute {
    /// A segment or a query value: text that must be there, or a placeholder's parameter.
    enum Part: Equatable {
        /// Percent-decoded text, compared with the link's decoded text.
        case literal(String)
        /// The position of the screen's parameter the placeholder names.
        case parameter(Int)
        /// A query value that is a path of its own (`?url=/settings/:section`): its segments,
        /// each literal or a placeholder, compared one by one with the value's.
        case path([Part])
    }

    /// The route as written.
    var route: Route
    /// The scheme, lowercased; `nil` for a route that is a path, which matches any URL's path.
    var scheme: String?
    /// The host (lowercased) then the path segments, for a URL; the path segments for a path.
    var segments: [Part]
    /// The query items, in order: a name, and what its value must be.
    var query: [(name: String, value: Part)]

    /// How many parts are literal: a route with more is tried first, so that `/products/new` wins
    /// over `/products/:id`.
    var literalCount: Int {
        flattened.count { if case .literal = $0 { true } else { false } }
    }

    /// The parameters the route carries.
    var parameters: Set<Int> {
        Set(flattened.compactMap { if case .parameter(let index) = $0 { index } else { nil } })
    }

    /// The parameters of placeholders in a path inside a query value (`?url=/settings/:section`),
    /// whose text a link carries encoded twice.
    var nestedParameters: Set<Int> {
        var result: Set<Int> = []
        for case .path(let inner) in query.map(\.value) {
            for case .parameter(let index) in inner { result.insert(index) }
        }
        return result
    }

    /// Every literal and placeholder, those of paths in query values included.
    private var flattened: [Part] {
        (segments + query.map(\.value)).flatMap { part -> [Part] in
            if case .path(let inner) = part { return inner }
            return [part]
        }
    }

    /// Takes `route` apart; `nil`, with the reason, for what the generated matcher cannot match:
    /// a fragment, a placeholder inside a segment, a placeholder naming no parameter.
    static func parse(_ route: Route, of screen: Screen) -> Result<SwiftRoute, Problem> {
        var text = Substring(route.pattern)
        if text.contains("#") { return .failure(Problem("a route with a `#` fragment")) }
        var scheme: String?
        if !text.hasPrefix("/") {
            guard let separator = text.range(of: "://") else { return .failure(Problem("a route that is neither a path nor a URL")) }
            scheme = text[..<separator.lowerBound].lowercased()
            text = text[separator.upperBound...]
        }
        let queryText: Substring
        if let mark = text.firstIndex(of: "?") {
            queryText = text[text.index(after: mark)...]
            text = text[..<mark]
        } else {
            queryText = ""
        }
        var segments: [Part] = []
        for (index, segment) in text.split(separator: "/").enumerated() {
            guard var part = part(segment, of: route, in: screen) else {
                return .failure(Problem("a placeholder inside a path segment (`\(segment)`); a placeholder must be a whole segment"))
            }
            if index == 0, scheme != nil, case .literal(let host) = part { part = .literal(host.lowercased()) }
            segments.append(part)
        }
        var query: [(name: String, value: Part)] = []
        for item in queryText.split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = percentDecoded(pair[0])
            let text = pair.count > 1 ? pair[1] : ""
            guard !name.hasPrefix(":") else {
                return .failure(Problem("a placeholder as a query item's name (`\(item)`)"))
            }
            if let value = part(text, of: route, in: screen) {
                query.append((name, value))
                continue
            }
            // A path inside a query value (`url=/settings/:section`), each segment whole.
            guard text.hasPrefix("/") else {
                return .failure(Problem("a placeholder inside a query item (`\(item)`); a placeholder must be a whole value, or a whole segment of a path that starts with `/`"))
            }
            var inner: [Part] = []
            for segment in text.split(separator: "/") {
                guard let piece = part(segment, of: route, in: screen) else {
                    return .failure(Problem("a placeholder inside a segment of the query value `\(text)`; a placeholder must be a whole segment"))
                }
                inner.append(piece)
            }
            query.append((name, .path(inner)))
        }
        let all = segments + query.flatMap { item -> [Part] in
            if case .path(let inner) = item.value { return inner }
            return [item.value]
        }
        for case .parameter(let index) in all where index < 0 {
            return .failure(Problem("a placeholder that names none of the screen's parameters"))
        }
        return .success(SwiftRoute(route: route, scheme: scheme, segments: segments, query: query))
    }

    /// A segment or value: a placeholder when it is one of the route's placeholders whole (`:id`,
    /// its parameter's index, or -1 when it names no parameter), literal text when it holds none,
    /// `nil` when it mixes both. What a placeholder is, the parser has said (``Route/placeholders``).
    private static func part(_ text: Substring, of route: Route, in screen: Screen) -> Part? {
        let names = route.placeholders.map(\.name)
        if text.first == ":", let name = names.first(where: { $0[...] == text.dropFirst() }) {
            return .parameter(screen.parameters.firstIndex { $0.name == name } ?? -1)
        }
        if names.contains(where: { text.contains(":" + $0) }) { return nil }
        return .literal(percentDecoded(text))
    }

    /// `%E3%81%82` and `a%20b` decoded; a `%` not followed by two hex digits stays as it is.
    static func percentDecoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
                let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Why a route has no matcher.
    struct Problem: Error {
        var what: String
        init(_ what: String) { self.what = what }
    }
}
