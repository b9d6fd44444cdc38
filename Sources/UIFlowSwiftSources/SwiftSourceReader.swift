import Foundation
import SwiftParser
import SwiftSyntax
import UIFlowKit

/// Reads an app's Swift sources into a ``CodeIndex``: the types and extensions each file declares,
/// their initializers, and the navigation calls in their code (docs/swift-sources.md lists what is
/// recognised). It takes text, never paths to open: finding the files is the caller's.
///
/// ```swift
/// let index = SwiftSourceReader().index([(path: "Feed.swift", text: source)])
/// let findings = Analyzer(code: index).analyze(flow)
/// ```
public struct SwiftSourceReader: Sendable {
    /// The largest file read, in UTF-8 bytes (4 MiB); a larger one is skipped as generated code.
    public static let fileSizeLimit = 4 * 1024 * 1024

    /// From this many files on, files are parsed concurrently.
    static let concurrencyThreshold = 8

    /// How long reading one file may take; a file that takes longer is skipped, with a warning,
    /// and the others are read. Ten seconds by default, against about a millisecond for an
    /// ordinary file.
    public var fileTimeBudget: Duration

    /// Creates a reader.
    public init(fileTimeBudget: Duration = .seconds(10)) {
        self.fileTimeBudget = fileTimeBudget
    }

    /// The index of the files, given as paths (as they are named in findings) and their text.
    /// Files are parsed concurrently; the index does not depend on the order they finish in. A
    /// file that nests too deep for swift-syntax (``NestingCheck``) or takes longer than
    /// ``fileTimeBudget`` is left out, and listed in the index's ``CodeIndex/skippedFiles``.
    public func index(_ all: [(path: String, text: String)]) -> CodeIndex {
        // Interface Builder files are read as what UIKit does for them (``StoryboardNavigation``).
        let isInterfaceBuilder = { (path: String) in path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }
        let files = all.filter { !isInterfaceBuilder($0.path) }
        var documents: [StoryboardReader.Document] = []
        var refused: [CodeIndex.SkippedFile] = []
        for file in all where isInterfaceBuilder(file.path) {
            switch StoryboardReader.read(Data(file.text.utf8), path: file.path) {
            case .success(let document): documents.append(document)
            case .failure(let refusal): refused.append(CodeIndex.SkippedFile(path: file.path, reason: refusal.reason))
            }
        }
        let threads = files.count >= Self.concurrencyThreshold ? ProcessInfo.processInfo.activeProcessorCount : 1
        let outcomes = ParseWorkers(threadCount: threads, budget: fileTimeBudget).run(files.count) { position in
            Self.read(files[position].text, path: files[position].path)
        }
        var types: [CodeType] = []
        var functions: [CodeFunction] = []
        var skipped: [CodeIndex.SkippedFile] = []
        var requests: [StoryboardRequest] = []
        for (file, outcome) in zip(files, outcomes) {
            switch outcome {
            case .done(.read(let result)):
                types += result.types
                functions += result.functions
                requests += result.requests
            case .done(.skipped(let reason)):
                skipped.append(CodeIndex.SkippedFile(path: file.path, reason: reason))
            case .timedOut:
                skipped.append(
                    CodeIndex.SkippedFile(path: file.path, reason: "reading it took longer than \(Self.seconds(fileTimeBudget))"))
            }
        }
        let storyboards = StoryboardNavigation.functions(documents)
        var index = CodeIndex(declarations: types, functions: functions + storyboards.functions, fileCount: files.count)
        index.interfaceBuilderFileCount = documents.count
        index.skippedFiles = skipped + refused
        index.storyboardTriggers = storyboards.triggers
        index.storyboardRequests = requests
        (index.storyboardScenes, index.storyboardInitialScenes) = StoryboardNavigation.scenes(documents)
        for document in documents {
            index.segueIdentifiers.formUnion(document.segues.compactMap(\.identifier))
            index.sceneIdentifiers.formUnion(document.scenes.compactMap(\.storyboardIdentifier))
            // Every scene's class but a child's (`embed`): a child is part of its container's screen.
            let children = Set(document.segues.filter { $0.kind == "embed" }.map(\.destination))
            index.storyboardSceneClasses.formUnion(document.scenes.filter { !children.contains($0.id) }.compactMap(\.customClass))
        }
        return index
    }

    /// `10 s`, `0.5 s`.
    private static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return (value == value.rounded() ? String(Int(value)) : String(value)) + " s"
    }

    /// What reading one file gave.
    enum FileResult: Sendable {
        case read(DeclarationVisitor.Result)
        case skipped(String)
    }

    /// What one file declares and does, or why it is not read.
    static func read(_ text: String, path: String) -> FileResult {
        guard text.utf8.count <= fileSizeLimit else { return .skipped("larger than 4 MiB, as generated code is") }
        if let problem = NestingCheck.problem(in: text) { return .skipped(problem) }
        return .read(declarations(in: text, path: path))
    }

    /// What one file declares and does.
    static func declarations(in text: String, path: String) -> DeclarationVisitor.Result {
        let tree = Parser.parse(source: text)
        let visitor = DeclarationVisitor(locator: SourceLocator(path: path, text: text))
        visitor.walk(tree)
        return visitor.result
    }
}
