import ArgumentParser
import Foundation
import UIFlowGraphviz
import UIFlowKit

extension RenderJob {
    /// The part of `flow` that `scope` names; an unknown group or screen is reported with the
    /// closest names (exit 64).
    static func select(_ scope: FlowSelection.Scope, in flow: Flow) throws(ExitCode) -> FlowSelection {
        do {
            return try FlowSelection(scope, in: flow)
        } catch {
            try Console.printError(error.description)
            throw ExitStatus.exit(ExitStatus.usage)
        }
    }

    /// `--split groups`: the overview, then each group's diagram, each written whole (or not at
    /// all), and each file's path printed on standard output once written; the first failure
    /// stops it.
    func writeSplit(_ flow: Flow, options: OutputOptions, drawing: DrawingOptions) throws(ExitCode) {
        let target = SplitOutput(output: output ?? ".")
        let overview = FlowOverview(flow)
        let overviewData = try Production.produce(overview, as: format, options: options, drawing: drawing)
        try Self.write(overviewData, to: target.path(SplitOutput.overviewName, format: format))
        for (selection, name) in zip(FlowSelection.groups(of: flow), SplitOutput.names(of: overview)) {
            let data = try Production.produce(selection, as: format, options: options, drawing: drawing)
            try Self.write(data, to: target.path(name, format: format))
        }
    }

    /// Writes one file of the split, in a directory made when missing (a pattern may put `{group}`
    /// in a directory's name), and prints its path once written.
    private static func write(_ data: Data, to path: String) throws(ExitCode) {
        try OutputFile.write(data, to: path, creatingDirectory: true)
        try Console.writeStandardOutput(Data((path + "\n").utf8))
    }
}
