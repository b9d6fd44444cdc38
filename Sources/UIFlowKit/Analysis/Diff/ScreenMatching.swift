/// Which screen of the old flow is which of the new one: by name, then, among the screens left on
/// each side, a removed and an added screen whose blocks and edges mostly match are a rename.
///
/// The rename rule: each screen is described by a set of features (each line it shows, each
/// action's text, each outgoing transition's target and kind, each incoming transition's source
/// and kind, each parameter, each route's shape, its `@type`); an added and a removed screen are
/// the same screen renamed when at least ``FlowDiff/renameThreshold`` of the features of both
/// together are shared (Jaccard similarity), best pairs first. A feature that more than
/// ``commonFeatureLimit`` removed screens share (`Tap "Back"`) counts for none, which keeps the
/// search linear.
struct ScreenMatching {
    /// For each old screen, the index of the same screen in the new flow.
    var newForOld: [Int?]
    /// For each new screen, the index of the same screen in the old flow.
    var oldForNew: [Int?]
    /// For each new screen, whether it was matched by the rename rule.
    var isRenamed: [Bool]

    /// Beyond this many removed screens sharing a feature, the feature is ignored.
    static let commonFeatureLimit = 32

    init(old: Flow, new: Flow) {
        newForOld = Array(repeating: nil, count: old.screens.count)
        oldForNew = Array(repeating: nil, count: new.screens.count)
        isRenamed = Array(repeating: false, count: new.screens.count)
        for (index, screen) in old.screens.enumerated() {
            guard let match = new.index(ofScreenNamed: screen.name) else { continue }
            newForOld[index] = match
            oldForNew[match] = index
        }
        let removed = old.screens.indices.filter { newForOld[$0] == nil }
        let added = new.screens.indices.filter { oldForNew[$0] == nil }
        guard !removed.isEmpty, !added.isEmpty else { return }
        matchRenames(removed: removed, added: added, old: old, new: new)
    }

    private mutating func matchRenames(removed: [Int], added: [Int], old: Flow, new: Flow) {
        let oldFeatures = Self.features(of: removed, in: old)
        let newFeatures = Self.features(of: added, in: new)
        var postings: [String: [Int]] = [:]
        for (position, features) in oldFeatures.enumerated() {
            for feature in features { postings[feature, default: []].append(position) }
        }
        struct Candidate { var score: Double, added: Int, removed: Int }
        var candidates: [Candidate] = []
        for (position, features) in newFeatures.enumerated() where !features.isEmpty {
            var shared: [Int: Int] = [:]
            for feature in features {
                guard let owners = postings[feature], owners.count <= Self.commonFeatureLimit else { continue }
                for owner in owners { shared[owner, default: 0] += 1 }
            }
            for (owner, count) in shared {
                let union = features.count + oldFeatures[owner].count - count
                let score = Double(count) / Double(union)
                if score >= FlowDiff.renameThreshold {
                    candidates.append(Candidate(score: score, added: position, removed: owner))
                }
            }
        }
        candidates.sort {
            ($0.score, -$0.added, -$0.removed) > ($1.score, -$1.added, -$1.removed)
        }
        for candidate in candidates {
            let newIndex = added[candidate.added]
            let oldIndex = removed[candidate.removed]
            guard oldForNew[newIndex] == nil, newForOld[oldIndex] == nil else { continue }
            oldForNew[newIndex] = oldIndex
            newForOld[oldIndex] = newIndex
            isRenamed[newIndex] = true
        }
    }

    /// The features of the screens at `indices` (see the type's description), in their order.
    private static func features(of indices: [Int], in flow: Flow) -> [Set<String>] {
        var position: [Int: Int] = [:]
        for (offset, index) in indices.enumerated() { position[index] = offset }
        var features = Array(repeating: Set<String>(), count: indices.count)
        for (offset, index) in indices.enumerated() {
            let screen = flow.screens[index]
            for line in screen.sees { features[offset].insert("sees\u{0}" + line.text) }
            for parameter in screen.parameters { features[offset].insert("parameter\u{0}" + DiffText.parameter(parameter)) }
            for route in screen.routes { features[offset].insert("route\u{0}" + route.shape) }
            if let type = screen.typeName { features[offset].insert("type\u{0}" + type) }
            for action in screen.actions where !action.text.isEmpty {
                features[offset].insert("action\u{0}" + DiffText.lines(action.text))
            }
        }
        // Edges, both ways: a renamed screen keeps its sources' names, and its targets'.
        for (index, screen) in flow.screens.enumerated() {
            screen.forEachTransition { _, _, transition in
                let kind = transition.kind.rawValue
                if let offset = position[index] {
                    features[offset].insert("to\u{0}" + kind + "\u{0}" + (transition.target ?? ""))
                }
                if let target = transition.target, let targetIndex = flow.index(ofScreenNamed: target),
                    let offset = position[targetIndex], targetIndex != index
                {
                    features[offset].insert("from\u{0}" + kind + "\u{0}" + screen.name)
                }
            }
        }
        return features
    }
}
