import Foundation
import Testing
import UIFlowKit

@testable import UIFlowPreview

@Suite("What the preview draws: the whole flow, a group, a focus")
struct WorkbenchViewTests {
    static let workbench = Workbench(
        files: [PreviewFile(id: "0", path: "app.uiflow")], configuration: Configuration(), style: DiagramStyle(), engine: .dot)
    static let flow = Flow(
        parsing: "[A]\n@group One\n--\nGo\n==> B\n\n[B]\n@group Two\n--\nOn\n==> C\n\n[C]\n--\nBack\n==> A\n", file: "app.uiflow")

    @Test("a group's diagram has its screens and stubs; the groups are listed; edges keep their places in the text")
    func group() throws {
        let result = Self.workbench.render(Self.flow, view: RenderRequest.View(group: "One"))
        #expect(result.groups == ["One", "Two", "(no group)"])
        #expect(result.shown == RenderResult.Shown(group: "One"))
        #expect(result.viewError == nil)
        let svg = try #require(result.svg)
        #expect(svg.contains("<title>A</title>") && svg.contains("<title>B</title>") && svg.contains("<title>C</title>"))
        #expect(svg.contains("(Two)") && svg.contains("(no group)"))
        // Every screen is still listed for the editor, and each drawn edge points at its arrow.
        #expect(result.screens.map(\.name) == ["A", "B", "C"])
        #expect(result.edges.map(\.title) == ["A:action0->B", "C:action0->A"])
        #expect(result.edges.map(\.at.line) == [5, 16])
    }

    @Test("a focus draws the neighbourhood, its depth bounded; an unknown name draws the whole flow and says why")
    func focus() throws {
        let near = Self.workbench.render(Self.flow, view: RenderRequest.View(focus: "B", depth: 0))
        #expect(near.shown == RenderResult.Shown(focus: "B", depth: 0))
        #expect(near.edges.map(\.title) == ["B:action0->C", "A:action0->B"])
        let deep = Self.workbench.render(Self.flow, view: RenderRequest.View(focus: "B", depth: 1_000_000))
        #expect(deep.shown.depth == RenderRequest.View.maximumDepth)
        let unknown = Self.workbench.render(Self.flow, view: RenderRequest.View(group: "Three"))
        #expect(unknown.viewError == "no group `Three` in the flow; the flow has `One`, `Two` and `(no group)`")
        #expect(unknown.shown == RenderResult.Shown())
        #expect(unknown.edges.count == 3)
    }
}
