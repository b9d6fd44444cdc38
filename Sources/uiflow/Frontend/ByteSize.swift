import ArgumentParser
import UIFlowFiles

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
