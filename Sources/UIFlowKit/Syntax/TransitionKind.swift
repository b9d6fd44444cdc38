/// How a transition moves between screens: the word in its arrow (`==push=>`), and what that means.
///
/// Everything a kind means is said here, once, in exhaustive switches: adding a kind is a compile
/// error at each of them, and at the diagrams' styles (`TransitionStyle`), until it is decided.
public enum TransitionKind: String, Sendable, Hashable, CaseIterable {
    /// Unspecified (`==>` and implicit transitions), as in the original notation.
    case show
    /// Pushed onto a navigation stack (`==push=>`).
    case push
    /// Presented modally (`==present=>`).
    case present
    /// Popped back (`==back=>`); the target may be left out.
    case back
    /// A modal dismissed (`==dismiss=>`); the target may be left out.
    case dismiss
    /// A new root, as after sign-in (`==replace=>`).
    case replace
    /// A tab switch (`==switch=>`).
    case `switch`

    /// What following a transition of this kind does to what is on screen.
    public enum Movement: Sendable, Hashable {
        /// Puts the target on top of the current screen (`show`, `push`, `present`).
        case forward
        /// Goes back to a screen that is already there (`back`, `dismiss`).
        case backward
        /// Replaces everything with the target (`replace`).
        case reset
        /// Moves to a sibling that already exists (`switch`).
        case sideways
    }

    /// What following a transition of this kind does to what is on screen.
    public var movement: Movement {
        switch self {
        case .show, .push, .present: .forward
        case .back, .dismiss: .backward
        case .replace: .reset
        case .switch: .sideways
        }
    }

    /// Whether the transition returns to an earlier screen, so that it may leave out its target.
    public var isReturn: Bool { movement == .backward }

    /// Whether following the transition grows the navigation stack: a loop of such transitions can
    /// repeat forever (`show`, `push`, `present`).
    public var isForward: Bool { movement == .forward }

    /// Whether following the transition builds its target anew, so that it must pass the target's
    /// required parameters: not for back, dismiss and switch, which go to a screen that exists.
    public var buildsTarget: Bool {
        switch movement {
        case .forward, .reset: true
        case .backward, .sideways: false
        }
    }

    /// The arrow of this kind as written without a label: `==>`, `==push=>`. Literals, so that a
    /// message step made of one allocates nothing for it.
    public var arrow: String {
        switch self {
        case .show: "==>"
        case .push: "==push=>"
        case .present: "==present=>"
        case .back: "==back=>"
        case .dismiss: "==dismiss=>"
        case .replace: "==replace=>"
        case .switch: "==switch=>"
        }
    }

    /// Every case, made once (`allCases` makes a new array on each use).
    private static let cases = allCases

    /// The kind whose word is `word` (`push`), or `nil`. The few short words compared in turn
    /// cost less than `init(rawValue:)`, which switches over strings (docs/performance.md,
    /// "Measured choices").
    static func named(_ word: String) -> Self? {
        cases.first { $0.rawValue == word }
    }
}
