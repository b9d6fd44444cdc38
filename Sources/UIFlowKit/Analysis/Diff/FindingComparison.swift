/// The lint findings of two flows, compared by rule, severity and message (never by place, so
/// that moving a block moves its findings with it): those only the new flow has, and those only
/// the old one had.
struct FindingComparison {
    /// The new flow's findings the old one did not have, in the new flow's order.
    var added: [Diagnostic] = []
    /// The old flow's findings the new one does not have, in the old flow's order.
    var resolved: [Diagnostic] = []

    /// Compares `old` with `new`, each old finding by the message `oldMessage` gives it (its own,
    /// or one with a renamed screen's new name).
    init(old: [Diagnostic], new: [Diagnostic], oldMessage: (Diagnostic) -> String = \.message) {
        struct Key: Hashable {
            var rule: RuleID
            var severity: Severity
            var message: String
        }
        let oldKeys = old.map { Key(rule: $0.rule, severity: $0.severity, message: oldMessage($0)) }
        var unmatched: [Key: Int] = [:]
        for key in oldKeys { unmatched[key, default: 0] += 1 }
        for finding in new {
            let key = Key(rule: finding.rule, severity: finding.severity, message: finding.message)
            if let count = unmatched[key], count > 0 {
                unmatched[key] = count - 1
            } else {
                added.append(finding)
            }
        }
        // The last ones of a key are the resolved ones, as the first ones were matched.
        for (finding, key) in zip(old, oldKeys).reversed() {
            if let count = unmatched[key], count > 0 {
                unmatched[key] = count - 1
                resolved.append(finding)
            }
        }
        resolved.reverse()
    }
}
