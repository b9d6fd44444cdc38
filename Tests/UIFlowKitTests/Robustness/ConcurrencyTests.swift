import Testing

@testable import UIFlowKit

/// Large inputs are parsed, linted and written concurrently; the results must be exactly those of
/// doing the same work in order.
@Suite("Concurrent work gives the sequential result")
struct ConcurrencyTests {
    /// Three files, over the size and screen-count thresholds, with findings of several rules.
    static func sources() -> [SourceFile] {
        (0..<3).map { file in
            var text = ""
            for index in 0..<1_200 {
                let screen = file * 1_200 + index
                text += "[S\(screen)(id: Int)]\n@route /s/\(screen % 1_000)/:id\nA line the user sees, long enough to add up\n--\n"
                text += "Next\n==push=> S\(screen + 1)(id: \(screen))\nBack\n==back=> S\(max(screen - 1, 0))\n"
                if screen % 97 == 0 { text += "Loop\n==> S\(screen / 2)\nMissing\n==> S\(screen + 2)\n" }
                text += "\n"
            }
            return SourceFile(path: "part\(file).uiflow", text: text)
        }
    }

    @Test("parsing several large files concurrently gives the sequential flow")
    func parsing() {
        let sources = Self.sources()
        #expect(sources.reduce(0) { $0 + $1.bytes.count } > Flow.concurrencyThreshold)
        #expect(Flow(sources: sources) == Flow(sources: sources, mode: .sequential))
    }

    @Test("a large file cut at header lines into pieces parses as it does whole", arguments: [1, 97, 4_096, 65_536])
    func pieces(bytes: Int) {
        let source = Self.sources()[1]
        let whole = Flow(sources: [source], mode: .sequential)
        #expect(Flow(sources: [source], mode: .sequential, pieceBytes: bytes) == whole)
        #expect(Flow(sources: [source], mode: .automatic, pieceBytes: bytes) == whole)
        #expect(Self.pieceCount(source, bytes) > 1)
    }

    /// How many pieces of about `bytes` bytes `source` is cut into.
    static func pieceCount(_ source: SourceFile, _ bytes: Int) -> Int {
        let contents = source.bytes
        return contents.span.pieces(contents.count / bytes).count
    }

    /// Every way a piece's edge could differ from reading on: a byte-order mark, CR LF and lone CR
    /// line ends, NUL and invalid bytes, text before the first header, a nameless header, headers
    /// indented with spaces and U+3000, lines that start with `[` but are no header, implicit
    /// transitions into the next block, a duplicate screen, and more than the file's limit of
    /// diagnostics, spread over many blocks.
    static let edges: SourceFile = {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += Array("text before\r\n".utf8)
        for index in 0..<400 {
            let end = ["\n", "\r\n", "\r"][index % 3]
            var block = index % 50 == 7 ? "[]" : (index % 5 == 0 ? "  [B\(index)]" : "\u{3000}[B\(index)(id: Int)]")
            if index == 123 { block = "[B5]" }
            block += end + "[not a header" + end + "@group g\(index)" + end + "--" + end + "Go" + end
            block += "--" + end + "--" + end + "--" + end
            if index % 4 == 0 { block += "==push=> B\(index + 1)(id: \(index))" + end }
            bytes += Array(block.utf8)
            if index % 9 == 0 { bytes += [0x00, 0x0A, 0xFF, 0x0A] }
        }
        return SourceFile(path: "edges.uiflow", bytes: bytes)
    }()

    @Test("cutting a file into pieces keeps every edge case as reading it whole does")
    func pieceEdges() {
        let whole = Flow(sources: [Self.edges], mode: .sequential)
        #expect(whole.diagnostics.count > SyntaxTree.diagnosticLimit)
        #expect(whole.screens.contains { $0.transitions.contains(where: \.isImplicit) })
        for bytes in [1, 2, 3, 5, 8, 13, 100, 1_000, 10_000] {
            let cut = Flow(sources: [Self.edges], mode: .sequential, pieceBytes: bytes)
            #expect(cut == whole, "pieces of \(bytes) bytes")
            #expect(Self.pieceCount(Self.edges, bytes) > (bytes < 1_000 ? 100 : 1))
        }
    }

    @Test("rules run concurrently give the sequential findings")
    func linting() {
        let flow = Flow(sources: Self.sources())
        #expect(flow.screens.count >= Analyzer.concurrencyThreshold)
        var sequential = Analyzer()
        sequential.mode = .sequential
        let findings = Analyzer().analyze(flow)
        #expect(!findings.isEmpty)
        #expect(findings == sequential.analyze(flow))
    }

    @Test("nodes and edges written concurrently give the sequential DOT")
    func writingDOT() {
        let flow = Flow(sources: Self.sources())
        var sequential = DOTWriter()
        sequential.mode = .sequential
        #expect(DOTWriter().write(flow) == sequential.write(flow))
    }

    @Test("Parallel.map keeps input order")
    func order() {
        #expect(Parallel.map(100) { $0 * $0 } == (0..<100).map { $0 * $0 })
        #expect(Parallel.map(0) { $0 }.isEmpty)
    }
}
