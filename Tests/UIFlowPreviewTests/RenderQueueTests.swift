import Foundation
import TestSupport
import Testing

@testable import UIFlowPreview

/// The render queue at its edge, against the real server: requests with a body beyond those
/// running and waiting are refused at once, before their bodies are read.
@Suite("The render queue", .timeLimit(.minutes(2)))
struct RenderQueueTests {
    @Test("past the running and waiting requests, a render, an export or a save gets 503 with Retry-After at once; the admitted ones are served")
    func refusesPastTheQueue() async throws {
        let preview = try await TestPreview.start(
            try Scratch(["app.uiflow": "[Home]\n"]), files: ["app.uiflow"],
            limits: .init(maxConcurrentRenders: 1, maxQueuedRenders: 1))
        defer { Task { await preview.stop() } }
        let port = preview.port
        let host = preview.client.host
        let body = Array(#"{"files":[{"id":"0","text":"[A]\n--\nGo\n==> B\n"}]}"#.utf8)
        let head: @Sendable (String, String) -> String = { method, path in
            "\(method) \(path) HTTP/1.1\r\nHost: \(host)\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
        }
        // Two requests announce their bodies and send nothing more: one may run, one may wait.
        let held = try await blocking { () -> [Connection] in
            let held = try (0..<2).map { _ in try Connection(port: port, timeout: 10) }
            for connection in held { connection.send(head("POST", "/api/render")) }
            return held
        }
        // Give the server the moment it needs to admit them.
        try await Task.sleep(for: .milliseconds(300))
        for (method, path) in [("POST", "/api/render"), ("POST", "/api/export/svg"), ("PUT", "/api/files/0")] {
            let started = Date()
            let answer = try await blocking { () -> HTTPAnswer? in
                let connection = try Connection(port: port, timeout: 10)
                connection.send(head(method, path))
                return connection.receiveResponse()
            }
            #expect(answer?.status == 503, "\(method) \(path)")
            #expect(answer?.headers["retry-after"] == "1", "\(method) \(path)")
            #expect(answer?.headers["connection"] == "close", "\(method) \(path)")
            #expect(Date().timeIntervalSince(started) < 5)
        }
        // Requests without a body are not queued.
        #expect(try await preview.client.get("/api/session").status == 200)
        // The admitted ones are served once their bodies come, and then there is room again.
        let statuses = try await blocking { () -> [Int?] in
            for connection in held { connection.send(body) }
            return held.map { $0.receiveResponse()?.status }
        }
        #expect(statuses == [200, 200])
        let again = try await preview.client.request("POST", "/api/render", json: ["files": [["id": "0", "text": "[C]\n"]]])
        #expect(again.status == 200)
    }

    @Test("the default queue runs 2 requests with a body at once and lets 4 more wait")
    func defaults() {
        #expect(PreviewOptions.Limits().maxConcurrentRenders == 2)
        #expect(PreviewOptions.Limits().maxQueuedRenders == 4)
    }
}
