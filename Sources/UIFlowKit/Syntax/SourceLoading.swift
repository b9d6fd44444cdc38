import Foundation

/// Why an input could not be read. Unlike problems in a file's text, which are diagnostics, these
/// stop the work: there is no text to look at.
public struct InputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// What went wrong, for a person.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}

extension SourceFile {
    /// The file extensions a directory input is searched for.
    public static let flowFileExtensions: Set<String> = ["uiflow", "uif"]

    /// The path that stands for standard input.
    public static let standardInputPath = "-"

    /// Reads a file (or standard input for `-`, named `<stdin>` in diagnostics).
    public static func read(path: String) throws(InputError) -> SourceFile {
        if path == standardInputPath {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return SourceFile(path: "<stdin>", bytes: [UInt8](data))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError(path: path, reason: "no such file or directory")
        }
        guard !isDirectory.boolValue else {
            throw InputError(path: path, reason: "is a directory")
        }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
            return SourceFile(path: path, bytes: [UInt8](data))
        } catch {
            throw InputError(path: path, reason: "cannot be read (\(Self.reason(error)))")
        }
    }

    /// Expands inputs into the files to read: a file stays as given, whatever its extension; a
    /// directory gives every `*.uiflow` and `*.uif` file below it (hidden folders aside), sorted by
    /// path; `-` stays for standard input.
    ///
    /// - Parameter isIncluded: decides, for a file found in a directory, given its path as it will
    ///   be returned (the directory's path, `/`, the path below it), whether to keep it.
    public static func expand(
        _ inputs: [String], isIncluded: (String) -> Bool = { _ in true }
    ) throws(InputError) -> [String] {
        var result: [String] = []
        for input in inputs {
            if input == standardInputPath {
                result.append(input)
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw InputError(path: input, reason: "no such file or directory")
            }
            guard isDirectory.boolValue else {
                result.append(input)
                continue
            }
            let prefix = input.hasSuffix("/") ? input : input + "/"
            let found = try flowFiles(in: input).map { prefix + $0 }.filter(isIncluded)
            guard !found.isEmpty else {
                throw InputError(path: input, reason: "holds no .uiflow or .uif files")
            }
            result += found
        }
        return result
    }

    /// The flow files below `directory`, as paths relative to it, sorted.
    private static func flowFiles(in directory: String) throws(InputError) -> [String] {
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else {
            throw InputError(path: directory, reason: "cannot be listed")
        }
        let rootPath = root.standardizedFileURL.path
        var files: [String] = []
        for case let url as URL in enumerator {
            guard flowFileExtensions.contains(url.pathExtension.lowercased()),
                (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
            else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(rootPath) else { continue }
            var relative = String(path.dropFirst(rootPath.count))
            while relative.hasPrefix("/") { relative.removeFirst() }
            files.append(relative)
        }
        // Byte order, so that the result is the same on every machine and locale.
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Reads every input after ``expand(_:isIncluded:)``.
    public static func load(
        _ inputs: [String], isIncluded: (String) -> Bool = { _ in true }
    ) throws(InputError) -> [SourceFile] {
        var sources: [SourceFile] = []
        for path in try expand(inputs, isIncluded: isIncluded) {
            sources.append(try read(path: path))
        }
        return sources
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}
