import Foundation
import TestSupport
import Testing

/// `uiflow lint --swift-sources` and `uiflow extract` on the fixture apps of UIFlowSwiftSourcesTests,
/// through the built executable.
@Suite("uiflow lint --swift-sources and uiflow extract")
struct SwiftSourcesCommandTests {
    static let apps = ["UIKitApp", "SwiftUIApp", "MixedApp"]
    static let codeRules = ["type-not-found", "init-mismatch", "undeclared-transition", "unimplemented-transition"]

    static func app(_ name: String) -> URL {
        CLI.packageRoot.appendingPathComponent("Tests/UIFlowSwiftSourcesTests/Fixtures").appendingPathComponent(name)
    }

    @Test("extract, then lint the draft against the same sources: no finding of the code rules", arguments: apps)
    func extractThenLint(app: String) throws {
        let sources = Self.app(app).appendingPathComponent("Sources").path
        let scratch = try Scratch()
        let extract = try CLI.run(["extract", sources, "-o", "draft.uiflow"], in: scratch.url)
        #expect(extract.status == 0, "\(extract.stderr)")
        let draft = try String(contentsOf: scratch.url.appendingPathComponent("draft.uiflow"), encoding: .utf8)
        #expect(draft.contains("@entry\n"), "\(draft)")
        let lint = try CLI.run(["lint", "draft.uiflow", "--swift-sources", sources], in: scratch.url)
        for rule in Self.codeRules {
            #expect(!lint.stdout.contains("[\(rule)]"), "\(lint.stdout)\n\(draft)")
        }
        #expect(lint.status == 0, "\(lint.stdout)")
        // The same bytes from a second run, on standard output.
        #expect(try CLI.run(["extract", sources], in: scratch.url).stdout == draft)
    }

    @Test("lint --swift-sources points at the flow and, in a note, at the Swift code")
    func driftInText() throws {
        let result = try CLI.run(["lint", "drift.uiflow", "--swift-sources", "Sources"], in: Self.app("UIKitApp"))
        #expect(result.status == 1)
        #expect(result.stdout.contains("drift.uiflow:8:1: warning: the flow's `==present=>` to `Post` is not what the code does"))
        #expect(result.stdout.contains("Sources/FeedViewController.swift:16:31: note: `FeedViewController` calls `navigationController.pushViewController` here\n"))
    }

    @Test("swift-sources and rules come from .uiflow.yml; a coordinator's navigation is followed from the screen that calls it")
    func configured() throws {
        let app = Self.app("MixedApp")
        let sources = "swift-sources: [\(app.appendingPathComponent("Sources").path)]\n"
        // Home calls its coordinator, which pushes Account and presents Help: nothing to declare.
        let scratch = try Scratch([
            ".uiflow.yml": sources + "rules: {unimplemented-transition: note}\n",
            "app.uiflow": try String(contentsOf: app.appendingPathComponent("app.uiflow"), encoding: .utf8),
            "drift.uiflow": try String(contentsOf: app.appendingPathComponent("drift.uiflow"), encoding: .utf8),
        ])
        let result = try CLI.run(["lint", "app.uiflow"], in: scratch.url)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(!result.stdout.contains("[undeclared-transition]") && !result.stdout.contains("[unimplemented-transition]"), "\(result.stdout)")
        // Turned on in the file, the rule reports the drifted flow's promise: Article has no code.
        let drift = try CLI.run(["lint", "drift.uiflow"], in: scratch.url).stdout
        #expect(drift.contains("drift.uiflow:22:1: note: no code of `ArticleView` goes to `StatsView`"), "\(drift)")
        // Off by default.
        let without = try Scratch([
            ".uiflow.yml": sources,
            "drift.uiflow": try String(contentsOf: app.appendingPathComponent("drift.uiflow"), encoding: .utf8),
        ])
        #expect(!(try CLI.run(["lint", "drift.uiflow"], in: without.url).stdout.contains("[unimplemented-transition]")))
    }

    @Test("6. tests, mocks, previews and generated code are not the app, exclude: applies to Swift sources, a draft without an entry says so")
    func sourcesThatAreNotTheApp() throws {
        let screen = { (name: String) in "final class \(name)ViewController: UIViewController {}\n" }
        let scratch = try Scratch([
            "App/HomeViewController.swift": """
                final class HomeViewController: UIViewController {
                    func openFeed() { navigationController?.pushViewController(FeedViewController(), animated: true) }
                    func openLab() { navigationController?.pushViewController(LabResultViewController(), animated: true) }
                }
                """ + screen("Feed") + screen("Secret") + screen("Mocked") + screen("Previewed") + screen("Made") + screen("Legacy"),
            // Only a test makes Home the window's root, only a mock presents Mocked.
            "AppTests/HomeTests.swift": """
                final class HomeTests: XCTestCase {
                    func testRoot() { UIWindow().rootViewController = HomeViewController() }
                    func testSecret() { HomeViewController().present(SecretViewController(), animated: true) }
                }
                """,
            // A test target's helper (tests by what it imports), and an app folder named like a
            // test target (its code is the app's).
            "AppTests/Support/StubNavigator.swift": "@testable import App\nfinal class StubNavigator { func go(from home: HomeViewController) { home.present(SecretViewController(), animated: true) } }\n",
            "App/LabTests/LabResultViewController.swift": "import UIKit\nfinal class LabResultViewController: UIViewController {}\n",
            // A UI-test harness compiled into the app: tests by its folder's name.
            "App/UITests/HarnessCoordinator.swift": "final class HarnessCoordinator { func start(from home: HomeViewController) { home.present(SecretViewController(), animated: true) } }\n",
            "App/Mocks/MockRouter.swift": "final class MockRouter { func go(from home: HomeViewController) { home.present(MockedViewController(), animated: true) } }\n",
            "App/Feed+Preview.swift": "#Preview { FeedViewController() }\nstruct FeedPreviews: PreviewProvider { static var previews: some View { PreviewedScreen() } }\n"
                + "final class PreviewHost { func show(from home: HomeViewController) { home.present(PreviewedViewController(), animated: true) } }\n",
            "App/Sourcery.swift": "// Generated using Sourcery 2.1 — https://github.com/krzysztofzablocki/Sourcery\n"
                + "final class Made { func show(from home: HomeViewController) { home.present(MadeViewController(), animated: true) } }\n",
            "App/Legacy/Old.swift": "final class Old { func show(from home: HomeViewController) { home.present(LegacyViewController(), animated: true) } }\n",
            ".uiflow.yml": "exclude: [\"App/Legacy/**\"]\n",
        ])
        let extract = try CLI.run(["extract", "App", "AppTests", "-o", "draft.uiflow"], in: scratch.url)
        #expect(extract.status == 0, "\(extract.stderr)")
        let draft = scratch.read("draft.uiflow") ?? ""
        #expect(draft.contains("==push=> Feed"), "\(draft)")
        #expect(draft.contains("==push=> LabResult"), "\(draft)")
        for left in ["Secret", "Mocked", "Previewed", "Made", "Legacy", "@entry"] {
            #expect(!draft.contains(left), "\(left) in\n\(draft)")
        }
        #expect(extract.stderr.contains("warning: the draft has no entry point"), "\(extract.stderr)")
        #expect(extract.stderr.contains("left out 7 Swift files: 3 of tests, 1 of mocks, 1 of previews, 1 of generated code, 1 excluded"), "\(extract.stderr)")
        // Brought back: `swift-sources-skip:` lists the kinds still left out.
        try scratch.write(".uiflow.yml", "swift-sources-skip: [previews, generated]\n")
        let all = try CLI.run(["extract", "App", "AppTests", "-o", "-"], in: scratch.url)
        for back in ["Secret", "Mocked", "Legacy", "@entry"] {
            #expect(all.stdout.contains(back), "\(back) not in\n\(all.stdout)")
        }
        #expect(!all.stderr.contains("no entry point"), "\(all.stderr)")
    }

    @Test("SARIF writes the Swift place as a related location with its region")
    func sarif() throws {
        let result = try CLI.run(
            ["lint", "drift.uiflow", "--swift-sources", "Sources", "--reporter", "sarif"], in: Self.app("UIKitApp"))
        let sarif = try JSONSerialization.jsonObject(with: result.stdoutData) as? [String: Any]
        let runs = sarif?["runs"] as? [[String: Any]]
        let results = runs?.first?["results"] as? [[String: Any]] ?? []
        let mismatch = try #require(results.first { $0["ruleId"] as? String == "init-mismatch" })
        let related = try #require((mismatch["relatedLocations"] as? [[String: Any]])?.first)
        let physical = related["physicalLocation"] as? [String: Any]
        #expect((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/PostViewController.swift")
        let region = physical?["region"] as? [String: Int]
        #expect(region == ["startLine": 7, "startColumn": 5, "endLine": 7, "endColumn": 51])
    }

    @Test("a missing Swift sources directory exits 66")
    func missingSources() throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n"])
        let result = try CLI.run(["lint", "app.uiflow", "--swift-sources", "nowhere"], in: scratch.url)
        #expect(result.status == 66)
        #expect(result.stderr.contains("nowhere"))
    }
}
