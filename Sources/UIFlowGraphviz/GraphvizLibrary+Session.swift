import CGraphviz
import Foundation

extension GraphvizLibrary {
    /// What can be done with Graphviz while the lock is held.
    struct Session {
        let context: OpaquePointer
        /// `dot`'s count of its searches for connected components, set back to 0 before each
        /// `dot` layout; `nil` where it is not found (see `uiflow_find_decompose_mark`).
        let decomposeMark: UnsafeMutablePointer<UInt8>?

        /// Whether Graphviz reported an error since the session began.
        var hasErrors: Bool { agerrors() >= Int32(AGERR.rawValue) }

        /// Reads DOT text into a graph, which the caller must close with ``close(_:)``.
        func read(_ dot: String) throws(GraphvizError) -> UnsafeMutablePointer<Agraph_t> {
            let graph = dot.withCString { text in uiflow_read_graph(text) }
            // Whatever the lexer read past the graph belongs to no later parse.
            aglexbad()
            guard let graph else { throw GraphvizError(stage: .parse, messages: []) }
            if hasErrors {
                close(graph)
                throw GraphvizError(stage: .parse, messages: [])
            }
            return graph
        }

        /// Fails with ``GraphvizError/Stage/limits`` when `graph` goes beyond `limits`.
        func check(_ graph: UnsafeMutablePointer<Agraph_t>, against limits: GraphvizLimits) throws(GraphvizError) {
            guard limits != .unlimited else { return }
            var measured = uiflow_graph_size()
            guard uiflow_measure_graph(graph, &measured) == 0 else {
                throw GraphvizError(stage: .layout, messages: [GraphvizMessage(severity: .error, text: "out of memory")])
            }
            let size = GraphSize(
                nodes: Int(measured.nodes), edges: Int(measured.edges), subgraphs: Int(measured.subgraphs),
                longestText: Int(measured.longest_text), mostLines: Int(measured.most_lines),
                minimumLengthSum: Int(clamping: measured.minlen_sum), minimumLengthMaximum: Int(clamping: measured.minlen_max),
                hasEdgeLabels: measured.has_edge_labels != 0)
            if let exceeded = limits.check(size) { throw GraphvizError(exceeded: exceeded) }
        }

        /// Lays out `graph`; the layout must be freed with ``freeLayout(_:)`` (``close(_:)`` does it).
        func layout(_ graph: UnsafeMutablePointer<Agraph_t>, engine: String) throws(GraphvizError) {
            // Every layout as in a fresh process: the count would otherwise carry on from the last.
            if LayoutEngine(engine).isDot, let decomposeMark { decomposeMark.pointee = 0 }
            let status = engine.withCString { name in gvLayout(context, graph, name) }
            if LayoutEngine(engine).isDot { uiflow_repair_dot_ranks(graph) }
            uiflow_order_clusters(graph)
            guard status == 0, !hasErrors else { throw GraphvizError(stage: .layout, messages: []) }
        }

        /// Renders a laid-out graph into memory.
        func render(_ graph: UnsafeMutablePointer<Agraph_t>, format: String) throws(GraphvizError) -> Data {
            // PNG: no partly transparent last column and row (see uiflow_round_bitmap_canvas).
            if format.lowercased().hasPrefix("png") { uiflow_round_bitmap_canvas(graph) }
            var bytes: UnsafeMutablePointer<CChar>?
            let (status, length) = format.withCString { name in
                renderData(gvRenderData, context, graph, name, &bytes)
            }
            defer { if let bytes { gvFreeRenderData(bytes) } }
            guard status == 0, !hasErrors, let bytes else { throw GraphvizError(stage: .render, messages: []) }
            return Data(bytes: bytes, count: length)
        }

        /// Frees the layout and the graph.
        func close(_ graph: UnsafeMutablePointer<Agraph_t>) {
            _ = gvFreeLayout(context, graph)
            _ = agclose(graph)
        }

        /// The version of the Graphviz library, such as `2.43.0`.
        var version: String {
            gvcVersion(context).map { String(cString: $0) } ?? "unknown"
        }
    }
}

/// `gvRenderData` takes an `unsigned int *` length up to Graphviz 2.4x and a `size_t *` after; the
/// overload that matches the installed header is chosen when this file is compiled.
private func renderData(
    _ function: (
        OpaquePointer?, UnsafeMutablePointer<Agraph_t>?, UnsafePointer<CChar>?,
        UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutablePointer<UInt32>?
    ) -> Int32,
    _ context: OpaquePointer, _ graph: UnsafeMutablePointer<Agraph_t>, _ format: UnsafePointer<CChar>,
    _ bytes: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> (status: Int32, length: Int) {
    var length: UInt32 = 0
    let status = function(context, graph, format, bytes, &length)
    return (status, Int(length))
}

private func renderData(
    _ function: (
        OpaquePointer?, UnsafeMutablePointer<Agraph_t>?, UnsafePointer<CChar>?,
        UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutablePointer<Int>?
    ) -> Int32,
    _ context: OpaquePointer, _ graph: UnsafeMutablePointer<Agraph_t>, _ format: UnsafePointer<CChar>,
    _ bytes: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
) -> (status: Int32, length: Int) {
    var length = 0
    let status = function(context, graph, format, bytes, &length)
    return (status, length)
}
