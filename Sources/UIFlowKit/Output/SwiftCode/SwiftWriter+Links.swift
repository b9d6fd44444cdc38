extension SwiftWriter {
    /// `init?(url:)`, `url`, and a matcher per route on `Link`.
    func writeLinks(_ plan: SwiftPlan, to out: inout SwiftSource) {
        let a = access.prefix
        let screens = plan.flow.screens
        // Routes with more literal parts first, then in the order of the flow.
        let ordered = screens.indices.flatMap { screen in plan.routes[screen].map { (screen, $0) } }
            .enumerated().sorted { ($1.element.1.literalCount, $0.offset) < ($0.element.1.literalCount, $1.offset) }
            .map(\.element)
        out.line("// MARK: - Deep links")
        out.line()
        out.block("extension \(typeName)") { out in
            out.line("/// The destination a link opens: the first route of the flow that matches it, routes with more")
            out.line("/// literal parts tried first. `nil` when none matches: another scheme or host, segments missing or")
            out.line("/// extra, a value that does not convert to its parameter's type, a required query value missing.")
            out.block("\(a)init?(url: URL)") { out in
                guard !ordered.isEmpty else {
                    out.line("return nil")
                    return
                }
                out.line("guard let link = \(plan.names.linkType)(url) else { return nil }")
                for (number, _) in ordered.enumerated() {
                    out.line("if let destination = link.route\(number)() { self = destination; return }")
                }
                out.line("return nil")
            }
            out.line()
            out.line("/// A link that opens this destination, from its screen's first route; `nil` when the screen has")
            out.line("/// no route, or a path placeholder's value is `nil` or empty. Parameters the route leaves out are not in it.")
            out.block("\(a)var url: URL?") { out in
                out.switchOnSelf { out in
                    for index in screens.indices {
                        let caseName = plan.names.screenCases[index]
                        guard let route = plan.urlRoutes[index] else {
                            out.line("case .\(SwiftIdentifier.escaped(caseName)): nil")
                            continue
                        }
                        out.line(urlCase(caseName, plan.parameters[index], route, link: plan.names.linkType))
                    }
                }
            }
        }
        guard !ordered.isEmpty else { return }
        out.line()
        out.block("extension \(typeName).\(plan.names.linkType)") { out in
            for (number, (screen, route)) in ordered.enumerated() {
                if number > 0 { out.line() }
                writeMatcher(number, route, parameters: plan.parameters[screen], caseName: plan.names.screenCases[screen], to: &out)
            }
        }
    }

    /// `case let .product(v0, _): Link.url(["myapp://products/", Link.encoded(v0)])`.
    private func urlCase(_ caseName: String, _ parameters: [SwiftParameter], _ route: SwiftRoute, link: String) -> String {
        let used = route.parameters
        let bindings = parameters.indices.map { used.contains($0) ? "v\($0)" : "_" }
        let pattern = bindings.isEmpty || used.isEmpty
            ? "." + SwiftIdentifier.escaped(caseName)
            : "let ." + SwiftIdentifier.escaped(caseName) + "(" + bindings.joined(separator: ", ") + ")"
        var parts: [String] = []
        var literal = route.scheme.map { Self.encoded($0) + "://" } ?? ""
        for (position, segment) in route.segments.enumerated() {
            if position > 0 || route.scheme == nil { literal += "/" }
            switch segment {
            case .literal(let text):
                literal += Self.encoded(text)
            case .parameter(let index):
                parts.append(SwiftIdentifier.stringLiteral(literal))
                literal = ""
                parts.append(Self.encodedValue(index, parameters, link: link, segment: true))
            case .path:
                break
            }
        }
        if !literal.isEmpty || parts.isEmpty { parts.append(SwiftIdentifier.stringLiteral(literal)) }
        var call = "\(link).url([" + parts.joined(separator: ", ") + "]"
        if !route.query.isEmpty {
            // A path in a query value is required: without one of its segments there is no link.
            var required: [String] = []
            let items = route.query.map { name, value in
                let encodedValue: String
                switch value {
                case .literal(let text): encodedValue = SwiftIdentifier.stringLiteral(Self.encoded(text))
                case .parameter(let index): encodedValue = Self.encodedValue(index, parameters, link: link)
                case .path(let inner):
                    // Each segment encoded, joined with `/`, then the whole value encoded again.
                    let pieces = inner.flatMap { piece -> [String] in
                        switch piece {
                        case .literal(let text): [SwiftIdentifier.stringLiteral("/" + Self.encoded(text))]
                        case .parameter(let index): [SwiftIdentifier.stringLiteral("/"), Self.encodedValue(index, parameters, link: link, segment: true)]
                        case .path: []
                        }
                    }
                    encodedValue = "\(link).nested([" + pieces.joined(separator: ", ") + "])"
                    required.append(encodedValue)
                }
                return "(\(SwiftIdentifier.stringLiteral(Self.encoded(name))), \(encodedValue))"
            }
            call += ", query: [" + items.joined(separator: ", ") + "]"
            if !required.isEmpty { call += ", requiring: [" + required.joined(separator: ", ") + "]" }
        }
        return "case \(pattern): \(call))"
    }

    /// `Link.encoded(v0)`, or `Link.encoded(optional: v0)` for an optional parameter; `Link.segment(v0)`
    /// in a path, where an empty value has no link (the segment would vanish).
    private static func encodedValue(_ index: Int, _ parameters: [SwiftParameter], link: String, segment: Bool = false) -> String {
        let function = segment ? "segment" : "encoded"
        return parameters[index].type.isOptional ? "\(link).\(function)(optional: v\(index))" : "\(link).\(function)(v\(index))"
    }

    /// A matcher: `func routeN() -> Destination?`, comparing the link's parts with the route's.
    private func writeMatcher(_ number: Int, _ route: SwiftRoute, parameters: [SwiftParameter], caseName: String, to out: inout SwiftSource) {
        out.line("/// `\(SwiftIdentifier.comment(route.route.pattern))` (\(Self.place(route.route.range)))")
        out.block("func route\(number)() -> \(typeName)?") { out in
            var conditions = [
                "let parts = segments(scheme: \(route.scheme.map(SwiftIdentifier.stringLiteral) ?? "nil"))",
                "parts.count == \(route.segments.count)",
            ]
            for (position, segment) in route.segments.enumerated() {
                if case .literal(let text) = segment { conditions.append("parts[\(position)] == \(SwiftIdentifier.stringLiteral(text))") }
            }
            for (name, value) in route.query {
                if case .literal(let text) = value {
                    conditions.append("query[\(SwiftIdentifier.stringLiteral(name))] == \(SwiftIdentifier.stringLiteral(text))")
                }
            }
            // A path in a query value: its segments, decoded again, compared one by one.
            for (item, (name, value)) in route.query.enumerated() {
                guard case .path(let inner) = value else { continue }
                conditions.append("let nested\(item) = Self.nested(segmentsOf: query[\(SwiftIdentifier.stringLiteral(name))]), nested\(item).count == \(inner.count)")
                for (position, piece) in inner.enumerated() {
                    switch piece {
                    case .literal(let text): conditions.append("nested\(item)[\(position)] == \(SwiftIdentifier.stringLiteral(text))")
                    case .parameter(let index):
                        conditions.append("let v\(index) = \(parameters[index].type.converted)(routeValue: nested\(item)[\(position)])")
                    case .path: break
                    }
                }
            }
            for (position, segment) in route.segments.enumerated() {
                if case .parameter(let index) = segment {
                    conditions.append("let v\(index) = \(parameters[index].type.converted)(routeValue: parts[\(position)])")
                }
            }
            for (name, value) in route.query {
                guard case .parameter(let index) = value, parameters[index].isRequired else { continue }
                let type = parameters[index].type.converted
                let key = SwiftIdentifier.stringLiteral(name)
                conditions.append("let text\(index) = query[\(key)], let v\(index) = \(type)(routeValue: text\(index))")
            }
            out.guardOrReturnNil(conditions)
            for (name, value) in route.query {
                guard case .parameter(let index) = value, !parameters[index].isRequired else { continue }
                let parameter = parameters[index]
                let type = parameter.type
                out.line("var v\(index): \(type.declared) = \(parameter.defaultValue ?? "nil")")
                out.block("if let text = query[\(SwiftIdentifier.stringLiteral(name))]") { out in
                    out.line("guard let value = \(type.converted)(routeValue: text) else { return nil }")
                    out.line("v\(index) = value")
                }
            }
            let used = route.parameters
            let values = parameters.indices.map { used.contains($0) ? "v\($0)" : nil }
            out.line("return " + Self.construction(caseName, parameters.map(\.name), values: values))
        }
    }

    /// `a%20b`: text as a link writes it, everything but letters, digits and `-._~` percent-encoded.
    static func encoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
            {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return result
    }
}
