import Foundation
import Testing

@testable import UIFlowKit

/// The navigation analysis (stacks, modals, tabs) and the rules built on it: findings with their
/// witness paths, what `back` and `dismiss` return to, the quiet behaviour of flows that declare
/// no containers, and termination and time on large flows with loops. Each rule's own examples
/// are tested by `RuleExampleTests`.
@Suite("Navigation: stacks, modals and tabs")
struct NavigationTests {
    static let navigationRules: Set<RuleID> = [
        "back-without-push", "dismiss-without-present", "push-outside-navigation", "switch-outside-tabs", "ambiguous-return",
    ]
    /// Every rule that reads the navigation search: those above, and the code rules that leave out
    /// a UIKit `dismiss` of a screen in no presented modal.
    static let searchingRules: Set<RuleID> = navigationRules.union(["undeclared-transition", "undeclared-shared-transition"])

    /// The navigation findings of `text`, as `line:column rule | path, path`.
    static func findings(_ text: String) -> [String] {
        Analyzer().analyze(parse(text)).filter { navigationRules.contains($0.rule) }.map { finding in
            "\(finding.location.line):\(finding.location.column) \(finding.rule.rawValue) | "
                + finding.paths.map(Diagnostic.summary).joined(separator: ", ")
        }
    }

    @Test("the issue's example: a presented screen going back, a pushed screen dismissing, each with its witness")
    func issueExample() {
        let text = """
            [Home]
            @entry
            --
            Tap "Edit"
            ==present=> Editor
            Tap "Detail"
            ==push=> Detail

            [Editor]
            --
            Tap "Cancel"
            ==back=>

            [Detail]
            @route /detail
            @route /detail/
            --
            Tap "Close"
            ==dismiss=>

            """
        #expect(
            Self.findings(text) == [
                "12:1 back-without-push | Home ==present=> Editor",
                "19:1 dismiss-without-present | Home ==push=> Detail",
            ])
        // And nothing else: `/detail` and `/detail/` are one route.
        #expect(Analyzer().analyze(parse(text)).map(\.rule.rawValue) == ["back-without-push", "duplicate-route", "dismiss-without-present"])
        let messages = Analyzer().analyze(parse(text)).map(\.message)
        #expect(messages.contains("`Editor` is never pushed (it is presented from `Home`), so `==back=>` has nothing to pop; write `==dismiss=>`"))
        #expect(messages.contains("`Detail` is never presented (it is pushed from `Home`), so `==dismiss=>` closes nothing; write `==back=>`"))
    }

    @Test("the text reporter gives the witness as a note line after the finding")
    func textWitness() {
        let flow = parse("[Home]\n@entry\n--\nEdit\n==present=> Editor\n\n[Editor]\n--\nCancel\n==back=>\n", file: "a.uiflow")
        let report = TextReporter().format(Analyzer().analyze(flow).filter { $0.rule == "back-without-push" })
        #expect(
            report == """
                a.uiflow:10:1: warning: `Editor` is never pushed (it is presented from `Home`), so `==back=>` has nothing to pop; write `==dismiss=>` [back-without-push]
                a.uiflow:1:2: note: path: Home ==present=> Editor

                """)
    }

    @Test("SARIF gives the witness as a code flow, JSON as paths of steps")
    func sarifAndJSONWitness() throws {
        let flow = parse("[Home]\n@entry\n--\nEdit\n==present=> Editor\n\n[Editor]\n--\nCancel\n==back=>\n", file: "/repo/a.uiflow")
        let findings = Analyzer().analyze(flow).filter { $0.rule == "back-without-push" }
        let context = ReportContext(toolVersion: "1.0", workingDirectory: "/repo")
        let sarif = SARIFReporter().report(findings, context: context)
        #expect(SARIFChecker.problems(in: Data(sarif.utf8)).isEmpty)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let codeFlow = try #require((result["codeFlows"] as? [[String: Any]])?.first)
        #expect((codeFlow["message"] as? [String: Any])?["text"] as? String == "Home ==present=> Editor")
        let steps = try #require(((codeFlow["threadFlows"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]]))
        let messages = steps.map { (($0["location"] as? [String: Any])?["message"] as? [String: Any])?["text"] as? String }
        #expect(messages == ["Home", "==present=> Editor"])
        let json = JSONReporter().report(findings, context: context)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let path = try #require((array.first?["paths"] as? [[[String: Any]]])?.first)
        #expect(path.map { $0["message"] as? String } == ["Home", "==present=> Editor"])
        #expect(path.map { $0["line"] as? Int } == [1, 5])
    }

    @Test("a pushed screen inside a presented stack may dismiss; pushing needs @navigation once the flow uses it")
    func presentedStacks() {
        let base = """
            [Home]
            @entry
            @navigation
            --
            New
            ==present=> Form

            [Form]
            --
            Next
            ==push=> Step

            [Step]
            --
            Cancel
            ==dismiss=>
            Back
            ==back=>

            """
        #expect(Self.findings(base) == ["11:1 push-outside-navigation | Home ==present=> Form ==push=> Step"])
        let fixed = base.replacingOccurrences(of: "[Form]\n", with: "[Form]\n@navigation\n")
        #expect(Self.findings(fixed).isEmpty)
        let navigation = Navigation(flow: parse(fixed))
        let flow = parse(fixed)
        let step = flow.index(ofScreenNamed: "Step") ?? -1
        #expect(navigation.returnTargets(of: step, kind: .back) == [flow.index(ofScreenNamed: "Form")])
        #expect(navigation.returnTargets(of: step, kind: .dismiss) == [flow.index(ofScreenNamed: "Home")])
        #expect(navigation.arrivals(of: step).map(\.kind) == [.push])
    }

    @Test("tabs: a switch to a listed tab is fine, to another screen or from a modal is reported")
    func tabs() {
        let text = """
            [Main]
            @entry
            @tabs Home, Search

            [Home]
            @navigation
            --
            Search
            ==switch=> Search
            Detail
            ==push=> Detail
            Settings
            ==present=> Settings

            [Detail]
            --
            Search
            ==switch=> Search
            Profile
            ==switch=> Profile

            [Search]
            @navigation

            [Settings]
            --
            Search
            ==switch=> Search
            Close
            ==dismiss=>

            [Profile]

            """
        #expect(
            Self.findings(text) == [
                "20:1 switch-outside-tabs | Main (tab) Home ==push=> Detail ==switch=> Profile",
                "28:1 switch-outside-tabs | Main (tab) Home ==present=> Settings ==switch=> Search",
            ])
        let flow = parse(text)
        let navigation = Navigation(flow: flow)
        let search = flow.index(ofScreenNamed: "Search") ?? -1
        #expect(Set(navigation.arrivals(of: search).map(\.kind)) == [.tab, .switch])
        #expect(Analyzer().analyze(flow).filter { $0.rule == "unreachable-screen" && $0.message.contains("`Search`") }.isEmpty)
    }

    @Test("flows without @navigation and @tabs stay quiet about containers")
    func quietWithoutDeclarations() {
        let text = """
            [Home]
            @entry
            --
            Edit
            ==present=> Editor
            Search
            ==switch=> Search

            [Editor]
            --
            Options
            ==push=> Options
            Done
            ==dismiss=>

            [Options]
            --
            Back
            ==back=>
            Home
            ==switch=> Home

            [Search]
            --
            Home
            ==switch=> Home

            """
        #expect(Self.findings(text).isEmpty)
    }

    @Test("a screen both pushed and presented that closes one way gets both arrivals as witnesses")
    func ambiguousReturn() {
        let text = "[Home]\n@entry\n--\nHelp\n==push=> Help\n?\n==present=> Help\n\n[Help]\n--\nClose\n==back=>\n"
        #expect(Self.findings(text) == ["12:1 ambiguous-return | Home ==push=> Help, Home ==present=> Help"])
    }

    @Test("a witness path of a long chain keeps its ends and counts what it leaves out")
    func longWitness() {
        var text = "[S0]\n@entry\n--\nNext\n==present=> S1\n\n"
        for index in 1..<60 { text += "[S\(index)]\n--\nNext\n==push=> S\(index + 1)\n\n" }
        text += "[S60]\n--\nClose\n==back=>\nCancel\n==dismiss=>\n"
        // S60 is pushed: its back is fine, its dismiss closes the modal S1 started.
        #expect(Self.findings(text).isEmpty)
        let flow = parse(text.replacingOccurrences(of: "==present=> S1", with: "==push=> S1"))
        let finding = Analyzer().analyze(flow).first { $0.rule == "dismiss-without-present" }
        let path = finding?.paths.first ?? []
        #expect(path.count == Navigation.maximumPathSteps)
        #expect(path.first?.message == "S0")
        #expect(path[1].message == "… 38 steps …")
        #expect(path.last?.message == "==push=> S60")
    }

    @Test("100,000 screens with loops back and forth: the search ends, in linear time", .timeLimit(.minutes(2)))
    func largeFlowWithLoops() {
        let count = 100_000
        var screens: [Screen] = []
        screens.reserveCapacity(count)
        let range = SourceRange(SourceLocation(file: "big.uiflow", line: 1, column: 1))
        func transition(_ kind: TransitionKind, _ target: Int) -> Transition {
            Transition(target: "S\(target)", kind: kind, range: range, targetRange: range)
        }
        for index in 0..<count {
            var transitions = [transition(.push, (index + 1) % count), transition(.present, (index * 7 + 3) % count)]
            if index % 3 == 0 { transitions.append(transition(.switch, index / 2)) }
            transitions.append(Transition(target: nil, kind: .back, range: range))
            screens.append(
                Screen(
                    name: "S\(index)", range: range, actions: [Action(text: [], transitions: transitions, range: range)],
                    isEntry: index == 0))
        }
        let flow = Flow(files: [ParsedFile(path: "big.uiflow", screens: screens, diagnostics: [])])
        let started = ContinuousClock.now
        let navigation = Navigation(flow: flow)
        let elapsed = ContinuousClock.now - started
        #expect((0..<count).allSatisfy(navigation.isReachable))
        // A handful of states a screen here (presented or not, each way it arrives): linear.
        #expect(navigation.states.count <= 8 * count)
        #expect(elapsed < .seconds(60), "took \(elapsed)")
    }

    @Test("a deep link's witness path of a long chain keeps its ends and counts what it leaves out")
    func longDeepLinkWitness() {
        var text = "[S0]\n@entry\n@navigation\n--\nNext\n==push=> S1\n\n"
        for index in 1..<40 { text += "[S\(index)]\n--\nNext\n==push=> S\(index + 1)\n\n" }
        text += "[S40(userId: Int = 1)]\n--\nNext\n==push=> Profile(userId: 7)\n\n"
        text += "[Profile(userId: Int)]\n--\nTap a photo\n==present=> Photo(photoId: 1)\n\n[Photo(photoId: Int)]\n@route myapp://photos/:photoId\n"
        let finding = Analyzer().analyze(parse(text)).first { $0.rule == "deep-link-path" }
        let notes = finding?.notes.map(\.message) ?? []
        #expect(notes.count == Navigation.maximumPathSteps)
        #expect(notes.first == "path: starts at `S0`")
        // S0 … S40 and Profile are 42 steps: the first, then the last 21.
        #expect(notes.dropFirst().first == "… 20 steps …")
        #expect(notes.dropLast().last == "then `==push=> Profile`")
        #expect(notes.last == "then `==present=> Photo`: here `Profile` lacks a value")
    }

    @Test("a finding's witness path costs its shown steps, not the chain's length: lint grows linearly on a deep chain")
    func deepChainFindings() {
        // Every screen of a chain of modals goes back without a push: one finding per screen, each
        // with a witness path as deep as the screen. Walking each path whole made lint quadratic.
        func chain(_ count: Int) -> Flow {
            let range = SourceRange(SourceLocation(file: "deep.uiflow", line: 1, column: 1))
            let screens = (0..<count).map { index in
                Screen(
                    name: "S\(index)", range: range,
                    actions: [
                        Action(
                            text: [],
                            transitions: [
                                Transition(target: "S\(index + 1)", kind: .present, range: range, targetRange: range),
                                Transition(target: nil, kind: .back, range: range),
                            ], range: range)
                    ],
                    isEntry: index == 0)
            }
            return Flow(files: [ParsedFile(path: "deep.uiflow", screens: screens, diagnostics: [])])
        }
        var analyzer = Analyzer()
        analyzer.rules = ["back-without-push"]
        func fastest(_ flow: Flow) -> Duration {
            (0..<3).map { _ in
                let started = ContinuousClock.now
                let findings = analyzer.analyze(flow)
                #expect(findings.count >= flow.screens.count - 1)
                return ContinuousClock.now - started
            }.min() ?? .zero
        }
        let small = fastest(chain(5_000))
        let large = fastest(chain(20_000))
        // Four times the screens: about four times the time; the quadratic walk took sixteen.
        #expect(large < small * 9, "5,000 screens: \(small); 20,000: \(large)")
    }

    @Test("@tabs: names separated by commas, with spaces kept; an empty or repeated name is an error")
    func tabsSyntax() {
        let flow = parse("[Main]\n@tabs Home, Sign in ,Search\n\n[Home]\n\n[Sign in]\n\n[Search]\n")
        #expect(flow.diagnostics.isEmpty)
        #expect(flow["Main"]?.tabs.map(\.name) == ["Home", "Sign in", "Search"])
        #expect(flow["Main"]?.tabs.map(\.range.start.column) == [7, 13, 22])
        #expect(parse("[Main]\n@tabs Home,, Search\n").messages == [
            "2:12: error: `@tabs` has an empty name; write the names of its tabs, separated by commas, such as `@tabs Home, Search, Profile`"
        ])
        #expect(parse("[Main]\n@tabs Home, Home\n").messages.isEmpty == false)
        #expect(parse("[Main]\n@navigation\n").diagnostics.isEmpty)
        #expect(parse("[Main]\n@navigation\n")["Main"]?.hasNavigation == true)
    }

    @Test("with the navigation rules off the search is skipped, and the other findings are the same")
    func searchSkippedWhenNavigationRulesAreOff() {
        let flow = parse("[Main]\n@entry\n@tabs Home\n\n[Home]\n--\nTap\n==back=> \n==> Missing\n\n[Lost]\n")
        let off = Configuration(rules: Self.searchingRules.sorted().map { .init(rule: $0, severity: nil) })
        #expect(RuleContext(flow: flow, configuration: off).searchingNavigation().navigation == nil)
        #expect(RuleContext(flow: flow, configuration: Configuration()).searchingNavigation().navigation != nil)
        let all = Analyzer().analyze(flow)
        #expect(all.contains { $0.rule == "back-without-push" })
        // The tabs still reach their screens for `unreachable-screen` without the search.
        #expect(Analyzer(configuration: off).analyze(flow) == all.filter { !Self.navigationRules.contains($0.rule) })
        #expect(Analyzer(configuration: off).analyze(flow).map(\.rule) == ["undefined-screen", "dead-end", "unreachable-screen"])
    }

    @Test("lint's search leaves out who presents what; a writer taking it gets the same return targets as a new search")
    func lintSearchLeavesOutPresenters() {
        // Presenters reach `Step` through a push from a presented screen, and `Sheet` twice.
        let flow = parse(
            "[Home]\n@entry\n--\nA\n==present=> Form\nB\n==present=> Sheet\n\n[Form]\n--\nNext\n==push=> Step\n"
                + "Sheet\n==present=> Sheet\n\n[Step]\n--\nClose\n==dismiss=>\n\n[Sheet]\n--\nClose\n==dismiss=>\n")
        let complete = Navigation(flow: flow)
        let lint = Navigation(graph: FlowGraph(flow: flow))
        #expect(complete.hasPresenters && !lint.hasPresenters)
        let analysis = Analyzer().analysis(of: flow)
        #expect(analysis.searchedNavigation?.hasPresenters == false)
        let taken = analysis.navigation(entryPoints: [])
        #expect(taken.hasPresenters)
        for index in flow.screens.indices {
            let expected = complete.returnTargets(of: index, kind: .dismiss)
            #expect(taken.returnTargets(of: index, kind: .dismiss) == expected)
            // Asked directly, lint's search works them out rather than answering nothing.
            #expect(lint.returnTargets(of: index, kind: .dismiss) == expected)
        }
        let names = { (indices: [Int]) in indices.map { flow.screens[$0].name } }
        #expect(names(complete.returnTargets(of: flow.index(ofScreenNamed: "Step") ?? -1, kind: .dismiss)) == ["Home"])
        #expect(names(complete.returnTargets(of: flow.index(ofScreenNamed: "Sheet") ?? -1, kind: .dismiss)) == ["Home", "Form"])
    }
}
