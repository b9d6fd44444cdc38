import Foundation
import TestSupport
import Testing
import UIFlowKit

@testable import UIFlowPreview

/// The preview draws screens' pictures read inside its project's root, and lists those refused
/// with the other findings.
@Suite("Screens' pictures in the preview")
struct WorkbenchImageTests {
    @Test("the diagram carries each picture inside; a missing one is a finding; without a root none is read")
    func pictures() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-preview-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try TestImages.png(width: 39, height: 84).write(to: root.appendingPathComponent("home.png"))
        let path = root.appendingPathComponent("app.uiflow").path
        let flow = Flow(parsing: "[Home]\n@screenshot home.png\n--\nGo\n==> Cart\n\n[Cart]\n@screenshot cart.png\n@exit\n", file: path)
        var workbench = Workbench(
            files: [PreviewFile(id: "0", path: path)], configuration: Configuration(), style: DiagramStyle(), engine: .dot, imageRoot: root)
        let result = workbench.render(flow, images: workbench.images(of: flow))
        #expect(result.svg?.components(separatedBy: "xlink:href=\"data:image/png;base64,").count == 2)
        #expect(result.diagnostics.map(\.rule) == ["screenshot-unavailable"])
        #expect(result.diagnostics.first?.at.line == 8)
        workbench.imageRoot = nil
        #expect(workbench.images(of: flow) == nil)
    }
}
