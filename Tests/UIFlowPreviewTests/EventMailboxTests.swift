import Foundation
import Testing

@testable import UIFlowPreview

/// A page's mailbox on the event stream: bounded to one message per key, the newest.
@Suite("The event stream's mailbox")
struct EventMailboxTests {
    private func message(_ key: String, _ text: String) -> EventMessage {
        EventMessage(key: key, json: Array(text.utf8))
    }

    private func text(_ message: EventMessage?) -> String? {
        message.map { String(buffer: $0.payload) }
    }

    @Test("a newer version of a file replaces the one waiting, in its place; the greeting goes first; at most one message per key waits")
    func coalesces() async {
        let mailbox = EventMailbox()
        mailbox.post(message("file:0", "0 v1"))
        mailbox.post(message("file:1", "1 v1"))
        for version in 2...100 { mailbox.post(message("file:0", "0 v\(version)")) }
        mailbox.post(message("hello", "hello"), first: true)
        #expect(mailbox.count == 3)
        #expect(text(await mailbox.next()) == "hello")
        #expect(text(await mailbox.next()) == "0 v100")
        #expect(text(await mailbox.next()) == "1 v1")
        #expect(mailbox.count == 0)
    }

    @Test("a reader waiting gets the next message at once; a finished mailbox gives nil and takes nothing more")
    func waitsAndFinishes() async {
        let mailbox = EventMailbox()
        async let first = mailbox.next()
        try? await Task.sleep(for: .milliseconds(50))
        mailbox.post(message("file:0", "now"))
        #expect(text(await first) == "now")
        mailbox.post(message("file:0", "dropped"))
        mailbox.finish()
        #expect(await mailbox.next() == nil)
        mailbox.post(message("file:0", "after"))
        #expect(mailbox.count == 0)
    }

    @Test("cancelling the reader ends its wait")
    func cancellation() async {
        let mailbox = EventMailbox()
        let reader = Task { await mailbox.next() }
        try? await Task.sleep(for: .milliseconds(50))
        reader.cancel()
        #expect(await reader.value == nil)
    }
}
