/// The flow joined to the app's code: each screen's type, the screens of each type, and the
/// transitions the flow declares between them, for the rules that compare the two.
struct CodeLinks: Sendable {
    /// The code.
    let index: CodeIndex
    /// Each screen's type, by screen index: its `@type`, else the first type named after it that
    /// is a view controller or a SwiftUI view; `nil` when there is none.
    let types: [CodeType?]
    /// The screens each type implements, by type name, in flow order.
    let screensByType: [String: [Int]]

    init(flow: Flow, index: CodeIndex, suffixes: [String]) {
        self.index = index
        var types: [CodeType?] = []
        var screensByType: [String: [Int]] = [:]
        for (position, screen) in flow.screens.enumerated() {
            let type: CodeType? =
                if let name = screen.typeName {
                    index.type(named: name)
                } else {
                    Self.candidateNames(for: screen.name, suffixes: suffixes).lazy
                        .compactMap { index.type(named: $0) }.first { $0.isScreen }
                }
            types.append(type)
            if let type { screensByType[type.name, default: []].append(position) }
        }
        self.types = types
        self.screensByType = screensByType
    }

    /// The type names a screen without `@type` may have: its name as a Swift type name
    /// (`Sign in` → `SignIn`) with each suffix, then alone.
    static func candidateNames(for screenName: String, suffixes: [String]) -> [String] {
        let base = typeName(for: screenName)
        guard !base.isEmpty else { return [] }
        return suffixes.map { base + $0 } + [base]
    }

    /// `Sign in` → `SignIn`, `order-detail` → `OrderDetail`: the words, each capitalised, joined.
    static func typeName(for screenName: String) -> String {
        var words: [Substring] = []
        var start: String.Index?
        for index in screenName.indices {
            let character = screenName[index]
            if character.isLetter || character.isNumber || character == "_" {
                if start == nil { start = index }
            } else if let begin = start {
                words.append(screenName[begin..<index])
                start = nil
            }
        }
        if let begin = start { words.append(screenName[begin...]) }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isNumber == true ? "" : name
    }

    /// The flow's transitions from screen `source` to screen `target`, by the target's name.
    static func transitions(in flow: Flow, from source: Int, to target: Int) -> [Transition] {
        flow.screens[source].transitions.filter { transition in
            transition.target.flatMap { flow.index(ofScreenNamed: $0) } == target
        }
    }

    /// Whether a transition the flow declares as `declared` is what code of kind `found` does:
    /// the same kind; a flow's `show` (unspecified) is any forward kind, and so is UIKit's
    /// `show(_:sender:)`, which pushes or presents as the context decides.
    static func matches(declared: TransitionKind, found: TransitionKind) -> Bool {
        if declared == found { return true }
        if declared == .show || found == .show { return declared.isForward && found.isForward }
        return false
    }
}
