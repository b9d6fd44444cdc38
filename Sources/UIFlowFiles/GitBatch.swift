import Foundation
import UIFlowKit

/// Blobs read from git in one `git cat-file --batch` process: an object id written to it, its
/// header and contents read back, in turn. A tree of 2,000 flow files is read in one process
/// instead of 2,000.
enum GitBatch {
    /// The contents of each blob of `ids`, in order; `names` name them in errors. A blob larger
    /// than `limit`, a missing object or an answer that is not the one asked for is an error.
    static func read(_ ids: [String], names: [String], limit: Int) throws(InputError) -> [[UInt8]] {
        let input = Pipe()
        let output = Pipe()
        let process = try GitFiles.start(
            ["cat-file", "--batch"], name: names.first ?? "git", input: input, output: output, errors: FileHandle.nullDevice)
        // A git that goes away turns the next write into an error, not a SIGPIPE that ends uiflow:
        // the signal, sent to this thread, is held back and taken.
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previousMask)
        defer {
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&pipeSignal, nil, &now) > 0 {}
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        }
        let request = input.fileHandleForWriting.fileDescriptor
        var reader = Reader(descriptor: output.fileHandleForReading.fileDescriptor)
        defer {
            try? input.fileHandleForWriting.close()
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        var contents: [[UInt8]] = []
        contents.reserveCapacity(ids.count)
        for (id, name) in zip(ids, names) {
            // One object at a time: git flushes each answer, so neither pipe fills.
            guard Descriptor.writeAll(Data((id + "\n").utf8), to: request) == nil else {
                throw InputError(path: name, reason: "git cat-file stopped answering")
            }
            guard let header = reader.line(limit: 1024) else { throw InputError(path: name, reason: "git cat-file stopped answering") }
            let fields = header.split(separator: " ")
            guard fields.count == 3, fields[0] == id, fields[1] == "blob", let size = Int(fields[2]), size >= 0 else {
                throw InputError(path: name, reason: "git cannot read it (\(header.prefix(200)))")
            }
            guard size <= limit else {
                throw InputError(path: name, reason: "is larger than \(limit) bytes; give a larger --max-input-size if it is really a flow")
            }
            guard let bytes = reader.bytes(size + 1), bytes.last == UInt8(ascii: "\n") else {
                throw InputError(path: name, reason: "git cat-file stopped answering")
            }
            contents.append(Array(bytes.dropLast()))
        }
        return contents
    }

    /// Buffered reads from a descriptor.
    private struct Reader {
        let descriptor: Int32
        private var buffer: [UInt8] = []
        private var start = 0

        init(descriptor: Int32) { self.descriptor = descriptor }

        /// Reads more; false at the end or on an error.
        private mutating func fill() -> Bool {
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                buffer.append(contentsOf: chunk[..<count])
                return true
            }
        }

        /// The next line, without its `\n`; `nil` at the end or past `limit` bytes.
        mutating func line(limit: Int) -> String? {
            var searched = start
            while true {
                if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                    start = newline + 1
                    return line
                }
                guard buffer.count - start <= limit else { return nil }
                searched = buffer.count
                let consumed = start
                guard fill() else { return nil }
                searched -= consumed
            }
        }

        /// The next `count` bytes; `nil` when the stream ends first.
        mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
            while buffer.count - start < count {
                guard fill() else { return nil }
            }
            let slice = buffer[start..<start + count]
            start += count
            return slice
        }
    }
}
