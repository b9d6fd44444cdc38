extension DOTWriter {
    /// Groups become clusters. Rank marks are honoured within each cluster and among ungrouped
    /// screens: Graphviz drops a cluster whose members are also ranked from outside it.
    ///
    /// A cluster is an anonymous subgraph with `cluster=true`, not one named `cluster_…`: Graphviz
    /// orders subgraphs by ID, and a named subgraph's ID is the address of its interned name, so in
    /// a process that renders again (a watch loop, a server) named clusters were laid out in an
    /// order that changed from one render to the next. Anonymous subgraphs are numbered in the
    /// order they are created.
    static func appendClusters(_ flow: Flow, to dot: inout TextBuffer) {
        let screens = flow.screens
        let (groups, ungrouped) = clusters(flow)
        for (group, indices) in groups {
            dot.append("\tsubgraph {\n\t\tcluster=\"true\"; label=")
            DOT.appendLabel([group], to: &dot)
            dot.append("; style=\"rounded,filled\"; fillcolor=\"#f4f4f4\"; color=\"#bbbbbb\";\n")
            for index in indices {
                dot.append("\t\t")
                DOT.appendID(screens[index].name, to: &dot)
                dot.append(";\n")
            }
            appendRanks(indices, of: screens, inCluster: true, indent: "\t\t", to: &dot)
            dot.append("\t}\n")
        }
        appendRanks(ungrouped, of: screens, inCluster: false, indent: "\t", to: &dot)
    }

    /// The groups in the order of their first screen, each with its screens, and the screens in
    /// no group. Groups are told apart by their exact bytes, as screen names are.
    static func clusters(_ flow: Flow) -> (groups: [(name: String, screens: [Int])], ungrouped: [Int]) {
        let screens = flow.screens
        var groups: [(name: String, screens: [Int])] = []
        var position: [NameKey: Int] = [:]
        var ungrouped: [Int] = []
        for index in screens.indices {
            guard let group = screens[index].group else {
                ungrouped.append(index)
                continue
            }
            if let existing = position[NameKey(group)] {
                groups[existing].screens.append(index)
            } else {
                position[NameKey(group)] = groups.count
                groups.append((group, [index]))
            }
        }
        return (groups, ungrouped)
    }

    /// What the DOT of `flow` draws, in the order Graphviz numbers it: for tools that read
    /// Graphviz's output (the SVG's `node3`, `edge7` and `clust2`) and must know which screen,
    /// transition or group each is, without repeating this writer's rules.
    public func outline(of flow: Flow) -> DOTOutline {
        var outline = DOTOutline()
        let screens = flow.screens
        outline.nodes = screens.indices.map { DOTOutline.Node(name: screens[$0].name, screen: $0) }
            + flow.undefinedTargets.map { DOTOutline.Node(name: $0, screen: nil) }
        for index in screens.indices {
            screens[index].forEachTransition { action, position, transition in
                guard let target = transition.target else { return }
                outline.edges.append(
                    DOTOutline.Edge(
                        title: screens[index].name + ":action\(action)->" + target, screen: index, action: action,
                        transition: position))
            }
        }
        for edge in returnEdges(of: flow) {
            outline.edges.append(
                DOTOutline.Edge(
                    title: screens[edge.screen].name + ":action\(edge.action)->" + screens[edge.target].name,
                    screen: edge.screen, action: edge.action, transition: edge.transition, isReturn: true))
        }
        outline.clusters = Self.clusters(flow).groups.map(\.name)
        return outline
    }

    /// A rank set inside a cluster says `cluster=false`: subgraphs inherit their parent's attributes.
    private static func appendRanks(
        _ indices: [Int], of screens: [Screen], inCluster: Bool, indent: StaticString, to dot: inout TextBuffer
    ) {
        var byRank: [Int: [String]] = [:]
        for index in indices where screens[index].rank > 0 {
            byRank[screens[index].rank, default: []].append(screens[index].name)
        }
        for rank in byRank.keys.sorted() {
            dot.append(indent)
            dot.append(rank == 1 ? "{ rank=source;" : "{ rank=same;")
            if inCluster { dot.append(" cluster=\"false\";") }
            for name in byRank[rank] ?? [] {
                dot.append(" ")
                DOT.appendID(name, to: &dot)
                dot.append(";")
            }
            dot.append(" }\n")
        }
    }
}
