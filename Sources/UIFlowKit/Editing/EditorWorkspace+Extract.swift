extension EditorWorkspace {
    /// "Extract to a new file" for the group of the screen block at `position`: every block of
    /// that group in the file moves, as written, to a new file beside it named after the group.
    /// Offered only when the flow means the same after the move (a block that followed an action
    /// without a transition would have been its target) and the name is free (`fileExists` asks
    /// about files the workspace does not hold).
    public func extractGroup(at position: SourcePosition, in path: String, fileExists: (String) -> Bool = { _ in false }) -> EditorFix? {
        guard let text = text(of: path), let tree = tree(of: path), let block = Self.block(at: position.line, in: tree),
            let group = flow.screen(named: block.header.name.text)?.group, flow.screen(named: block.header.name.text)?.range.file == path
        else { return nil }
        let lines = EditorLines(text)
        let moving = tree.blocks.filter { flow.screen(named: $0.header.name.text).map { $0.group == group && $0.range.file == path } ?? false }
        guard !moving.isEmpty, moving.count < tree.blocks.count else { return nil }
        let newPath = freePath(for: group, beside: path, fileExists: fileExists)
        var moved: [String] = []
        var edits: [EditorEdit] = []
        for block in moving {
            let first = block.header.range.start.line
            let end = block.endLine > 0 ? block.endLine : lines.count + 1
            var body = (first..<end).map { lines.text(ofLine: $0) }
            while body.last?.isEmpty == true { body.removeLast() }
            moved.append(body.joined(separator: "\n"))
            let stop = end <= lines.count ? SourcePosition(line: end, column: 1)
                : SourcePosition(line: lines.count, column: lines.text(ofLine: lines.count).unicodeScalars.count + 1)
            edits.append(EditorEdit(range: SourceRange(file: path, start: SourcePosition(line: first, column: 1), end: stop), newText: ""))
        }
        let newText = moved.joined(separator: "\n\n") + "\n"
        var after = self
        after.update(path, text: Self.applying(edits, to: text))
        after.update(newPath, text: newText)
        guard Self.meaning(of: after.flow) == Self.meaning(of: flow) else { return nil }
        return EditorFix(
            title: "Extract group `\(group)` to \(Self.fileName(of: newPath))", edits: edits, newFile: SourceFile(path: newPath, text: newText))
    }

    /// The text after `edits` (ranges of one file that do not overlap).
    static func applying(_ edits: [EditorEdit], to text: String) -> String {
        let lines = EditorLines(text)
        var result = text
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            var document = EditorDocument(path: "", text: result)
            document.apply([EditorChange(range: lines.editorRange(of: edit.range), text: edit.newText)], version: 0)
            result = document.text
        }
        return result
    }

    /// What the flow says, without where it says it: each screen's parameters, directives'
    /// effects and transitions, by name.
    static func meaning(of flow: Flow) -> [String] {
        flow.screens.map { screen in
            let parameters = screen.parameters.map { "\($0.name):\($0.type)=\($0.defaultValue ?? "")" }.joined(separator: ",")
            let transitions = screen.actions.map { action in
                action.text.map(\.text).joined(separator: "/") + "->"
                    + action.transitions.map { "\($0.kind.rawValue):\($0.target ?? ""):\($0.arguments.map { "\($0.label)=\($0.value)" })" }.joined(separator: ";")
            }
            return [
                screen.name, parameters, screen.sees.map(\.text).joined(separator: "/"), transitions.joined(separator: "|"),
                "\(screen.isEntry)\(screen.isExit)\(screen.hasNavigation)", screen.group ?? "", screen.typeName ?? "",
                screen.routes.map(\.pattern).joined(separator: ","), screen.tabs.map(\.name).joined(separator: ","),
            ].joined(separator: "\u{1}")
        }.sorted()
    }

    private func freePath(for group: String, beside path: String, fileExists: (String) -> Bool) -> String {
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        var base = String(group.unicodeScalars.map { Identifier.isBody($0) || $0 == "-" ? Character($0) : "-" })
        if base.isEmpty { base = "group" }
        var candidate = folder + base + ".uiflow"
        var number = 2
        while text(of: candidate) != nil || fileExists(candidate) {
            candidate = folder + base + "-\(number).uiflow"
            number += 1
        }
        return candidate
    }

    private static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}
