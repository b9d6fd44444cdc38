import Foundation

/// How readable a laid-out diagram is, counted from Graphviz's own coordinates: edges drawn through
/// a box that is neither their tail nor their head, edge labels on top of each other, labels on
/// boxes, and edges crossing each other.
///
/// ```swift
/// let renderer = GraphvizRenderer(textSizes: .estimated)   // the same layout whatever the fonts
/// let quality = try renderer.layoutQuality(of: flow)
/// print(quality.edgesThroughBoxes, quality.isClean)
/// ```
///
/// Paths are the edges' splines (each cubic piece as ``LaidOutGraph/stepsPerCurve`` straight
/// segments) with their arrowheads; a box counts as passed through when a path enters it by more
/// than ``boxInset`` points. A label's box is its lines of text, each as wide as Graphviz measured
/// it and 1.2 font sizes high.
public struct LayoutQuality: Sendable, Hashable, Codable {
    /// Nodes and edges in the drawing.
    public var nodes = 0
    public var edges = 0
    /// Edges that pass through the box of a node that is neither their tail nor their head.
    public var edgesThroughBoxes = 0
    /// Pairs of edge labels whose boxes overlap.
    public var overlappingLabels = 0
    /// Pairs of an edge label and a node box that overlap.
    public var labelsOverBoxes = 0
    /// Points where two edges' paths cross, away from their ends.
    public var edgeCrossings = 0
    /// Pairs of edges that leave one node from different ports (a screen's rows) for different
    /// nodes of one rank, and of those, the pairs whose heads lie in the opposite order to where the
    /// edges leave (``fanOut(of:)``).
    public var fanOutPairs = 0
    public var fanOutInversions = 0

    /// How far into a box a path must go to count as passing through it, in points: one that only
    /// grazes a border is not counted.
    public static let boxInset = 2.0
    /// How far into each other two labels must go to count as overlapping, in points (each label
    /// is made this much smaller on every side). A label counts as on a box when it goes into it by
    /// more than this and ``boxInset`` together: Graphviz sets external labels right against a
    /// box, a point or so into it.
    public static let labelInset = 1.0

    /// Whether no edge passes through a box and no label overlaps another label or a box.
    public var isClean: Bool { edgesThroughBoxes == 0 && overlappingLabels == 0 && labelsOverBoxes == 0 }

    /// Counts nothing: an empty drawing.
    public init() {}

    /// Counts on Graphviz's `json` output of a laid-out graph; nil when `graphvizJSON` is not that.
    public init?(graphvizJSON: Data) {
        guard let graph = LaidOutGraph(json: graphvizJSON) else { return nil }
        self.init(graph)
    }

    init(_ graph: LaidOutGraph) {
        nodes = graph.nodes.count
        edges = graph.edges.count
        let cellSize = 96.0
        // Long straight segments are cut to the grid's size, so that each piece touches few cells.
        let pieces = graph.edges.map { edge in edge.segments.flatMap { Self.pieces(of: $0, longest: cellSize) } }
        var boxes = SpatialGrid(cellSize: cellSize)
        let insetBoxes = graph.nodes.map { $0.inset(by: Self.boxInset) }
        for (index, box) in insetBoxes.enumerated() { boxes.insert(index, box) }
        for (index, edge) in graph.edges.enumerated() {
            let passes = pieces[index].contains { piece in
                boxes.candidates(near: piece.bounds).contains { node in
                    node != edge.tail && node != edge.head && Self.intersects(piece, insetBoxes[node])
                }
            }
            if passes { edgesThroughBoxes += 1 }
        }
        // Labels that only touch (Graphviz sets external labels right against a box) do not count.
        let labels = graph.edges.compactMap { $0.label?.inset(by: Self.labelInset) }
        var labelGrid = SpatialGrid(cellSize: cellSize)
        for (index, label) in labels.enumerated() {
            overlappingLabels += labelGrid.candidates(near: label).count { labels[$0].overlaps(label) }
            labelsOverBoxes += boxes.candidates(near: label).count { insetBoxes[$0].overlaps(label) }
            labelGrid.insert(index, label)
        }
        edgeCrossings = Self.crossings(pieces, cellSize: cellSize)
        (fanOutPairs, fanOutInversions) = Self.fanOut(of: graph)
    }

    /// `segment` cut into pieces no longer than `longest`.
    static func pieces(of segment: LaidOutGraph.Segment, longest: Double) -> [LaidOutGraph.Segment] {
        let (dx, dy) = (segment.to.x - segment.from.x, segment.to.y - segment.from.y)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > longest, length.isFinite else { return [segment] }
        let count = Int(min((length / longest).rounded(.up), 100_000))
        var points = (0...count).map { step in
            LaidOutGraph.Point(
                x: segment.from.x + dx * Double(step) / Double(count), y: segment.from.y + dy * Double(step) / Double(count))
        }
        points[count] = segment.to
        return (0..<count).map { LaidOutGraph.Segment(from: points[$0], to: points[$0 + 1]) }
    }

    /// Whether the segment enters the box (Liang–Barsky clipping).
    static func intersects(_ segment: LaidOutGraph.Segment, _ box: LaidOutGraph.Box) -> Bool {
        guard box.minX < box.maxX, box.minY < box.maxY else { return false }
        let (dx, dy) = (segment.to.x - segment.from.x, segment.to.y - segment.from.y)
        var (low, high) = (0.0, 1.0)
        let sides = [
            (-dx, segment.from.x - box.minX), (dx, box.maxX - segment.from.x),
            (-dy, segment.from.y - box.minY), (dy, box.maxY - segment.from.y),
        ]
        for (p, q) in sides {
            if p == 0 {
                if q <= 0 { return false }
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
                if low >= high { return false }
            }
        }
        return true
    }
}
