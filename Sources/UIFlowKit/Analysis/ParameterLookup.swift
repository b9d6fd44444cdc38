/// Finds a screen's parameters by label: by a linear search for the usual handful, through a
/// dictionary built once per screen for long lists, so that checking many arguments against a
/// screen with many parameters stays linear.
struct ParameterLookup {
    private let flow: Flow
    private var dictionaries: [Int: [String: Int]] = [:]

    init(flow: Flow) { self.flow = flow }

    /// The position of the parameter labelled `label` in the screen's parameters.
    mutating func index(of label: String, in screen: Int) -> Int? {
        let parameters = flow.screens[screen].parameters
        guard parameters.count > 8 else { return parameters.firstIndex { $0.name == label } }
        if dictionaries[screen] == nil {
            dictionaries[screen] = Dictionary(
                parameters.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
        return dictionaries[screen]?[label]
    }

    /// The parameter labelled `label`.
    mutating func parameter(_ label: String, of screen: Int) -> Screen.Parameter? {
        index(of: label, in: screen).map { flow.screens[screen].parameters[$0] }
    }
}
