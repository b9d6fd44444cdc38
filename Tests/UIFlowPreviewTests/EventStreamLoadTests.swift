import Foundation
import TestSupport
import Testing

@testable import UIFlowPreview

/// Pages on the event stream that never read, against `uiflow preview` in a process of its own:
/// each page's outgoing messages are bounded (only the newest version of a file waits), so that
/// what they miss does not grow the server's memory.
@Suite("The event stream under load", .serialized, .timeLimit(.minutes(3)))
struct EventStreamLoadTests {
    @Test("fifty pages that never read hold a bounded amount of memory through six changes of a 7.8 MB file")
    func silentPages() async throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n"])
        let server = try await PreviewProcess.start(scratch, files: ["app.uiflow"])
        let port = server.port
        _ = try await blocking { pageLatency(port: port, timeout: 10) }
        let reader = try await EventClient.connect(port: port)
        #expect(await reader.next(ofType: "hello") != nil)
        let silent = try await blocking { try (0..<50).map { _ in try EventClient(port: port, receiveBuffer: 32 * 1024) } }
        try await Task.sleep(for: .milliseconds(500))
        let baseline = server.residentBytes ?? 0
        var peak = baseline
        for round in 0..<6 {
            let text = SlowReaderTests.bigFlow(7_800_000, tag: "round \(round)")
            try scratch.write("app.uiflow", text)
            // The page that reads gets each version, whole.
            var received = false
            while let event = await reader.next(ofType: "file") {
                if (event["file"] as? [String: Any])?["text"] as? String == text {
                    received = true
                    break
                }
            }
            #expect(received, "round \(round): the reading page did not get the new version")
            peak = max(peak, server.residentBytes ?? 0)
        }
        try await Task.sleep(for: .milliseconds(500))
        peak = max(peak, server.residentBytes ?? 0)
        let bound = 160 * 1024 * 1024
        #expect(peak - baseline < bound, "resident memory grew from \(baseline >> 20) MB to \(peak >> 20) MB")
        #expect(try await blocking { pageLatency(port: port) } != nil)
        #expect(silent.count == 50)
        #expect(try await blocking { server.stop(within: 5) } == 0)
    }
}
