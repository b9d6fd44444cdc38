/// Which screen of the old flow is which of the new one: by name, then, among the screens left on
/// each side, a removed and an added screen whose blocks and edges mostly match are a rename.
///
/// The rename rule: each screen is described by a set of features (each line it shows, each
/// action's text, each outgoing transition's target and kind, each incoming transition's source
/// and kind, each parameter, each route's shape, its `@type`); an added and a removed screen are
/// the same screen renamed when at least ``FlowDiff/renameThreshold`` of the features of both
/// together are shared (Jaccard similarity), best pairs first, and when they also have a similar
/// name or mostly the same content (``RenameEvidence``). A feature that more than
/// ``commonFeatureLimit`` removed screens share (`Tap "Back"`) counts for nothing, neither shared
/// nor in either screen's features, which keeps the search linear; so does an edge to a screen
/// that is itself unpaired, until that screen is paired.
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

    /// Pairs removed and added screens by the rename rule, best pairs first; then, as each pair
    /// renames a screen, its unpaired neighbours on both sides are compared again with the edge
    /// now known, so that a run of renamed screens is found from its ends inwards. Each screen is
    /// compared again only when one of its neighbours is paired: linear in the edges.
    private mutating func matchRenames(removed: [Int], added: [Int], old: Flow, new: Flow) {
        let oldIncoming = old.incomingTransitions()
        let newIncoming = new.incomingTransitions()
        var renamedTo: [Int: String] = [:]
        var features = RenameFeatures()
        func oldFeatures(_ index: Int) -> Set<String> {
            Self.features(index, in: old, incoming: oldIncoming) { newForOld[$0] == nil ? nil : renamedTo[$0] ?? old.screens[$0].name }
        }
        func newFeatures(_ index: Int) -> Set<String> {
            Self.features(index, in: new, incoming: newIncoming) { oldForNew[$0] == nil ? nil : new.screens[$0].name }
        }
        for index in removed { features.setOld(index, oldFeatures(index)) }
        var pending = added
        while !pending.isEmpty {
            var candidates: [RenameFeatures.Candidate] = []
            var sizes: [Int: Int] = [:]
            for index in pending where oldForNew[index] == nil {
                candidates += features.candidates(for: index, newFeatures(index), sizes: &sizes)
            }
            // Shared structure alone is no rename: a similar name, or mostly shared content, too.
            candidates.removeAll { candidate in
                if RenameEvidence.namesAreSimilar(old.screens[candidate.removed].name, new.screens[candidate.added].name) { return false }
                let content = features.contentSimilarity(old: oldFeatures(candidate.removed), new: newFeatures(candidate.added))
                return (content ?? 0) < RenameEvidence.contentThreshold
            }
            candidates.sort { ($0.score, -$0.added, -$0.removed) > ($1.score, -$1.added, -$1.removed) }
            var affected = Set<Int>()
            var paired: [Int] = []
            for candidate in candidates where oldForNew[candidate.added] == nil && newForOld[candidate.removed] == nil {
                oldForNew[candidate.added] = candidate.removed
                newForOld[candidate.removed] = candidate.added
                isRenamed[candidate.added] = true
                renamedTo[candidate.removed] = new.screens[candidate.added].name
                paired.append(candidate.removed)
                for neighbour in Self.neighbours(of: candidate.added, in: new, incoming: newIncoming) where oldForNew[neighbour] == nil {
                    affected.insert(neighbour)
                }
            }
            // The removed neighbours' edges to the paired screens count from now on.
            for index in paired {
                for neighbour in Self.neighbours(of: index, in: old, incoming: oldIncoming) where newForOld[neighbour] == nil {
                    features.setOld(neighbour, oldFeatures(neighbour))
                }
            }
            pending = affected.sorted()
        }
    }

    /// The features of one screen (see the type's description). `name` gives a neighbour's name in
    /// the new flow, or `nil` while it is unpaired: an edge to it counts for nothing until then.
    private static func features(
        _ index: Int, in flow: Flow, incoming: [[TransitionPlace]], name: (Int) -> String?
    ) -> Set<String> {
        var features = Set<String>()
        let screen = flow.screens[index]
        for line in screen.sees { features.insert("sees\u{0}" + line.text) }
        for parameter in screen.parameters { features.insert("parameter\u{0}" + DiffText.parameter(parameter)) }
        for route in screen.routes { features.insert("route\u{0}" + route.shape) }
        if let type = screen.typeName { features.insert("type\u{0}" + type) }
        for action in screen.actions where !action.text.isEmpty {
            features.insert("action\u{0}" + DiffText.lines(action.text))
        }
        screen.forEachTransition { _, _, transition in
            // A target no block defines is compared by its name as written.
            guard let target = transition.targetIndex.map(name) ?? transition.target ?? "" else { return }
            features.insert("to\u{0}" + transition.kind.rawValue + "\u{0}" + target)
        }
        for place in incoming[index] where place.screen != index {
            guard let source = name(place.screen) else { continue }
            features.insert("from\u{0}" + flow.transition(at: place).kind.rawValue + "\u{0}" + source)
        }
        return features
    }

    /// The other screens `index` leads to or comes from, each once, in order.
    private static func neighbours(of index: Int, in flow: Flow, incoming: [[TransitionPlace]]) -> [Int] {
        var seen: Set<Int> = [index]
        var result: [Int] = []
        flow.screens[index].forEachTransition { _, _, transition in
            if let target = transition.targetIndex, seen.insert(target).inserted { result.append(target) }
        }
        for place in incoming[index] where seen.insert(place.screen).inserted { result.append(place.screen) }
        return result
    }
}
