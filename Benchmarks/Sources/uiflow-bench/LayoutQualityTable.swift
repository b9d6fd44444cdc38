import FlowGenerator
import Foundation
import UIFlowGraphviz
import UIFlowKit

/// The layout-quality table: for each sample in `Samples/`, the generated flows of 30, 100 and
/// 300 screens the tests check (`FlowGenerator.layoutFixture`), the hand-written app flows of
/// `Tests/UIFlowGraphvizTests/Fixtures/layout` and the app-shaped generated flows of 60 and 300
/// screens (`FlowGenerator.appShaped`), what ``LayoutQuality`` counts on
/// the layout `uiflow render` draws, laid out with Graphviz's font-independent text estimate, and
/// the best of three layout times (to Graphviz's `json`, so without drawing).
func printLayoutQualityTable() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    var flows: [(name: String, flow: Flow)] = []
    let samples = root.appendingPathComponent("Samples")
    for name in try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted() where !name.hasPrefix(".") {
        let directory = samples.appendingPathComponent(name)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".uiflow") }.sorted()
        let sources = try files.map { file in
            SourceFile(path: "Samples/\(name)/\(file)", bytes: [UInt8](try Data(contentsOf: directory.appendingPathComponent(file))))
        }
        flows.append(("Samples/\(name)", Flow(sources: sources)))
    }
    for screens in FlowGenerator.layoutFixtureSizes {
        flows.append(("generated, \(screens) screens", Flow(parsing: FlowGenerator.layoutFixture(screens: screens).text(), file: "g.uiflow")))
    }
    // Flows the settings were not tuned to (issue 33): written by hand after real apps, and
    // generated with real apps' shape (`FlowGenerator.appShaped`).
    let fixtures = root.appendingPathComponent("Tests/UIFlowGraphvizTests/Fixtures/layout")
    for file in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted() where file.hasSuffix(".uiflow") {
        let path = "Tests/UIFlowGraphvizTests/Fixtures/layout/\(file)"
        flows.append((path, Flow(sources: [SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(file))))])))
    }
    for screens in FlowGenerator.appShapedSizes {
        flows.append(("app-shaped, \(screens) screens", Flow(parsing: FlowGenerator.appShaped(screens: screens), file: "a.uiflow")))
    }
    let renderer = GraphvizRenderer(textSizes: .estimated)
    print()
    print("| flow | screens | edges | edges through a box | overlapping labels | labels on a box | edge crossings | fan-out pairs inverted | layout |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for (name, flow) in flows {
        var quality = LayoutQuality()
        let time = try best(of: 3) { quality = try renderer.layoutQuality(of: flow) }
        let cells = [
            name, String(flow.screens.count), String(quality.edges), String(quality.edgesThroughBoxes),
            String(quality.overlappingLabels), String(quality.labelsOverBoxes), String(quality.edgeCrossings),
            "\(quality.fanOutInversions) of \(quality.fanOutPairs)", milliseconds(time),
        ]
        print("| " + cells.joined(separator: " | ") + " |")
    }
}
