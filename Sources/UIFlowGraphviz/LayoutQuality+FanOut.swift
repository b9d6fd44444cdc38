extension LayoutQuality {
    /// How far apart, in points, two edges' starts must lie to leave from different places (two
    /// rows of a screen), and two heads' centres to lie on different ranks or places in a rank.
    static let fanOutTolerance = 1.0

    /// The fan-out pairs of `graph` and how many of them are inverted. For each node, the edges that
    /// leave one of its ports (a row; an edge drawn from the whole box, as one within a rank is,
    /// says nothing of rows) for nodes of one rank (head centres level across the ranks'
    /// direction) are taken two at a time, where both their starts and their heads differ along the
    /// rank; a pair is inverted when the heads lie in the opposite order to the starts. An edge's
    /// start is the first point of its path: the row's port. Ranks lie along x for `rankdir` LR and RL.
    /// Counted by sorting, so a hub of many edges costs n log n, not n².
    static func fanOut(of graph: LaidOutGraph) -> (pairs: Int, inversions: Int) {
        let ranksAlongX = graph.ranksAlongX
        struct Leaving: Hashable {
            var tail: Int
            var rank: Int
        }
        var groups: [Leaving: [(start: Double, head: Double)]] = [:]
        for edge in graph.edges where edge.tail != edge.head && edge.leavesFromPort {
            guard let start = edge.segments.first?.from else { continue }
            let box = graph.nodes[edge.head]
            let (rank, along) =
                ranksAlongX
                ? ((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2) : ((box.minY + box.maxY) / 2, (box.minX + box.maxX) / 2)
            let leaving = ranksAlongX ? start.y : start.x
            // Graphviz's coordinates are points on a page; anything this far out is not a drawing.
            guard abs(rank) < 1e12, abs(along) < 1e12, abs(leaving) < 1e12 else { continue }
            let key = Leaving(tail: edge.tail, rank: Int((rank / fanOutTolerance).rounded()))
            groups[key, default: []].append((leaving, along))
        }
        var pairs = 0
        var inversions = 0
        for (_, members) in groups where members.count > 1 {
            let starts = members.map { Int(($0.start / fanOutTolerance).rounded()) }
            let heads = members.map { Int(($0.head / fanOutTolerance).rounded()) }
            // Each distinct (start, head) once; the pairs are all of them less those that share a
            // start or a head (none shares both).
            let distinct = Array(Set(zip(starts, heads).map { [$0.0, $0.1] }))
            let n = distinct.count
            let sameStart = Dictionary(grouping: distinct, by: { $0[0] }).values.reduce(0) { $0 + $1.count * ($1.count - 1) / 2 }
            let sameHead = Dictionary(grouping: distinct, by: { $0[1] }).values.reduce(0) { $0 + $1.count * ($1.count - 1) / 2 }
            pairs += n * (n - 1) / 2 - sameStart - sameHead
            // Sorted by start, then head: inversions of the heads are the pairs in opposite order
            // (equal starts sort by head and so never count; equal heads are not greater).
            let sorted = distinct.sorted { $0[0] != $1[0] ? $0[0] < $1[0] : $0[1] < $1[1] }
            inversions += Self.inversions(sorted.map { $0[1] })
        }
        return (pairs, inversions)
    }

    /// Pairs `i < j` with `values[i] > values[j]`, by merge sort.
    static func inversions(_ values: [Int]) -> Int {
        var values = values
        var buffer = values
        var count = 0
        var width = 1
        while width < values.count {
            var low = 0
            while low < values.count - width {
                let middle = low + width, high = min(low + 2 * width, values.count)
                var (i, j, k) = (low, middle, low)
                while i < middle && j < high {
                    if values[j] < values[i] {
                        count += middle - i
                        buffer[k] = values[j]
                        j += 1
                    } else {
                        buffer[k] = values[i]
                        i += 1
                    }
                    k += 1
                }
                while i < middle { buffer[k] = values[i]; i += 1; k += 1 }
                while j < high { buffer[k] = values[j]; j += 1; k += 1 }
                for index in low..<high { values[index] = buffer[index] }
                low += 2 * width
            }
            width *= 2
        }
        return count
    }
}
