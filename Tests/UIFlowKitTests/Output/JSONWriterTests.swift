import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

@Suite("JSON output")
struct JSONWriterTests {
    @Test("the features fixture gives the golden JSON")
    func featuresGolden() throws {
        Golden.check(JSONWriter().write(try Fixtures.flow("features.uiflow")), "features.json")
    }

    @Test("each conformance sample gives its golden JSON", arguments: Paths.conformanceSamples)
    func conformanceGolden(sample: String) throws {
        Golden.check(JSONWriter().write(try Fixtures.conformance(sample)), "conformance/\(sample).json")
    }

    @Test("writeData gives the bytes of write")
    func dataMatchesText() throws {
        let flow = try Fixtures.flow("features.uiflow")
        #expect(JSONWriter().writeData(flow) == Data(JSONWriter().write(flow).utf8))
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("every directive is written with what it says, in every screen that has it")
    func everyDirective() throws {
        let text = """
            [Tabs]
            @entry
            @type TabsController
            @group Main
            @navigation
            @tabs Home, Cart
            @swift-name tabBar
            @route /tabs
            @path-via Home
            @screenshot shots/tabs.png
            @exit
            @allow dead-end

            [Home]

            [Cart]
            """
        let screen = try #require((try Self.object(JSONWriter().write(parse(text)))["screens"] as? [[String: Any]])?.first)
        for directive in Directive.allCases {
            switch directive {
            case .entry: #expect(screen["entry"] as? Bool == true)
            case .exit: #expect(screen["exit"] as? Bool == true)
            case .navigation: #expect(screen["navigation"] as? Bool == true)
            case .type: #expect(screen["type"] as? String == "TabsController")
            case .group: #expect(screen["group"] as? String == "Main")
            case .route: #expect((screen["routes"] as? [[String: Any]])?.first?["pattern"] as? String == "/tabs")
            case .allow: #expect(screen["allow"] as? [String] == ["dead-end"])
            case .tabs: #expect(screen["tabs"] as? [String] == ["Home", "Cart"])
            case .swiftName: #expect(screen["swiftName"] as? String == "tabBar")
            case .pathVia: #expect(screen["pathVia"] as? String == "Home")
            case .screenshot: #expect(screen["screenshot"] as? String == "shots/tabs.png")
            }
        }
    }

    @Test("every documented field is present, absent values as null, never missing (returnsTo: on back and dismiss)")
    func fieldsArePresent() throws {
        let json = try Self.object(JSONWriter().write(parse("[A]\n--\nTap\n==back=>\n")))
        #expect(json["version"] as? Int == 1)
        #expect(json["files"] as? [String] == ["test.uiflow"])
        let screen = try #require((json["screens"] as? [[String: Any]])?.first)
        #expect(
            Set(screen.keys) == [
                "name", "file", "line", "column", "rank", "type", "group", "entry", "exit", "routes", "parameters", "sees",
                "actions", "allow", "navigation", "tabs", "swiftName", "pathVia", "screenshot", "arrivals",
            ])
        #expect(screen["type"] is NSNull)
        #expect(screen["group"] is NSNull)
        #expect(screen["swiftName"] is NSNull && screen["pathVia"] is NSNull && screen["screenshot"] is NSNull)
        #expect(screen["navigation"] as? Bool == false)
        #expect(screen["tabs"] as? [String] == [])
        let action = try #require((screen["actions"] as? [[String: Any]])?.first)
        #expect(Set(action.keys) == ["text", "line", "column", "transitions"])
        let transition = try #require((action["transitions"] as? [[String: Any]])?.first)
        #expect(
            Set(transition.keys) == [
                "target", "kind", "label", "arguments", "implicit", "defined", "line", "column", "returnsTo",
            ])
        #expect(transition["target"] is NSNull)
        #expect(transition["label"] is NSNull)
        #expect(transition["kind"] as? String == "back")
        #expect(transition["defined"] as? Bool == false)
    }

    @Test("diagnostics carry rule, severity, message, location and notes")
    func diagnostics() throws {
        let json = try Self.object(JSONWriter().write(parse("[A]\n[A]\n")))
        let diagnostic = try #require((json["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["rule"] as? String == "duplicate-screen")
        #expect(diagnostic["severity"] as? String == "error")
        #expect(diagnostic["line"] as? Int == 2)
        #expect(diagnostic["column"] as? Int == 2)
        #expect((diagnostic["notes"] as? [[String: Any]])?.first?["line"] as? Int == 1)
    }

    @Test("strings with quotes, backslashes and control characters round-trip")
    func stringEscaping() throws {
        var stream = JSONStream()
        let text = "a \"q\" \\ \n\t\u{1}\u{7F} é 画面 🙂"
        stream.beginArray()
        stream.value(text)
        stream.endArray()
        let decoded = try #require(try JSONSerialization.jsonObject(with: Data(stream.text.utf8)) as? [String])
        #expect(decoded == [text])
    }
}
