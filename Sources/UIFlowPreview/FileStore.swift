import Foundation
import UIFlowFiles
import UIFlowKit

/// The files of a preview, what is known of them on disk, and every read and write of them.
///
/// Reads and writes go through this actor one at a time, so a save's check of the version on
/// disk and its write are not interleaved with another save. Changes made by other programs are
/// found by ``poll()``, which compares each file's `stat` with the last one seen.
actor FileStore {
    let files: [PreviewFile]
    private var known: [FileSnapshot]
    /// Each file's `stat`: a change is read only once the next poll finds the file unchanged, so
    /// that an editor's save in several steps is read once, whole.
    private var stamps: [Settled<FileStamp>]

    init(files: [PreviewFile]) {
        self.files = files
        known = files.map { Self.snapshot(of: $0) }
        stamps = files.map { Settled(FileStamp(path: $0.path)) }
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
            stamps[index].reset(to: FileStamp(path: file.path))
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
        stamps[index].reset(to: FileStamp(path: file.path))
        return .saved(saved)
    }

    /// The files whose contents changed on disk since the last look, read once they have stopped
    /// changing for one poll.
    func poll() -> [FileSnapshot] {
        var changed: [FileSnapshot] = []
        for index in files.indices {
            guard stamps[index].look(FileStamp(path: files[index].path)) != nil else { continue }
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
        // Only a regular file is opened: opening a FIFO (one put in a file's place meanwhile)
        // would block this actor, and with it every read and save.
        var info = stat()
        if stat(file.path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            return .notRegular(id: file.id, path: file.path)
        }
        do {
            return FileSnapshot(id: file.id, path: file.path, bytes: try SourceFile.read(path: file.path, limit: limit).bytes)
        } catch {
            let stamp = FileStamp(path: file.path)
            guard stamp.exists, stamp.size > limit else { return FileSnapshot(id: file.id, path: file.path, bytes: nil) }
            return .tooLarge(id: file.id, path: file.path, size: stamp.size)
        }
    }
}
