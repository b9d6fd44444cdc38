import ArgumentParser
import Foundation
import UIFlowGraphviz
import UIFlowKit

/// Producing a flow in an ``OutputFormat`` for a command: Graphviz's warnings (and what its path
/// router prints on standard error by itself) and the settings it fell back to go to stderr as
/// warnings, and a failure is reported there too.
enum Production {
    /// The bytes of `flow` in `format`; throws ``ExitStatus/cannotWriteOutput`` when Graphviz fails
    /// or the flow is beyond the options' limits (already reported). What is written to standard
    /// error during a Graphviz render is always taken, whatever `drawing` says.
    static func produce(
        _ flow: Flow, as format: OutputFormat, options: OutputOptions = OutputOptions(),
        drawing: DrawingOptions = DrawingOptions()
    ) throws(ExitCode) -> Data {
        try produce(drawing) { drawing throws(GraphvizError) in try format.produce(flow, options: options, drawing: drawing) }
    }

    /// The bytes of the part of a flow `selection` chose, its stubs drawn as stubs.
    static func produce(
        _ selection: FlowSelection, as format: OutputFormat, options: OutputOptions, drawing: DrawingOptions
    ) throws(ExitCode) -> Data {
        try produce(drawing) { drawing throws(GraphvizError) in
            try format.produce(selection, options: options, drawing: drawing)
        }
    }

    /// The bytes of a flow's overview.
    static func produce(
        _ overview: FlowOverview, as format: OutputFormat, options: OutputOptions, drawing: DrawingOptions
    ) throws(ExitCode) -> Data {
        try produce(drawing) { drawing throws(GraphvizError) in
            try format.produce(overview, options: options, drawing: drawing)
        }
    }

    /// The bytes `make` produces with `drawing`, Graphviz's warnings and fallbacks reported.
    static func produce(
        _ drawing: DrawingOptions, _ make: (DrawingOptions) throws(GraphvizError) -> ProducedOutput
    ) throws(ExitCode) -> Data {
        var drawing = drawing
        drawing.capturesStandardError = true
        let output: ProducedOutput
        do {
            output = try make(drawing)
        } catch {
            for warning in error.messages where warning.severity == .warning {
                try Console.printWarning("Graphviz: \(warning.text)")
            }
            try Console.printError(error.description)
            throw ExitStatus.exit(ExitStatus.cannotWriteOutput)
        }
        for fallback in output.fallbacks {
            let said = fallback.reason.filter { $0.severity == .error }.map(\.text)
            let first = said.first.map { $0.split(separator: "\n").first.map(String.init) ?? $0 } ?? "an error"
            try Console.printWarning("Graphviz failed (\(first)); drawn again with -G \(fallback.attribute)=\(fallback.value)")
        }
        for warning in output.warnings {
            try Console.printWarning("Graphviz: \(warning.text)")
        }
        return output.data
    }
}
