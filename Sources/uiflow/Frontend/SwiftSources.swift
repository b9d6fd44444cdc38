import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowKit
import UIFlowSwiftSources

/// Reading an app's Swift sources for `lint --swift-sources` and `extract`.
enum SwiftSources {
    /// The index of the Swift files below `paths`; exits with ``ExitStatus/cannotReadInput`` when a
    /// path cannot be read.
    static func index(_ paths: [String]) throws(ExitCode) -> CodeIndex {
        do {
            return SwiftSourceReader().index(try SwiftSourceFiles.load(paths))
        } catch {
            try Console.printError(error.description)
            throw ExitStatus.exit(ExitStatus.cannotReadInput)
        }
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
