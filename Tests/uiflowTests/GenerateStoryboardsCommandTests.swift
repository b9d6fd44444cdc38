import Foundation
import TestSupport
import Testing

@Suite("uiflow generate storyboards")
struct GenerateStoryboardsCommandTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="a" customClass="FeedViewController" sceneMemberID="viewController">
                        <connections><segue destination="b" kind="show" identifier="showPost" id="s"/></connections>
                    </viewController>
                    <viewController id="b" storyboardIdentifier="Post" customClass="PostViewController" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test("writes the typed code for the storyboards below a directory; a broken storyboard is a warning")
    func writes() throws {
        let scratch = try Scratch(["App/Main.storyboard": Self.storyboard, "App/Broken.storyboard": "<document", "App/App.swift": "final class FeedViewController {}"])
        let result = try CLI.run(["generate", "storyboards", "App", "-o", "Storyboards.swift"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("App/Broken.storyboard: skipped: it is no"), "\(result.stderr)")
        let code = try #require(scratch.read("Storyboards.swift"))
        #expect(code.contains("extension PostViewController: StoryboardScene {"))
        #expect(code.contains("func prepare(showPost segue: UIStoryboardSegue, _ body: (PostViewController) -> Void) -> Bool {"))
    }
}
