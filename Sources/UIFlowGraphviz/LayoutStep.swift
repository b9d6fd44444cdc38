import Foundation

/// How DOT text becomes output within a Graphviz session: ``graphviz`` reads it, checks it against
/// the limits, lays it out and renders it. Tests stand in for it to build a failure on purpose.
struct LayoutStep: Sendable {
    /// What to lay out and render, and how.
    struct Job: Sendable {
        var dot: String
        var format: GraphvizFormat
        var engine: LayoutEngine
        var limits: GraphvizLimits
    }

    var run: @Sendable (GraphvizLibrary.Session, Job) throws(GraphvizError) -> Data

    /// Graphviz's library.
    static let graphviz = LayoutStep { session, job throws(GraphvizError) in
        let graph = try session.read(job.dot)
        defer { session.close(graph) }
        try session.check(graph, against: job.limits)
        try session.layout(graph, engine: job.engine.rawValue)
        return try session.render(graph, format: job.format.rawValue)
    }
}
