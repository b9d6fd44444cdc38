/// What a file holds on disk at one moment, as the page sees it.
struct FileSnapshot: Sendable, Equatable {
    var id: String
    var path: String
    /// Whether the file exists. A file given on the command line that does not exist yet starts
    /// empty, and saving creates it.
    var exists: Bool
    /// The bytes on disk (empty when the file does not exist).
    var bytes: [UInt8]
    /// ``bytes`` as text; `nil` when they are not valid UTF-8, or the file is larger than the
    /// preview reads (the page shows the file read-only, and it is never written).
    var text: String?
    /// Identifies the contents: the page sends it back when it saves, so that a change on disk in
    /// between is noticed.
    var version: String

    var isEditable: Bool { text != nil }

    init(id: String, path: String, bytes: [UInt8]?) {
        self.id = id
        self.path = path
        self.exists = bytes != nil
        self.bytes = bytes ?? []
        self.text = String(validating: self.bytes, as: UTF8.self)
        self.version = ContentVersion.of(bytes)
    }

    /// Something that is not a regular file (a FIFO, a device, a directory): it exists, is shown as
    /// empty and read-only, and is never opened nor written.
    static func notRegular(id: String, path: String) -> FileSnapshot {
        var snapshot = FileSnapshot(id: id, path: path, bytes: [])
        snapshot.text = nil
        snapshot.version = "not-regular"
        return snapshot
    }

    /// A file too large to read: it exists, is shown as empty and read-only, and is never written.
    static func tooLarge(id: String, path: String, size: Int) -> FileSnapshot {
        var snapshot = FileSnapshot(id: id, path: path, bytes: [])
        snapshot.text = nil
        snapshot.version = "too-large-" + String(size, radix: 16)
        return snapshot
    }
}
