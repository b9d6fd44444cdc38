import Foundation
import UIFlowKit

/// An app's Swift sources found on disk for `uiflow lint --swift-sources` and `uiflow extract`:
/// the `.swift`, `.storyboard` and `.xib` files below the directories given (and files given directly), without build
/// output, dependencies' checkouts and hidden directories, each read up to a size limit.
public enum SwiftSourceFiles {
    /// Directories never entered: build output and dependency managers' checkouts.
    public static let skippedDirectories = DirectoryWalk.skippedDirectories
    /// The largest Swift file read (4 MiB); a larger one is skipped, as generated code.
    public static let fileSizeLimit = 4 * 1024 * 1024
    /// The largest `.storyboard` or `.xib` read (32 MiB).
    public static let interfaceBuilderSizeLimit = 32 * 1024 * 1024
    /// The most files read (50,000): a directory holding more is not an app's sources.
    public static let fileCountLimit = 50_000

    /// The files, as paths (the input's path joined with the file's path below it) and their text,
    /// sorted by path. A file that is not UTF-8 or is larger than ``fileSizeLimit`` is skipped.
    public static func load(_ inputs: [String]) throws(InputError) -> [(path: String, text: String)] {
        try read(inputs).files
    }

    /// The files read, and those skipped with why.
    public struct Sources: Sendable {
        /// The files, as paths and their text, sorted by path.
        public var files: [(path: String, text: String)]
        /// The files left out: larger than ``fileSizeLimit``, not UTF-8, unreadable.
        public var skipped: [CodeIndex.SkippedFile]
        /// How many files were left out, by ``SourceKind`` (its raw value) and `excluded` for
        /// those an `exclude:` pattern names.
        public var leftOut: [String: Int] = [:]

        /// `left out 3 Swift files: 2 of tests, 1 excluded`, or `nil` when none was.
        public var leftOutSummary: String? {
            let total = leftOut.values.reduce(0, +)
            guard total > 0 else { return nil }
            let names: [(String, String)] = [
                ("tests", "of tests"), ("mocks", "of mocks"), ("previews", "of previews"), ("generated", "of generated code"), ("excluded", "excluded"),
            ]
            let parts = names.compactMap { key, words in leftOut[key].map { "\($0) \(words)" } }
            return "left out \(total) Swift file\(total == 1 ? "" : "s"): " + parts.joined(separator: ", ")
        }
    }

    /// The files, as ``load(_:)`` finds them, and those it skips, with why: the kinds of sources
    /// `skipping` names (``SourceKind``) and the files `isExcluded` names, found in directories.
    public static func read(
        _ inputs: [String], skipping: Set<String> = [], isExcluded: (String) -> Bool = { _ in false }
    ) throws(InputError) -> Sources {
        var paths: [String] = []
        var leftOut: [String: Int] = [:]
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw InputError(path: input, reason: "does not exist")
            }
            if !isDirectory.boolValue {
                paths.append(input)
                continue
            }
            let prefix = input.hasSuffix("/") ? input : input + "/"
            for relative in try swiftFiles(in: input, limit: fileCountLimit - paths.count) {
                let path = prefix + relative
                if let kind = SourceKind.of(relative), skipping.contains(kind.rawValue) {
                    leftOut[kind.rawValue, default: 0] += 1
                    continue
                }
                if isExcluded(path) {
                    leftOut["excluded", default: 0] += 1
                    continue
                }
                paths.append(path)
            }
        }
        var sources = Sources(files: [], skipped: [])
        for path in paths {
            let source: SourceFile
            do {
                let isInterfaceBuilder = path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
                source = try SourceFile.read(path: path, limit: isInterfaceBuilder ? interfaceBuilderSizeLimit : fileSizeLimit)
            } catch {
                sources.skipped.append(CodeIndex.SkippedFile(path: path, reason: error.reason))
                continue
            }
            guard let text = String(validating: source.bytes, as: UTF8.self) else {
                sources.skipped.append(CodeIndex.SkippedFile(path: path, reason: "not UTF-8"))
                continue
            }
            if skipping.contains(SourceKind.generated.rawValue), SourceKind.isGenerated(text) {
                leftOut[SourceKind.generated.rawValue, default: 0] += 1
                continue
            }
            if skipping.contains(SourceKind.tests.rawValue), path.hasSuffix(".swift"), SourceKind.isInTestFolder(path), SourceKind.isTestCode(text) {
                leftOut[SourceKind.tests.rawValue, default: 0] += 1
                continue
            }
            sources.files.append((path, text))
        }
        sources.leftOut = leftOut
        return sources
    }

    /// The `.swift` files below `directory` (and the Interface Builder files, whose scenes and
    /// segues are the app's too), relative to it, in byte order (``DirectoryWalk``).
    private static func swiftFiles(in directory: String, limit: Int) throws(InputError) -> [String] {
        let walk = DirectoryWalk(
            extensions: ["swift", "storyboard", "xib"], bounds: DirectoryWalk.Bounds(entries: 2_000_000, files: limit))
        let (files, stopped) = try walk.files(below: directory)
        if stopped != nil { throw InputError(path: directory, reason: "holds more than \(fileCountLimit) Swift files, or more than 2000000 files and folders") }
        return files
    }
}
