import Foundation

/// Writing to a file descriptor without `FileHandle`, whose `write` traps when the descriptor
/// refuses (a full disk, a closed pipe, a closed descriptor).
public enum Descriptor {
    /// Writes all of `data` to `descriptor`, going on after short writes and interrupted calls;
    /// the `errno` of the failure, or `nil` when everything was written.
    public static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        var written = 0
        while written < data.count {
            let count = data.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress.map { $0 + written }, data.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return nil
    }
}
