import Foundation

/// The heavy work of requests with a body (renders, exports, saves: reading and decoding up to
/// 16 MiB of JSON, parsing, lint, Graphviz, encoding the answer), held to a small number at once.
///
/// A request is first *admitted*: at most `maxRunning + maxWaiting` are, reading their bodies or
/// waiting their turn; one more is refused at once (503, `Retry-After`), before its body is read.
/// An admitted request then waits for one of `maxRunning` slots, and does its work in it, off the
/// threads that serve requests. So the memory of bodies and of the work is bounded, the cores
/// stay free for the other requests, and when the last piece of work is done, the memory it used
/// is given back to the system.
actor RenderQueue {
    let maxRunning: Int
    let maxWaiting: Int
    private var admitted = 0
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// Counts the times the queue fell idle, so that a late release sees whether it still is.
    private var idleGeneration = 0

    init(maxRunning: Int, maxWaiting: Int) {
        self.maxRunning = max(maxRunning, 1)
        self.maxWaiting = max(maxWaiting, 0)
    }

    /// Admits one more request; `false` when as many as may be are already in.
    func admit() -> Bool {
        guard admitted < maxRunning + maxWaiting else { return false }
        admitted += 1
        return true
    }

    /// An admitted request that leaves without working (its body was refused).
    func leave() {
        admitted -= 1
    }

    /// Waits for a slot to work in (first come, first served).
    func start() async {
        if running < maxRunning {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// The work of an admitted request is done: its slot goes to the next one waiting. When none
    /// runs nor waits any more, the memory the work freed is given back to the system a moment
    /// later (once the last answer has been written), and again a few seconds on (what the
    /// connections freed once their answers had gone out), unless work has begun again.
    func finish() {
        admitted -= 1
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
        guard running == 0 else { return }
        idleGeneration += 1
        let generation = idleGeneration
        Task {
            try? await Task.sleep(for: .seconds(1))
            await self.releaseMemory(ifStillIdleSince: generation)
            try? await Task.sleep(for: .seconds(4))
            await self.releaseMemory(ifStillIdleSince: generation)
        }
    }

    private func releaseMemory(ifStillIdleSince generation: Int) async {
        guard running == 0, generation == idleGeneration else { return }
        await PreviewHandler.offload { FreeMemory.release() }
    }
}
