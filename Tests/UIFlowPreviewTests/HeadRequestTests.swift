import Foundation
import TestSupport
import Testing

@testable import UIFlowPreview

/// `HEAD` is answered for every `GET` route, with the `GET`'s status and headers and no body.
@Suite("HEAD requests", .timeLimit(.minutes(2)))
struct HeadRequestTests {
    @Test(
        "HEAD of every GET route answers as GET does, headers and Content-Length included, with no body",
        arguments: [
            "/", "/index.html", "/favicon.ico", "/assets/preview.js", "/assets/preview.css", "/assets/favicon.svg", "/api/session",
            "/api/files/0", "/api/files/9", "/no-such-page", "/api/events",
        ])
    func headAnswersLikeGet(path: String) async throws {
        let preview = try await TestPreview.start(try Scratch(["app.uiflow": "[Home]\n--\nGo\n==> Next\n"]), files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let port = preview.port
        let host = "Host: \(preview.client.host)\r\n"
        // HEAD, then GET on the same connection: a body after the HEAD's answer would be read as
        // the start of the GET's.
        let (head, get, closed) = try await blocking { () -> (HTTPAnswer?, HTTPAnswer?, Bool) in
            let connection = try Connection(port: port, timeout: 10)
            connection.send("HEAD \(path) HTTP/1.1\r\n\(host)\r\nGET \(path) HTTP/1.1\r\n\(host)Connection: close\r\n\r\n")
            let head = connection.receiveHeadOnly()
            let get = connection.receiveResponse()
            return (head, get, connection.isClosedByServer())
        }
        let headAnswer = try #require(head, "\(path): no answer to HEAD")
        let getAnswer = try #require(get, "\(path): no answer to the GET after the HEAD (was a body sent?)")
        #expect(headAnswer.status == getAnswer.status, "\(path)")
        #expect(headAnswer.status != 405, "\(path)")
        #expect(headAnswer.headers["content-length"] == String(getAnswer.body.count), "\(path)")
        for name in ["content-type", "cache-control", "content-security-policy", "x-content-type-options", "allow"] {
            #expect(headAnswer.headers[name] == getAnswer.headers[name], "\(path): \(name)")
        }
        #expect(getAnswer.body.count > 0, "\(path)")
        #expect(closed)
    }

    @Test("HEAD of a route that only takes POST or PUT is 405, saying which methods it takes, with no body")
    func headOfPostRoute() async throws {
        let preview = try await TestPreview.start(try Scratch(["app.uiflow": "[Home]\n"]), files: ["app.uiflow"])
        defer { Task { await preview.stop() } }
        let port = preview.port
        let host = "Host: \(preview.client.host)\r\n"
        let (head, next) = try await blocking { () -> (HTTPAnswer?, HTTPAnswer?) in
            let connection = try Connection(port: port, timeout: 10)
            connection.send("HEAD /api/render HTTP/1.1\r\n\(host)\r\nGET /api/session HTTP/1.1\r\n\(host)Connection: close\r\n\r\n")
            return (connection.receiveHeadOnly(), connection.receiveResponse())
        }
        #expect(head?.status == 405)
        #expect(head?.headers["allow"] == "POST")
        #expect(next?.status == 200)
    }
}

extension Connection {
    /// The status and headers of a response that has no body (the answer to HEAD).
    func receiveHeadOnly() -> HTTPAnswer? {
        let head = String(decoding: receiveHead(), as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        guard let statusLine = lines.first, statusLine.hasPrefix("HTTP/1.1 "), let status = Int(statusLine.dropFirst(9).prefix(3)) else {
            return nil
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return HTTPAnswer(status: status, headers: headers, body: Data())
    }
}
