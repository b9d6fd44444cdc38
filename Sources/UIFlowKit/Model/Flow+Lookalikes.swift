extension Flow {
    /// Pairs of screens whose names are the same text after Unicode normalisation but not the same
    /// characters (a precomposed `é` and an `e` with a combining accent): `first` is the earlier
    /// screen, `second` each later one. Names match exactly as written, so such screens are two,
    /// which a person cannot see; `lookalike-names` reports them and the generated Swift keeps
    /// them apart. Linear: names without a non-ASCII character are looked at only when some name
    /// has one.
    func lookalikeScreens() -> [(first: Int, second: Int)] {
        guard screens.contains(where: { !$0.name.utf8.allSatisfy { $0 < 0x80 } }) else { return [] }
        // `String` hashes and compares by canonical equivalence: the first screen of each name.
        var first: [String: Int] = [:]
        var pairs: [(first: Int, second: Int)] = []
        for index in screens.indices {
            let name = screens[index].name
            if let earlier = first[name] {
                if NameKey(screens[earlier].name) != NameKey(name) { pairs.append((earlier, index)) }
            } else {
                first[name] = index
            }
        }
        return pairs
    }
}
