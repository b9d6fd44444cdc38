import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowKit

/// `render --watch`: renders, then renders again whenever an input changes, until interrupted.
///
/// The inputs are polled: each file's modification time, size and inode, and for a directory the
/// list of flow files in it, so that new and removed files count as changes. Polling works on every
/// file system (network mounts and containers included) and costs a few `stat` calls per interval.
/// A change is rendered once the files have stopped changing for one interval, so that an editor's
/// save in several steps gives one render. Errors are reported and the previous output is kept.
///
/// Interrupts (SIGINT, SIGTERM, SIGHUP) are taken between polls, ending the watch with status 0;
/// during a render they are let through, so that one stops uiflow at once (status 130 for Ctrl-C)
/// however long Graphviz would take, leaving the previous output as it was: a file being written
/// is written whole first, never in part.
struct Watch {
    var job: RenderJob
    /// Seconds between two looks at the inputs.
    var interval: Double = 0.2

    func run() throws(ExitCode) {
        var inputs = Settled(InputSnapshot(job.inputs))
        try render(inputs.value)
        try Console.printNote("watching \(inputs.value.description); press Ctrl-C to stop")
        // A change is rendered once a look finds nothing new: a save in several steps, once.
        while !Interrupts.wait(timeout: interval) {
            if let changed = inputs.look(InputSnapshot(job.inputs)) { try render(changed) }
        }
    }

    private func render(_ snapshot: InputSnapshot) throws(ExitCode) {
        let status = Interrupts.allowing { job.run() }
        let output = job.output ?? "-"
        let time = Self.timeFormatter.string(from: Date())
        if status == ExitStatus.success {
            try Console.printNote("\(time) wrote \(output)")
        } else {
            try Console.printNote("\(time) \(output) not written; waiting for changes")
        }
    }

    private static let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter
    }()
}
