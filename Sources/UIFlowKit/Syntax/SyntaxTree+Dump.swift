extension SyntaxTree: CustomDebugStringConvertible {
    /// The tree as an indented outline, one node a line in file order: its kind, its source range
    /// (`@line:column-line:column`, columns in Unicode scalars) and its text, quoted and escaped
    /// as a Swift string literal, then the diagnostics. For debugging and for tests that pin
    /// where the parser puts each node (the style of swift-markdown's `debugDescription`):
    ///
    /// ```text
    /// SyntaxTree "a.uiflow"
    /// └─ Block lines 1..<6
    ///    ├─ Header @1:1-1:7 rank 0
    ///    │  └─ Name @1:2-1:6 "Home"
    ///    ├─ Separator @2:1-2:3
    ///    └─ Action @3:1-4:11
    ///       ├─ Text @3:1-3:9 "Tap \"Go\""
    ///       └─ Transition @4:1-4:11 show
    ///          └─ Target @4:5-4:11 "Detail"
    /// ```
    ///
    /// A block's line gives the lines it spans (to ``BlockSyntax/endLine``, exclusive); a
    /// diagnostic's, its severity, rule and message.
    public var debugDescription: String {
        var lines = ["SyntaxTree \(path.debugDescription)"]
        let file = DumpNode("SyntaxTree", nil, nil, blocks.map(DumpNode.init) + comments.map { DumpNode("Comment", $0) })
        let nodes = file.children + diagnostics.map { diagnostic in
            DumpNode("Diagnostic", diagnostic.range, "\(diagnostic.severity.rawValue) [\(diagnostic.rule.rawValue)] \(diagnostic.message.debugDescription)")
        }
        for (index, node) in nodes.enumerated() {
            node.write(into: &lines, prefix: "", isLast: index == nodes.count - 1)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A node of ``SyntaxTree``'s dump: a kind, a range, a detail, and the children in file order.
private struct DumpNode {
    var kind: String
    var range: SourceRange?
    var detail: String?
    var children: [DumpNode] = []

    init(_ kind: String, _ range: SourceRange?, _ detail: String? = nil, _ children: [DumpNode] = []) {
        self.kind = kind
        self.range = range
        self.detail = detail
        // In file order; nodes that start together keep the order they were given in.
        self.children = children.enumerated().sorted { lhs, rhs in
            let left = lhs.element.range?.start ?? SourcePosition(line: 0, column: 0)
            let right = rhs.element.range?.start ?? SourcePosition(line: 0, column: 0)
            return left == right ? lhs.offset < rhs.offset : left < right
        }.map(\.element)
    }

    /// A node for a piece of text: its kind, range and quoted text.
    init(_ kind: String, _ text: SyntaxText) {
        self.init(kind, text.range, text.text.debugDescription)
    }

    init(_ block: BlockSyntax) {
        let header = block.header
        var headerChildren = [DumpNode("Name", header.name)]
        for parameter in header.parameters ?? [] {
            headerChildren.append(
                DumpNode(
                    "Parameter", parameter.range, nil,
                    [DumpNode("Label", parameter.label), DumpNode("Type", parameter.type)]
                        + (parameter.defaultValue.map { [DumpNode("Default", $0)] } ?? [])))
        }
        let parameters = header.parameters.map { "parameters \($0.count)" }
        var children = [DumpNode("Header", header.range, (["rank \(header.rank)"] + [parameters].compactMap { $0 }).joined(separator: ", "), headerChildren)]
        children += block.sees.map { DumpNode("Sees", $0) }
        children += block.directives.map(DumpNode.init)
        if let separator = block.separator { children.append(DumpNode("Separator", separator)) }
        children += block.actions.map { action in
            DumpNode("Action", action.range, nil, action.text.map { DumpNode("Text", $0) } + action.transitions.map(DumpNode.init))
        }
        self.init("Block", nil, "lines \(header.range.start.line)..<\(block.endLine)", children)
        range = header.range
    }

    init(_ directive: DirectiveSyntax) {
        let children = (directive.argument.map { [DumpNode("Argument", $0)] } ?? []) + directive.items.map { DumpNode("Item", $0) }
        self.init("Directive", directive.range, "@" + directive.directive.rawValue, children)
    }

    init(_ transition: TransitionSyntax) {
        var children: [DumpNode] = []
        if let word = transition.kindWord { children.append(DumpNode("KindWord", word)) }
        if let label = transition.label { children.append(DumpNode("Label", label)) }
        if let target = transition.target { children.append(DumpNode("Target", target)) }
        for argument in transition.arguments ?? [] {
            children.append(DumpNode("Argument", argument.range, nil, [DumpNode("Label", argument.label), DumpNode("Value", argument.value)]))
        }
        if let allow = transition.allow { children.append(DumpNode(allow)) }
        let arguments = transition.arguments.map { ", arguments \($0.count)" } ?? ""
        self.init("Transition", transition.range, transition.kind.rawValue + arguments, children)
    }

    /// Appends this node's line and its children's, with box-drawing branches.
    func write(into lines: inout [String], prefix: String, isLast: Bool) {
        var line = prefix + (isLast ? "└─ " : "├─ ") + kind
        // A block's range is its header's; its line says which lines it spans instead.
        if let range, kind != "Block" { line += " @\(range.start)-\(range.end)" }
        if let detail { line += " " + detail }
        lines.append(line)
        let inner = prefix + (isLast ? "   " : "│  ")
        for (index, child) in children.enumerated() {
            child.write(into: &lines, prefix: inner, isLast: index == children.count - 1)
        }
    }
}
