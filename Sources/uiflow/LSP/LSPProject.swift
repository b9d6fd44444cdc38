import Foundation
import UIFlowFiles
import UIFlowKit
import UIFlowSwiftSources

/// What `uiflow lsp` reads from disk for a workspace folder: its `.uiflow.yml` (the nearest, in
/// the folder or its parents), the flow files below it that the configuration includes, and the
/// app's Swift code when `swift-sources:` names it. Problems are messages for the editor's log,
/// never the end of the session.
struct LSPProject {
    /// The workspace folder, or `nil` when the editor opened single files.
    let root: URL?

    /// The configuration and its file, or why it cannot be read (the default is used then).
    /// Without a workspace folder, the default: the server's working directory says nothing.
    func configuration() -> (loaded: ConfigurationFile.Loaded, file: SourceFile?, problem: String?) {
        let directory = root ?? URL(fileURLWithPath: "/")
        guard root != nil, let found = ConfigurationFile.find(from: directory) else {
            return (ConfigurationFile.Loaded(configuration: Configuration(), directory: directory), nil, nil)
        }
        do {
            let loaded = try ConfigurationFile.resolve(explicit: found.standardizedFileURL.path, workingDirectory: directory)
            let bytes = (try? Data(contentsOf: found)).map { [UInt8]($0) } ?? []
            return (loaded, SourceFile(path: found.standardizedFileURL.path, bytes: bytes), nil)
        } catch {
            return (ConfigurationFile.Loaded(configuration: Configuration(), directory: directory), nil, error.description)
        }
    }

    /// How much of a workspace folder is read for its flow files: a folder that is a home
    /// directory must not keep the first diagnostics waiting.
    struct Bounds {
        var walk = DirectoryWalk.Bounds(entries: 200_000, files: 5_000, time: .seconds(3))
        var bytes = 64 * 1024 * 1024
    }

    /// The flow files below the folder that the configuration includes, within `bounds` (hidden
    /// folders, build folders and folders with a `.uiflow.yml` of their own, which are other
    /// flows, are not entered: ``DirectoryWalk``); past a bound, what was found so far, and why.
    func flowFiles(_ loaded: ConfigurationFile.Loaded, bounds: Bounds = Bounds()) -> (files: [SourceFile], problem: String?) {
        guard let root = root?.standardizedFileURL else { return ([], nil) }
        let walk = DirectoryWalk(extensions: SourceFile.flowFileExtensions, bounds: bounds.walk) { folder in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(ConfigurationFile.name).path)
        }
        let found: (files: [String], stopped: DirectoryWalk.Stop?)
        do {
            found = try walk.files(below: root.path)
        } catch {
            return ([], error.description)
        }
        var problems: [String] = []
        if let stopped = found.stopped {
            problems.append("stopped reading flow files below \(root.path): it \(stopped.reason); open a file to check it")
        }
        var bytes = 0
        var files: [SourceFile] = []
        for relative in found.files {
            let path = root.appendingPathComponent(relative).standardizedFileURL.path
            guard loaded.includes(path, else: path) else { continue }
            // A file that would take the flow past the bytes read stops the reading; one larger
            // than any flow file is read, and refused, as every command refuses it.
            guard bytes + min(FileStamp(path: path).size, SourceFile.defaultSizeLimit) <= bounds.bytes else {
                problems.append("stopped reading flow files below \(root.path) after \(files.count) files, \(ByteCount.describe(bounds.bytes)); open a file to check it")
                break
            }
            do {
                let file = try SourceFile.read(path: path, limit: SourceFile.defaultSizeLimit)
                bytes += file.bytes.count
                files.append(file)
            } catch {
                problems.append(error.description)
            }
        }
        return (files, problems.isEmpty ? nil : problems.joined(separator: "\n"))
    }

    /// The app's code, when the configuration names Swift sources; the files skipped say why.
    func code(_ loaded: ConfigurationFile.Loaded) -> (index: CodeIndex?, problem: String?) {
        let paths = loaded.configuration.swiftSources.map { URL(fileURLWithPath: $0, relativeTo: loaded.directory).standardizedFileURL.path }
        guard !paths.isEmpty else { return (nil, nil) }
        do {
            let sources = try SwiftSourceFiles.read(paths, skipping: Set(loaded.configuration.skippedSources)) { path in
                loaded.excludes(path, else: path)
            }
            var index = SwiftSourceReader().index(sources.files)
            index.skippedFiles = sources.skipped + index.skippedFiles
            let skipped = index.skippedFiles.map { "\($0.path): skipped: \($0.reason)" }
            return (index, skipped.isEmpty ? nil : skipped.joined(separator: "\n"))
        } catch {
            return (nil, error.description)
        }
    }
}
