/// Names for the files of a flow's diagrams, one per group or screen: safe in any file system and
/// URL, the same on every run, and never two alike.
///
/// A name is the slug of the group's or screen's name: letters (any script, lower-cased) and
/// digits, every other run of characters one `-`, at most ``maximumLength`` characters, `group`
/// when nothing is left (`Sign in / up` → `sign-in-up`, `(no group)` → `no-group`). A name that
/// is taken (reserved, or an earlier one's) gets `-2`, `-3`… in the order given.
public enum DiagramFileNames: Sendable {
    /// The most characters a name's slug keeps, before any `-2`.
    public static let maximumLength = 60

    /// One name for each of `labels`, in order, none equal to another or to one of `reserved`.
    public static func names(for labels: [String], reserved: [String] = [], fallback: String = "group") -> [String] {
        var taken = Set(reserved.map(NameKey.init))
        // The next suffix to try for each base: many labels of one slug cost no more than one each.
        var nextSuffix: [NameKey: Int] = [:]
        var names: [String] = []
        names.reserveCapacity(labels.count)
        for label in labels {
            var base = String(Anchors.slug(label, prefix: "").prefix(maximumLength))
            while base.hasSuffix("-") { base.removeLast() }
            if base.isEmpty { base = fallback }
            var name = base
            var suffix = nextSuffix[NameKey(base)] ?? 2
            while taken.contains(NameKey(name)) {
                name = base + "-\(suffix)"
                suffix += 1
            }
            nextSuffix[NameKey(base)] = suffix
            taken.insert(NameKey(name))
            names.append(name)
        }
        return names
    }
}
