/// The direction a diagram's ranks run in: Graphviz's `rankdir`, Mermaid's flowchart direction.
public enum DiagramDirection: String, Sendable, CaseIterable {
    /// Left to right, the original's look.
    case leftToRight = "LR"
    /// Top to bottom.
    case topToBottom = "TB"
    /// Right to left.
    case rightToLeft = "RL"
    /// Bottom to top.
    case bottomToTop = "BT"

    /// Where an edge between two screen boxes meets them (Graphviz compass points): the side of its
    /// action's row that faces the next rank, where that side is outside the box (left to right
    /// and right to left; top to bottom it would be the next row), and the side of the target's
    /// title that faces the previous rank, which is always outside the box.
    var edgeSides: (tail: StaticString?, head: StaticString) {
        switch self {
        case .leftToRight: (":e", ":w")
        case .rightToLeft: (":w", ":e")
        case .topToBottom: (nil, ":n")
        case .bottomToTop: (nil, ":s")
        }
    }
}
