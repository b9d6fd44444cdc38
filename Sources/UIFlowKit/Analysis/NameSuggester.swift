import Foundation

/// Suggests the names closest to a misspelt one ("did you mean `Sign in`?"), in time linear in the
/// total length of the names.
///
/// Names are compared by a key that ignores case, spaces, punctuation, full- and half-width forms
/// (NFKC) and the difference between hiragana and katakana, so that `signin`, `Sign-In` and
/// `Ｓｉｇｎ ｉｎ` all find `Sign in`, and `ろぐいん` finds `ログイン`. Beyond that, one edit on
/// either side is forgiven (a missing, extra or wrong character; most swaps), found through an
/// index of every key with one character deleted rather than by comparing every pair of names
/// (for keys up to ``maximumEditableLength`` characters).
struct NameSuggester: Sendable {
    private var exact: [String: [Int]] = [:]
    private var deletions: [String: [Int]] = [:]
    private let names: [String]

    init(names: [String]) {
        self.names = names
        for (index, name) in names.enumerated() {
            let key = Self.key(name)
            exact[key, default: []].append(index)
            for deleted in Self.deletions(of: key) {
                deletions[deleted, default: []].append(index)
            }
        }
    }

    /// Up to `limit` names close to `name`, closest first, then in the order given.
    func suggestions(for name: String, limit: Int = 3) -> [String] {
        let key = Self.key(name)
        guard !key.isEmpty else { return [] }
        var ranked: [(rank: Int, index: Int)] = []
        var seen: Set<Int> = []
        func add(_ indices: [Int]?, rank: Int) {
            for index in indices ?? [] where NameKey(names[index]) != NameKey(name) && seen.insert(index).inserted {
                ranked.append((rank, index))
            }
        }
        add(exact[key], rank: 0)
        // One character more in the query, or one wrong or swapped: a deletion of the query is a key
        // or a deletion of a key. Keys of one character have no useful neighbours.
        if key.count > 1 {
            add(deletions[key], rank: 1)
            for deleted in Self.deletions(of: key) {
                add(exact[deleted], rank: 1)
                add(deletions[deleted], rank: 2)
            }
        }
        ranked.sort { ($0.rank, $0.index) < ($1.rank, $1.index) }
        return ranked.prefix(limit).map { names[$0.index] }
    }

    /// The comparison key: NFKC, lower case, katakana for hiragana, without spaces and punctuation.
    static func key(_ name: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in name.precomposedStringWithCompatibilityMapping.lowercased().unicodeScalars {
            let properties = scalar.properties
            if properties.isWhitespace || properties.generalCategory.isPunctuationOrSymbol { continue }
            if (0x3041...0x3096).contains(scalar.value), let katakana = Unicode.Scalar(scalar.value + 0x60) {
                result.append(katakana)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Keys longer than this get exact matches only: their deletions would cost the square of
    /// their length.
    static let maximumEditableLength = 64

    private static func deletions(of key: String) -> [String] {
        let characters = Array(key)
        guard characters.count > 1, characters.count <= maximumEditableLength else { return [] }
        var result: [String] = []
        result.reserveCapacity(characters.count)
        for index in characters.indices {
            var copy = characters
            copy.remove(at: index)
            result.append(String(copy))
        }
        return result
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isPunctuationOrSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default:
            false
        }
    }
}
