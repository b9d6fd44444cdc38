import Foundation
import TestSupport
import Testing

@testable import UIFlowPreview

/// A flow file that stops being a regular file while the server runs is never opened.
@Suite("Files that are not regular", .timeLimit(.minutes(2)))
struct SpecialFileTests {
    @Test("a flow file replaced by a FIFO is shown read-only and never opened; the server goes on answering")
    func fileReplacedByFIFO() async throws {
        let scratch = try Scratch(["app.uiflow": "[Home]\n"])
        let preview = try await TestPreview.start(scratch, files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let events = try await EventClient.connect(port: preview.port)
        _ = await events.next(ofType: "hello")
        events.connection.setTimeout(15)
        try FileManager.default.removeItem(atPath: scratch.path("app.uiflow"))
        #expect(mkfifo(scratch.path("app.uiflow"), 0o600) == 0)
        // The poll sees it (opening it would block the file store, and every request after).
        let event = try #require(await events.next(ofType: "file"))
        let file = try #require(event["file"] as? [String: Any])
        #expect(file["exists"] as? Bool == true)
        #expect(file["editable"] as? Bool == false)
        let port = preview.port
        let answer = try await blocking { () -> HTTPAnswer? in
            let connection = try Connection(port: port, timeout: 10)
            connection.send("GET /api/files/0 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            return connection.receiveResponse()
        }
        #expect(answer?.status == 200)
        #expect(answer?.json["editable"] as? Bool == false)
        let version = try #require(file["version"] as? String)
        let save = try await blocking { () -> HTTPAnswer? in
            let body = #"{"text":"[Saved]\n","base":"\#(version)"}"#
            let connection = try Connection(port: port, timeout: 10)
            connection.send(
                "PUT /api/files/0 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
            return connection.receiveResponse()
        }
        #expect(save?.status == 422)
        var info = stat()
        #expect(stat(scratch.path("app.uiflow"), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }
}
