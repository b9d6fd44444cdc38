import ArgumentParser
import UIFlowGraphviz
import UIFlowKit

/// Drawing a flow with Graphviz for a command: Graphviz's warnings (and what its path router prints
/// on standard error by itself) and the settings it fell back to go to stderr as warnings, and a
/// failure is reported there too.
enum Drawing {
    /// The flow drawn in `format`; throws ``ExitStatus/cannotWriteOutput`` when Graphviz fails or
    /// the flow is beyond `limits` (already reported).
    static func draw(
        _ flow: Flow, format: GraphvizFormat, engine: LayoutEngine = .dot, writer: DOTWriter = DOTWriter(),
        limits: GraphvizLimits = .default
    ) throws(ExitCode) -> Rendering {
        let rendering: Rendering
        do {
            let renderer = GraphvizRenderer(limits: limits, capturesStandardError: true)
            rendering = try renderer.render(flow, format: format, engine: engine, writer: writer)
        } catch {
            for warning in error.messages where warning.severity == .warning {
                try Console.printWarning("Graphviz: \(warning.text)")
            }
            try Console.printError(error.description)
            throw ExitStatus.exit(ExitStatus.cannotWriteOutput)
        }
        for fallback in rendering.fallbacks {
            let said = fallback.reason.filter { $0.severity == .error }.map(\.text)
            let first = said.first.map { $0.split(separator: "\n").first.map(String.init) ?? $0 } ?? "an error"
            try Console.printWarning("Graphviz failed (\(first)); drawn again with -G \(fallback.attribute)=\(fallback.value)")
        }
        for warning in rendering.warnings {
            try Console.printWarning("Graphviz: \(warning.text)")
        }
        return rendering
    }
}
