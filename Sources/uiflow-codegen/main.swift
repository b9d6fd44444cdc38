// `uiflow-codegen`: the tool the build plugin runs. It writes what `uiflow generate swift` writes,
// and links nothing but UIFlowKit, UIFlowFiles (reading flows as every command does, and atomic
// writes) and Foundation, so that an app's build needs no Graphviz and no swift-syntax.
//
//     uiflow-codegen [--access internal|public] [--type-name NAME] -o OUTPUT FLOW...
//
// Diagnostics go to standard error as `file:line:column: severity: message`, which Xcode and
// `swift build` show at the flow's line. Exit status: 0, or 1 when the flow has errors (nothing is
// written), or 64 for a bad command line, 66 for an unreadable flow, 73 when OUTPUT cannot be written.
import Foundation
import UIFlowFiles
import UIFlowKit

/// Writes to standard error; a closed or full stream is not a reason to stop (the exit status
/// still tells), and `write(_:)` would trap where this throws.
func printError(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
}

func fail(_ message: String, status: Int32) -> Never {
    printError("uiflow-codegen: \(message)\n")
    exit(status)
}

// A reader that goes away turns writes into errors, not a SIGPIPE that kills the tool.
signal(SIGPIPE, SIG_IGN)

var writer = SwiftWriter()
var output: String?
var inputs: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "-o", "--output":
        output = arguments.popFirst()
    case "--access":
        guard let value = arguments.popFirst().flatMap(SwiftAccess.init(rawValue:)) else {
            fail("--access takes internal or public", status: 64)
        }
        writer.access = value
    case "--type-name":
        guard let value = arguments.popFirst(), SwiftWriter.isValidTypeName(value) else {
            fail("--type-name takes a Swift type name", status: 64)
        }
        writer.typeName = value
    default:
        inputs.append(argument)
    }
}
guard let output, !inputs.isEmpty else {
    fail("usage: uiflow-codegen [--access internal|public] [--type-name NAME] -o OUTPUT FLOW...", status: 64)
}

var sources: [SourceFile] = []
for path in inputs {
    // As every command reads a flow: bounded, and a directory or socket refused.
    do {
        sources.append(try SourceFile.read(path: path))
    } catch {
        fail(error.description, status: 66)
    }
}

let generated = writer.write(Flow(sources: sources))
for diagnostic in generated.diagnostics {
    printError(diagnostic.description + "\n")
}
guard !generated.hasErrors else { exit(1) }
let code = Data(generated.code.utf8)
// Written only when it changes, so that the target is not compiled again for nothing.
if (try? Data(contentsOf: URL(fileURLWithPath: output))) != code {
    do {
        try AtomicFile.write(code, to: output)
    } catch {
        fail("cannot write \(output): \(error)", status: 73)
    }
}
