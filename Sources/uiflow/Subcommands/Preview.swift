import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowKit
import UIFlowPreview

struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Edit flow files in the browser, beside their live diagram and lint findings.",
        discussion: """
            Starts a small web server and prints the address of its page: an editor of \
            the files, with the diagram beside it, redrawn a moment after each edit, and \
            the lint findings beside the lines they concern. Click a screen in the diagram \
            to go to its block; click a target without a block to create one. Ctrl+S (or \
            Save) writes the file atomically. When a file changes on disk, the page \
            reloads it; when it also has unsaved edits, it says so and shows both \
            versions, losing neither. Export buttons save the diagram as SVG, PNG, PDF, DOT \
            or Mermaid, a Markdown spec, or the flow as JSON, from the text in the editor. Stop with Ctrl-C.

            Several files (or a directory's *.uiflow and *.uif files) make one flow and \
            one diagram, as for render; the page has a tab per file. Only these files can \
            be read or written through the server. A file that does not exist yet starts \
            empty, and saving creates it.

            The server listens on the loopback address 127.0.0.1 by default, so only \
            this machine can reach it, and it answers only requests addressed to it. \
            --host 0.0.0.0 opens it to the network: anyone who can reach the port can \
            then read and change the files.

            Without --port, uiflow takes the first free port from \(Self.defaultPort) to \(Self.defaultPort + 9); \
            --port 0 takes any free port. Lint findings use the configuration of `uiflow \
            lint` (--config, or the nearest .uiflow.yml). docs/preview.md has the details.

            Examples:
              uiflow preview app.uiflow
              uiflow preview flows/ --port 9000
              uiflow preview app.uiflow --direction TB

            Exit status: 0 when stopped with Ctrl-C or SIGTERM; 64 usage error or invalid \
            configuration; 66 an input cannot be read or is not a regular file (a FIFO, a \
            device); 69 the address cannot be listened on.
            """
    )

    static let defaultPort: UInt16 = 8470

    @Argument(help: "Flow files or directories (not `-`): the files the page edits.")
    var files: [String] = []

    @Option(help: "The port to listen on (default: the first free one from \(Self.defaultPort)); 0 for any free port.")
    var port: UInt16?

    @Option(help: "The address to listen on; the default, the loopback address, is reachable from this machine only.")
    var host: String = "127.0.0.1"

    @Option(help: "The configuration file for lint findings (default: the nearest .uiflow.yml).")
    var config: String?

    @Option(help: "Direction of the diagram: LR (default), TB, RL or BT.")
    var direction: DOTWriter.Direction = .leftToRight

    @Option(name: [.customShort("K"), .long], help: "Graphviz layout engine: dot, neato, fdp…")
    var engine: String = "dot"

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one flow file or directory") }
        if files.contains(SourceFile.standardInputPath) {
            throw ValidationError("preview edits files and cannot edit standard input; give a file")
        }
        if host.isEmpty { throw ValidationError("--host needs an address, such as 127.0.0.1") }
        if engine.isEmpty { throw ValidationError("--engine needs a name, such as dot") }
    }

    func run() throws {
        // Interrupts stay blocked in every thread (UIFlowCommand.main), for the wait below.
        let loaded = try Inputs.configuration(explicit: config)
        let paths = try Self.expand(files)
        let options = PreviewOptions(
            files: paths, host: host, port: port ?? Self.defaultPort, configuration: loaded.configuration,
            style: DiagramStyle(direction: direction), engine: .init(engine), toolVersion: UIFlowVersion.current,
            imageRoot: loaded.directory)
        let ports: [UInt16] = port.map { [$0] } ?? Array(Self.defaultPort...(Self.defaultPort + 9))
        let outcome = Blocking.run { () async -> Result<PreviewServer, PreviewError> in
            var options = options
            var index = 0
            while true {
                options.port = ports[index]
                let server = PreviewServer(options: options)
                do throws(PreviewError) {
                    _ = try await server.start()
                    return .success(server)
                } catch {
                    index += 1
                    if !error.isAddressInUse || index == ports.count { return .failure(error) }
                }
            }
        }
        let server: PreviewServer
        switch outcome ?? .failure(PreviewServer.notStarted) {
        case .success(let started): server = started
        case .failure(let error):
            let hint = error.isAddressInUse ? "; choose another with --port, or --port 0 for any free port" : ""
            try Console.printError(error.description + hint)
            throw ExitStatus.exit(ExitStatus.unavailable)
        }
        let address = Blocking.run { await server.url?.absoluteString ?? "" } ?? ""
        try Console.writeStandardOutput(Data("\(address)\n".utf8))
        let names = paths.count == 1 ? paths[0] : "\(paths.count) files"
        try Console.printNote("previewing \(names) at \(address); press Ctrl-C to stop")
        if !PreviewServer.isLoopback(host) {
            try Console.printWarning(
                "listening on \(host): anyone who can reach this port can read and change \(paths.count == 1 ? "the file" : "the files")")
        }
        Interrupts.wait()
        Blocking.run { await server.stop() }
        try? Console.printNote("stopped")
    }

    /// The files to edit: directories expanded as `render` does; a path that does not exist is a
    /// new file when its directory exists.
    static func expand(_ inputs: [String]) throws -> [String] {
        var result: [String] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) {
                // A FIFO would block the server's first read (and every poll) in open(), before
                // the address is printed; a device or socket is no file to edit either. Found
                // with stat, without opening it.
                if !isDirectory.boolValue, let kind = Self.specialKind(of: input) {
                    try Console.printError("\(input): is \(kind), not a regular file; preview edits regular files")
                    throw ExitStatus.exit(ExitStatus.cannotReadInput)
                }
                do {
                    result += try SourceFile.expand([input])
                } catch {
                    try Console.printError(error.description)
                    throw ExitStatus.exit(ExitStatus.cannotReadInput)
                }
                continue
            }
            let directory = URL(fileURLWithPath: input).deletingLastPathComponent().path
            guard !input.hasSuffix("/"), FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                try Console.printError("\(input): no such file or directory")
                throw ExitStatus.exit(ExitStatus.cannotReadInput)
            }
            result.append(input)
        }
        // The same file twice would be two tabs writing one file.
        var seen: Set<String> = []
        return result.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }

    /// What `path` is when it exists and is not a regular file (following symbolic links), from
    /// `stat`: "a FIFO", "a character device"…; `nil` for a regular file, or one `stat` cannot see.
    static func specialKind(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "a special file"
        }
    }
}
