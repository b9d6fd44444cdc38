extension MarkdownDocument {
    /// The spec's diagrams: which there are, and how each is shown (a Mermaid block, or a link to
    /// its image file).
    struct DiagramSet {
        let diagram: MarkdownWriter.Diagram
        let overview: FlowOverview
        /// For each group of ``overview`` (when the flow has groups), its anchor: `group-` and its
        /// file name, unique among groups and never a screen's (those start with `screen-`).
        let groupAnchors: [String]
        /// The parts drawn as Mermaid: each group's (when the flow has groups), each screen's.
        let groupParts: [FlowSelection]
        let screenParts: [FlowSelection]
        /// The image files, by part.
        let paths: [MarkdownWriter.DiagramPart: String]
        let screenDiagrams: Bool

        init(flow: Flow, diagram: MarkdownWriter.Diagram, screenDiagrams: Bool) {
            self.diagram = diagram
            overview = FlowOverview(flow)
            let hasGroups = overview.hasGroups
            groupAnchors = hasGroups ? DiagramFileNames.names(for: overview.groups.map(\.name)).map { "group-" + $0 } : []
            self.screenDiagrams = screenDiagrams && diagram != .none
            let mermaid = diagram == .mermaid
            groupParts = mermaid && hasGroups ? FlowSelection.groups(of: flow) : []
            screenParts = mermaid && screenDiagrams ? FlowSelection.neighborhoods(of: flow) : []
            if case .image(let path) = diagram {
                // The overview made above, not a second one.
                let files = MarkdownWriter.diagramFiles(
                    of: flow, overview: overview, path: path, screenDiagrams: screenDiagrams)
                paths = Dictionary(files.map { ($0.part, $0.path) }, uniquingKeysWith: { first, _ in first })
            } else {
                paths = [:]
            }
        }

        var hasGroups: Bool { !groupAnchors.isEmpty }
    }

    /// A diagram: a Mermaid block or an image link, with `alt` as its description.
    mutating func appendDiagram(_ diagrams: DiagramSet, _ part: MarkdownWriter.DiagramPart, title: String) {
        switch diagrams.diagram {
        case .none:
            return
        case .mermaid:
            out.append("```mermaid\n")
            switch part {
            case .top:
                out.append(diagrams.hasGroups ? MermaidWriter().write(diagrams.overview) : MermaidWriter().write(flow))
            case .group(let index):
                let part = diagrams.groupParts[index]
                out.append(MermaidWriter(firstStub: part.firstStub).write(part.flow))
            case .screen(let index):
                let part = diagrams.screenParts[index]
                out.append(MermaidWriter(firstStub: part.firstStub, highlighted: part.focus).write(part.flow))
            }
            out.append("```\n\n")
        case .image:
            guard let path = diagrams.paths[part] else { return }
            switch part {
            case .top: out.append(diagrams.hasGroups ? "![Overview of the groups of " : "![Screen-transition diagram of ")
            case .group: out.append("![Screen-transition diagram of the group ")
            case .screen: out.append("![The screens next to ")
            }
            switch part {
            case .top: Markdown.appendInline(title, to: &out)
            case .group(let index): Markdown.appendInline(diagrams.overview.groups[index].name, to: &out)
            case .screen(let index): Markdown.appendInline(flow.screens[index].name, to: &out)
            }
            out.append("](")
            out.append(Markdown.destination(path))
            out.append(")\n\n")
        }
    }

    /// The contents' screen links: one per screen in file order, or with groups, one per group
    /// with its screens under it.
    mutating func writeScreenContents(_ diagrams: DiagramSet) {
        guard diagrams.hasGroups else {
            for (index, screen) in flow.screens.enumerated() {
                out.append("- ")
                appendLink(to: screen.name, screen: index)
                out.append("\n")
            }
            return
        }
        for (index, group) in diagrams.overview.groups.enumerated() {
            out.append("- [Group: ")
            Markdown.appendInline(group.name, to: &out)
            out.append("](#")
            out.append(diagrams.groupAnchors[index])
            out.append(")\n")
            for screen in group.screens {
                out.append("  - ")
                appendLink(to: flow.screens[screen].name, screen: screen)
                out.append("\n")
            }
        }
    }

    /// The screens' sections: under `## Screens` in file order, or with groups, a section per
    /// group (its anchor, its name, its diagram) with its screens in file order.
    mutating func writeScreenSections(_ diagrams: DiagramSet, title: String) {
        guard diagrams.hasGroups else {
            out.append("## Screens\n\n")
            for index in flow.screens.indices { writeScreenAndDiagram(index, diagrams, title: title) }
            return
        }
        for (number, group) in diagrams.overview.groups.enumerated() {
            out.append("<a id=\"")
            out.append(diagrams.groupAnchors[number])
            out.append("\"></a>\n\n## Group: ")
            Markdown.appendInline(group.name, to: &out)
            out.append("\n\n")
            out.append(English.count(group.screens.count, "screen"))
            out.append(".\n\n")
            appendDiagram(diagrams, .group(number), title: title)
            for index in group.screens { writeScreenAndDiagram(index, diagrams, title: title) }
        }
    }

    private mutating func writeScreenAndDiagram(_ index: Int, _ diagrams: DiagramSet, title: String) {
        writeScreen(index)
        if diagrams.screenDiagrams {
            out.append("**Next to it**\n\n")
            appendDiagram(diagrams, .screen(index), title: title)
        }
    }
}
