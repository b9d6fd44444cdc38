import Foundation
import UIFlowKit

/// What ``GraphvizLimits`` are checked against, counted on a graph or on a flow.
struct GraphSize: Sendable, Hashable {
    var nodes = 0
    var edges = 0
    /// Subgraphs: clusters and rank sets.
    var subgraphs = 0
    var longestText = 0
    var mostLines = 0
    /// The edges' `minlen` added up, and the largest.
    var minimumLengthSum = 0
    var minimumLengthMaximum = 1
    var hasEdgeLabels = false

    /// An upper bound on the ranks `dot` assigns. The longest path of rank constraints is at most
    /// every edge's `minlen` added up, and at most one `minlen` per node; `rank=source`/`sink` sets
    /// and clusters add at most one rank at each end; one more for the labels of edges within a
    /// rank; and `dot` doubles every length when an edge has a label.
    var rankBound: Int {
        let path = min(minimumLengthSum, Self.saturating(max(nodes - 1, 0), times: minimumLengthMaximum))
        var bound = Self.saturating(path, plus: Self.saturating(2, times: subgraphs + 1))
        if hasEdgeLabels { bound = Self.saturating(bound, times: 2) }
        return Self.saturating(bound, plus: 2)
    }

    private static func saturating(_ a: Int, times b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : product
    }

    private static func saturating(_ a: Int, plus b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }
}

extension GraphSize {
    /// A flow's size as its DOT from `writer` will have it, counted without writing the DOT. Texts
    /// and lines are counted without the markup around them, so they can only be under what the
    /// check of the DOT finds.
    init(_ flow: Flow, writer: DOTWriter) {
        self.init()
        var groups = Set<String>()
        var rankSets = Set<String>()
        var minimumLength = 1
        if let value = writer.style.edgeAttributes["minlen"], let parsed = Int(value.trimmingCharacters(in: .whitespaces)) {
            minimumLength = max(parsed, 0)
        }
        hasEdgeLabels = !(writer.style.edgeAttributes["label"] ?? "").isEmpty
        func measure(_ text: String, lines: Int = 1) {
            longestText = max(longestText, text.utf8.count)
            mostLines = max(mostLines, lines)
        }
        for value in writer.style.graphAttributes.values { measure(value) }
        for value in writer.style.nodeAttributes.values { measure(value) }
        for value in writer.style.edgeAttributes.values { measure(value) }
        measure(writer.style.fontName)
        let screens = flow.screens
        for index in screens.indices {
            measure(screens[index].name)
            var boxBytes = screens[index].name.utf8.count
            var boxLines = 1
            for parameter in screens[index].parameters {
                boxBytes += parameter.name.utf8.count + parameter.type.utf8.count + (parameter.defaultValue?.utf8.count ?? 0)
            }
            for line in screens[index].sees {
                boxBytes += line.text.utf8.count
                boxLines += 1
            }
            let actions = screens[index].actions
            for action in actions.indices {
                for line in actions[action].text {
                    boxBytes += line.text.utf8.count
                    boxLines += 1
                }
                for transition in actions[action].transitions where transition.target != nil {
                    edges += 1
                    var labelBytes = transition.label?.utf8.count ?? 0
                    for argument in transition.arguments {
                        labelBytes += argument.label.utf8.count + argument.value.utf8.count
                    }
                    if transition.label != nil || !transition.arguments.isEmpty { hasEdgeLabels = true }
                    longestText = max(longestText, labelBytes)
                }
            }
            longestText = max(longestText, boxBytes)
            mostLines = max(mostLines, boxLines)
            if let group = screens[index].group {
                measure(group)
                groups.insert(group)
            }
            if screens[index].rank > 0 { rankSets.insert("\(screens[index].rank) \(screens[index].group ?? "")") }
        }
        for name in flow.undefinedTargets { measure(name) }
        nodes = screens.count + flow.undefinedTargets.count
        subgraphs = groups.count + rankSets.count
        minimumLengthSum = edges.multipliedReportingOverflow(by: minimumLength).overflow ? .max : edges * minimumLength
        minimumLengthMaximum = minimumLength
        // Return edges say `constraint=false`: they add no rank.
        if writer.style.drawsReturns { edges += writer.outline(of: flow).edges.count { $0.isReturn } }
    }
}
