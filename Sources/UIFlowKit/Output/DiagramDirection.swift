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
}
