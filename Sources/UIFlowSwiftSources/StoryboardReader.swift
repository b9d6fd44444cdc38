import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an Interface Builder file (`.storyboard`, or the view controllers of a `.xib`) with
/// Foundation's streaming `XMLParser`: its scenes (class, identifier), its segues (kind,
/// identifier, the control that triggers them and its title) and relationships (a navigation
/// controller's root, a tab bar's tabs), and its initial view controller. External entities are
/// never resolved, and a file that declares a DTD or entities is refused before it is parsed
/// (Interface Builder writes neither), so nothing in it can expand or reach the network.
struct StoryboardReader {
    /// A view controller of a scene.
    struct Scene {
        var id: String
        /// `navigationController`, `tabBarController`, `viewController`, `viewControllerPlaceholder`…
        var element: String
        var customClass: String?
        var storyboardIdentifier: String?
        /// For a storyboard reference: the storyboard, and the identifier it opens (its initial
        /// view controller when `nil`).
        var referencedStoryboard: String?
        var referencedIdentifier: String?
        var line: Int
        var column: Int
    }

    /// A segue or relationship, from the scene `source` to the scene `destination`.
    struct Segue {
        var source: String
        var destination: String
        var kind: String
        var identifier: String?
        var relationship: String?
        /// What triggers it, in words: `Tap "Sign in"`, `Tap a "ProductCell" cell`, or `Segue
        /// "showAbout"` for one the code performs.
        var trigger: String?
        var line: Int
        var column: Int
    }

    /// What one file holds.
    struct Document {
        var path: String
        var initialViewController: String?
        var scenes: [Scene] = []
        var segues: [Segue] = []
    }

    /// The largest file read: 32 MiB (an app's largest storyboards are a few MiB).
    static let sizeLimit = 32 * 1024 * 1024

    /// Why a file was not read.
    struct Refusal: Error {
        var reason: String
    }

    /// Reads `data`; a refusal says why it was not read (too large, a DTD or entities, not XML).
    static func read(_ data: Data, path: String) -> Result<Document, Refusal> {
        guard data.count <= sizeLimit else { return .failure(Refusal(reason: "larger than \(sizeLimit / 1024 / 1024) MiB")) }
        // Interface Builder writes no DTD and no entity: refusing them rules out entity expansion
        // ("billion laughs") and external entities before the parser sees the file.
        for marker in ["<!DOCTYPE", "<!ENTITY"] where data.range(of: Data(marker.utf8)) != nil {
            return .failure(Refusal(reason: "it declares \(marker.dropFirst(2)), which Interface Builder never writes"))
        }
        let delegate = Delegate(path: path)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = delegate
        guard parser.parse() else {
            return .failure(Refusal(reason: "it is not well-formed XML (line \(parser.lineNumber), column \(parser.columnNumber))"))
        }
        guard delegate.isInterfaceBuilder else { return .failure(Refusal(reason: "it is no Interface Builder document")) }
        guard delegate.isComplete else { return .failure(Refusal(reason: "it is not well-formed XML: it ends before its `document` element does")) }
        return .success(delegate.document)
    }

    /// The view controller elements Interface Builder writes.
    static let controllers: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController", "tabBarController",
        "splitViewController", "pageViewController", "hostingController", "glkViewController", "avPlayerViewController",
        "viewControllerPlaceholder",
    ]

    /// Controls whose title names what a segue they trigger does.
    private static let controls: Set<String> = [
        "button", "barButtonItem", "tabBarItem", "tableViewCell", "collectionViewCell", "navigationItem", "tapGestureRecognizer",
    ]

    private final class Delegate: NSObject, XMLParserDelegate {
        var document: Document
        var isInterfaceBuilder = false
        /// Whether the `document` element was closed (a truncated file never closes it).
        var isComplete = false
        /// The view controllers being read, innermost last (a `.xib` may nest none).
        private var controllerStack: [String] = []
        /// The controls being read, innermost last, with the title found so far.
        private var controlStack: [(element: String, title: String?, titleIsIdentifier: Bool, depth: Int)] = []
        private var depth = 0

        init(path: String) {
            document = Document(path: path)
        }

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            depth += 1
            if element == "document" {
                isInterfaceBuilder = attributes["type"]?.hasPrefix("com.apple.InterfaceBuilder") == true
                document.initialViewController = attributes["initialViewController"]
                return
            }
            // A xib's File's Owner of a view controller class: the screen the nib is loaded for.
            if element == "placeholder", attributes["placeholderIdentifier"] == "IBFilesOwner", let id = attributes["id"], let type = attributes["customClass"] {
                document.scenes.append(
                    Scene(
                        id: id, element: "filesOwner", customClass: type, storyboardIdentifier: nil, referencedStoryboard: nil, referencedIdentifier: nil,
                        line: parser.lineNumber, column: parser.columnNumber))
                return
            }
            if StoryboardReader.controllers.contains(element), let id = attributes["id"] {
                document.scenes.append(
                    Scene(
                        id: id, element: element, customClass: attributes["customClass"], storyboardIdentifier: attributes["storyboardIdentifier"],
                        referencedStoryboard: attributes["storyboardName"], referencedIdentifier: attributes["referencedIdentifier"],
                        line: parser.lineNumber, column: parser.columnNumber))
                controllerStack.append(id)
                return
            }
            if StoryboardReader.controls.contains(element) {
                // A cell's text, when it has one, says more than its reuse identifier.
                let identifier = element == "tableViewCell" || element == "collectionViewCell" ? attributes["reuseIdentifier"] : nil
                controlStack.append((element, attributes["title"] ?? identifier, attributes["title"] == nil && identifier != nil, depth))
                return
            }
            // A title written inside the control: a button's normal state, a cell's content
            // configuration or first label.
            let inner = element == "state" && attributes["key"] == "normal" ? attributes["title"]
                : element == "listContentConfiguration" || element == "label" ? attributes["text"] : nil
            if let title = inner, !title.isEmpty, let last = controlStack.indices.last, controlStack[last].title == nil
                || (element != "label" && controlStack[last].element.hasSuffix("Cell") && controlStack[last].titleIsIdentifier)
            {
                controlStack[last].title = title
                controlStack[last].titleIsIdentifier = false
                return
            }
            if element == "segue", let source = controllerStack.last, let destination = attributes["destination"] {
                document.segues.append(
                    Segue(
                        source: source, destination: destination, kind: attributes["kind"] ?? "custom", identifier: attributes["identifier"],
                        relationship: attributes["relationship"], trigger: trigger() ?? attributes["identifier"].map { "Segue \"\($0)\"" },
                        line: parser.lineNumber, column: parser.columnNumber))
            }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "document" { isComplete = true }
            if StoryboardReader.controllers.contains(element), !controllerStack.isEmpty {
                controllerStack.removeLast()
            } else if let last = controlStack.last, last.depth == depth, last.element == element {
                controlStack.removeLast()
            }
            depth -= 1
        }

        /// `Tap "Sign in"`, `Tap a "ProductCell" cell`, or `nil` for a segue the code performs.
        private func trigger() -> String? {
            guard let control = controlStack.last else { return nil }
            let title = control.title.map { $0.replacingOccurrences(of: "\n", with: " ") }
            switch control.element {
            case "tableViewCell", "collectionViewCell":
                guard let title else { return "Tap a cell" }
                return control.titleIsIdentifier ? "Tap a \"\(title)\" cell" : "Tap \"\(title)\""
            case "tapGestureRecognizer": return "Tap"
            default: return title.map { "Tap \"\($0)\"" } ?? "Tap the \(control.element == "barButtonItem" ? "bar button" : control.element)"
            }
        }
    }
}
