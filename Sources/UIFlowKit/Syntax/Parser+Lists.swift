extension Parser {
    /// Warns about the parenthesised group after a header's or a target's name when it is not what
    /// it seems: a list without its closing `)`, which is read as a list all the same, or a group
    /// that looks like a mistyped list, which stays part of the name.
    mutating func checkGroup(_ bytes: Span<UInt8>, _ list: NamedList, name: SyntaxText, isParameterList: Bool) {
        guard let group = list.group else { return }
        let what = isParameterList ? "parameter" : "argument"
        if list.items != nil, list.isUnclosed {
            report(
                .warning,
                "this \(what) list has no closing `)`; it is read as if it had one: write "
                    + "`\(English.shown(list.closed(bytes)))`",
                at: location(bytes, group.lowerBound))
        } else if list.items == nil, list.looksLikeList {
            let written = string(bytes, group)
            let example = isParameterList ? "`label: Type` or `label: Type = default`" : "`label: value`"
            report(
                .warning,
                "`\(English.shown(written))` is part of the \(isParameterList ? "screen name" : "target's name") because it is "
                    + "not a \(what) list; write \(what)s as \(example), separated by commas",
                at: name.range.location)
        }
    }
}
