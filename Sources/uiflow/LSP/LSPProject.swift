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
        var entries = 200_000
        var files = 5_000
        var bytes = 64 * 1024 * 1024
        var time = Duration.seconds(3)
    }

    /// The flow files below the folder that the configuration includes, within `bounds` (hidden
    /// folders, build folders and folders with a `.uiflow.yml` of their own, which are other
    /// flows, are not entered); past a bound, what was found so far, and why.
    func flowFiles(_ loaded: ConfigurationFile.Loaded, bounds: Bounds = Bounds()) -> (files: [SourceFile], problem: String?) {
        guard let root = root?.standardizedFileURL,
            let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey], options: [.skipsHiddenFiles])
        else { return ([], nil) }
        let start = ContinuousClock.now
        var visited = 0
        var bytes = 0
        var files: [SourceFile] = []
        var problems: [String] = []
        for case let url as URL in walk {
            visited += 1
            guard visited <= bounds.entries, files.count < bounds.files, bytes < bounds.bytes, ContinuousClock.now - start < bounds.time else {
                problems.append("stopped reading flow files below \(root.path) after \(files.count) files and \(visited - 1) entries; open a file to check it")
                break
            }
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
            if values?.isDirectory == true {
                // A build folder, or a folder with a `.uiflow.yml` of its own: another flow.
                if SwiftSourceFiles.skippedDirectories.contains(url.lastPathComponent)
                    || FileManager.default.fileExists(atPath: url.appendingPathComponent(ConfigurationFile.name).path)
                {
                    walk.skipDescendants()
                }
                continue
            }
            let path = url.standardizedFileURL.path
            guard SourceFile.flowFileExtensions.contains(url.pathExtension.lowercased()), values?.isRegularFile == true, loaded.includes(path, else: path) else { continue }
            do {
                let file = try SourceFile.read(path: path, limit: min(SourceFile.defaultSizeLimit, bounds.bytes - bytes))
                bytes += file.bytes.count
                files.append(file)
            } catch {
                problems.append(error.description)
            }
        }
        files.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
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
