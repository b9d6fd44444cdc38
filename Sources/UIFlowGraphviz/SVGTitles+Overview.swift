import UIFlowKit

extension SVGTitles {
    /// The titles of an overview's SVG (`DOTWriter.write(_:)` of a `FlowOverview`): each group's exact
    /// name, and `From->To` for each link, in the order the DOT writes them.
    init(overview: FlowOverview) {
        nodes = overview.groups.map(\.name)
        edges = overview.links.map { overview.groups[$0.from].name + "->" + overview.groups[$0.to].name }
        clusters = []
    }
}
