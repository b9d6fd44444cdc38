import Foundation
import Testing
import UIFlowKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Paths the tests read from: the package itself and the shared conformance data beside it.
enum Paths {
    /// The package's root directory.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // UIFlowGraphvizTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `../shared/conformance/uiflow`, the original tool's samples.
    static let conformance = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/uiflow")

    /// Every flow file the renderer must draw: each conformance sample (`*.txt`) and each
    /// `Samples/*/*.uiflow`, as paths relative to the package root's parent or the package root.
    static var sampleFlows: [String] {
        let fileManager = FileManager.default
        let conformanceFiles = ((try? fileManager.contentsOfDirectory(atPath: conformance.path)) ?? [])
            .filter { $0.hasSuffix(".txt") }.sorted().map { "../shared/conformance/uiflow/" + $0 }
        let samples = packageRoot.appendingPathComponent("Samples")
        var sampleFiles: [String] = []
        for folder in ((try? fileManager.contentsOfDirectory(atPath: samples.path)) ?? []).sorted() {
            let directory = samples.appendingPathComponent(folder)
            for file in ((try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
            where file.hasSuffix(".uiflow") {
                sampleFiles.append("Samples/\(folder)/\(file)")
            }
        }
        return conformanceFiles + sampleFiles
    }

    /// Parses a flow file given relative to the package root.
    static func flow(_ relativePath: String) throws -> Flow {
        let url = packageRoot.appendingPathComponent(relativePath).standardizedFileURL
        let data = try Data(contentsOf: url)
        return Flow(sources: [SourceFile(path: relativePath, bytes: [UInt8](data))])
    }
}

/// What an SVG document says, read with a real XML parser: it must be well-formed.
struct SVGDocument {
    /// The text of every `<text>` element, entities decoded, in document order.
    var texts: [String] = []
    /// The `<title>` of every `<g class="node">` group, by its `id` (`node1`…).
    var nodeTitles: [String: String] = [:]
    /// The `<title>` of every `<g class="edge">` group, by its `id` (`edge1`…).
    var edgeTitles: [String: String] = [:]

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    init(_ data: Data) throws {
        let delegate = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        // The DOCTYPE names an external DTD; it is not fetched.
        parser.shouldResolveExternalEntities = false
        guard parser.parse() else {
            throw Malformed(description: "not well-formed XML: \(String(describing: parser.parserError))")
        }
        texts = delegate.texts
        nodeTitles = delegate.titles.filter { $0.key.hasPrefix("node") }
        edgeTitles = delegate.titles.filter { $0.key.hasPrefix("edge") }
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var texts: [String] = []
        var titles: [String: String] = [:]
        private var groups: [String?] = []
        private var text: String?
        private var title: String?

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch element {
            case "g": groups.append(attributes["class"] == "node" || attributes["class"] == "edge" ? attributes["id"] : nil)
            case "text": text = ""
            case "title": title = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if text != nil { text? += string }
            if title != nil { title? += string }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            switch element {
            case "g": _ = groups.popLast()
            case "text":
                texts.append(text ?? "")
                text = nil
            case "title":
                if let id = groups.last ?? nil { titles[id] = title ?? "" }
                title = nil
            default: break
            }
        }
    }
}

/// Checks on binary outputs.
enum Signature {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG's width and height, from its IHDR chunk.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == png, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func integer(_ offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    static func isPDF(_ data: Data) -> Bool {
        let text = String(decoding: data.suffix(32), as: UTF8.self)
        return data.starts(with: Array("%PDF-".utf8)) && text.contains("%%EOF")
    }
}

/// Flows made up for the tests.
enum GeneratedFlows {
    /// A realistic large flow: each screen shows a few lines and leads to the next one (labelled) and
    /// often the one after (a push); a fifth of the screens also jump back to a random earlier screen.
    /// The same `count` and `seed` always give the same flow.
    static func large(screens count: Int, seed: UInt64 = 42) -> Flow {
        var random = SeededGenerator(seed: seed)
        var text = ""
        for index in 1...count {
            text += "[Screen \(index)]\nTitle of screen \(index)\nList of items and a button\n--\n"
            if index < count {
                text += "Tap \"Next\"\n=={continue}=> Screen \(index + 1)\n"
            }
            if index + 2 <= count, Bool.random(using: &random) {
                text += "Tap \"Skip\"\n==push=> Screen \(index + 2)\n"
            }
            if index > 1, Int.random(in: 0..<5, using: &random) == 0 {
                text += "Tap \"Start over\"\n==replace{reset}=> Screen \(Int.random(in: 1..<index, using: &random))\n"
            }
            text += "\n"
        }
        return Flow(parsing: text, file: "large.uiflow")
    }
}

/// A small deterministic random generator (SplitMix64), so that generated flows repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
