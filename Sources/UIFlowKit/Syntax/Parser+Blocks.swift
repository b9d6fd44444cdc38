extension Parser {
    // MARK: Headers

    mutating func parseHeader(_ bytes: Span<UInt8>, _ content: Range<Int>) {
        let header = HeaderScan(bytes, content)
        let name = header.list.name
        let nameStart = name.isEmpty ? content.lowerBound : name.lowerBound
        let headerRange = range(bytes, content)
        finishBlock(nextLine: headerRange.start.line)
        guard !name.isEmpty else {
            let location = SourceLocation(file: path, line: headerRange.start.line, column: position(bytes, nameStart).column)
            // The nameless block stays in the tree, so that the block before it does not run on past it.
            startBlock(HeaderSyntax(range: headerRange, name: SyntaxText(text: "", range: SourceRange(location))))
            report(.error, "a screen block needs a name: write `[Screen name]`", at: location)
            isSkippingBlock = true
            return
        }
        isSkippingBlock = false
        isInActions = false
        let nameText = text(bytes, name)
        checkGroup(bytes, header.list, name: nameText, isParameterList: true)
        let parameters = header.list.items.map { self.parameters(bytes, $0) }
        startBlock(HeaderSyntax(range: headerRange, name: nameText, rank: header.rank, parameters: parameters))
    }

    private mutating func startBlock(_ header: HeaderSyntax) {
        hasCurrent = true
        lastAction = .none
        uniqueDirectives.removeAll(keepingCapacity: true)
        sink.startBlock(header)
    }

    private mutating func parameters(_ bytes: Span<UInt8>, _ items: [ListScan.Item]) -> [ParameterSyntax] {
        var parameters: [ParameterSyntax] = []
        parameters.reserveCapacity(items.count)
        for item in items {
            let (type, defaultValue) = ListScan.splitDefault(bytes, item.value)
            let label = text(bytes, item.label)
            let typeText = text(bytes, type)
            let defaultText = defaultValue.map { text(bytes, $0) }
            let end = (defaultText ?? typeText).range.end
            parameters.append(
                ParameterSyntax(
                    range: SourceRange(file: path, start: label.range.start, end: end), label: label, type: typeText,
                    defaultValue: defaultText))
        }
        return uniqueLabels(parameters, label: { $0.label }) { name in
            "parameter `\(name)` is declared twice; give each parameter its own label"
        }
    }

    // MARK: Separators and text

    mutating func parseSeparator(_ bytes: Span<UInt8>, _ content: Range<Int>) {
        guard hasCurrent else {
            reportPreamble(bytes, content)
            return
        }
        let separator = range(bytes, content)
        if isInActions {
            report(
                .error,
                "a screen block has one separator; this one starts a second list of actions. "
                    + "Remove it, or start a new block with `[Screen name]`",
                at: separator)
            return
        }
        isInActions = true
        sink.setSeparator(separator)
    }

    mutating func parseText(_ bytes: Span<UInt8>, _ content: Range<Int>) {
        guard hasCurrent else {
            reportPreamble(bytes, content)
            return
        }
        let line = text(bytes, content)
        if bytes[content.lowerBound] == UInt8(ascii: "="), ArrowScan.looksLikeArrow(bytes, content) {
            report(
                .warning,
                "this line is text, not a transition: an arrow needs at least two `=` (`==> Target`, "
                    + "`=={label}=> Target`)",
                at: line.range.location)
        }
        guard isInActions else {
            sink.addSee(line)
            return
        }
        sink.addActionText(line, startsAction: lastAction != .text)
        lastAction = .text
    }
}
