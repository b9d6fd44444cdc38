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
    ) throws -> [SourceFile] {
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

/// `--max-input-size`: the most bytes one input may hold.
struct InputSizeOption: ParsableArguments {
    @Option(
        name: .customLong("max-input-size"),
        help: ArgumentHelp(
            "The most one input file (or standard input) may hold, such as 64M or 512K (default: \(ByteCount.describe(SourceFile.defaultSizeLimit))).",
            valueName: "size"))
    var maxInputSize: ByteSize = ByteSize(bytes: SourceFile.defaultSizeLimit)

    var limit: Int { maxInputSize.bytes }
}

/// A size on the command line: `64M`, `512K`, `1G`, a number of bytes.
struct ByteSize: ExpressibleByArgument {
    var bytes: Int

    init(bytes: Int) { self.bytes = bytes }

    init?(argument: String) {
        guard let bytes = ByteCount.parse(argument) else { return nil }
        self.bytes = bytes
    }

    var defaultValueDescription: String { ByteCount.describe(bytes) }
}
