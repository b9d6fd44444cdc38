extension Parser {
    /// Reads a directive line; `false` when the word after `@` is no directive, so the line is text.
    mutating func parseDirective(_ bytes: Span<UInt8>, _ content: Range<Int>) -> Bool {
        var end = content.lowerBound + 1
        while end < content.upperBound, Self.isDirectiveNameByte(bytes[end]) { end += 1 }
        let word = string(bytes, content.lowerBound + 1..<end)
        let argument = bytes.trimmed(end..<content.upperBound)
        let atSeparator = end == content.upperBound || ASCII.isBlank(bytes[end])
        guard atSeparator, let directive = Directive.named(word) else {
            if hasCurrent {
                let known = Directive.allCases.map { "`@\($0.rawValue)`" }.joined(separator: ", ")
                report(
                    .warning,
                    "unknown directive `@\(English.shown(word))`; the line is kept as text. The directives are \(known)",
                    at: location(bytes, content.lowerBound))
            }
            return false
        }
        guard hasCurrent else {
            reportPreamble(bytes, content)
            return true
        }
        let lineRange = range(bytes, content)
        let argumentText = argument.isEmpty ? nil : text(bytes, argument)
        var syntax = DirectiveSyntax(range: lineRange, directive: directive, argument: argumentText)
        func reportMissingArgument() { self.reportMissingArgument(of: directive, at: lineRange.location) }
        if directive.argument != .none, argumentText == nil {
            reportMissingArgument()
            return true
        }
        switch directive.argument {
        case .none:
            if let argumentText {
                report(.warning, "`@\(English.shown(word))` takes no argument; the rest of the line is ignored", at: argumentText.range)
            }
        case .word:
            guard !bytes.containsBlank(argument) else {
                reportMissingArgument()
                return true
            }
        case .text:
            break
        case .route:
            guard let items = routePlaceholders(bytes, argument) else { return true }
            syntax.items = items
        case .identifiers:
            syntax.items = identifiers(bytes, argument)
            guard !syntax.items.isEmpty else {
                reportMissingArgument()
                return true
            }
        case .names:
            guard let items = names(bytes, argument, of: directive) else { return true }
            syntax.items = items
        }
        if directive.isUnique, let argumentText {
            if let earlier = uniqueDirectives.first(where: { $0.directive == directive }) {
                report(
                    .error,
                    "a screen has one `@\(directive.rawValue)`; this one (`\(English.shown(argumentText.text))`) conflicts with "
                        + "`\(English.shown(earlier.argument))`",
                    at: argumentText.range.location)
                return true
            }
            uniqueDirectives.append((directive, argumentText.text))
        }
        sink.addDirective(syntax)
        return true
    }

    /// `` `@type` needs one type name, such as `@type ProfileViewController` ``.
    mutating func reportMissingArgument(of directive: Directive, at location: SourceLocation) {
        report(
            .error, "`@\(directive.rawValue)` needs \(directive.argumentDescription), such as `\(directive.example)`",
            at: location)
    }

    private static func isDirectiveNameByte(_ byte: UInt8) -> Bool {
        ASCII.isWordByte(byte) || byte == UInt8(ascii: "-")
    }

    /// The placeholders of a route pattern; `nil` when the pattern is not a route (reported).
    private mutating func routePlaceholders(_ bytes: Span<UInt8>, _ argument: Range<Int>) -> [SyntaxText]? {
        let pattern = text(bytes, argument)
        if let problem = RouteScan.problem(in: pattern.text) {
            report(.error, "route `\(English.shown(pattern.text))` is not valid: \(problem)", at: pattern.range.location)
            return nil
        }
        let placeholders = RouteScan.placeholders(in: pattern.text).map { placeholder in
            SyntaxText(
                text: placeholder.name,
                range: SourceRange(
                    file: path,
                    start: SourcePosition(line: pattern.range.start.line, column: pattern.range.start.column + placeholder.start),
                    end: SourcePosition(line: pattern.range.start.line, column: pattern.range.start.column + placeholder.end)))
        }
        var seen: Set<String> = []
        var reported: Set<String> = []
        for placeholder in placeholders where !seen.insert(placeholder.text).inserted {
            guard reported.insert(placeholder.text).inserted else { continue }
            report(
                .error,
                "route `\(English.shown(pattern.text))` uses the placeholder `:\(English.shown(placeholder.text))` twice",
                at: placeholder.range)
        }
        return placeholders
    }

    /// The identifiers of `argument`, separated by blanks or commas.
    mutating func identifiers(_ bytes: Span<UInt8>, _ argument: Range<Int>) -> [SyntaxText] {
        var items: [SyntaxText] = []
        var start = argument.lowerBound
        for index in argument.lowerBound...argument.upperBound {
            let isEnd = index == argument.upperBound || ASCII.isBlank(bytes[index]) || bytes[index] == UInt8(ascii: ",")
            guard isEnd else { continue }
            if index > start { items.append(text(bytes, start..<index)) }
            start = index + 1
        }
        return items
    }

    /// The names of `argument`, separated by commas and trimmed; `nil` (reported) when one is empty
    /// or repeated.
    private mutating func names(_ bytes: Span<UInt8>, _ argument: Range<Int>, of directive: Directive) -> [SyntaxText]? {
        var items: [SyntaxText] = []
        var seen: Set<NameKey> = []
        var start = argument.lowerBound
        for index in argument.lowerBound...argument.upperBound {
            guard index == argument.upperBound || bytes[index] == UInt8(ascii: ",") else { continue }
            let piece = bytes.trimmed(start..<index)
            guard !piece.isEmpty else {
                report(
                    .error, "`@\(directive.rawValue)` has an empty name; write \(directive.argumentDescription), such as `\(directive.example)`",
                    at: location(bytes, start))
                return nil
            }
            let name = text(bytes, piece)
            guard seen.insert(NameKey(name.text)).inserted else {
                report(.error, "`@\(directive.rawValue)` names `\(English.shown(name.text))` twice", at: name.range)
                return nil
            }
            items.append(name)
            start = index + 1
        }
        return items
    }
}
