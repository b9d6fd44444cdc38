import Dispatch
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

    /// Creates a reader.
    public init() {}

    /// The index of the files, given as paths (as they are named in findings) and their text.
    /// Files are parsed concurrently; the index does not depend on the order they finish in.
    public func index(_ files: [(path: String, text: String)]) -> CodeIndex {
        let parts = Self.map(files.count, concurrently: files.count >= Self.concurrencyThreshold) { position in
            Self.declarations(in: files[position].text, path: files[position].path)
        }
        return CodeIndex(
            declarations: parts.flatMap(\.types), navigations: parts.flatMap(\.navigations), fileCount: files.count)
    }

    /// What one file declares and does.
    static func declarations(in text: String, path: String) -> DeclarationVisitor.Result {
        guard text.utf8.count <= fileSizeLimit else { return DeclarationVisitor.Result() }
        let tree = Parser.parse(source: text)
        let visitor = DeclarationVisitor(locator: SourceLocator(path: path, text: text))
        visitor.walk(tree)
        return visitor.result
    }

    /// `body(0) … body(count - 1)` in order, computed on all cores when `concurrently` is set.
    private static func map<Value: Sendable>(
        _ count: Int, concurrently: Bool, _ body: @Sendable (Int) -> Value
    ) -> [Value] {
        guard concurrently else { return (0..<count).map(body) }
        var slots = [Value?](repeating: nil, count: count)
        slots.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes its own slot once; nothing reads before all are done.
            nonisolated(unsafe) let shared = buffer
            DispatchQueue.concurrentPerform(iterations: count) { shared[$0] = body($0) }
        }
        return slots.compactMap { $0 }
    }
}
