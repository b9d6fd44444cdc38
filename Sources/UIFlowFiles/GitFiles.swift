import Foundation
import UIFlowKit

/// Flow files as a git revision has them, read with the `git` command in the current directory:
/// `uiflow diff main:flows flows` and `uiflow diff --git REV`.
public enum GitFiles {
    /// At most this many flow files are read from one tree.
    public static let fileLimit = 10_000

    /// What `git` said on standard error is kept up to this many bytes.
    static let messageLimit = 16 * 1024

    /// Reads `spec`, `REV:PATH` in git's own syntax (`PATH` from the repository's root, or from
    /// the current directory when it starts with `./` or `../`): the file, or every `*.uiflow` and
    /// `*.uif` file of the directory and below it, sorted, each up to `limit` bytes. Each file is
    /// named `REV:PATH/NAME`. With `missingIsEmpty`, a path the revision does not have gives no
    /// files instead of an error. `isIncluded` decides, for a file found in a directory, given its
    /// path from the repository's root, whether to keep it.
    public static func load(
        _ spec: String, limit: Int = SourceFile.defaultSizeLimit, missingIsEmpty: Bool = false,
        isIncluded: (String) -> Bool = { _ in true }
    ) throws(InputError) -> [SourceFile] {
        // A spec git could take for an option is refused.
        guard let colon = spec.firstIndex(of: ":"), colon != spec.startIndex, !spec.hasPrefix("-") else {
            throw InputError(path: spec, reason: "is not REV:PATH")
        }
        let revision = String(spec[..<colon])
        let path = String(spec[spec.index(after: colon)...])
        let type: String
        do {
            type = try text(of: run(["cat-file", "-t", spec], name: spec, limit: 64))
        } catch {
            if missingIsEmpty, (try? run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], name: spec, limit: 256)) != nil {
                return []
            }
            throw error
        }
        switch type {
        case "blob":
            return [SourceFile(path: spec, bytes: try run(["cat-file", "blob", spec], name: spec, limit: limit))]
        case "tree":
            // Names relative to the tree itself (`--full-tree`: not only the current directory's
            // part), with each blob's id, read in one `git cat-file --batch`.
            let listing = try run(["ls-tree", "-r", "-z", "--full-tree", spec], name: spec, limit: 64 * 1024 * 1024)
            let rootPrefix = try rootPath(of: spec)
            var wanted: [(id: String, name: String)] = []
            for entry in listing.split(separator: 0) {
                // `MODE TYPE ID\tNAME`.
                guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
                let fields = entry[..<tab].split(separator: UInt8(ascii: " "))
                guard fields.count == 3, fields[1].elementsEqual("blob".utf8) else { continue }
                let name = String(decoding: entry[(tab + 1)...], as: UTF8.self)
                guard SourceFile.flowFileExtensions.contains((name as NSString).pathExtension), isIncluded(rootPrefix + name) else {
                    continue
                }
                guard wanted.count < fileLimit else {
                    throw InputError(path: spec, reason: "has more than \(fileLimit) flow files")
                }
                let joined = path.isEmpty || path.hasSuffix("/") ? path + name : path + "/" + name
                wanted.append((String(decoding: fields[2], as: UTF8.self), revision + ":" + joined))
            }
            guard !wanted.isEmpty else { return [] }
            let contents = try GitBatch.read(wanted.map(\.id), names: wanted.map(\.name), limit: limit)
            return zip(wanted, contents).map { SourceFile(path: $0.name, bytes: $1) }
        default:
            throw InputError(path: spec, reason: "is a git \(type), not a file or directory")
        }
    }

    /// Checks that `revision`, when git knows it, names a commit (a branch, a tag, a commit id,
    /// `HEAD~2`), as `diff --git` needs: a blob or tree (`HEAD:app.uiflow`) is refused with what
    /// it is, instead of being read as a revision with no flow files. A revision git does not know
    /// passes, for reading to report with git's message.
    public static func verifyCommit(_ revision: String) throws(InputError) {
        guard !revision.hasPrefix("-") else { throw InputError(path: revision, reason: "is not a revision") }
        if (try? run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], name: revision, limit: 256)) != nil {
            return
        }
        // What git does not know is for reading to report, with git's own message.
        guard let type = try? text(of: run(["cat-file", "-t", revision], name: revision, limit: 64)) else { return }
        throw InputError(
            path: revision, reason: "is a git \(type), not a commit: --git takes a branch, tag or commit (the paths to compare come after it)")
    }

    /// The repository's root directory (the working tree's top).
    public static func topLevel() throws(InputError) -> String {
        try text(of: run(["rev-parse", "--show-toplevel"], name: "git", limit: 64 * 1024))
    }

    /// The tree's path from the repository's root, with a trailing `/` (empty for the root).
    private static func rootPath(of spec: String) throws(InputError) -> String {
        // A path relative to the current directory is made relative to the root with the
        // current directory's own path from the root.
        guard let colon = spec.firstIndex(of: ":") else { return "" }
        let path = String(spec[spec.index(after: colon)...])
        guard path.hasPrefix("./") || path.hasPrefix("../") || path == "." || path == ".." else {
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            return trimmed.isEmpty ? "" : trimmed + "/"
        }
        let prefix = try text(of: run(["rev-parse", "--show-prefix"], name: spec, limit: 64 * 1024))
        let joined = URL(fileURLWithPath: "/" + prefix + path).standardizedFileURL.path
        let trimmed = String(joined.dropFirst())
        return trimmed.isEmpty ? "" : trimmed + "/"
    }

    private static func text(of bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Starts `git` with `arguments` and the given standard streams (a `Pipe` or a `FileHandle`
    /// each); a `git` that cannot be started is an ``InputError`` for `name`.
    static func start(_ arguments: [String], name: String, input: Any, output: Any, errors: Any) throws(InputError) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw InputError(path: name, reason: "cannot run git (\(error.localizedDescription))")
        }
        return process
    }

    /// Runs `git` with `arguments`; its standard output, up to `limit` bytes. A failure is an
    /// ``InputError`` for `name` with what git said.
    static func run(_ arguments: [String], name: String, limit: Int) throws(InputError) -> [UInt8] {
        let output = Pipe()
        let errors = Pipe()
        let process = try start(arguments, name: name, input: FileHandle.nullDevice, output: output, errors: errors)
        // What git says on standard error is read on another thread, so that neither pipe fills
        // while the other is read.
        let said = ErrorText()
        let reader = Thread { said.read(errors.fileHandleForReading.fileDescriptor) }
        reader.start()
        let bytes: [UInt8]
        do {
            bytes = try SourceFile.readStream(output.fileHandleForReading.fileDescriptor, path: name, limit: limit)
        } catch {
            process.terminate()
            process.waitUntilExit()
            throw error
        }
        process.waitUntilExit()
        let message = said.wait()
        guard process.terminationStatus == 0 else {
            let reason = message.isEmpty ? "git exited with status \(process.terminationStatus)" : "git: " + message
            throw InputError(path: name, reason: reason)
        }
        return bytes
    }
}

/// Standard error of a `git` run, read to its end on a thread of its own.
private final class ErrorText: @unchecked Sendable {
    // Guarded by `done`: written by the reading thread before it signals, read after waiting.
    private var text = ""
    private let done = DispatchSemaphore(value: 0)

    func read(_ descriptor: Int32) {
        var kept: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, 4096) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            if kept.count < GitFiles.messageLimit { kept += buffer[..<min(count, GitFiles.messageLimit - kept.count)] }
        }
        text = String(decoding: kept, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        done.signal()
    }

    func wait() -> String {
        done.wait()
        return text
    }
}
