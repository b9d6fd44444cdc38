import Foundation
import TestSupport
import Testing
import UIFlowKit

@testable import UIFlowPreview

@Suite("Where a new screen block goes, and how files are written")
struct WorkbenchTests {
    private func insertionLine(_ text: String) -> Int? {
        let workbench = Workbench(
            files: [PreviewFile(id: "0", path: "app.uiflow")], configuration: Configuration(), style: DiagramStyle(),
            engine: .dot)
        return workbench.insertionLines(Flow(parsing: text, file: "app.uiflow"))["0"]
    }

    @Test("a new block goes at the end of the file when the last block ends with a transition or has no actions")
    func endOfFile() {
        #expect(insertionLine("[A]\n--\nGo\n==> B\n") == nil)
        #expect(insertionLine("[A]\nText\n") == nil)
        #expect(insertionLine("") == nil)
    }

    @Test("a new block goes after the last closed block when the last action would run on into it")
    func afterLastClosedBlock() {
        // `Tap` has no transition: a block after [B] would become its target.
        let text = "[A]\n--\nGo\n==> B\n\n[B]\n--\nTap\n"
        #expect(insertionLine(text) == 6)
        let flow = Flow(parsing: text + "\n// nothing\n")
        #expect(flow.screens.count == 2)
    }

    @Test("a new block goes before the first block when every block runs on")
    func beforeFirstBlock() {
        #expect(insertionLine("// intro\n[A]\n--\nTap\n\n[B]\n--\nTap\n") == 2)
    }

    @Test("inserting there leaves the flow's transitions as they were")
    func insertionKeepsTransitions() throws {
        let text = "[A]\n--\nGo\n==> B\n\n[B]\n--\nTap\n"
        let line = try #require(insertionLine(text))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert(contentsOf: ["[New]", ""], at: line - 1)
        let before = Flow(parsing: text).screens.map { $0.transitions.compactMap(\.target) }
        let after = Flow(parsing: lines.joined(separator: "\n")).screens.filter { $0.name != "New" }
            .map { $0.transitions.compactMap(\.target) }
        #expect(before == after)
    }

    @Test("content versions tell contents apart, and an absent file from an empty one")
    func versions() {
        #expect(ContentVersion.of(Array("a".utf8)) != ContentVersion.of(Array("b".utf8)))
        #expect(ContentVersion.of([]) != ContentVersion.absent)
        #expect(ContentVersion.of(nil) == ContentVersion.absent)
        #expect(ContentVersion.of(Array("same".utf8)) == ContentVersion.of(Array("same".utf8)))
        // The byte count and the 64-bit FNV-1a hash, in hex: versions pages hold stay valid.
        #expect(ContentVersion.of(Array("a".utf8)) == "1-af63dc4c8601ec8c")
    }

    @Test("targets that differ only in Unicode normalisation keep their own places")
    func normalisation() {
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        let workbench = Workbench(
            files: [PreviewFile(id: "0", path: "app.uiflow")], configuration: Configuration(), style: DiagramStyle(),
            engine: .dot)
        let flow = Flow(parsing: "[A]\n--\nOne\n==> \(composed)\nTwo\n==> \(decomposed)\n", file: "app.uiflow")
        let result = workbench.render(flow)
        #expect(result.undefined.map { Array($0.name.utf8) } == [Array(composed.utf8), Array(decomposed.utf8)])
        #expect(result.undefined.map { $0.at?.line } == [4, 6])
        #expect(result.edges.map { Array($0.title.utf8) } == [Array("A:action0->\(composed)".utf8), Array("A:action1->\(decomposed)".utf8)])
    }

    @Test("each finding names the screen whose block holds it, or none outside every block")
    func findingsNameTheirScreen() throws {
        let workbench = Workbench(
            files: [PreviewFile(id: "0", path: "app.uiflow"), PreviewFile(id: "1", path: "more.uiflow")],
            configuration: Configuration(), style: DiagramStyle(), engine: .dot)
        let flow = Flow(sources: [
            SourceFile(path: "app.uiflow", text: "Stray text\n[Home]\n--\nGo\n==> Nowhere\n"),
            SourceFile(path: "more.uiflow", text: "[Other]\n--\nBack\n==> Elsewhere\n"),
        ])
        let result = workbench.render(flow)
        let stray = try #require(result.diagnostics.first { $0.at.file == "0" && $0.at.line == 1 })
        #expect(stray.screen == nil)
        #expect(result.diagnostics.first { $0.at.file == "0" && $0.at.line == 5 }?.screen == "Home")
        #expect(result.diagnostics.first { $0.at.file == "1" && $0.at.line == 4 }?.screen == "Other")
        // In the JSON, no screen is `null`, not left out.
        let json = String(decoding: WireFormat.encode(stray), as: UTF8.self)
        #expect(json.contains(#""screen":null"#))
    }

    @Test("a file larger than the input limit is read-only and never read whole")
    func tooLargeFile() throws {
        let scratch = try Scratch(["big.uiflow": String(repeating: "[Home]\n", count: 100)])
        let file = PreviewFile(id: "0", path: scratch.path("big.uiflow"))
        let snapshot = FileStore.snapshot(of: file, limit: 64)
        #expect(snapshot.exists)
        #expect(!snapshot.isEditable)
        #expect(snapshot.bytes.isEmpty)
        #expect(FileStore.snapshot(of: file, limit: 1_000).isEditable)
        #expect(!FileStore.snapshot(of: PreviewFile(id: "1", path: scratch.path("new.uiflow"))).exists)
    }

    @Test("a flow Graphviz would crash on shows as the Graphviz error; the findings and places are there all the same")
    func tooLargeForGraphviz() {
        let workbench = Workbench(
            files: [PreviewFile(id: "0", path: "app.uiflow")], configuration: Configuration(), style: DiagramStyle(),
            engine: .dot)
        let text = (0..<33_000).map { "[S\($0)]\n--\ngo\n==> S\($0 + 1)\n" }.joined(separator: "\n") + "\n[S33000]\n"
        let result = workbench.render(Flow(parsing: text, file: "app.uiflow"))
        #expect(result.svg == nil)
        #expect(result.graphvizError?.hasPrefix("too large for Graphviz: the graph has 33,001 nodes") == true)
        #expect(result.counts.screens == 33_001)
        #expect(result.screens.count == 33_001)
    }
}
