import Foundation

/// What a laid-out graph looks like, read from Graphviz's `json` output: each node's box, each
/// edge's path (its splines sampled into straight segments, arrowheads included) and each edge
/// label's box, in points, in Graphviz's coordinates. What ``LayoutQuality`` counts on.
struct LaidOutGraph: Sendable {
    struct Box: Sendable, Hashable {
        var minX: Double, minY: Double, maxX: Double, maxY: Double

        /// Whether the two boxes share more than a point.
        func overlaps(_ other: Box) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }

        /// The box made smaller by `inset` on every side (never inside out).
        func inset(by inset: Double) -> Box {
            let x = min(inset, (maxX - minX) / 2), y = min(inset, (maxY - minY) / 2)
            return Box(minX: minX + x, minY: minY + y, maxX: maxX - x, maxY: maxY - y)
        }

        func union(_ other: Box) -> Box {
            Box(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
        }
    }

    struct Point: Sendable, Hashable {
        var x: Double, y: Double
    }

    struct Segment: Sendable, Hashable {
        var from: Point, to: Point

        var bounds: Box {
            Box(minX: min(from.x, to.x), minY: min(from.y, to.y), maxX: max(from.x, to.x), maxY: max(from.y, to.y))
        }
    }

    struct Edge: Sendable {
        /// Indices into ``nodes``.
        var tail: Int, head: Int
        var segments: [Segment]
        /// The box of its label (or external label), when it has one.
        var label: Box?
        /// Whether it leaves from a port of its tail (a screen's row), not from the whole box.
        var leavesFromPort = false
    }

    var nodes: [Box] = []
    var edges: [Edge] = []
    /// Whether ranks follow each other along x (`rankdir` LR or RL), not along y.
    var ranksAlongX = false

    /// How many straight pieces each cubic Bézier piece of a spline becomes.
    static let stepsPerCurve = 8

    /// Reads Graphviz's `json` (or `json0`) output; nil when it is not that.
    init?(json: Data) {
        guard let root = try? JSONDecoder().decode(GraphvizJSON.self, from: json) else { return nil }
        ranksAlongX = ["LR", "RL"].contains(root.rankdir?.uppercased() ?? "")
        var nodeIndex: [Int: Int] = [:]
        for object in root.objects {
            guard let id = object.id, let position = object.pos.flatMap(Self.point),
                let width = object.width.flatMap(Double.init), let height = object.height.flatMap(Double.init),
                width.isFinite, height.isFinite
            else { continue }
            nodeIndex[id] = nodes.count
            let (halfWidth, halfHeight) = (width * 36, height * 36)
            nodes.append(
                Box(minX: position.x - halfWidth, minY: position.y - halfHeight, maxX: position.x + halfWidth, maxY: position.y + halfHeight))
        }
        for object in root.edges {
            guard let tail = object.tail.flatMap({ nodeIndex[$0] }), let head = object.head.flatMap({ nodeIndex[$0] }) else { continue }
            edges.append(
                Edge(
                    tail: tail, head: head, segments: object.pos.map(Self.segments) ?? [], label: Self.textBox(object.label),
                    leavesFromPort: !(object.tailport ?? "").isEmpty))
        }
    }

    /// `"12.5,30"` as a point.
    static func point(_ text: some StringProtocol) -> Point? {
        let parts = text.split(separator: ",")
        guard parts.count >= 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else { return nil }
        return Point(x: x, y: y)
    }

    /// An edge's `pos`: splines separated by `;`, each `[s,x,y] [e,x,y] p0 p1 p2 p3 p4 …` (a start and
    /// an end arrowhead's tip, then the control points of cubic Bézier pieces), as straight segments.
    static func segments(_ position: String) -> [Segment] {
        var segments: [Segment] = []
        for spline in position.split(separator: ";") {
            var start: Point?
            var end: Point?
            var controls: [Point] = []
            for token in spline.split(separator: " ") {
                if token.hasPrefix("s,") {
                    start = point(token.dropFirst(2))
                } else if token.hasPrefix("e,") {
                    end = point(token.dropFirst(2))
                } else if let control = point(token) {
                    controls.append(control)
                }
            }
            guard let first = controls.first else { continue }
            var sampled = [first]
            var index = 0
            while index + 3 < controls.count {
                let (p0, p1, p2, p3) = (controls[index], controls[index + 1], controls[index + 2], controls[index + 3])
                for step in 1...stepsPerCurve {
                    let t = Double(step) / Double(stepsPerCurve)
                    let u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    sampled.append(
                        Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
                }
                index += 3
            }
            if let start { sampled.insert(start, at: 0) }
            if let end, let last = sampled.last { sampled.append(end == last ? last : end) }
            for index in sampled.indices.dropLast() where sampled[index] != sampled[index + 1] {
                segments.append(Segment(from: sampled[index], to: sampled[index + 1]))
            }
        }
        return segments
    }

    /// The box of the text an `_ldraw_` list draws: each line from its baseline (`pt`), alignment
    /// and width, and the font size before it (a line is 1.2 sizes high, its baseline about a
    /// quarter of a size above its bottom, as Graphviz sets it).
    static func textBox(_ operations: [GraphvizJSON.Operation]) -> Box? {
        var size = 14.0
        var box: Box?
        for operation in operations {
            switch operation.op {
            case "F":
                size = operation.size ?? size
            case "T":
                guard let point = operation.pt, point.count == 2, let width = operation.width else { continue }
                let left: Double
                switch operation.align {
                case "l": left = point[0]
                case "r": left = point[0] - width
                default: left = point[0] - width / 2
                }
                let line = Box(minX: left, minY: point[1] - 0.27 * size, maxX: left + width, maxY: point[1] + 0.93 * size)
                box = box.map { $0.union(line) } ?? line
            default:
                continue
            }
        }
        return box
    }
}
