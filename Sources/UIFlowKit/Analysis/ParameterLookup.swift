/// Finds a screen's parameters by label: by a linear search for the usual handful, through a
/// dictionary built once per screen for long lists, so that checking many arguments against a
/// screen with many parameters stays linear.
struct ParameterLookup {
    private let flow: Flow
    private var dictionaries: [Int: [String: Int]] = [:]
    private var suggesters: [Int: NameSuggester] = [:]

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

    /// The parameter names closest to a label the screen does not declare, closest first.
    mutating func suggestions(for label: String, of screen: Int) -> [String] {
        let suggester = suggesters[screen] ?? NameSuggester(names: flow.screens[screen].parameters.map(\.name))
        suggesters[screen] = suggester
        return suggester.suggestions(for: label)
    }

    /// Of `missing`, the parameters a misspelt label accounts for: for each of `labels` that names
    /// no parameter, the closest suggested one that is missing (`userID` accounts for `userId`).
    /// `unknown-argument` reports the misspelling, with that suggestion; `missing-argument` leaves
    /// those parameters out, so that one typo gives one finding.
    mutating func misspelt(_ missing: [Screen.Parameter], by labels: [String], of screen: Int) -> Set<String> {
        var accounted: Set<String> = []
        let missingNames = Set(missing.map(\.name))
        for label in labels where index(of: label, in: screen) == nil {
            if let name = suggestions(for: label, of: screen).first(where: { missingNames.contains($0) && !accounted.contains($0) }) {
                accounted.insert(name)
            }
        }
        return accounted
    }
}
