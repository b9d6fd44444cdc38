extension SwiftWriter {
    /// `RouteParameter`, its conformances, and `Link`, which takes a URL apart and builds one.
    func writeSupport(_ names: SwiftNames, to out: inout SwiftSource) {
        let a = access.prefix
        let t = typeName
        let p = names.routeParameterType
        out.line("// MARK: - Route values")
        out.line()
        out.block("extension \(t)") { out in
            out.line("/// A type a route placeholder converts to and from: `String`, `Int`, `Int64`, `Double`, `Bool`,")
            out.line("/// `UUID`, and your own types, such as an enum with raw values:")
            out.line("/// `extension ProductSource: \(t).\(p) {}`.")
            out.block("\(a)protocol \(p)") { out in
                out.line("/// The value a link's percent-decoded text stands for; `nil` when it stands for none.")
                out.line("init?(routeValue: String)")
                out.line("/// The text a link carries for the value, before percent-encoding.")
                out.line("var routeValue: String { get }")
            }
        }
        out.line()
        out.block("extension \(t).\(p) where Self: RawRepresentable, RawValue: \(t).\(p)") { out in
            out.block("\(a)init?(routeValue: String)") { out in
                out.line("guard let raw = RawValue(routeValue: routeValue) else { return nil }")
                out.line("self.init(rawValue: raw)")
            }
            out.line("\(a)var routeValue: String { rawValue.routeValue }")
        }
        let conformances = [
            ("String", "self = routeValue", "self"),
            ("Int", "guard let value = Int(routeValue) else { return nil }\nself = value", "String(self)"),
            ("Int64", "guard let value = Int64(routeValue) else { return nil }\nself = value", "String(self)"),
            ("Double", "guard let value = Double(routeValue), value.isFinite else { return nil }\nself = value", "String(self)"),
            (
                "Bool",
                "switch routeValue {\ncase \"true\", \"1\": self = true\ncase \"false\", \"0\": self = false\ndefault: return nil\n}",
                "self ? \"true\" : \"false\""
            ),
            ("UUID", "guard let value = UUID(uuidString: routeValue) else { return nil }\nself = value", "uuidString"),
        ]
        for (type, parse, text) in conformances {
            out.line()
            out.block("extension \(type): \(t).\(p)") { out in
                out.block("\(a)init?(routeValue: String)") { out in out.lines(parse) }
                out.line("\(a)var routeValue: String { \(text) }")
            }
        }
        out.line()
        out.lines(Self.link(typeName: t, link: names.linkType, parameter: p))
    }

    /// `Link`: the same for every flow but for the type's name.
    private static func link(typeName t: String, link: String, parameter p: String) -> String {
        """
        extension \(t) {
            /// A link taken apart for matching: scheme, host, path segments and query values, decoded.
            fileprivate struct \(link) {
                var scheme: String?
                var host: String?
                var path: [String] = []
                var query: [String: String] = [:]

                init?(_ url: URL) {
                    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return nil }
                    for segment in components.percentEncodedPath.split(separator: "/") {
                        guard let decoded = String(segment).removingPercentEncoding else { return nil }
                        path.append(decoded)
                    }
                    for item in components.percentEncodedQueryItems ?? [] {
                        guard let name = item.name.removingPercentEncoding, query[name] == nil else { continue }
                        guard let value = (item.value ?? "").removingPercentEncoding else { return nil }
                        query[name] = value
                    }
                    scheme = components.scheme?.lowercased()
                    if let encodedHost = components.percentEncodedHost, !encodedHost.isEmpty {
                        guard let decoded = encodedHost.removingPercentEncoding else { return nil }
                        host = decoded.lowercased()
                    }
                }

                /// What a route's segments are compared with: for a URL route (`scheme`), the host and
                /// the path, when the scheme is the same; for a path route (`nil`), the path of any link.
                func segments(scheme expected: String?) -> [String]? {
                    guard let expected else { return path }
                    guard scheme == expected else { return nil }
                    return (host.map { [$0] } ?? []) + path
                }

                /// Letters, digits and `-._~`: what a segment or a query value keeps unencoded.
                static let unreserved = CharacterSet(
                    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

                static func encoded<Value: \(p)>(_ value: Value) -> String {
                    value.routeValue.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
                }

                static func encoded<Value: \(p)>(optional value: Value?) -> String? {
                    value.map { encoded($0) }
                }

                /// A path segment's text; `nil` when it is empty, which a link cannot carry.
                static func segment<Value: \(p)>(_ value: Value) -> String? {
                    let text = encoded(value)
                    return text.isEmpty ? nil : text
                }

                static func segment<Value: \(p)>(optional value: Value?) -> String? {
                    value.flatMap { segment($0) }
                }

                /// A path carried in a query value (`?url=/orders/7`): its parts joined, each
                /// segment already encoded, then encoded again as a value; `nil` when a part has none.
                static func nested(_ parts: [String?]) -> String? {
                    var text = ""
                    for part in parts {
                        guard let part else { return nil }
                        text += part
                    }
                    return text.addingPercentEncoding(withAllowedCharacters: unreserved)
                }

                /// The segments of a path carried in a query value, each decoded again (the value was
                /// decoded once with the query); `nil` when there is none or a segment does not decode.
                static func nested(segmentsOf value: String?) -> [String]? {
                    guard let value, value.hasPrefix("/") else { return nil }
                    var segments: [String] = []
                    for segment in value.split(separator: "/") {
                        guard let decoded = String(segment).removingPercentEncoding else { return nil }
                        segments.append(decoded)
                    }
                    return segments
                }

                /// The parts joined, then the query items that have a value; `nil` when a part, or a
                /// value `requiring` lists (a path in a query value), has none.
                static func url(_ parts: [String?], query: [(String, String?)] = [], requiring: [String?] = []) -> URL? {
                    guard !requiring.contains(where: { $0 == nil }) else { return nil }
                    var text = ""
                    for part in parts {
                        guard let part else { return nil }
                        text += part
                    }
                    let items = query.compactMap { name, value in value.map { name + "=" + $0 } }
                    if !items.isEmpty { text += "?" + items.joined(separator: "&") }
                    return URL(string: text)
                }
            }
        }
        """
    }
}
