extension Parser {
    mutating func parseTransition(_ bytes: Span<UInt8>, _ arrow: ArrowScan) {
        guard hasCurrent else {
            reportPreamble(bytes, arrow.range)
            return
        }
        let lineRange = range(bytes, arrow.range)
        var kind = TransitionKind.show
        var kindWord: SyntaxText?
        if let word = arrow.kind {
            let written = text(bytes, word)
            kindWord = written
            if let known = TransitionKind.named(written.text) {
                kind = known
            } else {
                let names = TransitionKind.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                report(.error, "unknown transition kind `\(English.shown(written.text))`; the kinds are \(names)", at: written.range)
            }
        }
        let label = arrow.label.flatMap { $0.isEmpty ? nil : text(bytes, $0) }
        var transition = TransitionSyntax(range: lineRange, kind: kind, kindWord: kindWord, label: label, target: nil)
        if arrow.target.isEmpty {
            guard kind.isReturn else {
                report(
                    .error,
                    "this transition has no target; write the screen it leads to after the arrow "
                        + "(`==> Home`). Only `==back=>` and `==dismiss=>` may leave it out",
                    at: lineRange.location)
                return
            }
        } else {
            let target = NamedList(bytes, arrow.target, isParameterList: false)
            let name = text(bytes, target.name)
            transition.target = name
            checkGroup(bytes, target, name: name, isParameterList: false)
            if let items = target.items {
                transition.arguments = arguments(bytes, items)
            }
        }
        if let allow = arrow.allow {
            transition.allow = trailingAllow(bytes, allow)
        }
        // As in the original: a transition before any separator ends what the user sees.
        isInActions = true
        // A text line after a transition starts a new action, so the last action is always the one
        // this arrow belongs to: it ends the action's text, or adds a branch to its transitions.
        sink.addTransition(transition, startsAction: lastAction == .none)
        lastAction = .transitions
    }

    /// A trailing `@allow` as a directive; a rule id is needed (reported, and `nil`, without one).
    private mutating func trailingAllow(_ bytes: Span<UInt8>, _ clause: Range<Int>) -> DirectiveSyntax? {
        let directive = Directive.allow
        let argument = bytes.trimmed(clause.lowerBound + 1 + directive.rawValue.utf8.count..<clause.upperBound)
        let items = identifiers(bytes, argument)
        guard !items.isEmpty else {
            reportMissingArgument(of: directive, at: location(bytes, clause.lowerBound))
            return nil
        }
        return DirectiveSyntax(range: range(bytes, clause), directive: directive, argument: text(bytes, argument), items: items)
    }

    private mutating func arguments(_ bytes: Span<UInt8>, _ items: [ListScan.Item]) -> [ArgumentSyntax] {
        var arguments: [ArgumentSyntax] = []
        arguments.reserveCapacity(items.count)
        for item in items {
            let label = text(bytes, item.label)
            let value = text(bytes, item.value)
            arguments.append(
                ArgumentSyntax(range: SourceRange(file: path, start: label.range.start, end: value.range.end), label: label, value: value))
        }
        return uniqueLabels(arguments, label: { $0.label }) { label in "argument `\(label)` is passed twice; pass each argument once" }
    }
}
