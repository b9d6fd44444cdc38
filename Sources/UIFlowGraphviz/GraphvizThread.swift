import Foundation

/// A thread of the library's own, with a stack of a given size, that runs one piece of work at a
/// time for whoever holds ``GraphvizLibrary``'s lock.
final class GraphvizThread: @unchecked Sendable {
    private let start = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    /// The work handed over; set before `start` is signalled, read on the thread after.
    private var work: (() -> Void)?

    init(stackBytes: Int) {
        let thread = Thread { [self] in
            while true {
                start.wait()
                work?()
                work = nil
                done.signal()
            }
        }
        thread.name = "uiflow.graphviz"
        thread.stackSize = stackBytes
        thread.start()
    }

    /// Runs `work` on the thread and returns when it is done.
    func run(_ work: () -> Void) {
        withoutActuallyEscaping(work) { work in
            self.work = work
            start.signal()
            done.wait()
        }
    }
}
