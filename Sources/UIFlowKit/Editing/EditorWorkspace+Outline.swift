extension EditorWorkspace {
    /// The screens whose names hold the letters of `query` in order, ignoring case (all for an
    /// empty query), as a workspace's symbols: each with the range of its name.
    public func screens(matching query: String) -> [(screen: Screen, range: SourceRange)] {
        let wanted = Array(query.lowercased())
        return flow.screens.compactMap { screen in
            var index = 0
            for character in screen.name.lowercased() where index < wanted.count && character == wanted[index] { index += 1 }
            return index == wanted.count ? (screen, declaredName(of: screen)) : nil
        }
    }

    /// Each screen block of the file at `path`, from its header's line to its last line that is
    /// not blank: the ranges an editor folds.
    public func foldingLines(in path: String) -> [ClosedRange<Int>] {
        guard let tree = tree(of: path) else { return [] }
        return tree.blocks.compactMap { block in
            let first = block.header.range.start.line
            var last = block.header.range.end.line
            for line in block.sees { last = max(last, line.range.end.line) }
            for directive in block.directives { last = max(last, directive.range.end.line) }
            if let separator = block.separator { last = max(last, separator.end.line) }
            for action in block.actions { last = max(last, action.range.end.line) }
            return last > first ? first...last : nil
        }
    }

    /// The pieces of the file at `path` an editor colours, in file order.
    public func tokens(in path: String) -> [EditorToken] {
        guard let tree = tree(of: path) else { return [] }
        var tokens = tree.comments.map { EditorToken(range: $0, kind: .comment) }
        for block in tree.blocks {
            tokens.append(EditorToken(range: block.header.name.range, kind: .screen, isDeclaration: true))
            for parameter in block.header.parameters ?? [] {
                tokens.append(EditorToken(range: parameter.label.range, kind: .parameter, isDeclaration: true))
                tokens.append(EditorToken(range: parameter.type.range, kind: .type))
                if let value = parameter.defaultValue { tokens.append(EditorToken(range: value.range, kind: .value)) }
            }
            for directive in block.directives { tokens += Self.tokens(of: directive) }
            if let separator = block.separator { tokens.append(EditorToken(range: separator, kind: .separator)) }
            for action in block.actions {
                for transition in action.transitions {
                    if let word = transition.kindWord { tokens.append(EditorToken(range: word.range, kind: .kind)) }
                    if let target = transition.target { tokens.append(EditorToken(range: target.range, kind: .screen)) }
                    for argument in transition.arguments ?? [] {
                        tokens.append(EditorToken(range: argument.label.range, kind: .parameter))
                        tokens.append(EditorToken(range: argument.value.range, kind: .value))
                    }
                    if let allow = transition.allow { tokens += Self.tokens(of: allow) }
                }
            }
        }
        return tokens.filter { $0.range.start.line == $0.range.end.line && $0.range.start < $0.range.end }
            .sorted { $0.range.start < $1.range.start }
    }

    private static func tokens(of directive: DirectiveSyntax) -> [EditorToken] {
        let start = directive.range.start
        let name = SourceRange(
            file: directive.range.file, start: start,
            end: SourcePosition(line: start.line, column: start.column + 1 + directive.directive.rawValue.unicodeScalars.count))
        var tokens = [EditorToken(range: name, kind: .directive)]
        switch directive.directive {
        case .tabs: tokens += directive.items.map { EditorToken(range: $0.range, kind: .screen) }
        case .pathVia: tokens += directive.argument.map { [EditorToken(range: $0.range, kind: .screen)] } ?? []
        case .type: tokens += directive.argument.map { [EditorToken(range: $0.range, kind: .type)] } ?? []
        case .route: tokens += directive.items.map { EditorToken(range: $0.range, kind: .parameter) }
        case .entry, .exit, .group, .allow, .navigation, .swiftName, .screenshot: break
        }
        return tokens
    }
}
