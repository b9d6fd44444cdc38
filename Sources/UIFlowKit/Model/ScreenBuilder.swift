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
        let piece = parse(source, FilePiece(bytes: 0..<source.bytes.count, firstLine: 1))
        return (piece.screens, piece.diagnostics)
    }

    /// One piece of a file, parsed on its own (see ``join(_:)``).
    struct Piece: Sendable {
        var screens: [Screen]
        var diagnostics: [Diagnostic]
        /// Whether ``diagnostics`` ends with the parser's error that its limit was reached.
        var reachedLimit: Bool
        /// The name of the piece's first block; `nil` when the piece does not start with a header.
        var firstName: String?
        /// Whether its last block has a name: it may continue to the next piece's first block.
        var lastIsOpen: Bool
    }

    /// The screens and diagnostics of one piece of a file.
    static func parse(_ source: SourceFile, _ piece: FilePiece) -> Piece {
        // Every range holds the path: a piece after the first gets a copy of its own, so that
        // pieces parsing on several cores do not count references to one string, which made
        // parsing one file in two pieces slower than in one (`uiflow-bench --measure 10000`: 48–65
        // ms a run with one string, against 46–47 ms whole).
        let path = piece.bytes.lowerBound == 0 ? source.path : String(decoding: Array(source.path.utf8), as: UTF8.self)
        var parser = Parser(path: path, sink: Builder())
        parser.parse(source.bytes.span, piece)
        return Piece(
            screens: parser.sink.screens, diagnostics: parser.diagnostics, reachedLimit: parser.hasReportedLimit,
            firstName: parser.sink.firstName, lastIsOpen: parser.sink.lastIsOpen)
    }

    /// Makes a file's pieces, parsed on their own, what parsing the file in one go makes: each
    /// piece's last block continues to the next piece's first one, and the file reports at most
    /// ``SyntaxTree/diagnosticLimit`` problems in all.
    static func join(_ pieces: inout ArraySlice<Piece>) {
        for index in pieces.indices.dropLast() where pieces[index].lastIsOpen {
            if let name = pieces[index + 1].firstName, !name.isEmpty { continueLastScreen(of: &pieces[index].screens, to: name) }
        }
        var reported = 0
        for index in pieces.indices {
            let own = pieces[index].diagnostics.count - (pieces[index].reachedLimit ? 1 : 0)
            let room = SyntaxTree.diagnosticLimit - reported
            reported += own
            if own < room || (own == room && !pieces[index].reachedLimit) { continue }
            if own > room {
                // The first diagnostic past the limit gives the limit's error its place, as the
                // parser does.
                let range = pieces[index].diagnostics[room].range
                pieces[index].diagnostics.removeSubrange(room...)
                pieces[index].diagnostics.append(SyntaxTree.limitReached(at: range))
            }
            for later in pieces.indices where later > index { pieces[later].diagnostics.removeAll() }
            return
        }
    }

    /// The original notation's implicit transition: the last action of the last screen, when it has
    /// text and no transition, continues to the screen named `name`.
    private static func continueLastScreen(of screens: inout [Screen], to name: String) {
        guard let screen = screens.indices.last, let last = screens[screen].actions.indices.last,
            screens[screen].actions[last].transitions.isEmpty, let lastLine = screens[screen].actions[last].text.last
        else { return }
        screens[screen].actions[last].transitions.append(Transition(target: name, isImplicit: true, range: lastLine.range))
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
        /// The name of the first block; `nil` before it.
        var firstName: String?

        mutating func startBlock(_ header: HeaderSyntax) {
            let name = header.name
            if firstName == nil { firstName = name.text }
            if lastIsOpen, !name.text.isEmpty { ScreenBuilder.continueLastScreen(of: &screens, to: name.text) }
            lastIsOpen = !name.text.isEmpty
            guard lastIsOpen else { return }
            screens.append(
                Screen(
                    name: name.text, range: name.range, rank: header.rank,
                    parameters: (header.parameters ?? []).map(ScreenBuilder.parameter), hasParameterList: header.parameters != nil))
        }

        mutating func addSee(_ line: SyntaxText) {
            guard lastIsOpen else { return }
            screens[screens.count - 1].sees.append(TextLine(text: line.text, range: line.range))
        }

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
        }
    }

    private static func allowance(_ syntax: SyntaxText) -> Allowance {
        Allowance(rule: RuleID(rawValue: syntax.text), range: syntax.range)
    }

    private static func parameter(_ syntax: ParameterSyntax) -> Screen.Parameter {
        Screen.Parameter(
            name: syntax.label.text, type: syntax.type.text, defaultValue: syntax.defaultValue?.text, range: syntax.range)
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
