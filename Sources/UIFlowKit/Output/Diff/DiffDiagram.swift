/// The new flow drawn with what a diff says about it: added screens and transitions in green,
/// changed ones in orange, and removed ones kept as grey dashed ghosts (a removed screen with its
/// transitions; a removed transition from the action of the same text, or from a ghost row of its
/// old action).
///
/// ```swift
/// let diagram = DiffDiagram(old: old, new: new, diff: FlowDiff(old: old, new: new))
/// var writer = DOTWriter()
/// writer.diffMarks = diagram.marks
/// let dot = writer.write(diagram.flow)
/// ```
public struct DiffDiagram: Sendable {
    /// The new flow with the ghosts added: removed screens after the new flow's screens.
    public var flow: Flow
    /// What is marked, by place in ``flow``.
    public var marks: DiffMarks

    /// The diagram of `diff`, which must compare `old` with `new`.
    public init(old: Flow, new: Flow, diff: FlowDiff) {
        var screens = new.screens
        var marks = DiffMarks()
        let newIndex = Self.indexByRange(new)
        let oldIndex = Self.indexByRange(old)
        var renamed: [NameKey: String] = [:]
        var ghosts: [TransitionPlace] = []
        for change in diff.changes {
            switch change.kind {
            case .screenAdded:
                if let place = change.new.flatMap({ newIndex.screens[$0] }) { marks.screens[place] = .added }
            case .screenRemoved:
                if let place = change.old.flatMap({ oldIndex.screens[$0] }) {
                    marks.screens[screens.count] = .removed
                    screens.append(old.screens[place])
                }
            case .transitionAdded, .transitionChanged:
                if let place = change.new.flatMap({ newIndex.transitions[$0] }) {
                    marks.transitions[place] = change.kind == .transitionAdded ? .added : .changed
                }
                if let place = change.screen.flatMap({ new.index(ofScreenNamed: $0) }), marks.screens[place] == nil {
                    marks.screens[place] = .changed
                }
            case .transitionRemoved:
                if let place = change.old.flatMap({ oldIndex.transitions[$0] }) {
                    ghosts.append(place)
                }
                if let place = change.screen.flatMap({ new.index(ofScreenNamed: $0) }), marks.screens[place] == nil {
                    marks.screens[place] = .changed
                }
            case .findingAdded, .findingResolved:
                break
            default:
                if change.kind == .screenRenamed, let before = change.before, let after = change.after {
                    renamed[NameKey(before)] = after
                    if let place = new.index(ofScreenNamed: after) { marks.formerNames[place] = before }
                }
                if let place = change.screen.flatMap({ new.index(ofScreenNamed: $0) }), marks.screens[place] == nil {
                    marks.screens[place] = .changed
                }
            }
        }
        // Ghost screens' transitions lead to their targets' new names, and are ghosts themselves.
        for index in new.screens.count..<screens.count {
            for action in screens[index].actions.indices {
                for transition in screens[index].actions[action].transitions.indices {
                    let target = screens[index].actions[action].transitions[transition].target
                    screens[index].actions[action].transitions[transition].target = target.map { renamed[NameKey($0)] ?? $0 }
                    marks.transitions[TransitionPlace(screen: index, action: action, transition: transition)] = .removed
                }
            }
        }
        Self.addGhosts(ghosts, from: old, renamed: renamed, to: &screens, marks: &marks)
        self.flow = Flow(files: [ParsedFile(path: new.files.first ?? "", screens: screens, diagnostics: [])])
        self.marks = marks
    }

    /// Each removed transition of a screen the new flow still has, from the action of the same
    /// text, else from a ghost row with its old action's text.
    private static func addGhosts(
        _ ghosts: [TransitionPlace], from old: Flow, renamed: [NameKey: String],
        to screens: inout [Screen], marks: inout DiffMarks
    ) {
        var index: [NameKey: Int] = [:]
        for (position, screen) in screens.enumerated() { index[NameKey(screen.name)] = position }
        // Each screen's actions by their text, made when a ghost first needs them.
        var actionsByText: [Int: [[String]: Int]] = [:]
        for ghost in ghosts {
            let oldScreen = old.screens[ghost.screen]
            let action = oldScreen.actions[ghost.action]
            var transition = action.transitions[ghost.transition]
            transition.target = transition.target.map { renamed[NameKey($0)] ?? $0 }
            let name = renamed[NameKey(oldScreen.name)] ?? oldScreen.name
            guard let screen = index[NameKey(name)] else { continue }
            let text = action.text.map(\.text)
            if actionsByText[screen] == nil {
                actionsByText[screen] = Dictionary(
                    screens[screen].actions.enumerated().map { ($1.text.map(\.text), $0) }, uniquingKeysWith: { first, _ in first })
            }
            let actionIndex: Int
            if let found = actionsByText[screen]?[text] {
                actionIndex = found
            } else {
                actionIndex = screens[screen].actions.count
                screens[screen].actions.append(Action(text: action.text, range: action.range))
                actionsByText[screen]?[text] = actionIndex
                marks.actions.insert(DiffMarks.ActionPlace(screen: screen, action: actionIndex))
            }
            screens[screen].actions[actionIndex].transitions.append(transition)
            let place = TransitionPlace(
                screen: screen, action: actionIndex, transition: screens[screen].actions[actionIndex].transitions.count - 1)
            marks.transitions[place] = .removed
        }
    }

    /// Screens and transitions of `flow` by the range of what a change points at: a screen's name,
    /// a transition's line.
    private static func indexByRange(_ flow: Flow) -> (screens: [SourceRange: Int], transitions: [SourceRange: TransitionPlace]) {
        var screens: [SourceRange: Int] = [:]
        var transitions: [SourceRange: TransitionPlace] = [:]
        for (index, screen) in flow.screens.enumerated() {
            screens[screen.range] = index
            screen.forEachTransition { action, position, transition in
                transitions[transition.range] = TransitionPlace(screen: index, action: action, transition: position)
            }
        }
        return (screens, transitions)
    }
}
