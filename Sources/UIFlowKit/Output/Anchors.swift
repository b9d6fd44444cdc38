/// Stable, unique anchors for a flow's screens, for the Markdown spec's links.
///
/// An anchor is `screen-` and a slug of the name: letters (any script, lower-cased) and digits
/// kept, every other run of characters one `-`, so that `Sign in` is `screen-sign-in` and `ホーム`
/// is `screen-ホーム`. When names of one flow share a slug (`Sign-in` and `Sign in`), each of them
/// gets a suffix made from the name alone (an FNV-1a hash of its UTF-8), so the anchor is the same
/// on every run whatever the order of screens, and unique.
struct Anchors: Sendable {
    private var byName: [NameKey: String] = [:]
    /// The anchor of each name, by its position in the names given: a spec's links know the
    /// screen's index, and an array read costs no hashing of the name.
    private var byPosition: [String] = []

    init(names: [String]) {
        var slugs: [NameKey: Int] = [:]
        // Reserved: growing them one name at a time rehashed every name already in them.
        slugs.reserveCapacity(names.count)
        byName.reserveCapacity(names.count)
        let slugged = names.map { ($0, Self.slug($0)) }
        for (_, slug) in slugged { slugs[NameKey(slug), default: 0] += 1 }
        byPosition.reserveCapacity(names.count)
        for (name, slug) in slugged {
            let key = NameKey(name)
            if let anchor = byName[key] {
                byPosition.append(anchor)
                continue
            }
            let anchor = (slugs[NameKey(slug)] ?? 0) > 1 ? slug + "-" + Self.hash(name) : slug
            byName[key] = anchor
            byPosition.append(anchor)
        }
    }

    /// The anchor of a screen of the flow, or of any other name (slug and hash, never colliding
    /// with a screen's).
    func anchor(for name: String) -> String {
        byName[NameKey(name)] ?? Self.slug(name) + "-" + Self.hash(name)
    }

    /// The anchor of the name at `position` in the names given (the first's, for a name given twice).
    func anchor(at position: Int) -> String { byPosition[position] }

    /// `prefix`, then the name's letters and digits, each other run of characters one `-`
    /// (`screen-sign-in`); without a prefix, no `-` starts it (`sign-in`).
    static func slug(_ name: String, prefix: String = "screen") -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: prefix.unicodeScalars)
        var pendingDash = !prefix.isEmpty
        for scalar in name.unicodeScalars {
            let isWordScalar: Bool
            if scalar.isASCII {
                let value = scalar.value
                isWordScalar = (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
            } else {
                let properties = scalar.properties
                // Combining marks belong to the letter before them.
                isWordScalar = properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
            }
            guard isWordScalar else {
                pendingDash = true
                continue
            }
            if pendingDash, !result.isEmpty { result.append("-") }
            pendingDash = false
            if scalar.isASCII, scalar.value >= 0x41, scalar.value <= 0x5A, let lower = Unicode.Scalar(scalar.value + 0x20) {
                result.append(lower)
            } else if scalar.isASCII {
                result.append(scalar)
            } else {
                result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return String(result)
    }

    /// FNV-1a, 32 bits, as 8 hex digits: stable across runs and platforms (unlike `hashValue`).
    static func hash(_ name: String) -> String {
        let hex = String(FNV1a.hash32(name.utf8), radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
