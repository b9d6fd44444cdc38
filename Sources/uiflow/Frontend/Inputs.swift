import ArgumentParser
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
}
