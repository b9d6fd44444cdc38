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
            if let known = TransitionKind(rawValue: written.text) {
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
            if let items = target.items {
                transition.arguments = arguments(bytes, items)
            } else if target.looksLikeList, let group = target.group {
                let written = string(bytes, group)
                report(
                    .warning,
                    "`\(English.shown(written))` is part of the target's name because it is not an argument list; "
                        + "write arguments as `label: value`, separated by commas",
                    at: name.range.location)
            }
        }
        // As in the original: a transition before any separator ends what the user sees.
        isInActions = true
        // A text line after a transition starts a new action, so the last action is always the one
        // this arrow belongs to: it ends the action's text, or adds a branch to its transitions.
        if let last = current.actions.indices.last {
            current.actions[last].transitions.append(transition)
            current.actions[last].range.end = lineRange.end
        } else {
            current.actions.append(ActionSyntax(range: lineRange, text: [], transitions: [transition]))
        }
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
        return uniqueLabels(arguments, label: \.label) { label in "argument `\(label)` is passed twice; pass each argument once" }
    }
}
