import Foundation
import UIFlowKit
import Yams

/// `.uiflow.yml`: read into a ``Configuration``, strictly. An invalid file is an error that names
/// the file, line and key; it never falls back to the defaults.
///
/// ```yaml
/// rules:
///   dead-end: off
///   cycle: error
/// entry-points:
///   - Push notification
/// include:
///   - "flows/**"
/// exclude:
///   - "flows/legacy/**"
/// swift-sources:
///   - App/Sources
/// type-suffixes: [ViewController, Screen, View]
/// coordinators: [AppCoordinator]
/// screenshots:
///   - "Tests/__Snapshots__/{type}.png"
/// ```
public enum ConfigurationFile {
    /// The file's name.
    public static let name = ".uiflow.yml"
    /// The keys it may have.
    public static let keys = [
        "rules", "entry-points", "include", "exclude", "swift-sources", "type-suffixes", "coordinators", "dependencies", "navigation-calls",
        "swift-sources-skip", "test-values", "screenshots",
    ]
    /// The largest configuration file read: 256 KiB, a hundred times more than a team needs.
    public static let sizeLimit = 256 * 1024

    /// The configuration a command uses: the file given as `explicit`, else the nearest
    /// `.uiflow.yml` in `workingDirectory` or its parents (named as a relative path when it is in
    /// `workingDirectory` itself), else the default.
    public static func resolve(
        explicit: String?, workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) throws(Failure) -> Loaded {
        let path: String
        if let explicit {
            path = explicit
        } else if let found = find(from: workingDirectory) {
            let local = workingDirectory.appendingPathComponent(name).standardizedFileURL.path
            path = found.path == local ? name : found.path
        } else {
            return Loaded(configuration: Configuration(), directory: workingDirectory)
        }
        let configuration = try load(path: path)
        let directory = URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL
            .deletingLastPathComponent()
        return Loaded(configuration: configuration, directory: directory, path: path)
    }

    /// The nearest `.uiflow.yml` in `directory` or its parents.
    public static func find(from directory: URL) -> URL? {
        var current = directory.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(name)
            if FileManager.default.isReadableFile(atPath: candidate.path) { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Reads and checks the file at `path` (named so in diagnostics), refusing one larger than
    /// ``sizeLimit`` before reading it all.
    public static func load(path: String) throws(Failure) -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try SourceFile.read(path: path, limit: sizeLimit).bytes
        } catch {
            let reason =
                error.reason.hasPrefix("is larger than")
                ? "is larger than \(ByteCount.describe(sizeLimit)); a configuration is a few lines" : error.reason
            throw Failure(path: path, line: 1, column: 1, message: reason)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(path: path, line: 1, column: 1, message: "is not UTF-8")
        }
        return try parse(text, path: path)
    }

    /// Checks configuration text, named `path` in diagnostics. Anchors, aliases, complex keys and
    /// deep nesting are refused before YAML is parsed (``YAMLPrecheck``), so that no file can make the
    /// parser run for long.
    public static func parse(_ text: String, path: String) throws(Failure) -> Configuration {
        guard text.utf8.count <= sizeLimit else {
            throw Failure(path: path, line: 1, column: 1, message: "is larger than \(ByteCount.describe(sizeLimit)); a configuration is a few lines")
        }
        if let problem = YAMLPrecheck.problem(in: text) {
            throw Failure(path: path, line: problem.line, column: problem.column, message: problem.message)
        }
        return try compose(text, path: path)
    }

    private static func compose(_ text: String, path: String) throws(Failure) -> Configuration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw failure(error, path: path)
        } catch {
            throw Failure(path: path, line: 1, column: 1, message: "is not valid YAML (\(error))")
        }
        guard let root else { return Configuration() }
        guard let mapping = root.mapping else {
            throw Failure(path: path, node: root, "must be a mapping with the keys \(list(keys))")
        }
        var configuration = Configuration()
        var seen: Set<String> = []
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.string ?? ""
            guard keys.contains(key) else {
                throw Failure(path: path, node: keyNode, "unknown key `\(key)`; the keys are \(list(keys))")
            }
            guard seen.insert(key).inserted else {
                throw Failure(path: path, node: keyNode, "`\(key)` is given twice")
            }
            switch key {
            case "rules":
                configuration.rules = try rules(value, path: path)
            case "entry-points":
                configuration.entryPoints = try strings(value, key: key, path: path).map {
                    Configuration.EntryPoint(name: $0.text, location: $0.location)
                }
            case "include":
                configuration.include = try strings(value, key: key, path: path).map(\.text)
            case "swift-sources":
                configuration.swiftSources = try strings(value, key: key, path: path).map(\.text)
            case "type-suffixes":
                configuration.typeSuffixes = try strings(value, key: key, path: path).map(\.text)
            case "coordinators":
                configuration.coordinators = try strings(value, key: key, path: path).map(\.text)
            case "dependencies":
                configuration.dependencies = try strings(value, key: key, path: path).map(\.text)
            case "navigation-calls":
                configuration.navigationCalls = try navigationCalls(value, path: path)
            case "screenshots":
                let patterns = try strings(value, key: key, path: path)
                for pattern in patterns {
                    if let problem = ScreenImageResolver.problem(inPattern: pattern.text) {
                        throw Failure(path: path, line: pattern.location.line, column: pattern.location.column, message: "`screenshots`: \(problem)")
                    }
                }
                configuration.screenshots = patterns.map(\.text)
            case "test-values":
                configuration.testValues = try testValues(value, path: path)
            case "swift-sources-skip":
                let kinds = try strings(value, key: key, path: path)
                for kind in kinds where !Configuration.defaultSkippedSources.contains(kind.text) {
                    throw Failure(
                        path: path, line: kind.location.line, column: kind.location.column,
                        message: "`\(kind.text)` is no kind of source; use \(list(Configuration.defaultSkippedSources))")
                }
                configuration.skippedSources = kinds.map(\.text)
            default:
                configuration.exclude = try strings(value, key: key, path: path).map(\.text)
            }
        }
        return configuration
    }

    private static let severities = ["error", "warning", "note", "off"]

    /// `test-values:`: a mapping of type names to Swift expressions (`ProductSource: .cart`).
    private static func testValues(_ node: Node, path: String) throws(Failure) -> [String: String] {
        if let scalar = node.scalar, scalar.string.isEmpty { return [:] }
        guard let mapping = node.mapping else {
            throw Failure(path: path, node: node, "`test-values` must map type names to Swift values, such as `ProductSource: .cart`")
        }
        var values: [String: String] = [:]
        for (keyNode, value) in mapping {
            guard let type = keyNode.scalar?.string, !type.isEmpty, let text = value.scalar?.string, !text.isEmpty else {
                throw Failure(path: path, node: keyNode, "`test-values` must map type names to Swift values, such as `ProductSource: .cart`")
            }
            values[type] = text
        }
        return values
    }

    /// `navigation-calls:`: a list of `{call: router.push, kind: push}`, with `target:` (a screen's
    /// type) or `argument:` (the label of the argument shown) when the first argument is not it.
    private static func navigationCalls(_ node: Node, path: String) throws(Failure) -> [NavigationCall] {
        if let scalar = node.scalar, scalar.string.isEmpty { return [] }
        guard let sequence = node.sequence else {
            throw Failure(path: path, node: node, "`navigation-calls` must be a list of mappings with `call` and `kind`")
        }
        var calls: [NavigationCall] = []
        for item in sequence {
            guard let mapping = item.mapping else {
                throw Failure(path: path, node: item, "each of `navigation-calls` must be a mapping with `call` and `kind`")
            }
            var fields: [String: String] = [:]
            for (keyNode, value) in mapping {
                let key = keyNode.scalar?.string ?? ""
                guard ["call", "kind", "target", "argument"].contains(key) else {
                    throw Failure(path: path, node: keyNode, "unknown key `\(key)` in `navigation-calls`; the keys are `call`, `kind`, `target` or `argument`")
                }
                guard let text = value.scalar?.string, !text.isEmpty else {
                    throw Failure(path: path, node: value, "`navigation-calls.\(key)` must be a string")
                }
                fields[key] = text
            }
            guard let call = fields["call"] else { throw Failure(path: path, node: item, "a navigation call needs `call`, such as `router.push`") }
            guard let word = fields["kind"], let kind = word == "root" ? .replace : TransitionKind(rawValue: word) else {
                throw Failure(
                    path: path, node: item,
                    "`navigation-calls`: `\(fields["kind"] ?? "")` is not a kind; use \(list(TransitionKind.allCases.map(\.rawValue) + ["root"]))")
            }
            calls.append(
                NavigationCall(
                    pattern: call, kind: kind, targetType: fields["target"], argumentLabel: fields["argument"], setsContainerRoot: word == "root"))
        }
        return calls
    }

    private static func rules(_ node: Node, path: String) throws(Failure) -> [Configuration.RuleSetting] {
        guard let mapping = node.mapping else {
            throw Failure(path: path, node: node, "`rules` must map rule ids to \(list(severities))")
        }
        var settings: [Configuration.RuleSetting] = []
        for (keyNode, value) in mapping {
            guard let rule = keyNode.scalar?.string, !rule.isEmpty else {
                throw Failure(path: path, node: keyNode, "`rules` must map rule ids to \(list(severities))")
            }
            guard let word = value.scalar?.string.lowercased(),
                word == "off" || word == "false" || Severity(rawValue: word) != nil
            else {
                let shown = value.scalar?.string ?? "a \(value.mapping != nil ? "mapping" : "list")"
                throw Failure(
                    path: path, node: value, "`rules.\(rule)`: `\(shown)` is not a severity; use \(list(severities))")
            }
            settings.append(
                Configuration.RuleSetting(
                    rule: RuleID(rawValue: rule), severity: Severity(rawValue: word),
                    location: location(keyNode, path: path)))
        }
        return settings
    }

    private static func strings(_ node: Node, key: String, path: String) throws(Failure) -> [(
        text: String, location: SourceLocation
    )] {
        if let scalar = node.scalar, scalar.string.isEmpty { return [] }
        guard let sequence = node.sequence else {
            throw Failure(path: path, node: node, "`\(key)` must be a list of strings")
        }
        var result: [(text: String, location: SourceLocation)] = []
        for item in sequence {
            guard let text = item.scalar?.string, !text.isEmpty else {
                throw Failure(path: path, node: item, "`\(key)` must be a list of non-empty strings")
            }
            result.append((text, location(item, path: path)))
        }
        return result
    }

    private static func location(_ node: Node, path: String) -> SourceLocation {
        SourceLocation(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    private static func failure(_ error: YamlError, path: String) -> Failure {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return Failure(path: path, line: mark.line, column: mark.column, message: "invalid YAML: \(problem)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return Failure(
                path: path, line: context.mark.line, column: context.mark.column,
                message: "\(list(duplicates)) given twice")
        default:
            return Failure(path: path, line: 1, column: 1, message: "invalid YAML: \(error)")
        }
    }

    private static func list(_ words: [String]) -> String {
        let quoted = words.map { "`\($0)`" }
        return quoted.dropLast().joined(separator: ", ") + (quoted.count > 1 ? " or " : "") + (quoted.last ?? "")
    }
}
