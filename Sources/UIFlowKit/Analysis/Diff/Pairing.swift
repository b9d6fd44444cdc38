/// Pairs the elements of two lists in passes, each pass by its own key: an element is paired with
/// the first element of the other list that is still unpaired and has the same key. Linear in the
/// lists' lengths per pass.
enum Pairing {
    /// A pair, or an element the other list has no partner for.
    enum Paired<Element> {
        /// Paired in the pass numbered `pass` (0 for the first key).
        case both(Element, Element, pass: Int)
        case old(Element)
        case new(Element)
    }

    /// The new list's elements in order, each with its partner, then the old list's unpaired ones
    /// in order. A key of `nil` leaves the element out of that pass.
    static func pair<Element>(_ old: [Element], _ new: [Element], by keys: [(Element) -> String?]) -> [Paired<Element>] {
        var partner: [(old: Int, pass: Int)?] = Array(repeating: nil, count: new.count)
        var isPaired = Array(repeating: false, count: old.count)
        for (pass, key) in keys.enumerated() {
            var waiting: [String: [Int]] = [:]
            for index in old.indices.reversed() where !isPaired[index] {
                if let key = key(old[index]) { waiting[key, default: []].append(index) }
            }
            guard !waiting.isEmpty else { continue }
            for index in new.indices where partner[index] == nil {
                guard let key = key(new[index]), let match = waiting[key]?.popLast() else { continue }
                partner[index] = (match, pass)
                isPaired[match] = true
            }
        }
        var pairs: [Paired<Element>] = []
        pairs.reserveCapacity(max(old.count, new.count))
        for index in new.indices {
            if let (match, pass) = partner[index] {
                pairs.append(.both(old[match], new[index], pass: pass))
            } else {
                pairs.append(.new(new[index]))
            }
        }
        for index in old.indices where !isPaired[index] { pairs.append(.old(old[index])) }
        return pairs
    }
}
