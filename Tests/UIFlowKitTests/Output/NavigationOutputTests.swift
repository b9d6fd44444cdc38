import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// How screens arrive and what `back` and `dismiss` return to, in the spec and the JSON.
@Suite("Navigation in the outputs")
struct NavigationOutputTests {
    @Test("the navigation fixture gives the golden spec and JSON")
    func goldens() throws {
        let flow = try Fixtures.flow("navigation.uiflow")
        let findings = Analyzer().analyze(flow)
        Golden.check(MarkdownWriter(title: "Navigation", diagram: .none).write(flow, findings: findings), "navigation.md")
        Golden.check(JSONWriter().write(flow), "navigation.json")
    }

    @Test("writers given an analysis reuse its search, and search again from other entry points")
    func analysisReused() throws {
        let flow = try Fixtures.flow("navigation.uiflow")
        let configuration = Configuration(entryPoints: [.init(name: "Orphan")])
        let analysis = Analyzer(configuration: configuration).analysis(of: flow)
        #expect(analysis.findings == Analyzer(configuration: configuration).analyze(flow))
        #expect(analysis.searchedNavigation != nil)
        for entryPoints in [["Orphan"], []] {
            let markdown = MarkdownWriter(title: "N", diagram: .none, entryPoints: entryPoints)
            #expect(markdown.write(analysis) == markdown.write(flow, findings: analysis.findings))
            #expect(markdown.writeData(analysis) == Data(markdown.write(flow, findings: analysis.findings).utf8))
            let json = JSONWriter(entryPoints: entryPoints)
            #expect(json.writeData(analysis) == json.writeData(flow, diagnostics: analysis.findings))
            #expect(json.write(analysis) == json.write(flow, diagnostics: analysis.findings))
        }
        // With every navigation rule off, nothing searched: the writers search themselves.
        let off = Configuration(rules: NavigationTests.searchingRules.sorted().map { .init(rule: $0, severity: nil) })
        let unsearched = Analyzer(configuration: off).analysis(of: flow)
        #expect(unsearched.searchedNavigation == nil)
        #expect(JSONWriter().write(unsearched) == JSONWriter().write(flow, diagnostics: unsearched.findings))
    }

    @Test("the spec says how each screen arrives, and what each back and dismiss returns to")
    func specArrivals() throws {
        let markdown = MarkdownWriter(title: "N", diagram: .none).write(try Fixtures.flow("navigation.uiflow"))
        #expect(!markdown.contains("Reached from"))
        #expect(markdown.contains("**Arrives:** a tab of [Main](#screen-main) · switched to from [Profile](#screen-profile)"))
        #expect(
            markdown.contains(
                "| Tap \"Back\" | back | returns to [Home](#screen-home), [Product](#screen-product), [Cart](#screen-cart) |"))
        // A target that is not what the transition returns to; a back with nothing to pop.
        #expect(markdown.contains("| Tap \"Done\" | dismiss | [Home](#screen-home) (returns to [Product](#screen-product)) |"))
        #expect(markdown.contains("| Tap \"Back\" | back | [Main](#screen-main) (nothing to return to) |"))
        // Transitions users cannot take, and an unreachable screen.
        #expect(markdown.contains("· linked from [Orphan](#screen-orphan)"))
        #expect(markdown.contains("**Arrives:** never: no entry point leads here\n"))
        #expect(markdown.contains("**Arrives:** an entry point · a new root after [Sign in](#screen-sign-in) · returning from [Profile](#screen-profile)"))
    }

    @Test("configured entry points count: the spec and the JSON start from them too")
    func configuredEntryPoints() throws {
        let flow = try Fixtures.flow("navigation.uiflow")
        let markdown = MarkdownWriter(title: "N", diagram: .none, entryPoints: ["Orphan"]).write(flow)
        #expect(!markdown.contains("never: no entry point leads here"))
        // Pushed from `Orphan` first now: the shortest path.
        #expect(markdown.contains("pushed from [Orphan](#screen-orphan), [Home](#screen-home), [Product](#screen-product), [Cart](#screen-cart)"))
        let json = try JSONWriterTests.object(JSONWriter(entryPoints: ["Orphan"]).write(flow))
        let orphan = try #require((json["screens"] as? [[String: Any]])?.first { $0["name"] as? String == "Orphan" })
        #expect(orphan["arrivals"] as? [[String: String]] == [["kind": "entry"]])
    }

    @Test("JSON: arrivals per screen, `from` only where there is one; returnsTo only on back and dismiss")
    func jsonArrivals() throws {
        let json = try JSONWriterTests.object(JSONWriter().write(try Fixtures.flow("navigation.uiflow")))
        let screens = try #require(json["screens"] as? [[String: Any]])
        func screen(_ name: String) throws -> [String: Any] { try #require(screens.first { $0["name"] as? String == name }) }
        #expect(try screen("Help")["arrivals"] as? [[String: String]] == [["kind": "present", "from": "Product"], ["kind": "route"]])
        #expect(try screen("Orphan")["arrivals"] as? [[String: String]] == [])
        let productActions = (try screen("Product")["actions"] as? [[String: Any]]) ?? []
        let transitions = productActions.flatMap { ($0["transitions"] as? [[String: Any]]) ?? [] }
        #expect(transitions.map { $0["returnsTo"] as? [String] } == [["Home", "Product", "Cart"], nil, nil, ["Home"]])
        #expect(transitions.map { $0.keys.contains("returnsTo") } == [true, false, false, true])
        let profileBack = ((try screen("Profile")["actions"] as? [[String: Any]])?.last?["transitions"] as? [[String: Any]])?.first
        #expect(profileBack?["returnsTo"] as? [String] == [])
    }

    /// Every screen pushes the next and the hub; the hub goes back three ways, and each of its
    /// `back` transitions returns to all the others.
    static func hubFlow(screens count: Int) -> Flow {
        var screens: [Screen] = []
        screens.reserveCapacity(count + 1)
        let range = SourceRange(SourceLocation(file: "big.uiflow", line: 1, column: 1))
        func transition(_ kind: TransitionKind, _ target: String?) -> Transition {
            Transition(target: target, kind: kind, range: range, targetRange: target.map { _ in range })
        }
        for index in 0..<count {
            let transitions = [transition(.push, "S\((index + 1) % count)"), transition(.push, "Hub"), transition(.back, nil)]
            screens.append(
                Screen(
                    name: "S\(index)", range: range, actions: [Action(text: [], transitions: transitions, range: range)],
                    isEntry: index == 0))
        }
        let hubActions = (0..<3).map { _ in Action(text: [], transitions: [transition(.back, nil)], range: range) }
        screens.append(Screen(name: "Hub", range: range, actions: hubActions))
        return Flow(files: [ParsedFile(path: "big.uiflow", screens: screens, diagnostics: [])])
    }

    @Test("100,000 screens: the spec stays linear", .timeLimit(.minutes(3)))
    func largeFlow() {
        let count = 100_000
        let flow = Self.hubFlow(screens: count)
        let started = ContinuousClock.now
        let markdown = MarkdownWriter(title: "Big", diagram: .none).write(flow)
        let elapsed = ContinuousClock.now - started
        #expect(markdown.utf8.count > count)
        // About 6 s in a debug build on a quiet machine.
        #expect(elapsed < .seconds(90), "took \(elapsed)")
    }

    /// The JSON of 100,000 screens takes about 35 s in a debug build, most of it as before the
    /// navigation fields: too long for every test run. The benchmark (`make bench`) times JSON at
    /// scale in a release build.
    @Test(
        "100,000 screens: the JSON with arrivals and returnsTo stays linear (UIFLOW_BENCHMARKS=1)",
        .enabled(if: ProcessInfo.processInfo.environment["UIFLOW_BENCHMARKS"] == "1", "set UIFLOW_BENCHMARKS=1 to run"),
        .timeLimit(.minutes(5)))
    func largeFlowJSON() {
        let count = 100_000
        let flow = Self.hubFlow(screens: count)
        let started = ContinuousClock.now
        let json = JSONWriter().writeData(flow)
        let elapsed = ContinuousClock.now - started
        #expect(json.count > count)
        #expect(elapsed < .seconds(240), "took \(elapsed)")
    }

    @Test("2,000 screens pushing one hub: its JSON lists each arrival once, and every back returns to all")
    func hubJSON() throws {
        let count = 2_000
        let json = try JSONWriterTests.object(JSONWriter().write(Self.hubFlow(screens: count)))
        let screens = try #require(json["screens"] as? [[String: Any]])
        let hub = try #require(screens.last)
        #expect((hub["arrivals"] as? [Any])?.count == count)
        let actions = try #require(hub["actions"] as? [[String: Any]])
        let returns = actions.compactMap { (($0["transitions"] as? [[String: Any]])?.first?["returnsTo"] as? [String])?.count }
        #expect(returns == [count, count, count])
    }
}
