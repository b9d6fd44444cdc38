extension EditorWorkspace {
    /// Every place that names the screen `name` (by its exact spelling, as the flow matches
    /// names): its header, transitions' targets, `@tabs` items, `@path-via`, and the
    /// configuration's entry points; in file order, the header first.
    public func references(toScreen name: String) -> [SourceRange] {
        let key = NameKey(name)
        var headers: [SourceRange] = []
        var uses: [SourceRange] = []
        for path in paths {
            guard let tree = tree(of: path) else { continue }
            for block in tree.blocks {
                if NameKey(block.header.name.text) == key { headers.append(block.header.name.range) }
                for directive in block.directives {
                    switch directive.directive {
                    case .tabs: uses += directive.items.filter { NameKey($0.text) == key }.map(\.range)
                    case .pathVia: if let argument = directive.argument, NameKey(argument.text) == key { uses.append(argument.range) }
                    default: break
                    }
                }
                for action in block.actions {
                    for transition in action.transitions {
                        if let target = transition.target, NameKey(target.text) == key { uses.append(target.range) }
                    }
                }
            }
        }
        return headers + uses + entryPointReferences(to: key)
    }

    /// Every place that names the parameter `label` of the screen `screen`: its header, the
    /// argument labels of transitions to it, its routes' placeholders, and the arguments of its
    /// own transitions that pass it on by name (`==> Next(id: id)`'s value).
    public func references(toParameter label: String, of screen: String) -> [SourceRange] {
        let key = NameKey(screen)
        var result: [SourceRange] = []
        for path in paths {
            guard let tree = tree(of: path) else { continue }
            for block in tree.blocks {
                let isScreen = NameKey(block.header.name.text) == key
                if isScreen {
                    result += (block.header.parameters ?? []).filter { $0.label.text == label }.map(\.label.range)
                    for directive in block.directives where directive.directive == .route {
                        result += directive.items.filter { $0.text == label }.map(Self.placeholderName)
                    }
                }
                for action in block.actions {
                    for transition in action.transitions {
                        if let target = transition.target, NameKey(target.text) == key {
                            result += (transition.arguments ?? []).filter { $0.label.text == label }.map(\.label.range)
                        }
                        if isScreen {
                            result += (transition.arguments ?? []).filter { $0.value.text == label }.map(\.value.range)
                        }
                    }
                }
            }
        }
        return result
    }

    /// The places of the symbol's subject: the screen's, or the parameter's.
    public func references(to symbol: EditorSymbol) -> [SourceRange] {
        if let label = symbol.parameterLabel, let screen = symbol.screen { return references(toParameter: label, of: screen) }
        if let screen = symbol.screen { return references(toScreen: screen) }
        return []
    }

    /// Where the symbol's subject is declared: a screen's header (the first, when it is defined
    /// twice), a parameter in its screen's header, or the Swift declaration a `@type` names.
    public func definition(of symbol: EditorSymbol) -> SourceRange? {
        switch symbol {
        case .screenHeader(let name, _), .screenReference(let name, _):
            return flow.screen(named: name).map { declaredName(of: $0) }
        case .parameter(let screen, let label, _), .argumentLabel(let screen, let label, _), .routePlaceholder(let screen, let label, _):
            return flow.screen(named: screen)?.parameter(named: label).map { parameter in
                let start = parameter.range.start
                return SourceRange(file: parameter.range.file, start: start, end: SourcePosition(line: start.line, column: start.column + label.unicodeScalars.count))
            }
        case .typeName(let name, _):
            return code?.type(named: name)?.range
        case .directive, .kind:
            return nil
        }
    }

    /// The range of a screen's name in its header.
    public func declaredName(of screen: Screen) -> SourceRange {
        guard let tree = tree(of: screen.range.file), let block = Self.block(at: screen.range.start.line, in: tree) else { return screen.range }
        return block.header.name.range
    }

    /// A route placeholder's name, without its `:`.
    static func placeholderName(_ item: SyntaxText) -> SourceRange {
        var range = item.range
        if range.end.column > range.start.column { range.start.column += 1 }
        return range
    }

    /// The configuration's entry points named `key`, as ranges of their names in its file (past
    /// a YAML quote); an entry whose text is not there as written is left out, so that a rename
    /// never edits the wrong text.
    private func entryPointReferences(to key: NameKey) -> [SourceRange] {
        guard let file = configurationFile else { return [] }
        let lines = EditorLines(String(decoding: file.bytes, as: UTF8.self))
        return configuration.entryPoints.compactMap { entry in
            guard NameKey(entry.name) == key, let location = entry.location, location.file == file.path else { return nil }
            let line = Array(lines.text(ofLine: location.line).unicodeScalars)
            var column = location.column
            if column - 1 < line.count, line[column - 1] == "\"" || line[column - 1] == "'" { column += 1 }
            let name = Array(entry.name.unicodeScalars)
            guard column - 1 + name.count <= line.count, Array(line[(column - 1)..<(column - 1 + name.count)]) == name else { return nil }
            return SourceRange(
                file: file.path, start: SourcePosition(line: location.line, column: column),
                end: SourcePosition(line: location.line, column: column + name.count))
        }
    }
}
