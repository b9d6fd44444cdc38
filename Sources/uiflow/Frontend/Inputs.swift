import ArgumentParser
import Foundation
import UIFlowKit

/// Reading the flow files a command was given.
enum Inputs {
    /// Reads and parses the inputs into one flow; exits with ``ExitStatus/cannotReadInput`` when one
    /// cannot be read.
    static func loadFlow(_ paths: [String]) throws -> Flow {
        do {
            return Flow(sources: try SourceFile.load(paths))
        } catch {
            Console.printError(error.description)
            throw ExitStatus.exit(ExitStatus.cannotReadInput)
        }
    }

    /// Reads the inputs, keeping of the files found in directories those the configuration's
    /// include and exclude globs allow (matched against paths relative to the configuration file's
    /// directory); exits with ``ExitStatus/cannotReadInput`` when an input cannot be read.
    static func loadSources(_ paths: [String], configuration loaded: ConfigurationFile.Loaded) throws -> [SourceFile] {
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let base = loaded.directory.path.hasSuffix("/") ? loaded.directory.path : loaded.directory.path + "/"
        do {
            return try SourceFile.load(paths) { path in
                let absolute = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL.path
                let relative = absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : path
                return loaded.configuration.includes(path: relative)
            }
        } catch {
            Console.printError(error.description)
            throw ExitStatus.exit(ExitStatus.cannotReadInput)
        }
    }
}
