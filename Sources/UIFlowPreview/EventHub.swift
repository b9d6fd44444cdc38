import Foundation

/// The pages connected to `/api/events`, and the messages every one of them gets: a file changed
/// on disk, or was saved from another page. Each page has a mailbox of its own, bounded to one
/// message per file (see ``EventMailbox``); a message is encoded once and shared by all of them.
actor EventHub {
    private var subscribers: [UUID: EventMailbox] = [:]
    private var isClosed = false

    /// A new subscriber's mailbox; `nil` once the hub is closed. The mailbox is finished when the
    /// hub closes.
    func subscribe() -> (UUID, EventMailbox)? {
        guard !isClosed else { return nil }
        let id = UUID()
        let mailbox = EventMailbox()
        subscribers[id] = mailbox
        return (id, mailbox)
    }

    func unsubscribe(_ id: UUID) {
        subscribers.removeValue(forKey: id)?.finish()
    }

    func broadcast(_ message: EventMessage) {
        for mailbox in subscribers.values { mailbox.post(message) }
    }

    var count: Int { subscribers.count }

    /// Finishes every mailbox (each page's socket is then closed with 1001, going away), so that
    /// the server can stop.
    func close() {
        isClosed = true
        for mailbox in subscribers.values { mailbox.finish() }
        subscribers = [:]
    }
}
