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

    /// The flow files below the folder that the configuration includes.
    func flowFiles(_ loaded: ConfigurationFile.Loaded) -> (files: [SourceFile], problem: String?) {
        guard let root else { return ([], nil) }
        do {
            return (try loaded.loadSources([root.standardizedFileURL.path], workingDirectory: root), nil)
        } catch {
            return ([], error.description)
        }
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
