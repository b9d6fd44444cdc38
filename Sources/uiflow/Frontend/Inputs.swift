import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowKit

/// Reading the flow files and the configuration a command was given.
enum Inputs {
    /// Reads the inputs, each up to `limit` bytes, keeping of the files found in directories those
    /// the configuration's include and exclude globs allow (`loaded` is `nil` for commands that
    /// read every file they are given); exits with ``ExitStatus/cannotReadInput`` when an input
    /// cannot be read.
    static func loadSources(
        _ paths: [String], configuration loaded: ConfigurationFile.Loaded? = nil, limit: Int
    ) throws(ExitCode) -> [SourceFile] {
        do {
            if let loaded { return try loaded.loadSources(paths, limit: limit) }
            return try SourceFile.load(paths, limit: limit)
        } catch {
            try Console.printError(error.description)
            throw ExitStatus.exit(ExitStatus.cannotReadInput)
        }
    }

    /// The configuration: the file given with `--config`, else the nearest `.uiflow.yml`, else the
    /// default; exits with ``ExitStatus/usage`` when the file is invalid.
    static func configuration(explicit: String?) throws -> ConfigurationFile.Loaded {
        do {
            return try ConfigurationFile.resolve(explicit: explicit)
        } catch {
            try Console.writeStandardError(error.description + "\n")
            throw ExitStatus.exit(ExitStatus.usage)
        }
    }
}
