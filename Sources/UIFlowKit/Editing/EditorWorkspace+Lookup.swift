extension EditorWorkspace {
    /// What is written at `position` of the file at `path`: a position at either end of a name
    /// counts as on it, as a caret right after a word is.
    public func symbol(at position: SourcePosition, in path: String) -> EditorSymbol? {
        guard let tree = tree(of: path), let block = Self.block(at: position.line, in: tree) else { return nil }
        let header = block.header
        let screen = header.name.text
        if Self.touches(header.name.range, position) { return .screenHeader(name: screen, range: header.name.range) }
        for parameter in header.parameters ?? [] where Self.touches(parameter.label.range, position) {
            return .parameter(screen: screen, label: parameter.label.text, range: parameter.label.range)
        }
        for directive in block.directives where directive.range.start.line == position.line {
            if let symbol = symbol(in: directive, of: screen, at: position) { return symbol }
        }
        for action in block.actions {
            for transition in action.transitions where transition.range.start.line <= position.line && position.line <= transition.range.end.line {
                if let word = transition.kindWord, Self.touches(word.range, position) {
                    return .kind(transition.kind, range: word.range)
                }
                guard let target = transition.target else { continue }
                if Self.touches(target.range, position) { return .screenReference(name: target.text, range: target.range) }
                for argument in transition.arguments ?? [] where Self.touches(argument.label.range, position) {
                    return .argumentLabel(screen: target.text, label: argument.label.text, range: argument.label.range)
                }
            }
        }
        return nil
    }

    private func symbol(in directive: DirectiveSyntax, of screen: String, at position: SourcePosition) -> EditorSymbol? {
        let name = SourceRange(
            file: directive.range.file, start: directive.range.start,
            end: SourcePosition(line: directive.range.start.line, column: directive.range.start.column + 1 + directive.directive.rawValue.unicodeScalars.count))
        if Self.touches(name, position) { return .directive(directive.directive, range: name) }
        switch directive.directive {
        case .tabs:
            for item in directive.items where Self.touches(item.range, position) { return .screenReference(name: item.text, range: item.range) }
        case .pathVia:
            if let argument = directive.argument, Self.touches(argument.range, position) {
                return .screenReference(name: argument.text, range: argument.range)
            }
        case .type:
            if let argument = directive.argument, Self.touches(argument.range, position) { return .typeName(argument.text, range: argument.range) }
        case .route:
            for item in directive.items where Self.touches(item.range, position) {
                return .routePlaceholder(screen: screen, label: item.text, range: item.range)
            }
        case .entry, .exit, .group, .allow, .navigation, .swiftName, .screenshot:
            break
        }
        return nil
    }

    /// The block of `tree` whose lines hold `line` (a block runs from its header to its `endLine`).
    static func block(at line: Int, in tree: SyntaxTree) -> BlockSyntax? {
        var low = 0
        var high = tree.blocks.count
        while low < high {
            let middle = (low + high) / 2
            if tree.blocks[middle].header.range.start.line <= line { low = middle + 1 } else { high = middle }
        }
        guard low > 0, line < tree.blocks[low - 1].endLine || tree.blocks[low - 1].endLine == 0 else { return nil }
        return tree.blocks[low - 1]
    }

    /// Whether `position` is in `range` or at one of its ends.
    static func touches(_ range: SourceRange, _ position: SourcePosition) -> Bool {
        range.start <= position && position <= range.end
    }
}
