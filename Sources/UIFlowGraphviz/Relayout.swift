import UIFlowKit

/// The other settings a flow is laid out with when its first layout is hard to read: an edge
/// through a screen's box, or an edge label on a box or on another label (``LayoutQuality``).
///
/// Graphviz's new ranking (`newrank`, which uiflow's DOT asks for) keeps groups together and
/// crosses fewer edges, but on some flows shaped like real apps (a hub that pushes a dozen screens,
/// cross-links between tabs) it leaves an edge through a sibling's box; the old ranking clears
/// those, for more crossings (docs/rendering.md, "Layout quality, measured"). So a flow is laid out
/// as written first, and again with each alternative only when that layout is not clean; the
/// first clean one is drawn, or else the one with the fewest such problems, then the fewest
/// crossings. Graphviz lays the same DOT out the same way whatever the process did before
/// (`uiflow_read_graph`), so the choice, and the bytes, do not depend on it either.
enum Relayout {
    /// The largest flows laid out again, by screens, undefined targets and drawn transitions
    /// together (``DOTWriter/size(of:)``): each alternative costs a layout, about 0.2 s at 700.
    static let sizeLimit = 1_000

    /// The alternatives for `flow` drawn by `writer`, in the order they are tried: each is the graph
    /// attributes it sets. An alternative that sets an attribute the writer sets itself (asked for,
    /// or a fallback's) is left out: what was chosen is kept.
    ///
    /// A flow with rank marks (`[Home##]`) gets none: under the old ranking, Graphviz 2.42 crashes
    /// on some of those in any process (2 of 300 random flows with rank marks in groups,
    /// `RendererTests.randomFlow` seeds 173 and 293, 14 screens, as the flat-edge probe writes them), where
    /// none of 600 app-shaped flows without marks crashed (40, 60 and 120 screens, seeds 1 to 100,
    /// with and without ports).
    static func alternatives(for flow: Flow, writer: DOTWriter, engine: LayoutEngine) -> [[String: String]] {
        guard engine.isDot, DOTWriter.size(of: flow) <= sizeLimit, !flow.screens.contains(where: { $0.rank > 0 }) else { return [] }
        var alternatives: [[String: String]] = [["newrank": "false"]]
        // The fast layout bounds crossing minimisation to a tenth of Graphviz's (`mclimit=0.1`);
        // with the old ranking, Graphviz's own bound clears what a tenth leaves (300 app-shaped
        // screens: 1 edge through a box, then none).
        if writer.usesFastLayout(for: flow) { alternatives.append(["newrank": "false", "mclimit": "1"]) }
        return alternatives.filter { $0.keys.allSatisfy { writer.style.graphAttributes[$0] == nil } }
    }

    /// Whether `quality` reads better than `other`: fewer edges through boxes, labels on boxes and
    /// overlapping labels together, then fewer crossings.
    static func isBetter(_ quality: LayoutQuality, than other: LayoutQuality) -> Bool {
        let problems = quality.edgesThroughBoxes + quality.labelsOverBoxes + quality.overlappingLabels
        let otherProblems = other.edgesThroughBoxes + other.labelsOverBoxes + other.overlappingLabels
        return problems != otherProblems ? problems < otherProblems : quality.edgeCrossings < other.edgeCrossings
    }
}
