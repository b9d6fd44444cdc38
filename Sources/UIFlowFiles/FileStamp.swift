import Foundation

/// What `stat` says of a file: enough to notice cheaply that it changed (its size, identity and
/// modification and change times), for `uiflow render --watch` and `uiflow preview`.
public struct FileStamp: Equatable, Sendable {
    /// Whether the file exists.
    public var exists: Bool
    /// Its size in bytes.
    public var size = 0
    /// Its inode: a new one when the file was replaced (as editors and atomic writes do).
    public var inode: UInt = 0
    /// Its modification time: seconds…
    public var modifiedSeconds = 0
    /// …and nanoseconds.
    public var modifiedNanoseconds = 0
    /// Its status-change time: seconds…
    public var changedSeconds = 0
    /// …and nanoseconds.
    public var changedNanoseconds = 0

    /// The file's stamp now.
    public init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            exists = false
            return
        }
        exists = true
        size = Int(info.st_size)
        inode = UInt(info.st_ino)
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        modifiedSeconds = Int(modified.tv_sec)
        modifiedNanoseconds = Int(modified.tv_nsec)
        changedSeconds = Int(changed.tv_sec)
        changedNanoseconds = Int(changed.tv_nsec)
    }
}
