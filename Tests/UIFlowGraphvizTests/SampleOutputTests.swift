import Foundation
import TestSupport
import Testing
import UIFlowGraphviz
import UIFlowKit

/// The outputs committed beside each sample (`Samples/NAME/NAME.svg`, `Samples/NAME/SPEC.md`) are
/// what `scripts/update-samples.sh` makes now: a test fails while one is stale.
@Suite("Committed sample outputs")
struct SampleOutputTests {
    static var sampleDirectories: [String] {
        let samples = Paths.packageRoot.appendingPathComponent("Samples")
        return ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []).sorted()
            .filter { !$0.hasPrefix(".") }
    }

    /// The sample's flow, read as `uiflow spec Samples/NAME` reads it (paths relative to the root).
    static func flow(_ name: String) throws -> Flow {
        let directory = Paths.packageRoot.appendingPathComponent("Samples/\(name)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".uiflow") || $0.hasSuffix(".uif")
        }.sorted()
        return Flow(
            sources: try files.map { file in
                SourceFile(
                    path: "Samples/\(name)/\(file)",
                    bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(file))))
            })
    }

    static func committed(_ path: String) throws -> String {
        try String(contentsOf: Paths.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("there are the three samples: English, Japanese, and the lint demonstration")
    func samples() {
        #expect(Self.sampleDirectories == ["lint-demo", "photo-album", "shop"])
    }

    @Test("each sample's SPEC.md is current (run scripts/update-samples.sh)", arguments: sampleDirectories)
    func specIsCurrent(name: String) throws {
        let flow = try Self.flow(name)
        // The screens' pictures, read as `uiflow spec` reads them from the package's root.
        let images = ScreenImageResolver(root: Paths.packageRoot.path).resolve(flow) { path in
            (try? Data(contentsOf: Paths.packageRoot.appendingPathComponent(path))).map { .file(path: path, data: $0) } ?? .missing
        }
        var writer = MarkdownWriter(title: MarkdownWriter.title(forFiles: flow.files), diagram: .image(path: "spec/\(name).svg"))
        writer.images = images.images.mapValues { String($0.path.dropFirst("Samples/\(name)/".count)) }
        let markdown = writer.write(flow, findings: Analyzer(images: images).analyze(flow))
        #expect(markdown == (try Self.committed("Samples/\(name)/SPEC.md")), "Samples/\(name)/SPEC.md is stale")
    }

    /// Compared by structure ([SVGStructure]): the clusters, nodes and edges with their titles,
    /// texts and drawing attributes. Coordinates and sizes follow the machine's fonts and the
    /// Graphviz build, so `make samples` on any machine makes a committed SVG this test accepts.
    @Test("each sample's SVG is current (run scripts/update-samples.sh)", arguments: sampleDirectories)
    func svgIsCurrent(name: String) throws {
        // As `uiflow spec` draws it: with the legend.
        var writer = DOTWriter()
        writer.style.drawsLegend = true
        let rendering = try GraphvizRenderer().render(try Self.flow(name), format: .svg, writer: writer)
        let current = try SVGStructure(rendering.data)
        let committed = try SVGStructure(Data(try Self.committed("Samples/\(name)/\(name).svg").utf8))
        #expect(!current.elements.isEmpty)
        #expect(current == committed, "Samples/\(name)/\(name).svg is stale: \(Self.difference(current, committed))")
    }

    /// The first element that differs, for the failure message.
    static func difference(_ current: SVGStructure, _ committed: SVGStructure) -> String {
        for (now, then) in zip(current.elements, committed.elements) where now != then {
            return "now \(now), committed \(then)"
        }
        return "\(current.elements.count) elements now, \(committed.elements.count) committed"
    }

    @Test("the structural comparison ignores fonts and geometry but sees a changed text, colour or edge")
    func structureSeesWhatMatters() throws {
        let svg = try Self.committed("Samples/shop/shop.svg")
        let base = try SVGStructure(Data(svg.utf8))
        // Every number changed, as another font or Graphviz build would change them.
        let moved = svg.replacing(/\s(points|d|x|y|width|height|viewBox|transform)="[^"]*"/) { match in
            match.output.0.replacing(/[0-9]+(\.[0-9]+)?/) { number in String((Double(number.output.0) ?? 0) * 1.1 + 3) }
        }
        #expect(moved != svg)
        #expect(try SVGStructure(Data(moved.utf8)) == base)
        let retitled = svg.replacingOccurrences(of: ">App logo</text>", with: ">App logos</text>")
        #expect(try SVGStructure(Data(retitled.utf8)) != base)
        let recoloured = svg.replacingOccurrences(of: "stroke=\"#0b8a7e\"", with: "stroke=\"#0b8a7f\"")
        #expect(try SVGStructure(Data(recoloured.utf8)) != base)
        #expect(base.elements("edge").count > 10)
        #expect(base.elements("cluster").map(\.title).contains("Tabs"))
    }
}
