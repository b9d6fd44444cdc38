extension DOTWriter {
    /// The colour of each edge, as ``edgeColors`` decides it: worked out once per flow.
    struct EdgePaint {
        var mode: EdgeColors
        /// With ``EdgeColors/group``: each screen's group, as a position in the palette.
        var paletteIndex: [Int?] = []

        init(_ mode: EdgeColors, flow: Flow) {
            self.mode = mode
            guard mode == .group else { return }
            paletteIndex = Array(repeating: nil, count: flow.screens.count)
            for (number, group) in DOTWriter.clusters(flow).groups.enumerated() {
                for screen in group.screens { paletteIndex[screen] = number % EdgeColors.groupPalette.count }
            }
        }

        /// The colour of an edge of `kind` that leaves `screen`.
        func color(_ kind: TransitionKind, from screen: Int) -> StaticString {
            switch mode {
            case .kind: TransitionStyle(kind).color
            case .none: EdgeColors.neutral
            case .group: paletteIndex[screen].map { EdgeColors.groupPalette[$0] } ?? EdgeColors.neutral
            }
        }
    }
}
