import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowKit
import UIFlowSwiftSources

/// Reading an app's Swift sources for `lint --swift-sources` and `extract`.
enum SwiftSources {
    /// The index of the Swift files below `paths`, without the kinds of sources the configuration
    /// skips and the files it excludes; exits with ``ExitStatus/cannotReadInput`` when a path
    /// cannot be read. Each file left out for a problem (too large, not UTF-8, nested too deep,
    /// too slow to read) is a warning on standard error that names it. `leftOut` says how many
    /// were left out as not the app (tests, mocks, previews, generated, excluded), if any.
    static func index(_ paths: [String], configuration loaded: ConfigurationFile.Loaded) throws(ExitCode) -> (index: CodeIndex, leftOut: String?) {
        let sources: SwiftSourceFiles.Sources
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        do {
            // With no exclude patterns, no path is made absolute to be matched (0.03 s for 1,600 files).
            let excludes = !loaded.configuration.exclude.isEmpty
            sources = try SwiftSourceFiles.read(paths, skipping: Set(loaded.configuration.skippedSources)) { path in
                excludes && loaded.excludes(URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL.path, else: path)
            }
        } catch {
            try Console.printError(error.description)
            throw ExitStatus.exit(ExitStatus.cannotReadInput)
        }
        var index = SwiftSourceReader().index(sources.files)
        index.skippedFiles = (sources.skipped + index.skippedFiles).sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        for file in index.skippedFiles {
            try Console.printWarning("\(file.path): skipped: \(file.reason)")
        }
        return (index, sources.leftOutSummary)
    }

    /// The directories `swift-sources:` names in the configuration, relative to its directory,
    /// as paths relative to the working directory when they are below it.
    static func configured(_ loaded: ConfigurationFile.Loaded, workingDirectory: URL) -> [String] {
        guard loaded.path != nil else { return loaded.configuration.swiftSources }
        let base = workingDirectory.standardizedFileURL.path + "/"
        return loaded.configuration.swiftSources.map { path in
            let absolute = URL(fileURLWithPath: path, relativeTo: loaded.directory).standardizedFileURL.path
            return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
        }
    }
}
