import Foundation
import UIFlowKit

extension SourceFile {
    /// The file extensions a directory input is searched for.
    public static let flowFileExtensions: Set<String> = ["uiflow", "uif"]

    /// The path that stands for standard input.
    public static let standardInputPath = "-"

    /// Reads a flow file: a regular file, or a stream (standard input for `-`, named `<stdin>` in
    /// diagnostics; a FIFO such as the `/dev/fd/63` of a shell's `<(command)`; a character device).
    /// At most `limit` bytes are read: a larger input is an error, found while reading, so that no
    /// input can exhaust memory. Directories, sockets and block devices are errors that say so.
    public static func read(path: String, limit: Int = defaultSizeLimit) throws(InputError) -> SourceFile {
        if path == standardInputPath {
            // A closed standard input is a directory for `uiflow` (`Console.guardStandardStreams`).
            var info = stat()
            guard fstat(STDIN_FILENO, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else {
                throw InputError(path: "<stdin>", reason: "cannot be read: standard input is closed, or is a directory")
            }
            return SourceFile(path: "<stdin>", bytes: try readStream(STDIN_FILENO, path: "<stdin>", limit: limit))
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw InputError(path: path, reason: errno == ENOENT ? "no such file or directory" : "cannot be read (\(lastError()))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw InputError(path: path, reason: "cannot be read (\(lastError()))") }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard Int(info.st_size) <= limit else { throw tooLarge(path, limit: limit) }
            return SourceFile(path: path, bytes: try readStream(descriptor, path: path, limit: limit, expected: Int(info.st_size)))
        case S_IFIFO, S_IFCHR:
            return SourceFile(path: path, bytes: try readStream(descriptor, path: path, limit: limit))
        case let type:
            throw InputError(path: path, reason: "is \(describe(type)), not a flow file")
        }
    }

    /// Expands inputs into the files to read: a file stays as given, whatever its extension; a
    /// directory gives every `*.uiflow` and `*.uif` regular file below it (hidden folders aside),
    /// sorted by path; `-` stays for standard input.
    ///
    /// - Parameter isIncluded: decides, for a file found in a directory, given its path as it will
    ///   be returned (the directory's path, `/`, the path below it), whether to keep it.
    public static func expand(
        _ inputs: [String], bounds: DirectoryWalk.Bounds = directoryBounds, isIncluded: (String) -> Bool = { _ in true }
    ) throws(InputError) -> [String] {
        var result: [String] = []
        for input in inputs {
            if input == standardInputPath {
                result.append(input)
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw InputError(path: input, reason: "no such file or directory")
            }
            guard isDirectory.boolValue else {
                result.append(input)
                continue
            }
            let prefix = input.hasSuffix("/") ? input : input + "/"
            let found = try flowFiles(in: input, bounds: bounds).map { prefix + $0 }.filter(isIncluded)
            guard !found.isEmpty else {
                throw InputError(path: input, reason: "holds no .uiflow or .uif files")
            }
            result += found
        }
        return result
    }

    /// How far a directory input is walked for flow files: 500,000 files and folders, 10,000 flow
    /// files. Past either the command fails, saying so, rather than walk a home folder for minutes.
    public static let directoryBounds = DirectoryWalk.Bounds(entries: 500_000, files: 10_000)

    /// The flow files below `directory`, as paths relative to it, sorted (``DirectoryWalk``).
    private static func flowFiles(in directory: String, bounds: DirectoryWalk.Bounds) throws(InputError) -> [String] {
        let walk = DirectoryWalk(extensions: flowFileExtensions, bounds: bounds)
        let (files, stopped) = try walk.files(below: directory)
        if let stopped { throw InputError(path: directory, reason: stopped.reason + "; name the flow files, or a folder closer to them") }
        return files
    }

    /// Reads every input after ``expand(_:isIncluded:)``, each up to `limit` bytes.
    public static func load(
        _ inputs: [String], limit: Int = defaultSizeLimit, isIncluded: (String) -> Bool = { _ in true }
    ) throws(InputError) -> [SourceFile] {
        var sources: [SourceFile] = []
        for path in try expand(inputs, isIncluded: isIncluded) {
            sources.append(try read(path: path, limit: limit))
        }
        return sources
    }

    /// Reads `descriptor` to its end, failing as soon as more than `limit` bytes have come.
    /// `expected` (a regular file's size) sizes the buffer once.
    static func readStream(_ descriptor: Int32, path: String, limit: Int, expected: Int = 0) throws(InputError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(expected, 0), limit) + 1)
        // Read a chunk at a time and appended whole (a copy of contiguous bytes): growing the
        // buffer by appending zeros went element by element where the standard library's generic
        // code is not specialised, 12 s for /dev/zero's 64 MiB in a debug build.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let read = chunk.withUnsafeMutableBytes { buffer in Foundation.read(descriptor, buffer.baseAddress, buffer.count) }
            if read < 0 {
                if errno == EINTR { continue }
                throw InputError(path: path, reason: "cannot be read (\(lastError()))")
            }
            if read == 0 { break }
            guard read <= limit - bytes.count else { throw tooLarge(path, limit: limit) }
            bytes.append(contentsOf: chunk[..<read])
        }
        return bytes
    }

    private static func tooLarge(_ path: String, limit: Int) -> InputError {
        InputError(
            path: path,
            reason: "is larger than \(ByteCount.describe(limit)), the most uiflow reads from one input; "
                + "split the flow into several files, or raise the limit with --max-input-size")
    }

    private static func describe(_ type: mode_t) -> String {
        switch type {
        case S_IFDIR: "a directory"
        case S_IFSOCK: "a socket"
        case S_IFBLK: "a block device"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
