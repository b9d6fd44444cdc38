extension DOTWriter {
    /// The most screens one diagram shows readably: past it, `uiflow render` suggests one diagram
    /// per group (`--split groups`). Measured in docs/rendering.md: past about 50 screens, a
    /// generated app's diagram has more than a hundred edge crossings and is wider than a screen
    /// can show at a readable size.
    public static let readableScreenLimit = 50

    /// How the layout trades the curved look against the time Graphviz takes.
    ///
    /// Graphviz's `dot` engine is fast on small flows but superlinear: on a 500-screen flow whose
    /// screens lead to the next one or two and a fifth of them also jump back to an earlier screen,
    /// its defaults (curved splines, unbounded network simplex and crossing minimisation) ran for
    /// over ten minutes here; ``fastAttributes`` take seconds. The figures are in
    /// docs/rendering.md.
    public enum Layout: String, Sendable, CaseIterable {
        /// ``curved`` for flows up to ``DOTWriter/fastLayoutThreshold`` screens and transitions
        /// together, ``fast`` above.
        case automatic = "auto"
        /// Graphviz's defaults: curved edges, full optimisation. The original's look.
        case curved
        /// ``DOTWriter/fastAttributes``: bounded optimisation, more room between ranks and screens,
        /// and external edge labels.
        case fast
    }
}
