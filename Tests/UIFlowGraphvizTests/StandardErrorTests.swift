import Foundation
import Testing
import UIFlowKit

@testable import UIFlowGraphviz

/// Graphviz's path router prints some reports straight to standard error; a renderer that
/// `capturesStandardError` takes them as warnings. These tests write to file descriptor 2 from
/// inside the layout step, as the router does, rather than wait for a Graphviz bug.
@Suite("Standard error written during a render", .serialized)
struct StandardErrorTests {
    /// Writes `text` to file descriptor 2, then lays out with Graphviz (or throws `error`).
    static func writing(_ text: String, then error: GraphvizError? = nil) -> LayoutStep {
        LayoutStep { session, job throws(GraphvizError) in
            _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
            if let error { throw error }
            return try LayoutStep.graphviz.run(session, job)
        }
    }

    /// The device and inode file descriptor 2 refers to.
    static var standardErrorIdentity: [UInt64] {
        var status = stat()
        fstat(STDERR_FILENO, &status)
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }

    // The capture takes the whole process's standard error: Swift Testing's reports of the tests
    // running in parallel may land among the lines taken, so these tests look for their own lines
    // rather than for an exact list.

    @Test("what is written to standard error during a render comes back as warnings, line by line, after Graphviz's own")
    func captured() throws {
        let before = Self.standardErrorIdentity
        let renderer = GraphvizRenderer(capturesStandardError: true)
            .with(Self.writing("libpath/shortest.c:324: triangulation failed\n\n  libpath/shortest.c:207: cannot find triangle path\n"))
        // An arrowhead no other test names: Graphviz warns about it on every render.
        let rendering = try renderer.render(dot: "digraph { a -> b [arrowhead=stderr_capture_test] }")
        // Graphviz's own report first, then the lines written to standard error, trimmed, in order.
        #expect(rendering.warnings.first == GraphvizMessage(severity: .warning, text: "Arrow type \"stderr_capture_test\" unknown - ignoring"))
        #expect(
            rendering.warnings.filter { $0.text.contains("libpath") } == [
                GraphvizMessage(severity: .warning, text: "libpath/shortest.c:324: triangulation failed"),
                GraphvizMessage(severity: .warning, text: "libpath/shortest.c:207: cannot find triangle path"),
            ])
        #expect(!rendering.warnings.contains { $0.text.isEmpty })
        // Standard error is the process's own again.
        #expect(Self.standardErrorIdentity == before)
    }

    @Test("what is written to standard error before a failure is part of the error's messages")
    func capturedOnFailure() throws {
        let failure = GraphvizError(stage: .layout, messages: [GraphvizMessage(severity: .error, text: "lost a b edge")])
        let renderer = GraphvizRenderer(capturesStandardError: true).with(Self.writing("triangulation failed\n", then: failure))
        let error = try #require(throws: GraphvizError.self) { try renderer.render(dot: "digraph { a -> b }") }
        #expect(error.messages.first == GraphvizMessage(severity: .error, text: "lost a b edge"))
        #expect(error.messages.contains(GraphvizMessage(severity: .warning, text: "triangulation failed")))
        #expect(error.isRoutingFailure)
    }

    @Test("more than a pipe holds is cut short, never waited on")
    func floodDoesNotBlock() throws {
        // 4 MiB: more than the pipe (1 MiB at most) takes; the writer must not wait for a reader.
        let line = String(repeating: "x", count: 1_023) + "\n"
        let renderer = GraphvizRenderer(capturesStandardError: true).with(Self.writing(String(repeating: line, count: 4_096)))
        let rendering = try renderer.render(dot: "digraph { a }")
        #expect(!rendering.warnings.isEmpty)
        #expect(rendering.warnings.count < 4_096)
        #expect(try SVGDocument(rendering.data).texts == ["a"])
    }

    @Test("a renderer that does not capture leaves standard error alone")
    func notCapturedByDefault() throws {
        // An empty write: nothing shows in the test log, and nothing can come back.
        let rendering = try GraphvizRenderer().with(Self.writing("")).render(dot: "digraph { a }")
        #expect(rendering.warnings.isEmpty)
        #expect(GraphvizRenderer().capturesStandardError == false)
    }
}
