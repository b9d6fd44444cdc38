import Testing
import UIFlowKit
import UIFlowSwiftSources

@Suite("Swift sources against flows")
struct SwiftSourcesTests {
    @Test("each fixture app's flow matches its code: no finding of the code rules", arguments: FixtureApps.names)
    func matchingFlowsLintClean(app: String) throws {
        let analyzer = Analyzer(configuration: try FixtureApps.configuration(app), code: try FixtureApps.index(app))
        let findings = analyzer.analyze(try FixtureApps.flow(app, "app.uiflow"))
        #expect(FixtureApps.pinned(findings).isEmpty, "\(findings)")
    }

    @Test("the drifted flows give each kind of finding at the flow and at the Swift code", arguments: FixtureApps.names)
    func driftIsPinned(app: String) throws {
        // `unimplemented-transition` is off by default; a team turns it on.
        var configuration = try FixtureApps.configuration(app)
        configuration.rules.append(.init(rule: "unimplemented-transition", severity: .note))
        let analyzer = Analyzer(configuration: configuration, code: try FixtureApps.index(app))
        let findings = analyzer.analyze(try FixtureApps.flow(app, "drift.uiflow"))
        let expected = Self.drift[app] ?? []
        #expect(FixtureApps.pinned(findings) == expected, "\(findings.filter { FixtureApps.codeRules.contains($0.rule) }.map(\.description))")
        #expect(Set(findings.map(\.rule)).isSuperset(of: FixtureApps.codeRules))
    }

    @Test("a draft extracted from each fixture app lints clean against its code", arguments: FixtureApps.names)
    func extractedDraftLintsClean(app: String) throws {
        let index = try FixtureApps.index(app)
        let draft = FlowDraft(index: index).text
        let flow = Flow(parsing: draft, file: "draft.uiflow")
        #expect(!flow.hasErrors, "\(flow.diagnostics)\n\(draft)")
        let findings = Analyzer(code: index).analyze(flow)
        #expect(FixtureApps.pinned(findings).isEmpty, "\(findings)\n\(draft)")
        #expect(FlowDraft(index: try FixtureApps.index(app)).text == draft, "the draft is deterministic")
    }

    @Test("without the app's code, the code rules find nothing", arguments: FixtureApps.names)
    func noIndexNoFindings(app: String) throws {
        let findings = Analyzer(configuration: try FixtureApps.configuration(app)).analyze(try FixtureApps.flow(app, "drift.uiflow"))
        #expect(FixtureApps.pinned(findings).isEmpty)
    }

    @Test("type-suffixes decide which type a screen without @type is; a model struct of the bare name is no screen")
    func typeSuffixes() {
        let index = SwiftSourceReader().index([
            (path: "App.swift", text: "struct Profile { let name: String }\nfinal class ProfileScreen: UIViewController { init(id: Int) { super.init(nibName: nil, bundle: nil) } }\n")
        ])
        let flow = Flow(parsing: "[Profile(name: String)]\n", file: "app.uiflow")
        #expect(Analyzer(code: index).analyze(flow).filter { $0.rule == "init-mismatch" }.isEmpty)
        var configuration = Configuration()
        configuration.typeSuffixes = ["Screen"]
        let findings = Analyzer(configuration: configuration, code: index).analyze(flow).filter { $0.rule == "init-mismatch" }
        #expect(findings.map(\.notes.first?.location.description) == ["App.swift:2:47"], "\(findings)")
    }

    /// Each drifted flow's findings: the flow's place, then the Swift code's (`-` for none).
    static let drift: [String: [String]] = [
        "UIKitApp": [
            // Feed presents Composer; the flow does not say so.
            "undeclared-transition drift.uiflow:3:2 -> Sources/FeedViewController.swift:21:9",
            // The flow presents Post; the code pushes it.
            "undeclared-transition drift.uiflow:8:1 -> Sources/FeedViewController.swift:16:31",
            "unimplemented-transition drift.uiflow:12:1 -> Sources/FeedViewController.swift:3:13",
            // `postId` is `Int` in the code, and `showsComments` has a default there.
            "init-mismatch drift.uiflow:14:2 -> Sources/PostViewController.swift:7:5",
            "type-not-found drift.uiflow:20:7 -> -",
            // The flow goes back from Composer; the code dismisses it.
            "undeclared-transition drift.uiflow:26:1 -> Sources/ComposerViewController.swift:11:9",
        ],
        "SwiftUIApp": [
            // `.navigationDestination` pushes Tag; the flow presents it.
            "undeclared-transition drift.uiflow:10:1 -> Sources/NoteListView.swift:15:10",
            // The memberwise init of NoteDetailView has no `isPinned`.
            "init-mismatch drift.uiflow:14:2 -> Sources/NoteDetailView.swift:3:8",
            "unimplemented-transition drift.uiflow:22:1 -> Sources/NoteDetailView.swift:26:8",
            "type-not-found drift.uiflow:33:7 -> -",
        ],
        "MixedApp": [
            // Home's coordinator presents Help for it; the flow does not say so.
            "undeclared-transition drift.uiflow:3:2 -> Sources/HomeViewController.swift:16:49",
            // Home pushes Stats in a UIHostingController; the flow presents it.
            "undeclared-transition drift.uiflow:10:1 -> Sources/HomeViewController.swift:20:31",
            "type-not-found drift.uiflow:13:7 -> -",
            // Help links to Article; the flow has no transition.
            "undeclared-transition drift.uiflow:15:2 -> Sources/Views.swift:8:13",
            // `range` has no default in StatsView.
            "init-mismatch drift.uiflow:17:2 -> Sources/Views.swift:15:8",
            "unimplemented-transition drift.uiflow:22:1 -> Sources/Views.swift:23:8",
        ],
    ]
}
