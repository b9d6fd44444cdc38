// `uiflow-codegen`: the tool the build plugin runs. It writes what `uiflow generate swift` writes,
// and links nothing but UIFlowKit and Foundation, so that an app's build needs no Graphviz.
//
//     uiflow-codegen [--access internal|public] [--type-name NAME] -o OUTPUT FLOW...
//
// Diagnostics go to standard error as `file:line:column: severity: message`, which Xcode and
// `swift build` show at the flow's line. Exit status: 0, or 1 when the flow has errors (nothing is
// written), or 64 for a bad command line, 66 for an unreadable flow, 73 when OUTPUT cannot be written.
import Foundation
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
    let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    let values = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey])
    guard values?.isRegularFile == true else { fail("\(path) is not a readable file", status: 66) }
    guard (values?.fileSize ?? 0) <= SourceFile.defaultSizeLimit else {
        fail("\(path) is larger than \(SourceFile.defaultSizeLimit) bytes", status: 66)
    }
    guard let data = try? Data(contentsOf: url), data.count <= SourceFile.defaultSizeLimit else {
        fail("cannot read \(path)", status: 66)
    }
    sources.append(SourceFile(path: path, bytes: Array(data)))
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
        try code.write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        fail("cannot write \(output): \(error.localizedDescription)", status: 73)
    }
}
