import CGraphviz
import Foundation

/// Standard error (file descriptor 2) redirected into a pipe for the length of a Graphviz call.
///
/// The redirection is the whole process's: whatever any thread writes to standard error meanwhile
/// is taken. The pipe's writing end does not block: should more be written than it holds (1 MiB
/// where the system allows it, 64 KiB otherwise), the rest is lost rather than the process stopped.
struct StandardErrorCapture {
    private let saved: Int32
    private let reading: Int32

    /// Redirects standard error; `nil` when it cannot (nothing is redirected then).
    static func start() -> StandardErrorCapture? {
        uiflow_flush_standard_error()
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        let (reading, writing) = (ends[0], ends[1])
        _ = uiflow_set_pipe_capacity(writing, 1 << 20)
        _ = fcntl(writing, F_SETFL, fcntl(writing, F_GETFL) | O_NONBLOCK)
        _ = fcntl(reading, F_SETFL, fcntl(reading, F_GETFL) | O_NONBLOCK)
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(writing, STDERR_FILENO) >= 0 else {
            if saved >= 0 { close(saved) }
            close(reading)
            close(writing)
            return nil
        }
        close(writing)
        return StandardErrorCapture(saved: saved, reading: reading)
    }

    /// Puts standard error back and returns the lines written meanwhile, trimmed, empty ones left out.
    func finish() -> [String] {
        uiflow_flush_standard_error()
        _ = dup2(saved, STDERR_FILENO)
        close(saved)
        uiflow_clear_standard_error()
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reading, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += buffer[0..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(reading)
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? nil : text
        }
    }
}
