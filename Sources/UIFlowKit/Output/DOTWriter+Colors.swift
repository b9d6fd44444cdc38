extension DOTWriter {
    /// The colour of each edge, as ``DiagramStyle/edgeColors`` decides it: worked out once per flow.
    struct EdgePaint {
        var mode: EdgeColors
        /// Whether the writer's edge attributes set `color` (`-E color=…`): then it colours every edge.
        var isOverridden = false
        /// With ``EdgeColors/group``: each screen's group, as a position in the palette.
        var paletteIndex: [Int?] = []

        init(_ mode: EdgeColors, flow: Flow, overridden: Bool) {
            self.mode = mode
            isOverridden = overridden
            guard mode == .group else { return }
            paletteIndex = Array(repeating: nil, count: flow.screens.count)
            for (number, group) in DOTWriter.clusters(flow).groups.enumerated() {
                for screen in group.screens { paletteIndex[screen] = number % EdgeColors.groupPalette.count }
            }
        }

        /// The colour of an edge of `kind` that leaves `screen`; nil when the edge attributes decide.
        func color(_ kind: TransitionKind, from screen: Int) -> StaticString? {
            if isOverridden { return nil }
            return switch mode {
            case .kind: TransitionStyle(kind).color
            case .none: EdgeColors.neutral
            case .group: paletteIndex[screen].map { EdgeColors.groupPalette[$0] } ?? EdgeColors.neutral
            }
        }
    }
}
