extension LayoutQuality {
    /// How close to an end of either edge a crossing may be and not count: edges that leave one
    /// port or reach one node meet there by design.
    static let endMargin = 4.0

    /// Points where pieces of two different edges cross, each counted once (in the grid cell where
    /// it lies), except near either edge's ends.
    static func crossings(_ pieces: [[LaidOutGraph.Segment]], cellSize: Double) -> Int {
        var grid = SpatialGrid(cellSize: cellSize)
        var owners: [(edge: Int, piece: LaidOutGraph.Segment)] = []
        var ends: [[LaidOutGraph.Point]] = []
        for (edge, edgePieces) in pieces.enumerated() {
            ends.append([edgePieces.first?.from, edgePieces.last?.to].compactMap { $0 })
            for piece in edgePieces {
                grid.insert(owners.count, piece.bounds)
                owners.append((edge, piece))
            }
        }
        var count = 0
        for (cell, items) in grid.cells {
            for first in items.indices {
                for second in items.indices.dropFirst(first + 1) {
                    let (a, b) = (owners[items[first]], owners[items[second]])
                    guard a.edge != b.edge, let point = intersection(a.piece, b.piece), grid.cell(point.x, point.y) == cell
                    else { continue }
                    let nearEnd = (ends[a.edge] + ends[b.edge]).contains { end in
                        abs(end.x - point.x) < endMargin && abs(end.y - point.y) < endMargin
                    }
                    if !nearEnd { count += 1 }
                }
            }
        }
        return count
    }

    /// Where two segments cross at a single point inside both, when they do.
    static func intersection(_ a: LaidOutGraph.Segment, _ b: LaidOutGraph.Segment) -> LaidOutGraph.Point? {
        let (rx, ry) = (a.to.x - a.from.x, a.to.y - a.from.y)
        let (sx, sy) = (b.to.x - b.from.x, b.to.y - b.from.y)
        let denominator = rx * sy - ry * sx
        guard abs(denominator) > 1e-9 else { return nil }
        let (qx, qy) = (b.from.x - a.from.x, b.from.y - a.from.y)
        let t = (qx * sy - qy * sx) / denominator
        let u = (qx * ry - qy * rx) / denominator
        guard t > 0, t < 1, u > 0, u < 1 else { return nil }
        return LaidOutGraph.Point(x: a.from.x + t * rx, y: a.from.y + t * ry)
    }
}
