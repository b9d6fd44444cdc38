import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// The model has two ways in: parsing a file hands each node to the model's builder as it is read,
/// and `ParsedFile(_:)` replays a syntax tree's nodes into the same builder. Both must make the
/// same screens.
@Suite("The model of a syntax tree is the model parsed directly")
struct TreeModelTests {
    @Test("every sample flow", arguments: Paths.sampleFlows)
    func samples(path: String) throws {
        let data = try Data(contentsOf: Paths.packageRoot.appendingPathComponent(path))
        let source = SourceFile(path: path, bytes: [UInt8](data))
        #expect(ParsedFile(SyntaxTree(parsing: source)) == ParsedFile(parsing: source))
    }

    @Test("blocks without a name, implicit transitions, actions that start with an arrow, every directive, bad bytes")
    func edges() {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += Array(
            """
            text before the first block\r
            [Home]\r
            @entry\r
            @navigation\r
            @tabs Feed, Search\r
            Welcome\r
            --\r
            ==> Feed\r
            ==present=> Search @allow unreachable-screen\r
            Tap\r
            Tap again\r
            [Feed(id: Int, tab: Tab = .main)]\r
            @type FeedViewController\r
            @type Other\r
            @route myapp://feed/:id\r
            @group Main\r
            @swift-name FeedScreen\r
            @allow cycle dead-end\r
            --\r
            Open\r
            ==push{open}=> Detail(id: 1)\r
            ==replace=> Home\r
            Continue\r
            []\r
            Skipped\r
            --\r
            ==> Nowhere\r
            [Search]\r
            -- \r
            Back\r
            ==back=>\r
            Next\r
            [Detail(id: Int)]\r
            @exit\r

            """.utf8)
        bytes += [0x00, 0x0A, 0xFF, 0x0A]
        let source = SourceFile(path: "edges.uiflow", bytes: bytes)
        let parsed = ParsedFile(parsing: source)
        #expect(parsed.screens.map(\.name) == ["Home", "Feed", "Search", "Detail"])
        #expect(parsed.screens[2].transitions.contains { $0.isImplicit && $0.target == "Detail" })
        #expect(!parsed.diagnostics.isEmpty)
        #expect(ParsedFile(SyntaxTree(parsing: source)) == parsed)
    }
}
