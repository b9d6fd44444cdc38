/// A screen's parameter as the generated code writes it: its type and default checked against
/// ``SwiftGrammar`` and written back from the parsed form.
struct SwiftParameter {
    /// The label, as the flow writes it (an identifier the parser checked).
    var name: String
    /// The type; ``SwiftType/refused`` when the grammar refused it.
    var type: SwiftType
    /// The default value, written back from the parsed literal; `nil` when there is none or it
    /// was refused.
    var defaultValue: String?
    /// Whether a transition must pass it: no default and not optional, as the flow says.
    var isRequired: Bool
}
