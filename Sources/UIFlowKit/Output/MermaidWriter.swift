/// Writes a flow as a Mermaid flowchart, which GitHub draws from a ```` ```mermaid ```` block.
///
/// Node ids are generated (`s0`, `s1`… for screens, `u0`… for undefined targets, `g0`… for groups),
/// so any screen name is safe; every label is quoted, with Mermaid's entity codes (`#quot;`,
/// `#35;`…) for the characters its grammar or HTML would read. Each node shows the screen's name,
/// its parameters and what the user sees; edges carry their labels and arguments, and kinds are
/// drawn as in the DOT output (present dashed, back and dismiss dotted grey, replace thick, switch
/// blue); undefined targets are dashed stadiums, entry points have a thick border.
public struct MermaidWriter: Sendable {
    /// The direction of the chart.
    public var direction: DiagramDirection
    /// The position in the flow's screens from which on screens are drawn as stubs (dashed and
    /// grey): ``FlowSelection/firstStub``; `nil` draws none.
    public var firstStub: Int?
    /// The position in the flow's screens of a screen to frame in blue: ``FlowSelection/focus``.
    public var highlighted: Int?
    /// What a diff changed (``DiffDiagram``): marked screens and edges get their mark's colours.
    public var diffMarks: DiffMarks?

    /// Creates a writer.
    public init(direction: DiagramDirection = .leftToRight, firstStub: Int? = nil, highlighted: Int? = nil) {
        self.direction = direction
        self.firstStub = firstStub
        self.highlighted = highlighted
    }

    /// Creates a writer that takes from `style` what a Mermaid chart can show: the direction, the
    /// stubs, the focus and the diff marks.
    public init(style: DiagramStyle) {
        self.init(direction: style.direction, firstStub: style.firstStub, highlighted: style.highlighted)
        diffMarks = style.diffMarks
    }

    /// The flowchart for `flow`, without the ```` ```mermaid ```` fence.
    public func write(_ flow: Flow) -> String {
        var out = TextBuffer(capacity: flow.screens.count * 200)
        out.append("flowchart ")
        out.append(direction.rawValue)
        out.append("\n")
        var inGroup: [NameKey: [Int]] = [:]
        var groups: [String] = []
        for (index, screen) in flow.screens.enumerated() {
            out.append("    s")
            out.append(index)
            out.append("[\"")
            var lines = [screen.name + (diffMarks?.formerNameSuffix(index) ?? "")]
            if screen.hasParameterList {
                lines.append(
                    "(" + screen.parameters.map { "\($0.name): \($0.type)" + ($0.defaultValue.map { " = " + $0 } ?? "") }
                        .joined(separator: ", ") + ")")
            }
            lines += screen.sees.map(\.text)
            for (number, line) in lines.enumerated() {
                if number > 0 { out.append("<br/>") }
                out.append(line, escaping: Self.labelEscapes)
            }
            out.append("\"]\n")
            if let group = screen.group {
                if inGroup[NameKey(group)] == nil { groups.append(group) }
                inGroup[NameKey(group), default: []].append(index)
            }
        }
        let undefined = flow.undefinedTargets
        let undefinedIDs = Dictionary(undefined.enumerated().map { (NameKey($1), $0) }, uniquingKeysWith: { first, _ in first })
        for (index, name) in undefined.enumerated() {
            out.append("    u")
            out.append(index)
            out.append("([\"")
            out.append(name, escaping: Self.labelEscapes)
            out.append("\"])\n")
        }
        var styles: [(kind: TransitionKind, edges: [Int])] = TransitionKind.allCases.map { ($0, []) }
        var edge = 0
        var marked: [(edge: Int, mark: DiffMarks.Mark)] = []
        for (index, screen) in flow.screens.enumerated() {
            screen.forEachTransition { action, position, transition in
                guard let target = transition.target else { return }
                if let mark = diffMarks?.transition(screen: index, action: action, index: position) {
                    marked.append((edge, mark))
                }
                out.append("    s")
                out.append(index)
                out.append(TransitionStyle(transition.kind).mermaidArrow)
                let label = transition.edgeLabelLines
                if !label.isEmpty {
                    out.append("|\"")
                    for (number, line) in label.enumerated() {
                        if number > 0 { out.append("<br/>") }
                        out.append(line, escaping: Self.labelEscapes)
                    }
                    out.append("\"|")
                }
                out.append(" ")
                if let targetIndex = transition.targetIndex {
                    out.append("s")
                    out.append(targetIndex)
                } else {
                    out.append("u")
                    out.append(undefinedIDs[NameKey(target)] ?? 0)
                }
                out.append("\n")
                if let slot = styles.firstIndex(where: { $0.kind == transition.kind }) {
                    styles[slot].edges.append(edge)
                }
                edge += 1
            }
        }
        for (number, group) in groups.enumerated() {
            out.append("    subgraph g")
            out.append(number)
            out.append(" [\"")
            out.append(group, escaping: Self.labelEscapes)
            out.append("\"]\n")
            for index in inGroup[NameKey(group)] ?? [] {
                out.append("        s")
                out.append(index)
                out.append("\n")
            }
            out.append("    end\n")
        }
        let entries = flow.screens.indices.filter { flow.screens[$0].isEntry || !flow.screens[$0].routes.isEmpty }
        if !entries.isEmpty {
            out.append("    classDef entry stroke-width:3px\n    class ")
            out.append(entries.map { "s\($0)" }.joined(separator: ","))
            out.append(" entry\n")
        }
        if let firstStub, firstStub < flow.screens.count {
            out.append("    classDef stub stroke-dasharray:3 3,color:#555555,fill:#fafafa\n    class ")
            out.append((firstStub..<flow.screens.count).map { "s\($0)" }.joined(separator: ","))
            out.append(" stub\n")
        }
        if let highlighted, flow.screens.indices.contains(highlighted) {
            out.append("    classDef focus stroke:#1a73e8,stroke-width:3px\n    class s")
            out.append(highlighted)
            out.append(" focus\n")
        }
        if !undefined.isEmpty {
            out.append("    classDef undefined stroke-dasharray:5 5\n    class ")
            out.append(undefined.indices.map { "u\($0)" }.joined(separator: ","))
            out.append(" undefined\n")
        }
        for (kind, edges) in styles where !edges.isEmpty {
            let style = TransitionStyle(kind)
            out.append("    linkStyle ")
            out.append(edges.map(String.init).joined(separator: ","))
            out.append(" ")
            out.append(style.mermaidLinkStyle(color: style.color))
            out.append("\n")
        }
        if let diffMarks { Self.appendDiffMarks(diffMarks, edges: marked, to: &out) }
        return out.text
    }

    /// Mermaid's entity codes for what its grammar or HTML labels would read (quotes, `#` entity
    /// starts, HTML, markdown-string backticks, `|` edge-label ends, `;` statement ends, `%%`
    /// comments); control characters become spaces.
    static let labelEscapes = Escapes(
        [
            "\"": "#quot;", "#": "#35;", "&": "#amp;", "<": "#lt;", ">": "#gt;", "`": "#96;", "|": "#124;",
            ";": "#59;", "%": "#37;",
        ],
        controls: " ")
}
