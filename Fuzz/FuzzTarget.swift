// libFuzzer entry point over the whole text pipeline: parse, lint, every text writer and the formatter.
// Built and run by scripts/fuzz.sh with -sanitize=fuzzer,address; not part of the package.
// Besides crashes and memory errors, it traps when an invariant breaks: every diagnostic has a
// 1-based line and column, and the DOT, JSON, Mermaid, Markdown and Swift writers, and the diff of
// a split input's two files, give the same bytes twice; and `uiflow format` keeps each file's
// meaning (its own check, parsing the result again, never refuses) and formatted again changes
// nothing.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Half the inputs as one file, half split in two at the first byte's position, so that
    // cross-file names and implicit transitions at file ends are exercised too.
    let sources: [SourceFile]
    if let first = bytes.first, first & 1 == 1, bytes.count > 2 {
        let cut = 1 + Int(first) % (bytes.count - 1)
        sources = [
            SourceFile(path: "a.uiflow", bytes: Array(bytes[1..<cut])),
            SourceFile(path: "b.uiflow", bytes: Array(bytes[cut...])),
        ]
    } else {
        sources = [SourceFile(path: "fuzz.uiflow", bytes: bytes)]
    }
    for source in sources {
        let formatted = FlowFormatter().format(source)
        precondition(formatted.refusal != .meaningWouldChange, "formatting would change the flow")
        if formatted.refusal == nil {
            precondition(!FlowFormatter().format(text: formatted.text).isChanged, "formatting is not idempotent")
        }
    }
    let flow = Flow(sources: sources)
    let findings = Analyzer().analyze(flow)
    for diagnostic in flow.diagnostics + findings {
        precondition(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "\(diagnostic)")
    }
    for (index, write) in FuzzWriters.all.enumerated() {
        let first = write(flow, findings)
        // Determinism of the graph writers; the reporters share their JSON and escaping code.
        if index < 5 { precondition(first == write(flow, findings), "a writer is not deterministic") }
    }
    // Split inputs are also diffed, the first file against the second: every report format and the
    // marked diagram, each the same twice.
    if sources.count == 2 {
        let old = Flow(sources: [sources[0]])
        let new = Flow(sources: [sources[1]])
        func diffed() -> [String] {
            let diff = FlowDiff(old: old, new: new)
            var writer = DOTWriter()
            writer.style.diffMarks = DiffDiagram(old: old, new: new, diff: diff).marks
            writer.style.drawsLegend = true
            return DiffWriter.Format.allCases.map { DiffWriter(format: $0, old: "a", new: "b").write(diff) }
                + [writer.write(DiffDiagram(old: old, new: new, diff: diff).flow)]
        }
        precondition(diffed() == diffed(), "the diff is not deterministic")
    }
    return 0
}
