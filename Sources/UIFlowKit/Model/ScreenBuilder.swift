/// Builds the model from a syntax tree, in one place: each named block becomes a ``Screen``, each
/// directive sets what it says, and the original notation's implicit transition is added.
enum ScreenBuilder {
    /// The screens of `tree`, in file order: its nodes handed to the builder as the parser hands
    /// them on.
    static func screens(of tree: SyntaxTree) -> [Screen] {
        var builder = Builder()
        for block in tree.blocks {
            builder.startBlock(block.header)
            for line in block.sees { builder.addSee(line) }
            for directive in block.directives { builder.addDirective(directive) }
            for action in block.actions {
                for (index, line) in action.text.enumerated() { builder.addActionText(line, startsAction: index == 0) }
                for (index, transition) in action.transitions.enumerated() {
                    builder.addTransition(transition, startsAction: index == 0 && action.text.isEmpty)
                }
            }
            builder.endBlock(nextLine: block.endLine)
        }
        return builder.screens
    }

    /// The screens and diagnostics of a file, each screen built as the parser reads its lines.
    static func parse(_ source: SourceFile) -> (screens: [Screen], diagnostics: [Diagnostic]) {
        var parser = Parser(path: source.path, sink: Builder())
        parser.parse(source.bytes.span)
        return (parser.sink.screens, parser.diagnostics)
    }

    /// Turns the parser's nodes into screens in file order, each appended at its header and
    /// filled in place. The last action of a block, when it has text and no transition, continues
    /// to the next block of the file when that one has a name: that block's header gives it the
    /// transition.
    private struct Builder: SyntaxSink {
        var screens: [Screen] = []
        /// Whether the last of ``screens`` is the open block's (a nameless block's lines are
        /// skipped), or the block before, which may still get its implicit transition.
        var lastIsOpen = false

        mutating func startBlock(_ header: HeaderSyntax) {
            let name = header.name
            if lastIsOpen, !name.text.isEmpty, let screen = screens.indices.last,
                let last = screens[screen].actions.indices.last, screens[screen].actions[last].transitions.isEmpty,
                let lastLine = screens[screen].actions[last].text.last
            {
                screens[screen].actions[last].transitions.append(Transition(target: name.text, isImplicit: true, range: lastLine.range))
            }
            lastIsOpen = !name.text.isEmpty
            guard lastIsOpen else { return }
            screens.append(Screen(name: name.text, range: name.range, rank: header.rank))
            if let parameters = header.parameters {
                screens[screens.count - 1].parameters = parameters.map(ScreenBuilder.parameter)
                screens[screens.count - 1].hasParameterList = true
            }
        }

        mutating func addSee(_ line: SyntaxText) {
            guard lastIsOpen else { return }
            screens[screens.count - 1].sees.append(TextLine(text: line.text, range: line.range))
        }

        /// The model keeps no separator: an action is what follows it.
        mutating func setSeparator(_ range: SourceRange) {}

        mutating func addActionText(_ line: SyntaxText, startsAction: Bool) {
            guard lastIsOpen else { return }
            let screen = screens.count - 1
            let text = TextLine(text: line.text, range: line.range)
            if startsAction {
                screens[screen].actions.append(Action(text: [text], range: line.range))
            } else {
                let last = screens[screen].actions.count - 1
                screens[screen].actions[last].text.append(text)
                screens[screen].actions[last].range.end = line.range.end
            }
        }

        mutating func addTransition(_ syntax: TransitionSyntax, startsAction: Bool) {
            guard lastIsOpen else { return }
            let screen = screens.count - 1
            let transition = ScreenBuilder.transition(syntax)
            if startsAction {
                screens[screen].actions.append(Action(text: [], transitions: [transition], range: syntax.range))
            } else {
                let last = screens[screen].actions.count - 1
                screens[screen].actions[last].transitions.append(transition)
                screens[screen].actions[last].range.end = syntax.range.end
            }
        }

        mutating func addDirective(_ directive: DirectiveSyntax) {
            guard lastIsOpen else { return }
            ScreenBuilder.apply(directive, to: &screens[screens.count - 1])
        }

        mutating func endBlock(nextLine: Int) {
            guard lastIsOpen else { return }
            screens[screens.count - 1].endLine = nextLine
        }

        /// The model keeps no comment.
        mutating func addComment(_ range: SourceRange) {}
    }

    /// Sets what a directive says. The parser keeps one directive of a kind a block may have once.
    private static func apply(_ syntax: DirectiveSyntax, to screen: inout Screen) {
        switch syntax.directive {
        case .entry:
            screen.isEntry = true
        case .exit:
            screen.isExit = true
        case .type:
            screen.typeName = syntax.argument?.text
            screen.typeRange = syntax.argument?.range
        case .group:
            screen.group = syntax.argument?.text
        case .route:
            guard let pattern = syntax.argument else { return }
            let placeholders = syntax.items.map { Route.Placeholder(name: $0.text, range: $0.range) }
            screen.routes.append(Route(pattern: pattern.text, range: pattern.range, placeholders: placeholders))
        case .allow:
            screen.allowances += syntax.items.map(allowance)
        case .navigation:
            screen.hasNavigation = true
        case .tabs:
            screen.tabs = syntax.items.map { ScreenReference(name: $0.text, range: $0.range) }
        case .swiftName:
            screen.swiftName = syntax.argument.map { TextLine(text: $0.text, range: $0.range) }
        case .pathVia:
            screen.pathVia = syntax.argument.map { TextLine(text: $0.text, range: $0.range) }
        case .screenshot:
            screen.screenshot = syntax.argument.map { TextLine(text: $0.text, range: $0.range) }
        }
    }

    private static func allowance(_ syntax: SyntaxText) -> Allowance {
        Allowance(rule: RuleID(rawValue: syntax.text), range: syntax.range)
    }

    private static func parameter(_ syntax: ParameterSyntax) -> Screen.Parameter {
        Screen.Parameter(
            name: syntax.label.text, type: syntax.type.text, defaultValue: syntax.defaultValue?.text, range: syntax.range,
            typeRange: syntax.type.range, defaultValueRange: syntax.defaultValue?.range)
    }

    private static func transition(_ syntax: TransitionSyntax) -> Transition {
        Transition(
            target: syntax.target?.text, kind: syntax.kind, label: syntax.label?.text,
            arguments: (syntax.arguments ?? []).map {
                Transition.Argument(label: $0.label.text, value: $0.value.text, range: $0.range)
            },
            hasArgumentList: syntax.arguments != nil, allowances: (syntax.allow?.items ?? []).map(allowance),
            range: syntax.range, targetRange: syntax.target?.range,
            hasUnknownKind: syntax.kindWord.map { TransitionKind.named($0.text) == nil } ?? false)
    }
}
