/// A call of the app's own navigation API, declared in `.uiflow.yml` (`navigation-calls:`), that
/// the analysis reads as a navigation of a kind: `router.push` is a push of its first argument,
/// `setRootViewController` a new root, `show(settings:)` a push of `SettingsViewController`.
///
/// Calls the app wraps (a method whose body pushes its parameter) are found without it; this is
/// for what cannot be read from the code (a router over an API the analysis does not know, a
/// call whose target is named by the method rather than passed).
public struct NavigationCall: Sendable, Hashable {
    /// `router.push`, `Router.push`, `push(_:animated:)`, `show(settings:)`: an optional receiver
    /// (a variable's name, or a type's name starting with an uppercase letter), the method's
    /// name, and optionally its argument labels.
    public var pattern: String
    /// What the call does.
    public var kind: TransitionKind
    /// The screen type the call shows, when it is not an argument (`show(settings:)`).
    public var targetType: String?
    /// The label of the argument that is shown, when it is not the first one.
    public var argumentLabel: String?
    /// Whether the call sets the root of its receiver, a container (`kind: root` in the
    /// configuration): on a container built in the same function (`let stack = Stack();
    /// stack.setRoot(screen)`) it puts the screen in it, to be shown with it; on any other it
    /// shows the screen as a new root (a `replace`).
    public var setsContainerRoot: Bool

    /// Creates a declared call.
    public init(pattern: String, kind: TransitionKind, targetType: String? = nil, argumentLabel: String? = nil, setsContainerRoot: Bool = false) {
        self.pattern = pattern
        self.kind = kind
        self.targetType = targetType
        self.argumentLabel = argumentLabel
        self.setsContainerRoot = setsContainerRoot
    }

    /// The receiver part, the name and the labels of the pattern.
    var parts: (receiver: String?, name: String, labels: [String]?) {
        var text = Substring(pattern)
        var labels: [String]?
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            labels = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ":").map(String.init)
            text = text[..<open]
        }
        if let dot = text.lastIndex(of: ".") {
            return (String(text[..<dot]), String(text[text.index(after: dot)...]), labels)
        }
        return (nil, String(text), labels)
    }

    /// Whether a call matches: the name, the labels when given, and the receiver when given (its
    /// text, or its type's name for an uppercase receiver).
    func matches(_ call: CodeEvaluator.Call, receiverType: String?) -> Bool {
        let (receiver, name, labels) = parts
        guard call.name == name else { return false }
        if let labels, labels != call.labels.map({ $0 ?? "_" }) { return false }
        guard let receiver else { return true }
        if receiver.first?.isUppercase == true { return receiverType == receiver || receiverType?.hasSuffix("." + receiver) == true }
        guard let written = call.receiver else { return false }
        return CodeEvaluator.text(of: written) == receiver || CodeEvaluator.text(of: written).hasSuffix("." + receiver)
    }
}
