import UIFlowGraphviz
import UIFlowKit

/// Drawing a flow with Graphviz for a command: Graphviz's warnings and the settings it fell back to
/// go to stderr as warnings, and a failure is reported there too.
enum Drawing {
    /// The flow drawn in `format`; `nil` when Graphviz fails (already reported).
    static func draw(
        _ flow: Flow, format: GraphvizFormat, engine: LayoutEngine = .dot, writer: DOTWriter = DOTWriter()
    ) -> Rendering? {
        do {
            let rendering = try GraphvizRenderer().render(flow, format: format, engine: engine, writer: writer)
            for fallback in rendering.fallbacks {
                let said = fallback.reason.filter { $0.severity == .error }.map(\.text)
                let first = said.first.map { $0.split(separator: "\n").first.map(String.init) ?? $0 } ?? "an error"
                Console.printWarning(
                    "Graphviz failed (\(first)); drawn again with -G \(fallback.attribute)=\(fallback.value)")
            }
            for warning in rendering.warnings {
                Console.printWarning("Graphviz: \(warning.text)")
            }
            return rendering
        } catch {
            for warning in error.messages where warning.severity == .warning {
                Console.printWarning("Graphviz: \(warning.text)")
            }
            Console.printError(error.description)
            return nil
        }
    }
}
