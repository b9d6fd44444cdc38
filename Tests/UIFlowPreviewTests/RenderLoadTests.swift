import Foundation
import TestSupport
import Testing

/// Many large renders at once, against `uiflow preview` in a process of its own (its memory read
/// from /proc): the work is queued with a small limit, what is past the queue gets 503 with
/// `Retry-After` at once, normal requests stay fast, and the memory goes back when it is done.
@Suite("Renders under load", .serialized, .timeLimit(.minutes(4)))
struct RenderLoadTests {
    /// A flow of about `bytes` bytes: a chain of screens, each leading to the next (costly to
    /// parse, lint and describe; too large for Graphviz to lay out).
    static func chain(_ bytes: Int) -> String {
        var text = ""
        text.reserveCapacity(bytes + 64)
        var index = 0
        while text.utf8.count < bytes {
            text += "[Screen \(index)]\nText\n--\nGo\n==> Screen \(index + 1)\n\n"
            index += 1
        }
        return text
    }

    static func renderBody(_ text: String) throws -> [UInt8] {
        [UInt8](try JSONSerialization.data(withJSONObject: ["files": [["id": "0", "text": text]]]))
    }

    @Test("renders past the queue get 503 and Retry-After at once; the rest are served while the page stays fast, and memory returns near its baseline")
    func burstOfLargeRenders() async throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n--\nTap\n==> Detail\n\n[Detail]\n"])
        let server = try await PreviewProcess.start(scratch, files: ["app.uiflow"])
        let port = server.port
        let host = "127.0.0.1:\(port)"
        // Warm up: the page and a small render, so that what they allocate once is in the baseline.
        _ = try await blocking { pageLatency(port: port, timeout: 10) }
        let small = try Self.renderBody("[A]\n--\nGo\n==> B\n")
        _ = try await Client(port: port).raw(
            Array("POST /api/render HTTP/1.1\r\nHost: \(host)\r\nContent-Type: application/json\r\nContent-Length: \(small.count)\r\nConnection: close\r\n\r\n".utf8) + small)
        try await Task.sleep(for: .milliseconds(500))
        let baseline = server.anonymousBytes ?? 0
        let residentBefore = server.residentBytes ?? 0

        let body = try Self.renderBody(Self.chain(3 * 1024 * 1024))
        let head = "POST /api/render HTTP/1.1\r\nHost: \(host)\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        // Ten requests announce their bodies at once: two may run and four wait, the rest are
        // refused before their bodies are read.
        let connections = try await blocking { try (0..<10).map { _ in try Connection(port: port, timeout: 3) } }
        for connection in connections { connection.send(head) }
        let early = try await blocking { () -> [HTTPAnswer?] in
            let answers = Locked<[Int: HTTPAnswer]>([:])
            let group = DispatchGroup()
            for (index, connection) in connections.enumerated() {
                group.enter()
                Thread.detachNewThread {
                    if let answer = connection.receiveResponse() { answers.withLock { $0[index] = answer } }
                    group.leave()
                }
            }
            group.wait()
            return (0..<connections.count).map { index in answers.withLock { $0[index] } }
        }
        let refused = early.compactMap { $0 }
        #expect(refused.count == 4, "answered before their bodies: \(refused.map(\.status))")
        for answer in refused {
            #expect(answer.status == 503)
            #expect(answer.headers["retry-after"] == "1")
            #expect(answer.json["error"] != nil)
        }
        let admitted = connections.indices.filter { early[$0] == nil }.map { connections[$0] }
        let statuses = Locked<[Int?]>([])
        let peak = Locked(0)
        let latencies = try await probeDuring(port: port, seconds: 180) { begun in
            let group = DispatchGroup()
            for connection in admitted {
                group.enter()
                Thread.detachNewThread {
                    connection.setTimeout(170)
                    connection.send(body)
                    let status = connection.receiveResponse()?.status
                    statuses.withLock { $0.append(status) }
                    group.leave()
                }
            }
            begun()
            while group.wait(timeout: .now() + .milliseconds(100)) == .timedOut {
                let anonymous = server.anonymousBytes ?? 0
                peak.withLock { $0 = max($0, anonymous) }
            }
        }
        #expect(statuses.withLock { $0 }.map { $0 ?? 0 } == Array(repeating: 200, count: admitted.count))
        for (index, latency) in latencies.enumerated() {
            #expect(
                latency.map { $0 < 1.5 } == true,
                "normal request \(index) during the renders: \(latency.map { String(format: "%.3f s", $0) } ?? "no answer")")
        }
        // The memory of the renders is given back: nothing of them is kept. (Measured as the
        // server's anonymous memory: its whole resident size also counts the pages of its debug
        // executable, which grow by tens of MB as more of its code runs, and are not kept memory.)
        let bound = 48 * 1024 * 1024
        let returned = await eventually(20) { (server.anonymousBytes ?? .max) - baseline < bound }
        let anonymous = server.anonymousBytes ?? 0
        let residentAfter = server.residentBytes ?? 0
        let summary =
            "anonymous memory: \(baseline >> 20) MB before, \(peak.withLock { $0 } >> 20) MB at the peak, \(anonymous >> 20) MB after "
            + "(resident: \(residentBefore >> 20) MB before, \(residentAfter >> 20) MB after)"
        #expect(returned, "\(summary)")
        #expect(try await blocking { server.stop(within: 5) } == 0)
    }
}
