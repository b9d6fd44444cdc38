import Foundation
import Testing

@testable import UIFlowKit

/// Large inputs are parsed, linted and written concurrently; the results must be exactly those of
/// doing the same work in order.
@Suite("Concurrent work gives the sequential result")
struct ConcurrencyTests {
    /// Three files, over the size and screen-count thresholds, with findings of several rules.
    static func sources() -> [SourceFile] {
        (0..<3).map { file in
            var text = ""
            for index in 0..<1_200 {
                let screen = file * 1_200 + index
                text += "[S\(screen)(id: Int)]\n@route /s/\(screen % 1_000)/:id\nA line the user sees, long enough to add up\n--\n"
                text += "Next\n==push=> S\(screen + 1)(id: \(screen))\nBack\n==back=> S\(max(screen - 1, 0))\n"
                if screen % 97 == 0 { text += "Loop\n==> S\(screen / 2)\nMissing\n==> S\(screen + 2)\n" }
                text += "\n"
            }
            return SourceFile(path: "part\(file).uiflow", text: text)
        }
    }

    @Test("parsing several large files concurrently gives the sequential flow")
    func parsing() {
        let sources = Self.sources()
        #expect(sources.reduce(0) { $0 + $1.bytes.count } > Flow.concurrencyThreshold)
        #expect(Flow(sources: sources) == Flow(sources: sources, mode: .sequential))
    }

    @Test(
        "targets point at the right screens across files, and undefined names keep their first-use order",
        arguments: [1, 2])
    func resolution(files: Int) throws {
        // In one file (whose screens the flow keeps as they are) or two (whose screens are moved
        // into place), each screen leading to the next (across files) and some to names no block
        // defines, first used in a known order.
        let count = 8_292
        var texts = ["", ""]
        var expectedUndefined: [String] = []
        for index in 0..<count {
            var block = "[S\(index)]\n--\nNext\n==> S\((index + 1) % count)\n"
            if index % 997 == 0 {
                let missing = "Missing\(count - index)"
                block += "Lost\n==> \(missing)\n"
                expectedUndefined.append(missing)
            }
            texts[files == 2 && index >= count / 2 ? 1 : 0] += block + "\n"
        }
        let sources = [SourceFile(path: "a.uiflow", text: texts[0]), SourceFile(path: "b.uiflow", text: texts[1])]
            .prefix(files).map { $0 }
        let flow = Flow(sources: sources)
        #expect(flow.screens.count == count)
        #expect(flow.undefinedTargets == expectedUndefined)
        for index in flow.screens.indices {
            let next = try #require(flow.screens[index].transitions.first)
            #expect(next.targetIndex == (index + 1) % count)
        }
        #expect(flow == Flow(sources: sources, mode: .sequential))
    }

    @Test("the graph walked in chunks of screens concurrently is the graph walked in one go")
    func graphChunks() {
        let flow = Flow(sources: Self.sources())
        let whole = FlowGraph(flow: flow, configuredEntryPoints: ["S5"], chunkSize: Int.max / 2)
        for chunkSize in [1, 7, 64, 2_048] {
            let chunked = FlowGraph(flow: flow, configuredEntryPoints: ["S5"], chunkSize: chunkSize)
            #expect(chunked.edges == whole.edges)
            #expect(chunked.edgeStart == whole.edgeStart)
            #expect(chunked.requiredParameters == whole.requiredParameters)
            #expect(chunked.routedScreens == whole.routedScreens)
            #expect(chunked.entryPoints == whole.entryPoints)
            #expect(chunked.tabs == whole.tabs)
        }
    }

    @Test("rules run concurrently give the sequential findings")
    func linting() {
        let flow = Flow(sources: Self.sources())
        #expect(flow.screens.count >= Analyzer.concurrencyThreshold)
        var sequential = Analyzer()
        sequential.mode = .sequential
        let findings = Analyzer().analyze(flow)
        #expect(!findings.isEmpty)
        #expect(findings == sequential.analyze(flow))
    }

    @Test("nodes and edges written concurrently give the sequential DOT")
    func writingDOT() {
        let flow = Flow(sources: Self.sources())
        var sequential = DOTWriter()
        sequential.mode = .sequential
        #expect(DOTWriter().write(flow) == sequential.write(flow))
    }

    @Test("Parallel.map keeps input order")
    func order() {
        #expect(Parallel.map(100) { $0 * $0 } == (0..<100).map { $0 * $0 })
        #expect(Parallel.map(0) { $0 }.isEmpty)
    }

    @Test("Parallel.start runs its work once and gives its result as often as it is read")
    func started() {
        let runs = Threads()
        let pending = Parallel.start {
            runs.add(ObjectIdentifier(Thread.current))
            return (0..<100_000).reduce(0, &+)
        }
        #expect(pending.value == 4_999_950_000)
        #expect(pending.value == 4_999_950_000)
        #expect(runs.all.count == 1)
        // Many at once, each with its own result.
        let all = (0..<50).map { number in Parallel.start { number * number } }
        #expect(all.map(\.value) == (0..<50).map { $0 * $0 })
    }

    @Test("Parallel.start's work that no other thread has begun runs on the thread that reads it, instead of being waited for")
    func startedWorkRunsOnTheReader() {
        // Work that no thread picks up (as when every thread of a busy pool waits) must not be
        // waited for: the reader runs it. Read from a thread of its own, with a deadline, so that
        // a reader that only waits fails the test instead of hanging the suite.
        let threads = Threads()
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            threads.add(ObjectIdentifier(Thread.current))
            let pending = Parallel.start(concurrently: false) { ObjectIdentifier(Thread.current) }
            threads.add(pending.value)
            threads.add(pending.value)
            finished.signal()
        }
        #expect(finished.wait(timeout: .now() + 30) == .success)
        let all = threads.all
        #expect(all.count == 3 && Set(all).count == 1, "the reader and the threads the work ran on: \(all)")
    }

    /// Threads noted from another thread.
    final class Threads: @unchecked Sendable {
        private let lock = NSLock()
        private var threads: [ObjectIdentifier] = []
        func add(_ thread: ObjectIdentifier) { lock.withLock { threads.append(thread) } }
        var all: [ObjectIdentifier] { lock.withLock { threads } }
    }
}
