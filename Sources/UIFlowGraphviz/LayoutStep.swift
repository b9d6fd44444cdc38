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
        /// Whether Graphviz's `json` of the same layout is wanted too, to measure it
        /// (``LayoutQuality``).
        var measures = false
    }

    /// What a job gives back: the output, and the layout's `json` when the job ``Job/measures`` it.
    struct Output: Sendable {
        var data: Data
        var json: Data?
    }

    var run: @Sendable (GraphvizLibrary.Session, Job) throws(GraphvizError) -> Output

    /// Graphviz's library.
    static let graphviz = LayoutStep { session, job throws(GraphvizError) in
        let graph = try session.read(job.dot)
        defer { session.close(graph) }
        try session.check(graph, against: job.limits)
        try session.layout(graph, engine: job.engine.rawValue)
        let data = try session.render(graph, format: job.format.rawValue)
        var json: Data?
        if job.measures {
            json = job.format.rawValue == "json"
                ? data : try GraphvizLibrary.shared.forgettingReports { () throws(GraphvizError) in try session.render(graph, format: "json") }
        }
        return Output(data: data, json: json)
    }
}
