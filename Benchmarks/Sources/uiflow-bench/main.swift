import FlowGenerator
import Foundation
import UIFlowKit

/// The benchmark: parse, lint and write flows of 1,000, 10,000 and 100,000 generated screens, in a
/// release build, and print a Markdown table with times, throughput and peak memory, then check
/// the targets of docs/performance.md.
///
///     swift run -c release --package-path Benchmarks uiflow-bench
///
/// Each size runs in a child process of its own (`uiflow-bench --measure N DIR`), so that its peak
/// memory is its own.

struct Measurement: Codable {
    var screens: Int
    var inputBytes: Int
    /// Seconds, the best of several runs, per phase.
    var phases: [String: Double]
    /// Peak resident memory of the child, and its growth over the memory before reading the input.
    var peakBytes: Int
    var peakGrowthBytes: Int
}

let phaseOrder = ["parse", "lint", "DOT", "JSON"]

func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1024
}

func best(of runs: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<runs {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return best
}

/// Runs in the child: reads the generated files and times each phase.
func measure(screens: Int, directory: String) throws -> Measurement {
    let before = peakResidentBytes()
    let paths = try SourceFile.expand([directory])
    let sources = try paths.map { try SourceFile.read(path: $0) }
    let inputBytes = sources.reduce(0) { $0 + $1.bytes.count }
    let runs = screens >= 100_000 ? 3 : 5
    var flow = Flow(sources: sources)
    var findings = Analyzer().analyze(flow)
    var sink = 0
    var phases: [String: Double] = [:]
    phases["parse"] = best(of: runs) { flow = Flow(sources: sources) }
    phases["lint"] = best(of: runs) { findings = Analyzer().analyze(flow) }
    // The bytes a file gets, as `uiflow render -o` writes them.
    phases["DOT"] = best(of: runs) { sink &+= DOTWriter().writeData(flow).count }
    phases["JSON"] = best(of: runs) { sink &+= JSONWriter().writeData(flow, diagnostics: findings).count }
    precondition(sink > 0 && flow.screens.count == screens)
    let peak = peakResidentBytes()
    return Measurement(
        screens: screens, inputBytes: inputBytes, phases: phases, peakBytes: peak, peakGrowthBytes: peak - before)
}

func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }
func milliseconds(_ seconds: Double) -> String { String(format: "%.0f ms", seconds * 1000) }

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
if arguments.count == 4, arguments[1] == "--generate", let screens = Int(arguments[2]) {
    // For profiling and for trying the CLI on the benchmark's input.
    try generate(screens: screens, into: URL(fileURLWithPath: arguments[3]))
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
    FileHandle.standardError.write(Data("measuring \(size) screens…\n".utf8))
    results.append(try runChild(arguments[0], screens: size, directory: directory.path))
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

// The targets.
func total(_ result: Measurement) -> Double {
    (result.phases["parse"] ?? 0) + (result.phases["lint"] ?? 0) + (result.phases["DOT"] ?? 0)
}
var failures: [String] = []
if let largest = results.last {
    if total(largest) >= 1 { failures.append("parse + lint + DOT of \(largest.screens) screens took \(milliseconds(total(largest))), not under 1 s") }
    let ratio = Double(largest.peakGrowthBytes) / Double(largest.inputBytes)
    if ratio >= 30 { failures.append(String(format: "peak memory grew %.1f× the input, not under 30×", ratio)) }
}
for (smaller, larger) in zip(results, results.dropFirst()) {
    for phase in phaseOrder {
        let growth = (larger.phases[phase] ?? 0) / max(smaller.phases[phase] ?? 1, 1e-9)
        let screens = Double(larger.screens) / Double(smaller.screens)
        if growth > screens * 1.2 {
            failures.append(String(format: "%@ grew %.1f× from %d to %d screens (limit %.0f×)", phase, growth, smaller.screens, larger.screens, screens * 1.2))
        }
    }
}
print()
print(failures.isEmpty ? "All targets met." : "Targets missed:\n" + failures.map { "- " + $0 }.joined(separator: "\n"))
