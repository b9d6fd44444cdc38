import Foundation

/// Writes a file the way an editor should: the new contents go to a temporary file beside the
/// target, which is flushed to disk and then renamed over the target in one step, so that readers
/// (and a crash, or a full disk) see the old file or the new one, never a mix or an empty file.
///
/// The target keeps what made it that file: its permissions and, where the process may, its owner
/// and group; and when the path is a symbolic link, the file it points to is replaced, not the link.
/// `uiflow` writes every output file, and `uiflow preview` saves, through it.
public enum AtomicFile {
    /// Why a file could not be written.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        /// The path as given.
        public var path: String
        /// What went wrong, for a person.
        public var reason: String
        /// `path: cannot be written (reason)`.
        public var description: String { "\(path): cannot be written (\(reason))" }
    }

    /// Writes `data` to `path` atomically.
    ///
    /// The writer sets no signal disposition: what an interrupt does meanwhile is the program's
    /// policy. A command that must not leave the temporary file behind defers interrupts around the
    /// call (``Interrupts/deferring(_:)``).
    public static func write(_ data: Data, to path: String) throws(WriteError) {
        try write(bytes: data, to: path)
    }

    private static func write(bytes: Data, to path: String) throws(WriteError) {
        let directoryOfPath = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directoryOfPath, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw WriteError(path: path, reason: "the directory \(directoryOfPath) does not exist")
        }
        let target = try resolvingLinks(path)
        var existing = stat()
        let exists = stat(target, &existing) == 0
        if exists, (existing.st_mode & S_IFMT) != S_IFREG {
            throw WriteError(path: path, reason: "not a regular file")
        }
        let url = URL(fileURLWithPath: target)
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + ".uiflow-" + UUID().uuidString.prefix(8) + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: lastError()) }
        var closed = false
        var renamed = false
        defer {
            if !closed { close(descriptor) }
            if !renamed { unlink(temporary) }
        }
        // A new file gets what open(2) would give it: 0666 less the umask.
        let mode: mode_t
        if exists {
            mode = existing.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        if exists { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
        guard fchmod(descriptor, mode) == 0 else { throw WriteError(path: path, reason: lastError()) }
        if let error = Descriptor.writeAll(bytes, to: descriptor) {
            throw WriteError(path: path, reason: String(cString: strerror(error)))
        }
        guard fsync(descriptor) == 0 else { throw WriteError(path: path, reason: lastError()) }
        closed = true
        guard close(descriptor) == 0 else { throw WriteError(path: path, reason: lastError()) }
        guard rename(temporary, target) == 0 else { throw WriteError(path: path, reason: lastError()) }
        renamed = true
        // Make the rename itself durable.
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            _ = fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// The most symbolic links followed from one path, as the kernel's own `ELOOP` limit.
    static let symbolicLinkLimit = 40

    /// The file a path names after following symbolic links; the path itself when it does not
    /// exist (or is a dangling link, whose target is then created). A chain of more than
    /// ``symbolicLinkLimit`` links (a loop) is an error: replacing the last link seen would destroy
    /// it rather than write through it.
    static func resolvingLinks(_ path: String) throws(WriteError) -> String {
        var current = path
        for _ in 0..<symbolicLinkLimit {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
                let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
            else { return current }
            current =
                destination.hasPrefix("/")
                ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        var info = stat()
        guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
        throw WriteError(path: path, reason: "too many levels of symbolic links (a loop?); the link is left as it is")
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
