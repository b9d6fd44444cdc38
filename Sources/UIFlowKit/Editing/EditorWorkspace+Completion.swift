extension EditorWorkspace {
    /// What can be written at `position` of the file at `path`, read from the line before it:
    /// screen names after an arrow (with their required parameters as a snippet), argument labels
    /// inside a target's `(`, kinds inside `==…=>`, directives after `@`, rule ids after
    /// `@allow`, screens after `@tabs` and `@path-via`, the app's types after `@type`.
    public func completions(at position: SourcePosition, in path: String) -> [EditorCompletion] {
        guard let text = text(of: path) else { return [] }
        let before = Array(EditorLines(text).prefix(of: position).unicodeScalars)
        let word = Self.wordStart(before)
        let range = SourceRange(file: path, start: SourcePosition(line: position.line, column: word + 1), end: position)
        let trimmed = before.drop { $0 == " " || $0 == "\t" }
        if let allow = Self.lastAllow(before) {
            return ruleCompletions(range: SourceRange(file: path, start: SourcePosition(line: position.line, column: allow + 1), end: position))
        }
        if trimmed.first == "@" {
            return directiveArgumentCompletions(Array(trimmed), position: position, path: path, range: range)
        }
        guard trimmed.first == "=" else { return [] }
        guard let arrowEnd = Self.arrowEnd(Array(trimmed)) else {
            // Inside `==…`: the kind.
            return kindCompletions(range: range)
        }
        let offset = before.count - trimmed.count
        let afterArrow = Array(trimmed[(trimmed.startIndex + arrowEnd)...])
        if let open = afterArrow.firstIndex(of: "("), !afterArrow.contains(")") {
            let target = String(String.UnicodeScalarView(afterArrow[..<open])).trimmingSpaces
            let written = Set(afterArrow[(open + 1)...].split(separator: ",").compactMap { piece in
                piece.firstIndex(of: ":").map { String(String.UnicodeScalarView(piece[..<$0])).trimmingSpaces }
            })
            return argumentCompletions(of: target, leaving: written, range: range)
        }
        let nameStart = offset + arrowEnd + afterArrow.prefix { $0 == " " || $0 == "\t" }.count
        let nameRange = SourceRange(file: path, start: SourcePosition(line: position.line, column: nameStart + 1), end: position)
        return screenCompletions(range: nameRange, withArguments: true)
    }

    private func screenCompletions(range: SourceRange, withArguments: Bool) -> [EditorCompletion] {
        flow.screens.map { screen in
            let required = screen.parameters.filter(\.isRequired)
            let detail = screen.parameters.isEmpty ? nil : "(" + screen.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
            guard withArguments, !required.isEmpty else {
                return EditorCompletion(label: screen.name, kind: .screen, detail: detail, insertText: screen.name, range: range)
            }
            let arguments = required.enumerated().map { index, parameter in
                "\(parameter.name): ${\(index + 1):\(Self.snippetEscaped(parameter.name))}"
            }
            return EditorCompletion(
                label: screen.name, kind: .screen, detail: detail,
                insertText: Self.snippetEscaped(screen.name) + "(" + arguments.joined(separator: ", ") + ")", isSnippet: true,
                plainText: screen.name + "(" + required.map { "\($0.name): \($0.name)" }.joined(separator: ", ") + ")", range: range)
        }
    }

    private func argumentCompletions(of target: String, leaving written: Set<String>, range: SourceRange) -> [EditorCompletion] {
        guard let screen = flow.screen(named: target) else { return [] }
        return screen.parameters.filter { !written.contains($0.name) }.map { parameter in
            EditorCompletion(
                label: parameter.name, kind: .parameter,
                detail: parameter.type + (parameter.defaultValue.map { " = \($0)" } ?? ""),
                insertText: parameter.name + ": ", range: range)
        }
    }

    private func kindCompletions(range: SourceRange) -> [EditorCompletion] {
        TransitionKind.allCases.filter { $0 != .show }.map { kind in
            EditorCompletion(label: kind.rawValue, kind: .kind, detail: "==\(kind.rawValue)=>", insertText: kind.rawValue, range: range)
        }
    }

    private func ruleCompletions(range: SourceRange) -> [EditorCompletion] {
        RuleRegistry.all.map { rule in
            EditorCompletion(label: rule.id.rawValue, kind: .rule, detail: rule.summary, insertText: rule.id.rawValue, range: range)
        }
    }

    private func directiveArgumentCompletions(
        _ line: [Unicode.Scalar], position: SourcePosition, path: String, range: SourceRange
    ) -> [EditorCompletion] {
        guard let space = line.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
            return Directive.allCases.map { directive in
                EditorCompletion(
                    label: "@" + directive.rawValue, kind: .directive, detail: directive.example,
                    insertText: directive.rawValue,
                    range: SourceRange(file: path, start: SourcePosition(line: position.line, column: position.column - (line.count - 1)), end: position))
            }
        }
        let name = String(String.UnicodeScalarView(line[1..<space]))
        switch Directive(rawValue: name) {
        case .tabs:
            let start = (line.lastIndex(of: ",").map { $0 + 1 } ?? space)
            let skipped = line[start...].prefix { $0 == " " || $0 == "\t" }.count
            let column = position.column - (line.count - start - skipped)
            return screenCompletions(range: SourceRange(file: path, start: SourcePosition(line: position.line, column: column), end: position), withArguments: false)
        case .pathVia:
            let skipped = line[space...].prefix { $0 == " " || $0 == "\t" }.count
            let column = position.column - (line.count - space - skipped)
            return screenCompletions(range: SourceRange(file: path, start: SourcePosition(line: position.line, column: column), end: position), withArguments: false)
        case .type:
            return (code?.types ?? []).map { type in
                EditorCompletion(label: type.name, kind: .type, detail: type.inheritedTypes.first, insertText: type.name, range: range)
            }
        default:
            return []
        }
    }

    /// The 0-based index where the identifier-like word ending the line starts.
    static func wordStart(_ line: [Unicode.Scalar]) -> Int {
        var index = line.count
        while index > 0, Identifier.isBody(line[index - 1]) || line[index - 1] == "-" { index -= 1 }
        return index
    }

    /// The index just past the `=>` of an arrow that starts the line, if the line has one.
    static func arrowEnd(_ line: [Unicode.Scalar]) -> Int? {
        var index = 0
        while index + 1 < line.count {
            if line[index] == "=", line[index + 1] == ">" { return index + 2 }
            index += 1
        }
        return nil
    }

    /// Where the rule id being written after an `@allow` starts, when the line ends in one.
    static func lastAllow(_ line: [Unicode.Scalar]) -> Int? {
        let allow = Array("@allow".unicodeScalars)
        var start = line.count - allow.count
        while start >= 0, Array(line[start..<(start + allow.count)]) != allow { start -= 1 }
        guard start >= 0 else { return nil }
        let after = line[(start + allow.count)...]
        guard after.first == " " || after.first == "\t" else { return nil }
        guard after.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "," || Identifier.isBody($0) || $0 == "-" }) else { return nil }
        return wordStart(line)
    }

    /// `text` with the characters a snippet gives a meaning to escaped.
    static func snippetEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "$" || character == "}" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

extension String {
    /// The string without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }), let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}
