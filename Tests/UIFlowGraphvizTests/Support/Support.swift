import Foundation
import Testing
import UIFlowKit


#if canImport(FoundationXML)
    import FoundationXML
#endif

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
