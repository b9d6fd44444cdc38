extension MarkdownWriter {
    /// One diagram of the spec: the top one (the overview of the groups when the flow has any,
    /// else the whole flow), a group's, or a screen's neighbourhood (``screenDiagrams``).
    public enum DiagramPart: Sendable, Hashable {
        /// The diagram at the top.
        case top
        /// The group at this position in ``FlowOverview/groups``.
        case group(Int)
        /// The neighbourhood of the screen at this position in ``Flow/screens``.
        case screen(Int)
    }

    /// A diagram's file, for ``Diagram/image(path:)``.
    public struct DiagramFile: Sendable, Hashable {
        /// What it draws.
        public var part: DiagramPart
        /// Its path, relative to the Markdown file as the top image's is.
        public var path: String
    }

    /// The image files of a spec whose top diagram is `path`: that one, then, when `flow` has
    /// groups, one per group, then (with `screenDiagrams`) one per screen. Each is `path`'s name
    /// with `-` and a ``DiagramFileNames`` name of the group, or of `screen-` and the screen's
    /// name, before its extension (`SPEC.svg`: `SPEC-checkout.svg`, `SPEC-screen-cart.svg`).
    /// ``write(_:findings:)`` links these; whoever writes the spec draws them there.
    public static func diagramFiles(of flow: Flow, path: String, screenDiagrams: Bool) -> [DiagramFile] {
        diagramFiles(of: flow, overview: FlowOverview(flow), path: path, screenDiagrams: screenDiagrams)
    }

    /// ``diagramFiles(of:path:screenDiagrams:)`` with the flow's overview already made.
    static func diagramFiles(of flow: Flow, overview: FlowOverview, path: String, screenDiagrams: Bool) -> [DiagramFile] {
        let groups = overview.hasGroups ? overview.groups.map(\.name) : []
        let screens = screenDiagrams ? flow.screens.map { "screen-" + $0.name } : []
        let names = DiagramFileNames.names(for: groups + screens)
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let dot = path[slash...].lastIndex(of: ".") ?? path.endIndex
        let stem = String(path[..<dot])
        let suffix = String(path[dot...])
        var files = [DiagramFile(part: .top, path: path)]
        for (index, name) in names.enumerated() {
            let part: DiagramPart = index < groups.count ? .group(index) : .screen(index - groups.count)
            files.append(DiagramFile(part: part, path: stem + "-" + name + suffix))
        }
        return files
    }
}
