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
    /// target's title on (Graphviz compass points; empty: Graphviz chooses): left to right and
    /// right to left, the row's side that faces the next rank and the title's that faces the last;
    /// top to bottom, the title's top, the box's own (a row's bottom would be inside the box).
    /// `nil` bottom to top, where the title's side facing the last rank is inside the box too.
    var edgeSides: (tail: StaticString, head: StaticString)? {
        switch self {
        case .leftToRight: (":e", ":w")
        case .rightToLeft: (":w", ":e")
        case .topToBottom: ("", ":n")
        case .bottomToTop: nil
        }
    }
}
