import Foundation
import TestSupport
import Testing
import UIFlowFiles
import UIFlowKit

@testable import UIFlowSwiftSources

/// Interface Builder files read with Swift as one app: scenes, segues (with what triggers them),
/// navigation controllers' roots, a tab bar's tabs, storyboard references and the initial view
/// controller; and files that are not what they claim, refused without a crash, a hang or the
/// network.
@Suite("Storyboards")
struct StoryboardTests {
    static let app = "StoryboardApp"

    @Test("the fixture's draft: screens from scenes, actions from what triggers each segue, entry, tabs, stacks")
    func draft() throws {
        let index = try FixtureApps.index(Self.app)
        #expect(index.interfaceBuilderFileCount == 4)
        let draft = FlowDraft(index: index).text
        let golden = FixtureApps.root.appendingPathComponent(Self.app).appendingPathComponent("draft.uiflow")
        if ProcessInfo.processInfo.environment["UIFLOW_UPDATE_GOLDEN"] != nil { try Data(draft.utf8).write(to: golden) }
        #expect(draft == (try String(contentsOf: golden, encoding: .utf8)))
        // And it lints clean against the same sources.
        let findings = Analyzer(code: index).analyze(Flow(parsing: draft, file: "draft.uiflow"))
        #expect(FixtureApps.pinned(findings).isEmpty, "\(findings)")
    }

    @Test("a flow that says push where the storyboard presents is reported at the flow, with the segue's place")
    func kindDiffers() throws {
        let index = try FixtureApps.index(Self.app)
        let flow = "[Feed]\n@type FeedViewController\n@entry\n@navigation\n--\nTap \"Compose\"\n==push=> Compose\n\n[Compose]\n@type ComposeViewController\n"
        let findings = Analyzer(code: index).analyze(Flow(parsing: flow, file: "app.uiflow")).filter { $0.rule == "undeclared-transition" }
        let kind = try #require(findings.first { $0.message.contains("`FeedViewController` presents `ComposeViewController`") })
        #expect(kind.location.line == 7)
        #expect(kind.notes.first.map { "\($0.location.file):\($0.location.line)" } == "Sources/Base.lproj/Main.storyboard:44")
    }

    @Test("performSegue and instantiateViewController are checked against the identifiers the storyboards declare")
    func identifiers() throws {
        var index = try FixtureApps.index(Self.app)
        let flow = Flow(parsing: "[Profile]\n@type ProfileViewController\n@entry\n", file: "app.uiflow")
        #expect(Analyzer(code: index).analyze(flow).filter { $0.rule == "unknown-segue" }.isEmpty)
        #expect(index.segueIdentifiers.contains("showAbout") && index.sceneIdentifiers == ["Licenses", "Post", "Privacy"])
        index.segueIdentifiers.remove("showAbout")
        let findings = Analyzer(code: index).analyze(flow).filter { $0.rule == "unknown-segue" }
        #expect(findings.map { "\($0.location.line) \($0.notes.first.map { "\($0.location)" } ?? "")" } == ["1 Sources/ViewControllers.swift:14:72"])
    }

    @Test(
        "a file that is no storyboard, a truncated one, one with entities or a DTD, and one of 100 MB are refused, each with why",
        arguments: [
            ("not XML", Data("hello, world".utf8), "not well-formed"),
            ("other XML", Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>".utf8), "no Interface Builder document"),
            ("truncated", Data("<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes><scene".utf8), "not well-formed"),
            ("entities", Data(Self.billionLaughs.utf8), "DOCTYPE"),
            ("external", Data("<?xml version=\"1.0\"?><!DOCTYPE d [<!ENTITY x SYSTEM \"http://127.0.0.1:9/x\">]><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">&x;</document>".utf8), "DOCTYPE"),
            ("100 MB", Data(count: 100 * 1024 * 1024), "larger than"),
        ])
    func hostile(name: String, data: Data, reason: String) {
        let start = Date()
        switch StoryboardReader.read(data, path: "Hostile.storyboard") {
        case .success: Issue.record("\(name) was read")
        case .failure(let refusal): #expect(refusal.reason.contains(reason), "\(name): \(refusal.reason)")
        }
        #expect(Date().timeIntervalSince(start) < 5)
    }

    @Test("a refused storyboard is a skipped file with its reason; the rest of the app is read")
    func refusedIsSkipped() {
        let index = SwiftSourceReader().index([
            (path: "Broken.storyboard", text: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes>"),
            (path: "App.swift", text: "final class HomeViewController: UIViewController {}"),
        ])
        #expect(index.skippedFiles.map(\.path) == ["Broken.storyboard"])
        #expect(index.type(named: "HomeViewController") != nil)
    }

    @Test("the typed storyboard code is the golden one and type-checks in Swift 6 against UIKit's declarations, as an app uses it")
    func typedCode() throws {
        let directory = FixtureApps.root.appendingPathComponent(Self.app)
        let files = try SwiftSourceFiles.load([directory.appendingPathComponent("Sources").path])
        let (code, skipped) = StoryboardCodeWriter.write(files)
        #expect(skipped.isEmpty)
        let golden = directory.appendingPathComponent("Storyboards.swift.golden")
        if ProcessInfo.processInfo.environment["UIFLOW_UPDATE_GOLDEN"] != nil { try Data(code.utf8).write(to: golden) }
        #expect(code == (try String(contentsOf: golden, encoding: .utf8)))
        let outcome = try Self.typeCheck(
            code, with: [directory.appendingPathComponent("Sources/ViewControllers.swift"), directory.appendingPathComponent("Stubs/Use.swift")])
        #expect(outcome.status == 0, "\(outcome.output)")
    }

    @Test("names and identifiers from a storyboard never become code: a class that is no identifier is left out, identifiers are escaped")
    func hostileNames() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="a" storyboardIdentifier="A&quot;; print(&quot;INJECTED&quot;) //" customClass="AViewController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="b" kind="show" identifier="go\\&quot;) } ; func evil() { //" id="s"/>
                            </connections>
                        </viewController>
                        <viewController id="b" storyboardIdentifier="B" customClass="B { }; func evil() {} ; class C" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        let (code, _) = StoryboardCodeWriter.write([(path: "Main.storyboard", text: storyboard)])
        // Outside string literals and comments, nothing of the storyboard's text is left.
        let live = Self.outsideLiteralsAndComments(code)
        #expect(!live.contains("evil") && !live.contains("INJECTED"), "\(live)")
        #expect(code.contains("func evil"), "the hostile text is there, inside a literal")
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-sb-\(UUID().uuidString).swift")
        try Data("import UIKit\nfinal class AViewController: UIViewController {}\n".utf8).write(to: app)
        defer { try? FileManager.default.removeItem(at: app) }
        let outcome = try Self.typeCheck(code, with: [app])
        #expect(outcome.status == 0, "\(outcome.output)\n\(code)")
    }

    /// `code` without its string literals' contents and its comments.
    static func outsideLiteralsAndComments(_ code: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        var inComment = false
        for character in code {
            if inComment {
                if character == "\n" { inComment = false; result.append(character) }
                continue
            }
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false; result.append(character) }
                continue
            }
            if character == "\"" { inString = true; result.append(character); continue }
            if character == "/", result.last == "/" { result.removeLast(); inComment = true; continue }
            result.append(character)
        }
        return result
    }

    /// Emits the UIKit stub as a module, then type-checks `code` with `files` against it.
    static func typeCheck(_ code: String, with files: [URL]) throws -> Toolchain.Outcome {
        let swiftc = try #require(Toolchain.swiftc, "no swiftc on the PATH or in /opt/swift/usr/bin; set SWIFTC")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-storyboards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stub = FixtureApps.root.appendingPathComponent(Self.app).appendingPathComponent("Stubs/UIKit.swift").path
        let module = try Toolchain.run(
            swiftc, ["-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", "UIKit", "-emit-module-path", "UIKit.swiftmodule", stub],
            in: folder)
        guard module.status == 0 else { return module }
        try Data(code.utf8).write(to: folder.appendingPathComponent("Storyboards.swift"))
        return try Toolchain.run(
            swiftc, ["-swift-version", "6", "-warnings-as-errors", "-typecheck", "-I", ".", "Storyboards.swift"] + files.map(\.path), in: folder)
    }

    @Test("a view controller the code asks a storyboard for: its initial one by the storyboard's name, a scene by its identifier")
    func instantiated() {
        // DuckDuckGo's pattern: `UIStoryboard(name:bundle:)` then `instantiateInitialViewController()`
        // or `instantiateViewController(withIdentifier:)`, with no cast naming the class.
        func storyboard(initial: String, _ scenes: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(initial)">
                <scenes>\(scenes)</scenes>
            </document>
            """
        }
        let downloads = storyboard(
            initial: "nav",
            """
            <scene sceneID="s1"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="list" customClass="DownloadsViewController" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let settings = storyboard(
            initial: "about",
            """
            <scene sceneID="s3"><objects>
                <viewController id="about" customClass="AboutViewController" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s4"><objects>
                <viewController storyboardIdentifier="Privacy" id="privacy" customClass="PrivacyViewController" sceneMemberID="viewController"/>
            </objects></scene>
            """)
        let swift = """
            final class BrowserViewController: UIViewController {
                func openDownloads() {
                    let storyboard = UIStoryboard(name: "Downloads", bundle: nil)
                    guard let controller = storyboard.instantiateInitialViewController() else { return }
                    present(controller, animated: true)
                }
                func openPrivacy() {
                    let controller = UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "Privacy")
                    navigationController?.pushViewController(controller, animated: true)
                }
                func makeUnknown() -> UIViewController {
                    UIStoryboard(name: "Settings", bundle: nil).instantiateViewController(withIdentifier: "Nowhere")
                }
            }
            final class DownloadsViewController: UIViewController {
                func done() { dismiss(animated: true) }
            }
            final class AboutViewController: UIViewController {}
            final class PrivacyViewController: UIViewController {}
            """
        let index = SwiftSourceReader().index([
            (path: "App.swift", text: swift), (path: "Base.lproj/Downloads.storyboard", text: downloads),
            (path: "Base.lproj/Settings.storyboard", text: settings),
        ])
        let flow = Flow(parsing: FlowDraft(index: index).text, file: "draft.uiflow")
        let drafted = flow.screens.flatMap { screen in screen.transitions.map { "\(screen.name) ==\($0.kind.rawValue)=> \($0.target ?? "")" } }
        #expect(drafted.filter { $0.hasPrefix("Browser") || $0.hasPrefix("Downloads") } == [
            "Browser ==present=> Downloads", "Browser ==push=> Privacy", "Downloads ==dismiss=> ",
        ])
    }

    static let billionLaughs = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">&lol3;</document>
        """
}
