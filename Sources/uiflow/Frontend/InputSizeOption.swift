import ArgumentParser
import UIFlowFiles
import UIFlowKit

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
