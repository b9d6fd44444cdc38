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

    /// The sides an edge between two screen boxes leaves its action's row from and arrives at the
    /// target's title on (Graphviz compass points): the row's side that faces the next rank and
    /// the title's that faces the last; `nil` where the title's side would be inside the box's
    /// table (top to bottom and bottom to top, where the ports are left to Graphviz).
    var edgeSides: (tail: StaticString, head: StaticString)? {
        switch self {
        case .leftToRight: (":e", ":w")
        case .rightToLeft: (":w", ":e")
        case .topToBottom, .bottomToTop: nil
        }
    }
}
