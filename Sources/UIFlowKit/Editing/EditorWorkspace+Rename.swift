extension EditorWorkspace {
    /// The edits that rename the symbol's screen or parameter to `newName` everywhere it is named
    /// (every flow file, `@tabs`, `@path-via`, `.uiflow.yml`'s entry points; for a parameter, its
    /// arguments, route placeholders and the values that pass it on). Refused when the new name
    /// is not one the notation reads back as written, or is taken.
    public func rename(_ symbol: EditorSymbol, to newName: String) throws(RenameRefusal) -> [EditorEdit] {
        if let label = symbol.parameterLabel, let screen = symbol.screen {
            return try renameParameter(label, of: screen, to: newName)
        }
        guard let screen = symbol.screen else { throw RenameRefusal("only a screen's name or a parameter's label can be renamed") }
        return try renameScreen(screen, to: newName)
    }

    /// The range `rename` would change at the symbol's place: its name.
    public func renameRange(of symbol: EditorSymbol) -> SourceRange? {
        switch symbol {
        case .routePlaceholder(_, _, let range): Self.placeholderName(SyntaxText(text: "", range: range))
        case .screenHeader, .screenReference, .parameter, .argumentLabel: symbol.range
        case .directive, .typeName, .kind: nil
        }
    }

    private func renameScreen(_ name: String, to newName: String) throws(RenameRefusal) -> [EditorEdit] {
        guard Self.readsBackAsScreenName(newName) else {
            throw RenameRefusal("`\(English.shown(newName))` cannot be a screen's name: it would not read back as written in a header, a target and `@tabs`")
        }
        guard flow.isDefined(name) else { throw RenameRefusal("no screen is named `\(English.shown(name))`") }
        if NameKey(newName) != NameKey(name), flow.isDefined(newName) {
            throw RenameRefusal("a screen is already named `\(English.shown(newName))`")
        }
        return references(toScreen: name).map { EditorEdit(range: $0, newText: newName) }
    }

    private func renameParameter(_ label: String, of screenName: String, to newLabel: String) throws(RenameRefusal) -> [EditorEdit] {
        guard let screen = flow.screen(named: screenName), screen.parameter(named: label) != nil else {
            throw RenameRefusal("`\(English.shown(screenName))` has no parameter `\(English.shown(label))`")
        }
        guard Self.isIdentifier(newLabel) else { throw RenameRefusal("`\(English.shown(newLabel))` is not a parameter label: write an identifier") }
        if newLabel != label, screen.parameter(named: newLabel) != nil {
            throw RenameRefusal("`\(English.shown(screenName))` already has a parameter `\(English.shown(newLabel))`")
        }
        return references(toParameter: label, of: screenName).map { EditorEdit(range: $0, newText: newLabel) }
    }

    /// Whether `name` reads back as itself as a header, a target and an `@tabs` item.
    static func readsBackAsScreenName(_ name: String) -> Bool {
        guard !name.isEmpty, !name.contains(","), !name.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else { return false }
        let text = "[\(name)]\n--\ngo\n==> \(name)\n"
        let tree = SyntaxTree(parsing: SourceFile(path: "", text: text))
        guard tree.diagnostics.isEmpty, tree.blocks.count == 1, let block = tree.blocks.first else { return false }
        return block.header.name.text == name && block.header.parameters == nil
            && block.actions.first?.transitions.first?.target?.text == name
            && block.actions.first?.transitions.first?.arguments == nil
    }

    /// Whether `label` is an identifier, as a parameter's label must be.
    static func isIdentifier(_ label: String) -> Bool {
        guard let first = label.unicodeScalars.first, Identifier.isHead(first) else { return false }
        return label.unicodeScalars.dropFirst().allSatisfy(Identifier.isBody)
    }
}
