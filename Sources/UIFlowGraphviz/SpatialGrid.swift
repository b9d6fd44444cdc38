/// Items with a box, filed by the square cells of a grid they touch, so that what lies near a
/// place is found without looking at everything: the layout-quality counts stay linear in the
/// size of the drawing rather than quadratic in its nodes and edges.
struct SpatialGrid: Sendable {
    typealias Box = LaidOutGraph.Box

    struct Cell: Hashable, Sendable {
        var x: Int, y: Int
    }

    let cellSize: Double
    private(set) var cells: [Cell: [Int]] = [:]

    init(cellSize: Double) {
        self.cellSize = max(cellSize, 1)
    }

    /// The cells `box` touches, row by row.
    func cells(of box: Box) -> [Cell] {
        let (low, high) = (cell(box.minX, box.minY), cell(box.maxX, box.maxY))
        var result: [Cell] = []
        result.reserveCapacity((high.x - low.x + 1) * (high.y - low.y + 1))
        for y in low.y...high.y {
            for x in low.x...high.x { result.append(Cell(x: x, y: y)) }
        }
        return result
    }

    /// The cell a point lies in.
    func cell(_ x: Double, _ y: Double) -> Cell {
        // Coordinates come from Graphviz's drawing, which the size limits keep within a few
        // million points; clamped all the same, so that no conversion can trap.
        func index(_ value: Double) -> Int {
            value.isFinite ? Int((min(max(value, -1e12), 1e12) / cellSize).rounded(.down)) : 0
        }
        return Cell(x: index(x), y: index(y))
    }

    mutating func insert(_ item: Int, _ box: Box) {
        for cell in cells(of: box) { cells[cell, default: []].append(item) }
    }

    /// The items filed in the cells `box` touches, each once, in ascending order.
    func candidates(near box: Box) -> [Int] {
        var found: [Int] = []
        for cell in cells(of: box) { found += cells[cell] ?? [] }
        return Array(Set(found)).sorted()
    }
}
