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
    /// all), and each file's path printed on standard output once written.
    func writeSplit(_ flow: Flow, options: OutputOptions) throws(ExitCode) {
        let target = SplitOutput(output: output ?? ".")
        let directory = target.directory
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                try Console.printError("cannot create the directory `\(directory)`: \(error.localizedDescription)")
                throw ExitStatus.exit(ExitStatus.cannotWriteOutput)
            }
        }
        let overview = FlowOverview(flow)
        var written: [String] = []
        let overviewPath = target.path(SplitOutput.overviewName, format: format)
        try OutputFile.write(try Production.produce(overview, as: format, options: options), to: overviewPath)
        written.append(overviewPath)
        for (selection, name) in zip(FlowSelection.groups(of: flow), SplitOutput.names(of: overview)) {
            let path = target.path(name, format: format)
            try OutputFile.write(try Production.produce(selection, as: format, options: options), to: path)
            written.append(path)
        }
        try Console.writeStandardOutput(Data(written.map { $0 + "\n" }.joined().utf8))
    }
}
