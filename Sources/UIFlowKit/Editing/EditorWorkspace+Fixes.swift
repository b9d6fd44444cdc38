extension EditorWorkspace {
    /// The fixes of a finding where the fix is certain: a misspelt target, label or rule id
    /// replaced by the one close name (each of several, none preferred); the missing screen
    /// created, with its parameters when every argument's type can be told; the missing arguments
    /// added (passing the source screen's own parameter of the same name, else the label as a
    /// placeholder value); `==back=>` from a presented screen changed to `==dismiss=>`, and
    /// `==dismiss=>` from a pushed one to `==back=>`.
    public func fixes(for finding: Diagnostic) -> [EditorFix] {
        switch finding.rule {
        case UndefinedScreenRule.id:
            guard let (_, transition) = transition(targetAt: finding.range), let target = transition.target else { return [] }
            let suggestions = NameSuggester(names: flow.screens.map(\.name)).suggestions(for: target.text)
            var fixes = suggestions.map { name in
                EditorFix(
                    title: "Change to `\(name)`", edits: [EditorEdit(range: target.range, newText: name)],
                    isPreferred: suggestions.count == 1, fixes: finding)
            }
            if let create = createScreen(for: transition, finding: finding) { fixes.append(create) }
            return fixes
        case UnknownArgumentRule.id, UnknownRuleRule.id:
            guard let (word, suggestions) = misspelling(at: finding.range, rule: finding.rule) else { return [] }
            return suggestions.map { name in
                EditorFix(
                    title: "Change to `\(name)`", edits: [EditorEdit(range: word, newText: name)],
                    isPreferred: suggestions.count == 1, fixes: finding)
            }
        case MissingArgumentRule.id:
            return addArguments(finding).map { [$0] } ?? []
        case BackWithoutPushRule.id where finding.message.contains("write `==dismiss=>`"):
            return changeKind(at: finding.range, from: .back, to: .dismiss, finding: finding)
        case DismissWithoutPresentRule.id where finding.message.contains("write `==back=>`"):
            return changeKind(at: finding.range, from: .dismiss, to: .back, finding: finding)
        default:
            return []
        }
    }

    /// The line before which a new screen block can go in the file at `path` without changing
    /// the flow: `nil` for the end of the file, unless its last block ends with an action that has
    /// no transition (a block after it would become that action's target); then after the last
    /// block that does not, or before the first block.
    public static func insertionLine(in path: String, of flow: Flow) -> Int? {
        let screens = flow.screens.filter { $0.location.file == path }.sorted { $0.location.line < $1.location.line }
        guard let first = screens.first else { return nil }
        func isClosed(_ screen: Screen) -> Bool {
            guard let last = screen.actions.last else { return true }
            return last.transitions.contains { !$0.isImplicit }
        }
        if let last = screens.last, isClosed(last) { return nil }
        return screens.last(where: isClosed)?.endLine ?? first.location.line
    }

    // MARK: The fixes

    private func createScreen(for transition: TransitionSyntax, finding: Diagnostic) -> EditorFix? {
        guard let target = transition.target, Self.readsBackAsScreenName(target.text) else { return nil }
        let source = Self.block(at: transition.range.start.line, in: tree(of: target.range.file) ?? SyntaxTree(path: "", blocks: []))
        let sourceScreen = source.flatMap { flow.screen(named: $0.header.name.text) }
        let arguments = transition.arguments ?? []
        let types = arguments.map { argument in
            sourceScreen?.parameter(named: argument.value.text)?.type ?? Self.literalType(argument.value.text)
        }
        let list = types.allSatisfy({ $0 != nil }) && !arguments.isEmpty
            ? "(" + zip(arguments, types).map { "\($0.label.text): \($1 ?? "")" }.joined(separator: ", ") + ")" : ""
        let header = "[\(target.text)\(list)]"
        let path = target.range.file
        let lines = EditorLines(text(of: path) ?? "")
        let edit: EditorEdit
        if let line = Self.insertionLine(in: path, of: flow) {
            let at = SourceRange(file: path, start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line, column: 1))
            edit = EditorEdit(range: at, newText: header + "\n\n")
        } else {
            let last = lines.count
            let end = SourcePosition(line: last, column: lines.text(ofLine: last).unicodeScalars.count + 1)
            let lead = lines.text(ofLine: last).isEmpty ? (lines.text(ofLine: last - 1).isEmpty ? "" : "\n") : "\n\n"
            edit = EditorEdit(range: SourceRange(file: path, start: end, end: end), newText: lead + header + "\n")
        }
        return EditorFix(title: "Create screen `\(header)`", edits: [edit], fixes: finding)
    }

    private func addArguments(_ finding: Diagnostic) -> EditorFix? {
        guard let (_, transition) = transition(targetAt: finding.range), let target = transition.target,
            let screen = flow.screen(named: target.text)
        else { return nil }
        let passed = (transition.arguments ?? []).map(\.label.text)
        // A label the screen does not have may be a misspelling of a missing one: not certain.
        guard passed.allSatisfy({ screen.parameter(named: $0) != nil }) else { return nil }
        let missing = screen.parameters.filter { $0.isRequired && !passed.contains($0.name) }
        guard !missing.isEmpty else { return nil }
        let added = missing.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
        let edit: EditorEdit
        if let last = transition.arguments?.last {
            edit = EditorEdit(range: SourceRange(file: last.range.file, start: last.range.end, end: last.range.end), newText: ", " + added)
        } else if transition.arguments == nil {
            edit = EditorEdit(range: SourceRange(file: target.range.file, start: target.range.end, end: target.range.end), newText: "(" + added + ")")
        } else {
            return nil
        }
        return EditorFix(
            title: "Add the missing \(missing.count == 1 ? "argument" : "arguments") " + missing.map { "`\($0.name):`" }.joined(separator: ", "),
            edits: [edit], isPreferred: true, fixes: finding)
    }

    private func changeKind(at range: SourceRange, from old: TransitionKind, to new: TransitionKind, finding: Diagnostic) -> [EditorFix] {
        guard let tree = tree(of: range.file), let block = Self.block(at: range.start.line, in: tree) else { return [] }
        for action in block.actions {
            for transition in action.transitions where transition.range.start.line == range.start.line && transition.kind == old {
                guard let word = transition.kindWord else { continue }
                return [EditorFix(title: "Change to `==\(new.rawValue)=>`", edits: [EditorEdit(range: word.range, newText: new.rawValue)], isPreferred: true, fixes: finding)]
            }
        }
        return []
    }

    // MARK: Helpers

    /// The misspelt word of an `unknown-argument` or `unknown-rule` finding at `range`, and the
    /// close names: an argument's label or a route placeholder's name among its screen's
    /// parameters, a rule id (in a flow file, or in `.uiflow.yml`) among the rules.
    private func misspelling(at range: SourceRange, rule: RuleID) -> (SourceRange, [String])? {
        if rule == UnknownRuleRule.id {
            guard let word = ruleID(at: range) else { return nil }
            return (word.range, NameSuggester(names: RuleRegistry.all.map { $0.id.rawValue }).suggestions(for: word.text))
        }
        guard let tree = tree(of: range.file), let block = Self.block(at: range.start.line, in: tree) else { return nil }
        var lookup = ParameterLookup(flow: flow)
        for action in block.actions {
            for transition in action.transitions {
                guard let argument = transition.arguments?.first(where: { $0.range.start == range.start }),
                    let target = transition.target.flatMap({ flow.index(ofScreenNamed: $0.text) })
                else { continue }
                return (argument.label.range, lookup.suggestions(for: argument.label.text, of: target))
            }
        }
        for directive in block.directives where directive.directive == .route {
            guard let item = directive.items.first(where: { $0.range == range }), let screen = flow.index(ofScreenNamed: block.header.name.text) else {
                continue
            }
            return (Self.placeholderName(item), lookup.suggestions(for: item.text, of: screen))
        }
        return nil
    }

    /// The rule id written at `range`: the range's text in a flow file; in the configuration, the
    /// id that starts at the range's start (past a YAML quote).
    private func ruleID(at range: SourceRange) -> SyntaxText? {
        guard let text = anyText(of: range.file) else { return nil }
        let line = Array(EditorLines(text).text(ofLine: range.start.line).unicodeScalars)
        var start = range.start.column - 1
        if start < line.count, line[start] == "\"" || line[start] == "'" { start += 1 }
        var end = start
        while end < line.count, Identifier.isBody(line[end]) || line[end] == "-" { end += 1 }
        guard start < end else { return nil }
        let word = String(String.UnicodeScalarView(line[start..<end]))
        return SyntaxText(
            text: word,
            range: SourceRange(file: range.file, start: SourcePosition(line: range.start.line, column: start + 1), end: SourcePosition(line: range.start.line, column: end + 1)))
    }

    /// The block and the transition whose target is at `range`.
    func transition(targetAt range: SourceRange) -> (BlockSyntax, TransitionSyntax)? {
        guard let tree = tree(of: range.file), let block = Self.block(at: range.start.line, in: tree) else { return nil }
        for action in block.actions {
            for transition in action.transitions where transition.target?.range == range { return (block, transition) }
        }
        return nil
    }

    /// The type of a literal argument: `Int`, `Double`, `Bool` or `String`; `nil` for anything else.
    static func literalType(_ value: String) -> String? {
        if value == "true" || value == "false" { return "Bool" }
        if Int(value) != nil { return "Int" }
        if value.first?.isNumber == true || value.first == "-", Double(value) != nil { return "Double" }
        if value.count >= 2, value.first == "\"", value.last == "\"" { return "String" }
        return nil
    }
}
