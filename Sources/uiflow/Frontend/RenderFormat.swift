import ArgumentParser
import Foundation
import UIFlowGraphviz
import UIFlowKit

/// A format `uiflow render` writes, as `-f` takes it: an entry of the table of ``OutputFormat``s,
/// by its name.
struct RenderFormat: RawRepresentable, CaseIterable, ExpressibleByArgument {
    /// The format.
    var format: OutputFormat

    /// The formats `render` writes: every format of the table but the Markdown spec, which is
    /// `uiflow spec`'s, in the order its help has always named them.
    static let allCases = [OutputFormat.svg, .png, .pdf, .dot, .json, .mermaid].map(RenderFormat.init(format:))

    init(format: OutputFormat) { self.format = format }

    init?(rawValue: String) {
        guard let format = OutputFormat.named(rawValue, among: Self.allCases.map(\.format)) else { return nil }
        self.format = format
    }

    var rawValue: String { format.name }

    /// The format from `-f`, else from the output file's extension, else DOT.
    static func resolve(_ format: RenderFormat?, output: String?) throws -> OutputFormat {
        if let format { return format.format }
        guard let output, output != "-" else { return .dot }
        guard let named = OutputFormat.forPath(output, among: allCases.map(\.format)) else {
            throw ValidationError(
                "cannot tell the format from the output name `\(output)`; pass -f \(allValueStrings.joined(separator: "|"))")
        }
        return named
    }
}
