import Foundation
import UIFlowKit

/// Reads the screens' images of a flow from disk (``ScreenImageResolver`` decides which file each
/// screen's is and checks its content): a file is taken only when, symbolic links followed, it is
/// a regular file inside the project's root, no larger than the limit, which is checked before it
/// is read. Each file is read once however many screens name it.
///
/// The project's root is the folder of the `.uiflow.yml` in use, else the working directory
/// (``ConfigurationFile/Loaded/directory``).
public enum ScreenImageFiles {
    /// The images of `flow`'s screens, and the problems with those asked for.
    public static func read(
        _ flow: Flow, configuration: Configuration, root: URL, limits: ScreenImageResolver.Limits = .default
    ) -> ScreenImages {
        let rootPath = root.standardizedFileURL.path
        let realRoot = realPath(rootPath) ?? rootPath
        let inside = realRoot == "/" ? "/" : realRoot + "/"
        var cache: [String: ScreenImageResolver.Lookup] = [:]
        let resolver = ScreenImageResolver(patterns: configuration.screenshots, root: rootPath, limits: limits)
        return resolver.resolve(flow) { path in
            if let known = cache[path] { return known }
            let found = lookup(path, inside: inside, root: realRoot, limit: limits.fileBytes)
            cache[path] = found
            return found
        }
    }

    /// The images of `flow`'s screens as `loaded`'s configuration asks for them, with its folder
    /// as the project's root; `nil` when the flow asks for none (``isAsked(by:configuration:)``).
    public static func read(_ flow: Flow, loaded: ConfigurationFile.Loaded) -> ScreenImages? {
        guard isAsked(by: flow, configuration: loaded.configuration) else { return nil }
        return read(flow, configuration: loaded.configuration, root: loaded.directory)
    }

    /// The rule that reports the images asked for and refused.
    public static let rule = RuleID(rawValue: "screenshot-unavailable")

    /// Whether a flow asks for images at all: a screen with `@screenshot`, or `screenshots:`
    /// patterns in the configuration.
    public static func isAsked(by flow: Flow, configuration: Configuration) -> Bool {
        !configuration.screenshots.isEmpty || flow.screens.contains { $0.screenshot != nil }
    }

    private static func lookup(_ path: String, inside: String, root: String, limit: Int) -> ScreenImageResolver.Lookup {
        guard let real = realPath(path) else {
            let code = errno
            return code == ENOENT || code == ENOTDIR ? .missing : .refused("cannot be read (\(String(cString: strerror(code))))")
        }
        guard real == root || real.hasPrefix(inside) else { return .refused("is outside the project's root") }
        // Not blocking: a FIFO put there after the check must not stop the run waiting for a writer.
        let descriptor = open(real, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else { return .refused("cannot be read (\(String(cString: strerror(errno))))") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .refused("is not a regular file") }
        guard Int(info.st_size) <= limit else { return .refused("is larger than \(ByteCount.describe(limit))") }
        do {
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else { return .refused("is larger than \(ByteCount.describe(limit))") }
            return .file(path: real, data: data)
        } catch {
            return .refused("cannot be read (\(error.localizedDescription))")
        }
    }

    /// `path` with symbolic links, `.` and `..` resolved, or `nil` (with `errno` set).
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
