import FlowGenerator
import Foundation
import UIFlowFiles
import UIFlowGraphviz
import UIFlowKit

/// The benchmark: parse, lint and write flows of 1,000, 10,000 and 100,000 generated screens, in a
/// release build, and print a Markdown table with times, throughput and peak memory; render flows
/// of 50, 200 and 500 screens to SVG in process and with the `dot` command; render a directory of
/// 100 small flows both ways; then check the targets of docs/performance.md.
///
///     swift run -c release --package-path Benchmarks uiflow-bench
///
/// Each size runs in three child processes of their own (`uiflow-bench --measure N DIR`), so that
/// its peak memory is its own, and each phase counts its best time among them.

struct Measurement: Codable {
    var screens: Int
    var inputBytes: Int
    /// Seconds, the best of several runs, per phase.
    var phases: [String: Double]
    /// Peak resident memory of the child, and its growth over the memory before reading the input.
    var peakBytes: Int
    var peakGrowthBytes: Int
}

let phaseOrder = ["parse", "lint", "lint without navigation", "navigation", "DOT", "JSON", "Markdown"]

/// Lint with the navigation rules off, so with no navigation search: the rules the benchmark's
/// flow had before the navigation model, to tell the cost of that feature from the rest's.
let withoutNavigation = Configuration(
    rules: ["ambiguous-return", "back-without-push", "dismiss-without-present", "push-outside-navigation", "switch-outside-tabs"]
        .map { Configuration.RuleSetting(rule: RuleID(rawValue: $0), severity: nil) })

func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The best time of `body`, run at least `runs` times and for at least `minimum` seconds in all:
/// a phase of a millisecond gets hundreds of runs, so one quiet moment is enough for it, as it
/// is for a phase of a second in three. What a run returns is freed after its clock stops:
/// freeing a flow is not parsing it (and `uiflow` never frees its flow: it exits).
func best<Result>(of runs: Int, atLeast minimum: Double = 0, _ body: () throws -> Result) rethrows -> Double {
    var best = Double.infinity
    var count = 0
    let start = ContinuousClock.now
    while count < runs || seconds(ContinuousClock.now - start) < minimum {
        let before = ContinuousClock.now
        let result = try body()
        best = min(best, seconds(ContinuousClock.now - before))
        withExtendedLifetime(result) {}
        count += 1
    }
    return best
}

/// Runs in the child: reads the generated files and times each phase.
func measure(screens: Int, directory: String) throws -> Measurement {
    let before = peakResidentBytes()
    let paths = try SourceFile.expand([directory])
    let sources = try paths.map { try SourceFile.read(path: $0) }
    let inputBytes = sources.reduce(0) { $0 + $1.bytes.count }
    let runs = 3
    let minimum = 1.0
    let flow = Flow(sources: sources)
    // As `uiflow render -f json` and `uiflow spec` do: lint, then write with its findings and its
    // navigation search.
    let analysis = Analyzer().analysis(of: flow)
    let findings = analysis.findings
    var phases: [String: Double] = [:]
    phases["parse"] = best(of: runs, atLeast: minimum) { Flow(sources: sources) }
    phases["lint"] = best(of: runs, atLeast: minimum) { Analyzer().analyze(flow) }
    phases["lint without navigation"] = best(of: runs, atLeast: minimum) {
        Analyzer(configuration: withoutNavigation).analyze(flow)
    }
    // The navigation search alone (lint runs it too): stacks, modals and tabs over the flow's loops.
    phases["navigation"] = best(of: runs, atLeast: minimum) { Navigation(flow: flow) }
    // The bytes a file gets, as `uiflow render -o` writes them.
    phases["DOT"] = best(of: runs, atLeast: minimum) { DOTWriter().writeData(flow) }
    phases["JSON"] = best(of: runs, atLeast: minimum) { JSONWriter().writeData(analysis) }
    phases["Markdown"] = best(of: runs, atLeast: minimum) {
        MarkdownWriter(title: "Benchmark", diagram: .image(path: "flow.svg")).writeData(analysis)
    }
    precondition(flow.screens.count == screens && !findings.isEmpty)
    let peak = peakResidentBytes()
    return Measurement(
        screens: screens, inputBytes: inputBytes, phases: phases, peakBytes: peak, peakGrowthBytes: peak - before)
}

func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
/// `0.4 ms`, `12 ms`: a tenth of a millisecond where it matters.
func milliseconds(_ seconds: Double) -> String {
    String(format: seconds < 0.01 ? "%.1f ms" : "%.0f ms", seconds * 1000)
}

func runChild(_ executable: String, screens: Int, directory: String) throws -> Measurement {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["--measure", String(screens), directory]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw NSError(domain: "uiflow-bench", code: Int(process.terminationStatus))
    }
    return try JSONDecoder().decode(Measurement.self, from: data)
}

/// Writes the generated flow of `screens` screens into `directory`, as the benchmark measures it.
func generate(screens: Int, into directory: URL) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // Several files, Japanese text, parameters, routes, groups and kinds: see FlowGenerator.
    let generator = FlowGenerator(.init(screens: screens, branching: 2, files: max(1, screens / 10_000), japanese: true))
    for file in generator.files() {
        try Data(file.text.utf8).write(to: directory.appendingPathComponent(file.name))
    }
}

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--render" {
    // Renders the DOT file in a process of its own, as `uiflow render` does, which does nothing
    // else (no `dot` children to start and read, as the parent does for the comparison): once for
    // each line on standard input, printing the seconds each render took.
    let dot = try String(contentsOfFile: arguments[2], encoding: .utf8)
    let renderer = GraphvizRenderer()
    _ = try renderer.render(dot: dot, format: .svg)
    while readLine() != nil {
        let time = try best(of: 1) { try renderer.render(dot: dot, format: .svg) }
        FileHandle.standardOutput.write(Data("\(time)\n".utf8))
    }
    exit(0)
}
if arguments.count == 4, arguments[1] == "--generate", let screens = Int(arguments[2]) {
    // For profiling and for trying the CLI on the benchmark's input.
    try generate(screens: screens, into: URL(fileURLWithPath: arguments[3]))
    exit(0)
}
if arguments.count == 5, arguments[1] == "--profile", let duration = Double(arguments[4]) {
    // Repeats one phase for `seconds`, for a profiler (`perf record`), and prints the mean time.
    let sources = try SourceFile.expand([arguments[3]]).map { try SourceFile.read(path: $0) }
    let flow = Flow(sources: sources)
    let analysis = Analyzer().analysis(of: flow)
    let phase: () -> Int
    switch arguments[2] {
    case "parse": phase = { Flow(sources: sources).screens.count }
    case "lint": phase = { Analyzer().analyze(flow).count }
    case "lint without navigation": phase = { Analyzer(configuration: withoutNavigation).analyze(flow).count }
    case "navigation": phase = { Navigation(flow: flow).isReachable(0) ? 1 : 0 }
    case "DOT": phase = { DOTWriter().writeData(flow).count }
    case "JSON": phase = { JSONWriter().writeData(analysis).count }
    case "Markdown":
        // As `--measure` writes it: with image links, as `uiflow spec --diagram svg` does.
        phase = { MarkdownWriter(title: "Benchmark", diagram: .image(path: "flow.svg")).writeData(analysis).count }
    default:
        FileHandle.standardError.write(Data("phases: \(phaseOrder.joined(separator: ", "))\n".utf8))
        exit(64)
    }
    let start = ContinuousClock.now
    var runs = 0
    var sink = 0
    while ContinuousClock.now - start < .seconds(duration) {
        sink &+= phase()
        runs += 1
    }
    let total = seconds(ContinuousClock.now - start)
    print(String(format: "%@: %d runs, mean %.3f ms", arguments[2], runs, total / Double(runs) * 1000), sink)
    exit(0)
}
if arguments.count == 2, arguments[1] == "--diff" {
    // The diff line alone (see DiffBenchmark.swift).
    printDiffTable()
    exit(0)
}
if arguments.count == 3, arguments[1] == "--lsp" {
    // The language server's table alone (see LSPBenchmark.swift), against the release `uiflow` at
    // the path given.
    _ = try printLSPTable(executable: arguments[2])
    exit(0)
}
if arguments.count == 2, arguments[1] == "--quality" {
    // The layout-quality table alone (see LayoutQualityTable.swift).
    try printLayoutQualityTable()
    exit(0)
}
if arguments.count == 4, arguments[1] == "--measure", let screens = Int(arguments[2]) {
    let result = try measure(screens: screens, directory: arguments[3])
    FileHandle.standardOutput.write(try JSONEncoder().encode(result))
    exit(0)
}

let sizes = [1_000, 10_000, 100_000]
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("uiflow-bench-\(getpid())")
defer { try? FileManager.default.removeItem(at: scratch) }
var results: [Measurement] = []
for size in sizes {
    let directory = scratch.appendingPathComponent("\(size)")
    try generate(screens: size, into: directory)
    // Three children, and each phase's best time among them: a process's heap layout and thread
    // placement move a phase by a fifth from one process to the next. The peak memory is the
    // highest of the three.
    var merged: Measurement?
    for round in 1...3 {
        FileHandle.standardError.write(Data("measuring \(size) screens (\(round) of 3)…\n".utf8))
        let measurement = try runChild(arguments[0], screens: size, directory: directory.path)
        guard var best = merged else {
            merged = measurement
            continue
        }
        best.phases.merge(measurement.phases) { min($0, $1) }
        if measurement.peakGrowthBytes > best.peakGrowthBytes {
            (best.peakBytes, best.peakGrowthBytes) = (measurement.peakBytes, measurement.peakGrowthBytes)
        }
        merged = best
    }
    if let merged { results.append(merged) }
}

print("| screens | input | " + phaseOrder.joined(separator: " | ") + " | parse + lint + DOT | parse MB/s | peak memory | growth / input |")
print("| ---: | ---: | " + phaseOrder.map { _ in "---:" }.joined(separator: " | ") + " | ---: | ---: | ---: | ---: |")
for result in results {
    let total = (result.phases["parse"] ?? 0) + (result.phases["lint"] ?? 0) + (result.phases["DOT"] ?? 0)
    let throughput = Double(result.inputBytes) / 1_048_576 / (result.phases["parse"] ?? 1)
    let cells = [
        String(result.screens), megabytes(result.inputBytes),
    ] + phaseOrder.map { milliseconds(result.phases[$0] ?? 0) } + [
        milliseconds(total), String(format: "%.0f", throughput), megabytes(result.peakBytes),
        String(format: "%.1f×", Double(result.peakGrowthBytes) / Double(result.inputBytes)),
    ]
    print("| " + cells.joined(separator: " | ") + " |")
}

// MARK: Rendering: in process against the `dot` command

/// Runs `dot -Tsvg` on `dot` text through a pipe and returns the SVG's size.
func runDot(_ dot: Data) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: dotCommand)
    process.arguments = ["-Tsvg"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The DOT goes in from another thread, so that a large SVG coming out cannot block the child.
    let writer = Thread {
        input.fileHandleForWriting.write(dot)
        try? input.fileHandleForWriting.close()
    }
    writer.start()
    let svg = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw NSError(domain: "dot", code: Int(process.terminationStatus)) }
    return svg.count
}

let dotCommand = ["/usr/bin/dot", "/usr/local/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "dot"

/// A process that renders one DOT text in process, once for each request.
final class RenderChild {
    let process = Process()
    let requests = Pipe()
    let replies = Pipe()
    var pending = Data()

    init(dot: String) throws {
        let file = scratch.appendingPathComponent("render-\(dot.utf8.count).dot")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try Data(dot.utf8).write(to: file)
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = ["--render", file.path]
        process.standardInput = requests
        process.standardOutput = replies
        try process.run()
    }

    /// Seconds one render took.
    func render() throws -> Double {
        requests.fileHandleForWriting.write(Data("render\n".utf8))
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                guard let time = Double(line) else { throw NSError(domain: "uiflow-bench", code: 1) }
                return time
            }
            let chunk = replies.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw NSError(domain: "uiflow-bench", code: 2) }
            pending.append(chunk)
        }
    }

    func finish() {
        try? requests.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
let renderer = GraphvizRenderer()
print()
print("| screens | DOT | in-process SVG | `dot -Tsvg` | in-process / dot |")
print("| ---: | ---: | ---: | ---: | ---: |")
var renderRatios: [(Int, Double)] = []
for screens in [50, 200, 500] {
    // The issue's realistic flow: each screen leads to the next one or two, a fifth jump back.
    let flow = Flow(parsing: FlowGenerator(.init(screens: screens, branching: 2)).text(), file: "render.uiflow")
    let dot = DOTWriter().write(flow)
    // Turn about, so that both see the same moments of a shared machine; the best of seven each.
    let child = try RenderChild(dot: dot)
    var inProcess = Double.infinity
    var command = Double.infinity
    var commandSink = 0
    for _ in 0..<7 {
        inProcess = min(inProcess, try child.render())
        command = min(command, best(of: 1) { commandSink &+= (try? runDot(Data(dot.utf8))) ?? 0 })
    }
    child.finish()
    precondition(commandSink > 0)
    renderRatios.append((screens, inProcess / command))
    print("| \(screens) | \(megabytes(dot.utf8.count)) | \(milliseconds(inProcess)) | \(milliseconds(command)) | \(String(format: "%.2f", inProcess / command)) |")
}

// A directory of 100 small flows: one process rendering each, against one `dot` per file.
let smallFlows = (0..<100).map { index in
    Flow(parsing: FlowGenerator(.init(screens: 8, branching: 2, seed: UInt64(index + 1))).text(), file: "f\(index).uiflow")
}
let smallDOTs = smallFlows.map { DOTWriter().write($0) }
_ = try renderer.render(dot: smallDOTs[0], format: .svg)
var directorySink = 0
let directoryInProcess = best(of: 3) {
    for dot in smallDOTs { directorySink &+= (try? renderer.render(dot: dot, format: .svg).data.count) ?? 0 }
}
let directoryCommand = best(of: 3) {
    for dot in smallDOTs { directorySink &+= (try? runDot(Data(dot.utf8))) ?? 0 }
}
print()
print("| 100 flows of 8 screens | in one process | one `dot -Tsvg` per file | speed-up |")
print("| --- | ---: | ---: | ---: |")
print("| SVG | \(milliseconds(directoryInProcess)) | \(milliseconds(directoryCommand)) | \(String(format: "%.1f×", directoryCommand / directoryInProcess)) |")

// The targets.
func total(_ result: Measurement) -> Double {
    (result.phases["parse"] ?? 0) + (result.phases["lint"] ?? 0) + (result.phases["DOT"] ?? 0)
}
try printLayoutQualityTable()

// `uiflow diff` of two 10,000-screen flows (docs/diff.md): under a second.
let diffRun = printDiffTable()

var failures: [String] = []
if diffRun.seconds >= 1 { failures.append("uiflow diff of two \(diffRun.screens)-screen flows took \(milliseconds(diffRun.seconds)), not under 1 s") }
if let largest = results.last {
    if total(largest) >= 1 { failures.append("parse + lint + DOT of \(largest.screens) screens took \(milliseconds(total(largest))), not under 1 s") }
    let ratio = Double(largest.peakGrowthBytes) / Double(largest.inputBytes)
    if ratio >= 30 { failures.append(String(format: "peak memory grew %.1f× the input, not under 30×", ratio)) }
    let navigation = largest.phases["navigation"] ?? 0
    if navigation >= 0.5 { failures.append("the navigation search of \(largest.screens) screens took \(milliseconds(navigation)), not under 0.5 s") }
}
// The time of parse + lint + DOT grows at most 12 times for 10 times the screens. How each phase
// grows on its own is printed beside it, for docs/performance.md.
print()
print("| growth | " + phaseOrder.joined(separator: " | ") + " | parse + lint + DOT |")
print("| --- | " + phaseOrder.map { _ in "---:" }.joined(separator: " | ") + " | ---: |")
for (smaller, larger) in zip(results, results.dropFirst()) {
    let screens = Double(larger.screens) / Double(smaller.screens)
    let growth = phaseOrder.map { (larger.phases[$0] ?? 0) / max(smaller.phases[$0] ?? 1, 1e-9) } + [
        total(larger) / max(total(smaller), 1e-9)
    ]
    print("| \(smaller.screens) → \(larger.screens) | " + growth.map { String(format: "%.1f×", $0) }.joined(separator: " | ") + " |")
    if growth[phaseOrder.count] > screens * 1.2 {
        failures.append(
            String(
                format: "parse + lint + DOT grew %.1f× from %d to %d screens (limit %.0f×)", growth[phaseOrder.count],
                smaller.screens, larger.screens, screens * 1.2))
    }
}
for (screens, ratio) in renderRatios where ratio > 1 {
    failures.append(String(format: "in-process SVG of %d screens took %.2f× the time of dot -Tsvg, not at most 1×", screens, ratio))
}
if directoryCommand / directoryInProcess < 2 {
    failures.append(String(format: "the directory of 100 flows rendered in process only %.1f× faster than dot per file, not 2×", directoryCommand / directoryInProcess))
}
// The language server, when `make bench` names the release `uiflow` (UIFLOW_BINARY).
if let binary = ProcessInfo.processInfo.environment["UIFLOW_BINARY"] {
    for row in try printLSPTable(executable: binary) {
        let target = row.screens <= 1_000 ? 0.030 : 0.300
        if row.p95 > target {
            failures.append(String(format: "uiflow lsp at %d screens: keystroke to diagnostics p95 %.1f ms, over %.0f ms", row.screens, row.p95 * 1000, target * 1000))
        }
    }
}

print()
print(failures.isEmpty ? "All targets met." : "Targets missed:\n" + failures.map { "- " + $0 }.joined(separator: "\n"))
