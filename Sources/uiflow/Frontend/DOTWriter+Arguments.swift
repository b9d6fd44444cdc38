import ArgumentParser
import UIFlowKit

/// `--direction LR` and `--layout fast` on the command line, by their raw values.
extension DOTWriter.Direction: ExpressibleByArgument {}

extension DOTWriter.Layout: ExpressibleByArgument {}

extension EdgeColors: ExpressibleByArgument {}
