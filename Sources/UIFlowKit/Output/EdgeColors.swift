/// What decides the colour of a diagram's edges (`uiflow render --color-by`). The line (thin,
/// thick, dashed, dotted, double) always says the transition's kind.
public enum EdgeColors: String, Sendable, CaseIterable {
    /// Each kind its own colour (docs/language.md lists them): the default.
    case kind
    /// The colour of the source screen's `@group`, from a fixed palette in the order the groups
    /// first appear (the same flow, the same colours); edges from screens in no group are grey.
    /// Makes a line easy to follow across a large diagram.
    case group
    /// Every edge grey.
    case none

    /// The grey of ``none``, and of edges from ungrouped screens with ``group``.
    static let neutral: StaticString = "#555555"

    /// The colours of ``group``, the first group's first: ten that stay apart from each other
    /// on white and in print (Tableau's ten, darkened to read as lines); the eleventh group takes
    /// the first colour again.
    static let groupPalette: [StaticString] = [
        "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#a0a010", "#ff7f0e", "#4d4d4d",
    ]
}
