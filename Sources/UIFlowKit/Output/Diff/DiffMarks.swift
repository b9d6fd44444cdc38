/// What a diagram of a ``FlowDiff`` marks, by place in the flow it draws (``DiffDiagram/flow``):
/// screens, transitions and actions added, removed (drawn as grey dashed ghosts) or changed.
public struct DiffMarks: Sendable, Hashable {
    /// How a screen, action or transition changed.
    public enum Mark: String, Sendable, Hashable, CaseIterable {
        case added, removed, changed

        /// The colour it is drawn in: green, grey, orange.
        var color: StaticString {
            switch self {
            case .added: "#2e7d32"
            case .removed: "#9e9e9e"
            case .changed: "#ef6c00"
            }
        }

        /// The fill of a marked screen's box.
        var fill: StaticString {
            switch self {
            case .added: "#e8f5e9"
            case .removed: "#f5f5f5"
            case .changed: "#fff3e0"
            }
        }
    }

    /// Screens by index.
    var screens: [Int: Mark] = [:]
    /// The removed actions kept as ghost rows, by screen and action index.
    var actions: Set<ActionPlace> = []
    /// Transitions by place.
    var transitions: [TransitionPlace: Mark] = [:]
    /// The old names of renamed screens, by index: their titles say `New (was Old)`.
    var formerNames: [Int: String] = [:]

    /// An action's place: its screen, and its index there.
    struct ActionPlace: Hashable {
        var screen: Int
        var action: Int
    }

    /// Whether nothing is marked.
    public var isEmpty: Bool { screens.isEmpty && actions.isEmpty && transitions.isEmpty }

    /// The mark of a screen.
    func screen(_ index: Int) -> Mark? { screens[index] }

    /// What a renamed screen's title adds to its name: ` (was Old)`; empty for any other screen.
    func formerNameSuffix(_ index: Int) -> String {
        formerNames[index].map { " (was \($0))" } ?? ""
    }

    /// The mark of a transition.
    func transition(screen: Int, action: Int, index: Int) -> Mark? {
        transitions[TransitionPlace(screen: screen, action: action, transition: index)]
    }

    /// Whether an action is a removed one, drawn as a ghost row.
    func isRemoved(screen: Int, action: Int) -> Bool {
        actions.contains(ActionPlace(screen: screen, action: action))
    }

    /// The marks used, in ``Mark`` order, for the legend.
    var used: [Mark] {
        let all = Set(screens.values).union(transitions.values).union(actions.isEmpty ? [] : [.removed])
        return Mark.allCases.filter(all.contains)
    }
}
