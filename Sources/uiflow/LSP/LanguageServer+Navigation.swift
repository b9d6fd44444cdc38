import UIFlowKit

extension LanguageServer {
    /// A target's screen, a parameter's declaration, a `@type`'s Swift declaration.
    func definition(_ request: LSP.TextDocumentPosition) -> LSP.Location? {
        let (path, position) = sourcePosition(request)
        guard let symbol = workspace(path).symbol(at: position, in: path), let range = workspace(path).definition(of: symbol) else { return nil }
        if case .typeName = symbol {
            // A Swift file is not in the workspace: its column is the line's start, in any unit.
            return LSP.Location(
                uri: uri(of: range.file),
                range: LSP.Range(start: LSP.Position(line: range.start.line - 1, character: 0), end: LSP.Position(line: range.start.line - 1, character: 0)))
        }
        return location(range)
    }

    /// Every place that names the screen or parameter at the position.
    func references(_ request: LSP.TextDocumentPosition) -> [LSP.Location] {
        let (path, position) = sourcePosition(request)
        guard let symbol = workspace(path).symbol(at: position, in: path) else { return [] }
        return workspace(path).references(to: symbol).map(location)
    }

    /// The places of this document that name the same screen or parameter: the declaration as a
    /// write, the others as reads.
    func highlights(_ request: LSP.TextDocumentPosition) -> [LSP.DocumentHighlight] {
        let (path, position) = sourcePosition(request)
        guard let symbol = workspace(path).symbol(at: position, in: path) else { return [] }
        let declaration = workspace(path).definition(of: symbol)
        return workspace(path).references(to: symbol).filter { $0.file == path }.map { place in
            LSP.DocumentHighlight(range: range(place), kind: place == declaration ? 3 : 2)
        }
    }

    /// A screen per block of the document, with its parameter list.
    func symbols(_ uri: String) -> [LSP.DocumentSymbol] {
        let path = Self.path(of: uri)
        let lines = self.lines(path)
        return workspace(path).flow.screens.filter { $0.range.file == path }.map { screen in
            let header = range(screen.range, lines)
            let end = LSP.Position(line: max(header.end.line, screen.endLine - 2), character: 0)
            return LSP.DocumentSymbol(
                name: screen.name, detail: Self.parameterList(screen), kind: 5, range: LSP.Range(start: header.start, end: end),
                selectionRange: range(workspace(path).declaredName(of: screen), lines), children: nil)
        }
    }

    /// The screens whose names match the query, in every flow with an open document.
    func workspaceSymbols(_ query: String) -> [LSP.SymbolInformation] {
        roots.keys.sorted().flatMap { key in
            (roots[key]?.workspace.screens(matching: query) ?? []).map { match in
                LSP.SymbolInformation(name: match.screen.name, location: location(match.range), containerName: match.screen.group)
            }
        }
    }

    /// The screen at the position: its type, parameters, routes, where users come from and how,
    /// and its findings.
    mutating func hover(_ request: LSP.TextDocumentPosition) -> LSP.Hover? {
        let (path, position) = sourcePosition(request)
        guard let symbol = workspace(path).symbol(at: position, in: path), let name = symbol.screen,
            let index = workspace(path).flow.index(ofScreenNamed: name)
        else { return nil }
        let flow = workspace(path).flow
        let screen = flow.screens[index]
        var lines = ["**\(screen.name)**" + (Self.parameterList(screen).map { " `\($0)`" } ?? "")]
        if let type = screen.typeName { lines.append("Type `\(type)`") }
        for parameter in screen.parameters {
            lines.append("- `\(parameter.name): \(parameter.type)`" + (parameter.defaultValue.map { " = `\($0)`" } ?? ""))
        }
        for route in screen.routes { lines.append("Route `\(route.pattern)`") }
        let arrivals = flow.screens.flatMap { source in
            source.transitions.filter { $0.target.flatMap { flow.index(ofScreenNamed: $0) } == index && !$0.isImplicit }
                .map { "`\(source.name)` \($0.arrow)" }
        }
        if !arrivals.isEmpty { lines.append("Arrives from " + Array(Set(arrivals)).sorted().joined(separator: ", ")) }
        let block = screen.range.start.line..<screen.endLine
        let own = currentFindings(path).filter { $0.range.file == screen.range.file && block.contains($0.range.start.line) }
        for finding in own.prefix(10) { lines.append("\(finding.severity.rawValue): \(finding.message) [\(finding.rule.rawValue)]") }
        return LSP.Hover(contents: LSP.MarkupContent(value: lines.joined(separator: "\n\n")), range: range(symbol.range))
    }

    static func parameterList(_ screen: Screen) -> String? {
        screen.parameters.isEmpty ? nil : "(" + screen.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + ")"
    }
}
