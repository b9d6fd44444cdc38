import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// Every sample of the original uiflow must give the graph the original gave, except for the fixes
/// documented in docs/compatibility.md.
@Suite("Conformance with the original uiflow")
struct ConformanceTests {
    /// One screen as the original's JSON describes it, normalised by the documented fixes.
    struct ExpectedScreen: Equatable, CustomStringConvertible {
        var name: String
        var rank: Int
        var line: Int
        var sees: [String]
        var actions: [ExpectedAction]
        var description: String { "\(name) (line \(line), rank \(rank)): sees \(sees), actions \(actions)" }
    }

    struct ExpectedAction: Equatable, CustomStringConvertible {
        var text: [String]
        var target: String?
        var label: String?
        var description: String { "\(text) -> \(target ?? "nil") \(label.map { "{\($0)}" } ?? "")" }
    }

    static func expectedScreens(_ sample: String) throws -> [ExpectedScreen] {
        let url = Paths.conformance.appendingPathComponent("\(sample).expected.json")
        let data = try Data(contentsOf: url)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
        return try object.values.map { screen in
            let actions = try #require(screen["actions"] as? [[String: Any]])
            return ExpectedScreen(
                name: trim(try #require(screen["name"] as? String)),
                rank: try #require(screen["rank"] as? Int),
                // The original counts lines from 0.
                line: try #require(screen["lines"] as? Int) + 1,
                sees: try #require(screen["see"] as? [String]).map(trim),
                actions: actions.compactMap { action in
                    let text = (action["text"] as? [String] ?? []).map(trim)
                    let target = (action["direction"] as? String).map(trim)
                    // The original gives a screen without actions one empty action.
                    if text.isEmpty, target == nil { return nil }
                    let label = action["edge"] as? String
                    return ExpectedAction(
                        text: text, target: target, label: label?.isEmpty == false ? label : nil)
                })
        }.sorted { $0.line < $1.line }
    }

    /// Names, targets and text lines are trimmed here (documented fix).
    static func trim(_ text: String) -> String { text.trimmingCharacters(in: .whitespaces) }

    static func actual(_ flow: Flow) -> [ExpectedScreen] {
        flow.screens.map { screen in
            ExpectedScreen(
                name: screen.name, rank: screen.rank, line: screen.location.line, sees: screen.sees.map(\.text),
                actions: screen.actions.map { action in
                    ExpectedAction(
                        text: action.text.map(\.text), target: action.transitions.last?.target,
                        label: action.transitions.last?.label)
                })
        }
    }

    static func load(_ sample: String) throws -> Flow {
        let url = Paths.conformance.appendingPathComponent("\(sample).txt")
        return Flow(sources: [SourceFile(path: url.path, bytes: [UInt8](try Data(contentsOf: url)))])
    }

    @Test("the conformance samples are present beside the project")
    func samplesArePresent() {
        #expect(
            Paths.conformanceSamples.count >= 7,
            "expected the original's samples in \(Paths.conformance.path) (../shared/conformance/uiflow)")
    }

    @Test("each sample gives the original's screens, sees, actions, targets and labels", arguments: Paths.conformanceSamples)
    func sampleMatchesOriginalJSON(sample: String) throws {
        let flow = try Self.load(sample)
        #expect(!flow.hasErrors, "\(flow.messages)")
        let expected = try Self.expectedScreens(sample)
        let actual = Self.actual(flow)
        #expect(actual.count == expected.count)
        for (actualScreen, expectedScreen) in zip(actual, expected) {
            #expect(actualScreen == expectedScreen)
        }
    }

    /// An edge of the original's DOT output: `"From":actionN -> "To"[ label ="…"]`.
    struct Edge: Hashable, CustomStringConvertible {
        var from: String
        var port: Int
        var to: String
        var label: String?
        var description: String { "\(from):\(port) -> \(to) \(label ?? "")" }
    }

    static func originalEdges(_ sample: String) throws -> Set<Edge> {
        let url = Paths.conformance.appendingPathComponent("\(sample).original.dot")
        let text = try String(contentsOf: url, encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern: #"^\s*"([^"]*)":action(\d+) -> "([^"]*)"(?:\[ label ="([^"]*)"\])?\s*$"#, options: [.anchorsMatchLines])
        let range = NSRange(text.startIndex..., in: text)
        return Set(
            pattern.matches(in: text, range: range).compactMap { match -> Edge? in
                func group(_ index: Int) -> String? {
                    Range(match.range(at: index), in: text).map { String(text[$0]) }
                }
                guard let from = group(1), let port = group(2).flatMap(Int.init), let to = group(3) else { return nil }
                return Edge(from: trim(from), port: port, to: trim(to), label: group(4))
            })
    }

    @Test("each sample gives the original DOT's edges, from the same action ports", arguments: Paths.conformanceSamples)
    func sampleMatchesOriginalEdges(sample: String) throws {
        let flow = try Self.load(sample)
        var edges: Set<Edge> = []
        for screen in flow.screens {
            for (index, action) in screen.actions.enumerated() {
                for transition in action.transitions {
                    guard let target = transition.target else { continue }
                    edges.insert(Edge(from: screen.name, port: index, to: target, label: transition.label))
                }
            }
        }
        #expect(edges == (try Self.originalEdges(sample)))
    }

    @Test("each sample's DOT output draws the original's edges and ranks", arguments: Paths.conformanceSamples)
    func dotOutputKeepsEdgesAndRanks(sample: String) throws {
        let flow = try Self.load(sample)
        let dot = DOTWriter().write(flow)
        for edge in try Self.originalEdges(sample) {
            // From the action's port (on its row's east side, but for a loop), to the target.
            let port = "\(DOT.id(edge.from)):\"action\(edge.port)\""
            #expect(dot.contains("\(port):e -> \(DOT.id(edge.to))") || dot.contains("\(port) -> \(DOT.id(edge.to))"), "\(edge)")
        }
        let original = try String(
            contentsOf: Paths.conformance.appendingPathComponent("\(sample).original.dot"), encoding: .utf8)
        #expect(original.contains("rank = same") == dot.contains("rank=same"))
        #expect(original.contains("rank = source") == dot.contains("rank=source"))
    }
}
