extension MarkdownDocument {
    /// `**Arrives:** an entry point · pushed from [Home](…), [Search](…) · a tab of [Main](…)`: the
    /// ways the screen comes on screen, grouped by kind in the order found, then the screens with a
    /// transition here that these leave out: `returning from` those that come back with `back` or
    /// `dismiss`, `linked from` those whose transition users cannot take (the screen is unreachable,
    /// or it switches to a screen that is no tab there).
    mutating func writeArrivals(of index: Int) {
        out.append("**Arrives:** ")
        let arrivals = navigation.arrivals(of: index)
        // The sources of each kind, by the kind's position in `allCases`, and the kinds in the
        // order found: arrays rather than a dictionary made for each screen.
        let allKinds = Navigation.Arrival.Kind.allCases
        var kinds: [Int] = []
        var sources = [[Int]](repeating: [], count: allKinds.count)
        var found = [Bool](repeating: false, count: allKinds.count)
        for arrival in arrivals {
            guard let kind = allKinds.firstIndex(of: arrival.kind) else { continue }
            if !found[kind] {
                found[kind] = true
                kinds.append(kind)
            }
            if let from = arrival.from { sources[kind].append(from) }
        }
        var parts = 0
        for kind in kinds {
            appendPart(allKinds[kind].phrase, &parts)
            if allKinds[kind].hasSource {
                out.append(" ")
                appendLinks(sources[kind])
            }
        }
        if !navigation.isReachable(index) { appendPart("never: no entry point leads here", &parts) }
        guard !linkedFrom[index].isEmpty else {
            out.append("\n\n")
            return
        }
        let arrivedFrom = Set(arrivals.compactMap(\.from))
        let others = linkedFrom[index].filter { !arrivedFrom.contains($0.source) }
        let returning = others.filter(\.returns).map(\.source)
        if !returning.isEmpty {
            appendPart("returning from ", &parts)
            appendLinks(returning)
        }
        let linked = others.filter { !$0.returns }.map(\.source)
        if !linked.isEmpty {
            appendPart("linked from ", &parts)
            appendLinks(linked)
        }
        out.append("\n\n")
    }

    /// After a `back` or `dismiss` transition's target (if it names one), what it returns to:
    /// `returns to [Home](…)` for one without a target; for one with a target, only when that is
    /// not the one screen it returns to, in parentheses; `nothing to return to` when the screen is
    /// reachable and nothing pushed or presented it. A screen no entry point reaches returns to
    /// `the previous screen`, as far as the spec can tell.
    mutating func appendReturn(of transition: Transition, from index: Int, to returns: [Int]) {
        let named = transition.target != nil
        guard navigation.isReachable(index) else {
            if !named { out.append("the previous screen") }
            return
        }
        if named, returns.count == 1, returns.first == transition.targetIndex { return }
        if named { out.append(" (") }
        if returns.isEmpty {
            out.append("nothing to return to")
        } else {
            out.append("returns to ")
            appendLinks(returns)
        }
        if named { out.append(")") }
    }

    /// Links to the screens at `indices`, separated by commas.
    private mutating func appendLinks(_ indices: [Int]) {
        for (number, index) in indices.enumerated() {
            if number > 0 { out.append(", ") }
            appendLink(to: flow.screens[index].name, screen: index)
        }
    }

    /// `text`, after ` · ` unless it is the first part.
    private mutating func appendPart(_ text: String, _ parts: inout Int) {
        if parts > 0 { out.append(" · ") }
        out.append(text)
        parts += 1
    }
}
