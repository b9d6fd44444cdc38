import Foundation
import UIFlowGraphviz
import UIFlowKit

/// Where `render --split groups` writes its files: a directory (`out/`: `out/overview.svg`,
/// `out/settings.svg`…) or a pattern whose `{group}` each file's name replaces
/// (`out/app-{group}.png`). The overview is `overview`; each group's name is its
/// ``DiagramFileNames`` name, none of them `overview`.
struct SplitOutput {
    /// What `{group}` stands for in a pattern.
    static let placeholder = "{group}"
    /// The name of the overview's file.
    static let overviewName = "overview"

    var output: String

    /// Whether `output` is a pattern rather than a directory.
    var isPattern: Bool { output.contains(Self.placeholder) }

    /// The format: `-f`, else the pattern's extension, else SVG.
    func format(_ explicit: OutputFormat?) -> OutputFormat? {
        if let explicit { return explicit }
        guard isPattern else { return .svg }
        return OutputFormat.forPath(output)
    }

    /// The path of the file named `name` (without extension) in `format`.
    func path(_ name: String, format: OutputFormat) -> String {
        if isPattern { return output.replacingOccurrences(of: Self.placeholder, with: name) }
        return (output as NSString).appendingPathComponent(name + "." + format.fileExtension)
    }

    /// The file names of the overview's groups, in order.
    static func names(of overview: FlowOverview) -> [String] {
        DiagramFileNames.names(for: overview.groups.map(\.name), reserved: [overviewName])
    }
}
