import Foundation
import UIFlowFiles
import UIFlowKit

/// One of the files `uiflow preview` was given: the only files it reads or writes. The page names
/// a file by its ``id`` (its position on the command line, `"0"`, `"1"`…), never by a path.
public struct PreviewFile: Sendable, Hashable {
    /// The file's id in the protocol.
    public var id: String
    /// The path as given on the command line; diagnostics name it.
    public var path: String

    /// Creates a file entry.
    public init(id: String, path: String) {
        self.id = id
        self.path = path
    }
}

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

    /// A file too large to read: it exists, is shown as empty and read-only, and is never written.
    static func tooLarge(id: String, path: String, size: Int) -> FileSnapshot {
        var snapshot = FileSnapshot(id: id, path: path, bytes: [])
        snapshot.text = nil
        snapshot.version = "too-large-" + String(size, radix: 16)
        return snapshot
    }
}

/// A content version: a 64-bit FNV-1a hash of the bytes and their count, or `absent` for a file
/// that does not exist. It only has to tell two contents apart, not resist an attacker.
enum ContentVersion {
    static let absent = "absent"

    static func of(_ bytes: [UInt8]?) -> String {
        guard let bytes else { return absent }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(bytes.count, radix: 16) + "-" + String(hash, radix: 16)
    }
}

/// The result of a save.
enum SaveOutcome: Sendable, Equatable {
    /// Written; the new contents.
    case saved(FileSnapshot)
    /// Not written: the file on disk is no longer the version the page started from. Carries what
    /// the disk holds now, so that the page can show both versions.
    case conflict(FileSnapshot)
    /// Not written: the file on disk is not UTF-8 text, so the page could not have shown it whole.
    case notText
    /// Not written: the file system refused (the reason, for a person).
    case failed(String)
}

/// The files of a preview, what is known of them on disk, and every read and write of them.
///
/// Reads and writes go through this actor one at a time, so a save's check of the version on
/// disk and its write are not interleaved with another save. Changes made by other programs are
/// found by ``poll()``, which compares each file's `stat` with the last one seen.
actor FileStore {
    let files: [PreviewFile]
    private var known: [FileSnapshot]
    private var stamps: [FileStamp]
    /// A change seen by the last poll, read only once the next poll finds the file unchanged, so
    /// that an editor's save in several steps is read once, whole.
    private var settling: [FileStamp?]

    init(files: [PreviewFile]) {
        self.files = files
        known = files.map { Self.snapshot(of: $0) }
        stamps = files.map { FileStamp(path: $0.path) }
        settling = Array(repeating: nil, count: files.count)
    }

    /// The index of the file with this id; `nil` for any other string.
    nonisolated func index(of id: String) -> Int? {
        files.firstIndex { $0.id == id }
    }

    /// What the file holds, as last read.
    func snapshot(_ index: Int) -> FileSnapshot { known[index] }

    /// Every file, as last read.
    func snapshots() -> [FileSnapshot] { known }

    /// Writes `text` to the file, atomically, when the file on disk is still at `base`.
    func save(_ index: Int, text: String, base: String) -> SaveOutcome {
        let file = files[index]
        let current = Self.snapshot(of: file)
        guard current.version == base else {
            known[index] = current
            stamps[index] = FileStamp(path: file.path)
            return .conflict(current)
        }
        guard !current.exists || current.isEditable else { return .notText }
        do {
            try AtomicFile.write(Data(text.utf8), to: file.path)
        } catch {
            return .failed(error.description)
        }
        let saved = FileSnapshot(id: file.id, path: file.path, bytes: Array(text.utf8))
        known[index] = saved
        stamps[index] = FileStamp(path: file.path)
        settling[index] = nil
        return .saved(saved)
    }

    /// The files whose contents changed on disk since the last look, read once they have stopped
    /// changing for one poll.
    func poll() -> [FileSnapshot] {
        var changed: [FileSnapshot] = []
        for index in files.indices {
            let stamp = FileStamp(path: files[index].path)
            if stamp == stamps[index] {
                settling[index] = nil
                continue
            }
            guard settling[index] == stamp else {
                settling[index] = stamp
                continue
            }
            settling[index] = nil
            stamps[index] = stamp
            let current = Self.snapshot(of: files[index])
            if current.version != known[index].version {
                known[index] = current
                changed.append(current)
            }
        }
        return changed
    }

    /// What the file holds now: its bytes, up to the limit every input of uiflow has; a larger
    /// file is a read-only snapshot, so that a huge file cannot fill the server's memory.
    static func snapshot(of file: PreviewFile, limit: Int = SourceFile.defaultSizeLimit) -> FileSnapshot {
        do {
            return FileSnapshot(id: file.id, path: file.path, bytes: try SourceFile.read(path: file.path, limit: limit).bytes)
        } catch {
            let stamp = FileStamp(path: file.path)
            guard stamp.exists, stamp.size > limit else { return FileSnapshot(id: file.id, path: file.path, bytes: nil) }
            return .tooLarge(id: file.id, path: file.path, size: stamp.size)
        }
    }
}
