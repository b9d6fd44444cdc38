/// Builds the model from a syntax tree, in one place: each named block becomes a ``Screen``, each
/// directive sets what it says, and the original notation's implicit transition is added.
enum ScreenBuilder {
    /// The screens of `tree`, in file order.
    static func screens(of tree: SyntaxTree) -> [Screen] {
        var builder = Builder()
        for block in tree.blocks { builder.add(block) }
        return builder.screens
    }

    /// The screens and diagnostics of a file, built block by block as the parser reads them.
    static func parse(_ source: SourceFile) -> (screens: [Screen], diagnostics: [Diagnostic]) {
        var parser = Parser(path: source.path)
        var builder = Builder()
        let bytes = source.bytes.span
        while let block = parser.nextBlock(bytes) { builder.add(block) }
        return (builder.screens, parser.diagnostics)
    }

    /// Turns blocks into screens in file order. The last action of a block, when it has text and
    /// no transition, continues to the next block of the file when that one has a name: the
    /// screen is appended at once and given that transition in place when the next block comes
    /// (holding it aside as an optional until then copied and destroyed a screen per block:
    /// `perf record` of `uiflow-bench --profile parse`).
    private struct Builder {
        var screens: [Screen] = []
        /// Whether the last of ``screens`` is the previous block's, which may still get it.
        var lastIsOpen = false

        mutating func add(_ block: BlockSyntax) {
            let name = block.header.name
            if lastIsOpen, !name.text.isEmpty, let screen = screens.indices.last,
                let last = screens[screen].actions.indices.last, screens[screen].actions[last].transitions.isEmpty,
                let lastLine = screens[screen].actions[last].text.last
            {
                screens[screen].actions[last].transitions.append(Transition(target: name.text, isImplicit: true, range: lastLine.range))
            }
            lastIsOpen = !name.text.isEmpty
            if lastIsOpen { screens.append(ScreenBuilder.screen(of: block)) }
        }
    }

    private static func screen(of block: BlockSyntax) -> Screen {
        let header = block.header
        var screen = Screen(
            name: header.name.text, range: header.name.range, rank: header.rank,
            parameters: (header.parameters ?? []).map(parameter), hasParameterList: header.parameters != nil,
            sees: block.sees.map(line), actions: block.actions.map(action), endLine: block.endLine)
        for directive in block.directives {
            apply(directive, to: &screen)
        }
        return screen
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
        }
    }

    private static func allowance(_ syntax: SyntaxText) -> Allowance {
        Allowance(rule: RuleID(rawValue: syntax.text), range: syntax.range)
    }

    private static func parameter(_ syntax: ParameterSyntax) -> Screen.Parameter {
        Screen.Parameter(
            name: syntax.label.text, type: syntax.type.text, defaultValue: syntax.defaultValue?.text, range: syntax.range)
    }

    private static func line(_ syntax: SyntaxText) -> TextLine {
        TextLine(text: syntax.text, range: syntax.range)
    }

    private static func action(_ syntax: ActionSyntax) -> Action {
        Action(text: syntax.text.map(line), transitions: syntax.transitions.map(transition), range: syntax.range)
    }

    private static func transition(_ syntax: TransitionSyntax) -> Transition {
        Transition(
            target: syntax.target?.text, kind: syntax.kind, label: syntax.label?.text,
            arguments: (syntax.arguments ?? []).map {
                Transition.Argument(label: $0.label.text, value: $0.value.text, range: $0.range)
            },
            hasArgumentList: syntax.arguments != nil, allowances: (syntax.allow?.items ?? []).map(allowance),
            range: syntax.range, targetRange: syntax.target?.range)
    }
}
