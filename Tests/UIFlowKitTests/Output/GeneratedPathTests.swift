import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// The paths `uiflow generate swift` gives each destination, replayed: the generated code compiled
/// with a navigator that records what it is asked and keeps the stack it would show, every route
/// of every flow opened through `Destination.open(url:in:)`, and the calls and the stack each ends
/// on compared with a golden file (`Golden/paths/<flow>.txt`, reviewed when it changes).
@Suite("Deep-link paths, compiled and replayed")
struct GeneratedPathTests {
    @Test("every route opens on the stack its path rebuilds", arguments: CodegenFlow.all.filter(\.isEquatable))
    func replay(flow: CodegenFlow) throws {
        let parsed = try flow.flow()
        let generated = SwiftWriter().write(parsed)
        #expect(!generated.hasErrors)
        let outcome = try GeneratedSwiftRunTests.compileAndRun(
            ["Destination.swift": generated.code, "Support.swift": flow.support, "main.swift": Self.driver(parsed)])
        #expect(outcome.status == 0, "\(outcome.output)")
        Golden.check(outcome.output, "paths/\(flow.name).txt")
    }

    @Test("the fixture's paths: tabs, the shortest of two ways, @path-via, a modal with its own stack, a path that cannot be built")
    func fixturePaths() throws {
        let flow = try #require(CodegenFlow.all.first { $0.name == "deeplinks" }).flow()
        let paths = DeepLinkPaths(flow: flow)
        func path(_ name: String) -> String {
            guard let index = flow.index(ofScreenNamed: name) else { return "no screen \(name)" }
            return paths.path(to: index).map { "\($0.arrival.kind.rawValue) \(flow.screens[$0.screen].name)" }.joined(separator: ", ")
        }
        #expect(path("Launch") == "replace Launch")
        #expect(path("Feed") == "replace Tabs, switch Feed")
        // Two ways in: from Feed (three steps) and from Post; the shortest, in the order of the flow.
        #expect(path("Profile") == "replace Tabs, switch Feed, push Profile")
        // Feed reaches Post first, but `@path-via Inbox` says otherwise.
        #expect(path("Post") == "replace Tabs, switch Inbox, push Post")
        #expect(path("Photos") == "replace Tabs, switch Feed, push Profile, present Photos")
        // Photos needs a `userId` that Share does not have: Share is a root of its own, and lint says so.
        #expect(path("Share") == "replace Share")
        let findings = Analyzer().analyze(flow).map { "\($0.rule.rawValue) \($0.location.line)" }
        #expect(findings == ["deep-link-path 59"])
    }

    @Test("a routed screen pushed on its path is inside that stack: its own push is not outside navigation")
    func routedScreenInStack() {
        let text = "[Feed]\n@entry\n@navigation\n--\nTap a post\n==push=> Post(postId: 1)\n\n[Post(postId: Int)]\n@route /posts/:postId\n--\nTap the author\n==push=> Author\nBack\n==back=>\n\n[Author]\n--\nBack\n==back=>\n"
        let findings = Analyzer().analyze(Flow(parsing: text, file: "a.uiflow")).map(\.rule.rawValue)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test("with Codable among the conformances, a destination and its path are saved and restored as JSON")
    func stateRestoration() throws {
        let flow = try #require(CodegenFlow.all.first { $0.name == "shop" })
        let writer = SwiftWriter(conformances: ["Hashable", "Sendable", "Codable"])
        let generated = writer.write(try flow.flow())
        #expect(!generated.hasErrors)
        let support = flow.support.replacingOccurrences(of: "Hashable, Sendable,", with: "Hashable, Sendable, Codable,")
        let driver = """
            import Foundation
            let saved: [Destination] = [.product(productId: 42, source: .cart), .search(query: nil), .orderDetail(orderId: "A 1"), .addedToCart(productId: 7)]
            var failures = 0
            for destination in saved {
                let data = try! JSONEncoder().encode(destination.path)
                let restored = try! JSONDecoder().decode([Destination.Step].self, from: data)
                if restored != destination.path || restored.last?.destination != destination { print("\\(destination): \\(restored)"); failures += 1 }
            }
            print(failures == 0 ? "OK" : "\\(failures) failed")
            exit(failures == 0 ? 0 : 1)

            """
        let outcome = try GeneratedSwiftRunTests.compileAndRun(["Destination.swift": generated.code, "Support.swift": support, "main.swift": driver])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.output.hasSuffix("OK\n"), "\(outcome.output)")
    }

    /// `main.swift`: a recording navigator, then each route's sample link opened on it, printed as
    /// the link, the calls it made, and the stack it ends on (`Tabs > Feed > Profile | Photos`: the
    /// layers from the bottom, each a stack).
    static func driver(_ parsed: Flow) -> String {
        let plan = SwiftPlan(flow: parsed, writer: SwiftWriter())
        var links: [String] = []
        for (index, screen) in parsed.screens.enumerated() {
            for route in plan.routes[index] {
                links.append(SwiftIdentifier.stringLiteral(GeneratedSwiftRunTests.url(route, screen, plan.parameters[index])))
            }
        }
        return """
            import Foundation

            @MainActor final class Recorder: Destination.Navigator {
                var calls: [String] = []
                var layers: [[String]] = []
                func name(_ destination: Destination) -> String { destination.screen.rawValue }
                func reset(to root: Destination) {
                    calls.append("reset(\\(name(root)))")
                    layers = [[name(root)]]
                }
                func push(_ destination: Destination) {
                    calls.append("push(\\(name(destination)))")
                    if layers.isEmpty { layers = [[]] }
                    layers[layers.count - 1].append(name(destination))
                }
                func present(_ destination: Destination) {
                    calls.append("present(\\(name(destination)))")
                    layers.append([name(destination)])
                }
                func selectTab(_ destination: Destination) {
                    calls.append("selectTab(\\(name(destination)))")
                    if layers.isEmpty { layers = [[]] }
                    let container = layers[layers.count - 1].first.map { [$0] } ?? []
                    layers[layers.count - 1] = container + [name(destination)]
                }
            }

            for link in [\(links.joined(separator: ", "))] {
                let recorder = Recorder()
                guard let url = URL(string: link), Destination.open(url: url, in: recorder) else {
                    print("\\(link): opens nothing")
                    continue
                }
                // Opening again, after anything, gives the same calls: the path starts with a reset.
                let again = Recorder()
                again.push(.init(url: url)!)
                _ = Destination.open(url: url, in: again)
                let repeated = Array(again.calls.dropFirst())
                print("\\(link)")
                print("    \\(recorder.calls.joined(separator: ", "))")
                print("    ends on: \\(recorder.layers.map { $0.joined(separator: " > ") }.joined(separator: " | "))")
                if repeated != recorder.calls { print("    opened again: \\(repeated.joined(separator: ", "))") }
            }

            """
    }
}
