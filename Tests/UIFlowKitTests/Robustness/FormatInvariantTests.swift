import FlowGenerator
import Foundation
import TestSupport
import Testing

@testable import UIFlowKit

/// `uiflow format` on every flow there is: the package's samples and fixtures, the original
/// uiflow's samples, generated and hostile flows, and mutants of all of them as the fuzzer makes
/// them. On each, formatting again changes nothing, and the flow's JSON, lint findings included, is
/// the same before and after, positions aside (``FormatCheck``).
///
/// `UIFLOW_FORMAT_FUZZ_RUNS` sets how many mutants each seed gets (8 by default; `make fuzz` runs
/// 200); `UIFLOW_FORMAT_FUZZ_SEED` replays a run.
@Suite("Formatting every flow")
struct FormatInvariantTests {
    static var runs: Int { ProcessInfo.processInfo.environment["UIFLOW_FORMAT_FUZZ_RUNS"].flatMap(Int.init) ?? 8 }
    static var seed: UInt64 { ProcessInfo.processInfo.environment["UIFLOW_FORMAT_FUZZ_SEED"].flatMap(UInt64.init) ?? 0xF0_4A7 }

    /// The package's flows and the original's samples, as paths relative to the package root.
    static var seeds: [String] {
        FormatCheck.packageFlows + Paths.conformanceSamples.map { "../shared/conformance/uiflow/\($0).txt" }
    }

    @Test("every sample and test fixture formats idempotently to the same flow", arguments: FormatCheck.packageFlows)
    func packageFlow(path: String) throws {
        let problems = FormatCheck.problems(try FormatCheck.bytes(path), path: path)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("every sample of the original uiflow formats idempotently to the same flow", arguments: Paths.conformanceSamples)
    func conformanceSample(sample: String) throws {
        let path = "../shared/conformance/uiflow/\(sample).txt"
        let problems = FormatCheck.problems(try FormatCheck.bytes(path), path: path)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("each sample of the original uiflow, formatted, still gives the original's screens, sees, actions, targets and labels",
        arguments: Paths.conformanceSamples)
    func conformanceSampleKeepsTheOriginalsReading(sample: String) throws {
        let url = Paths.conformance.appendingPathComponent("\(sample).txt")
        let result = FlowFormatter().format(SourceFile(path: url.path, bytes: [UInt8](try Data(contentsOf: url))))
        #expect(result.refusal == nil && result.keptLines.isEmpty)
        let flow = Flow(sources: [SourceFile(path: url.path, text: result.text)])
        #expect(!flow.hasErrors, "\(flow.messages)")
        // Lines move (a leading blank line goes), the rest is the original's reading.
        func lineless(_ screens: [ConformanceTests.ExpectedScreen]) -> [ConformanceTests.ExpectedScreen] {
            screens.map { screen in
                var screen = screen
                screen.line = 0
                return screen
            }
        }
        #expect(lineless(ConformanceTests.actual(flow)) == lineless(try ConformanceTests.expectedScreens(sample)))
    }

    @Test("the samples are formatted already, so that `uiflow format --check Samples` passes")
    func samplesAreFormatted() throws {
        let samples = Paths.sampleFlows.filter { $0.hasPrefix("Samples/") }
        #expect(samples.count >= 3)
        for path in samples {
            let result = FlowFormatter().format(SourceFile(path: path, bytes: try FormatCheck.bytes(path)))
            #expect(!result.isChanged && result.refusal == nil, "\(path) is not formatted: run `uiflow format \(path)`")
        }
    }

    @Test("generated flows of every shape (English and Japanese, one file and several) format idempotently to the same flow")
    func generatedFlows() {
        for (seed, japanese) in [(1, false), (2, true), (3, false)] {
            let options = FlowGenerator.Options(screens: 120, branching: 3, files: 2, japanese: japanese, seed: UInt64(seed))
            for file in FlowGenerator(options).files() {
                let problems = FormatCheck.problems(Array(file.text.utf8), path: file.name)
                #expect(problems.isEmpty, "\(file.name) of seed \(seed): \(problems.joined(separator: "\n"))")
            }
        }
    }

    @Test("hostile flows (names, types, defaults, routes, labels and arguments meant to break things) format to the same flow")
    func hostileFlows() {
        var random = SplitMix64(seed: Self.seed)
        for run in 0..<Self.runs * 20 {
            let text = HostileFlow.make(&random)
            let problems = FormatCheck.problems(Array(text.utf8))
            #expect(problems.isEmpty, "run \(run):\n\(text)\n\(problems.joined(separator: "\n"))")
        }
    }

    @Test("mutants of every sample and fixture, as the fuzzer makes them, format idempotently to the same flow")
    func mutants() throws {
        let mutator = FlowMutator()
        var random = SplitMix64(seed: Self.seed)
        var refused = 0
        var kept = 0
        var count = 0
        for path in Self.seeds {
            let bytes = try FormatCheck.bytes(path)
            for run in 0..<Self.runs {
                let mutant = mutator.mutate(bytes, &random)
                count += 1
                let result = FlowFormatter().format(SourceFile(path: "fuzz.uiflow", bytes: mutant))
                if result.refusal != nil { refused += 1 }
                if !result.keptLines.isEmpty { kept += 1 }
                let problems = FormatCheck.problems(mutant, path: "fuzz.uiflow")
                let text = String(decoding: mutant, as: UTF8.self)
                #expect(
                    problems.isEmpty,
                    "mutant \(run) of \(path) (UIFLOW_FORMAT_FUZZ_SEED=\(Self.seed)):\n\(text)\n\(problems.joined(separator: "\n"))")
            }
        }
        // The mutants are worth their time only if most are formatted, and some have errors.
        #expect(refused * 4 < count, "\(refused) of \(count) mutants were refused")
        #expect(kept > 0, "no mutant had a block with a syntax error")
    }

    @Test(
        "large and degenerate files format in linear time: 5 MB of screens, 200,000 comments above a directive, 100,000 directives, 200,000 blank lines",
        .timeLimit(.minutes(2)))
    func largeFiles() {
        var screens = ""
        var index = 0
        while screens.utf8.count < 5_000_000 {
            screens += "  [画面 \(index) ( id:Int )]\n表示要素\n@route /s/\(index)/:id\n-----\nタップ\n===>画面 \(index + 1)( id:\(index) )\n\n\n"
            index += 1
        }
        let inputs = [
            screens,
            "[A]\n" + String(repeating: "// c\n", count: 200_000) + "@entry\n",
            "[A]\n" + String(repeating: "// c\n@allow cycle\n", count: 100_000),
            "[A]\n" + String(repeating: "\n", count: 200_000) + "x\n",
            String(repeating: "// c\n", count: 200_000) + "[A]\n",
            String(repeating: "[A]\n--\nx\n==presnet=> B\n\n", count: 900),
        ]
        for (index, input) in inputs.enumerated() {
            let result = FlowFormatter().format(text: input)
            let isRefused = result.refusal != nil
            let isIdempotent = !FlowFormatter().format(text: result.text).isChanged
            #expect(!isRefused, "input \(index)")
            #expect(isIdempotent, "input \(index)")
        }
    }

    @Test("the fuzzer's corpus (.build/fuzz/corpus, when scripts/fuzz.sh has run) formats idempotently to the same flow")
    func fuzzCorpus() throws {
        let corpus = Paths.packageRoot.appendingPathComponent(".build/fuzz/corpus")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name)))
            let problems = FormatCheck.problems(bytes, path: "fuzz.uiflow")
            #expect(problems.isEmpty, "\(name):\n\(problems.joined(separator: "\n"))")
        }
    }
}
