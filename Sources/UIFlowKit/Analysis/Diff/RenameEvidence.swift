/// What a rename needs beyond shared structure (edges and kinds, which two small screens pushed
/// from the same place share by accident): a similar name, or content (what the screen shows and
/// what its actions say, its parameters, routes and type) mostly shared.
enum RenameEvidence {
    /// The share of content two screens must have in common, without a similar name.
    static let contentThreshold = 0.5

    /// Whether a feature of ``ScreenMatching``'s is content rather than structure (an edge).
    static func isContent(_ feature: String) -> Bool {
        !feature.hasPrefix("to\u{0}") && !feature.hasPrefix("from\u{0}")
    }

    /// Whether two names look like one name changed: one holds the other, they share a word of
    /// three letters or more (words split at spaces, punctuation and lower-to-upper case changes),
    /// or one becomes the other in at most a third of its letters' edits.
    static func namesAreSimilar(_ old: String, _ new: String) -> Bool {
        let a = old.lowercased()
        let b = new.lowercased()
        if a.contains(b) || b.contains(a) { return true }
        if !Set(words(old)).isDisjoint(with: words(new)) { return true }
        let limit = max(a.count, b.count) / 3
        return limit > 0 && editDistance(Array(a), Array(b), limit: limit) <= limit
    }

    /// The lowercased words of a name of three letters or more: `PaymentFailed` and
    /// `Payment failed` both give `payment`, `failed`.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in name {
            let isWordCharacter = character.isLetter || character.isNumber
            if !isWordCharacter || (character.isUppercase && previousIsLower) {
                if current.count >= 3 { words.append(current) }
                current = ""
            }
            if isWordCharacter { current += character.lowercased() }
            previousIsLower = character.isLowercase
        }
        if current.count >= 3 { words.append(current) }
        return words
    }

    /// The edit distance of two strings, or `limit + 1` as soon as it exceeds `limit` (a band of
    /// the table: linear in the length for a small limit); names over 200 characters are not
    /// compared.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit, a.count <= 200, b.count <= 200 else { return limit + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            var best = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                best = min(best, current[j])
            }
            if best > limit { return limit + 1 }
            previous = current
        }
        return previous[b.count]
    }
}
