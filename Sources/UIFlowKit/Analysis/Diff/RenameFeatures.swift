/// The removed screens' features and which removed screens have each, for finding the removed
/// screen an added one shares most with (``ScreenMatching``).
struct RenameFeatures {
    /// A removed and an added screen whose Jaccard similarity reaches the rename threshold.
    struct Candidate {
        var score: Double
        var added: Int
        var removed: Int
    }

    private var features: [Int: Set<String>] = [:]
    private var owners: [String: Set<Int>] = [:]

    /// Sets (or replaces) a removed screen's features.
    mutating func setOld(_ index: Int, _ new: Set<String>) {
        for feature in features[index] ?? [] where !new.contains(feature) { owners[feature]?.remove(index) }
        for feature in new { owners[feature, default: []].insert(index) }
        features[index] = new
    }

    /// Whether more than ``ScreenMatching/commonFeatureLimit`` removed screens have `feature`: then
    /// it counts for nothing, neither shared nor in either screen's features.
    private func isCommon(_ feature: String) -> Bool {
        (owners[feature]?.count ?? 0) > ScreenMatching.commonFeatureLimit
    }

    /// The Jaccard similarity of two screens' content features (``RenameEvidence/isContent``)
    /// that are not common; `nil` when neither has any.
    func contentSimilarity(old: Set<String>, new: Set<String>) -> Double? {
        let a = old.filter { RenameEvidence.isContent($0) && !isCommon($0) }
        let b = new.filter { RenameEvidence.isContent($0) && !isCommon($0) }
        let union = a.union(b).count
        return union == 0 ? nil : Double(a.intersection(b).count) / Double(union)
    }

    /// The removed screens that the added screen `index`, of `features`, could be renamed from.
    /// `sizes` keeps each removed screen's count of features that are not common, for the round.
    func candidates(for index: Int, _ features: Set<String>, sizes: inout [Int: Int]) -> [Candidate] {
        var shared: [Int: Int] = [:]
        var size = 0
        for feature in features where !isCommon(feature) {
            size += 1
            for owner in owners[feature] ?? [] { shared[owner, default: 0] += 1 }
        }
        var candidates: [Candidate] = []
        for (owner, count) in shared {
            let ownerSize = sizes[owner] ?? (self.features[owner] ?? []).count { !isCommon($0) }
            sizes[owner] = ownerSize
            let score = Double(count) / Double(size + ownerSize - count)
            if score >= FlowDiff.renameThreshold { candidates.append(Candidate(score: score, added: index, removed: owner)) }
        }
        return candidates
    }
}
