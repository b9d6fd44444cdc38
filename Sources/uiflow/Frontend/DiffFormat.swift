import ArgumentParser
import UIFlowGraphviz
import UIFlowKit

/// What `uiflow diff` writes: a report (text, Markdown, JSON) or a diagram of the new flow with
/// the changes marked (any diagram format of the ``OutputFormat`` table).
enum DiffFormat: Equatable, ExpressibleByArgument {
    case report(DiffWriter.Format)
    case diagram(OutputFormat)

    /// The diagram formats: those `render` draws.
    static let diagrams = RenderFormat.allCases.map(\.format).filter(\.isDiagram)

    /// Every name `-f` takes.
    static let names = DiffWriter.Format.allCases.map(\.rawValue) + diagrams.map(\.name)

    init?(argument: String) {
        if let format = DiffWriter.Format(rawValue: argument) {
            self = .report(format)
        } else if let format = OutputFormat.named(argument, among: Self.diagrams) {
            self = .diagram(format)
        } else {
            return nil
        }
    }

    static var allValueStrings: [String] { names }

    /// The format from `-f`, else from the output's extension (`.txt`, `.md`, `.json`, or a
    /// diagram's), else text.
    static func resolve(_ format: DiffFormat?, output: String?) throws -> DiffFormat {
        if let format { return format }
        guard let output, output != "-" else { return .report(.text) }
        let lowered = output.lowercased()
        for (suffix, format) in [(".txt", DiffWriter.Format.text), (".md", .markdown), (".markdown", .markdown), (".json", .json)]
        where lowered.hasSuffix(suffix) {
            return .report(format)
        }
        guard let diagram = OutputFormat.forPath(output, among: diagrams) else {
            throw ValidationError("cannot tell the format from the output name `\(output)`; pass -f \(names.joined(separator: "|"))")
        }
        return .diagram(diagram)
    }
}
