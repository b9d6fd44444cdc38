import Foundation

/// Finds each screen's picture: the file its `@screenshot` names (relative to the flow file's
/// folder), else the first file a `screenshots:` pattern of the configuration names (relative to
/// the project's root, with `{name}` and `{type}` filled in), and checks it: a PNG or JPEG image by
/// its first bytes, within ``Limits``. The files are read by the caller's `lookup`, which keeps
/// them inside the project's root; this type does no I/O.
///
/// ```swift
/// let images = ScreenImageResolver(patterns: ["Snapshots/{type}.png"], root: "/work/app")
///     .resolve(flow) { path in myFiles.lookup(path) }
/// ```
public struct ScreenImageResolver: Sendable {
    /// How large an image may be.
    public struct Limits: Sendable, Hashable {
        /// The largest file: 8 MiB, more than a phone's full-resolution screenshot.
        public var fileBytes: Int
        /// The most pixels a side: 8,192.
        public var side: Int
        /// The most pixels in all: 40 million (an iPad Pro's screen is 5.6 million).
        public var pixels: Int
        /// The most bytes all of a flow's images take together: 64 MiB.
        public var totalBytes: Int

        /// The limits above.
        public static let `default` = Limits(fileBytes: 8 << 20, side: 8_192, pixels: 40_000_000, totalBytes: 64 << 20)

        /// Creates limits.
        public init(fileBytes: Int, side: Int, pixels: Int, totalBytes: Int) {
            self.fileBytes = fileBytes
            self.side = side
            self.pixels = pixels
            self.totalBytes = totalBytes
        }
    }

    /// What the caller found at a path.
    public enum Lookup: Sendable, Hashable {
        /// A file inside the project's root, within ``Limits/fileBytes``: the path it was read at
        /// (symbolic links resolved) and its bytes.
        case file(path: String, data: Data)
        /// Nothing there.
        case missing
        /// Something not taken, and why, as a sentence without its subject: `is outside the
        /// project's root`.
        case refused(String)
    }

    /// The configuration's `screenshots:` patterns, tried in order.
    public var patterns: [String]
    /// The project's root, which patterns are relative to.
    public var root: String
    /// How large an image may be.
    public var limits: Limits

    /// Creates a resolver.
    public init(patterns: [String] = [], root: String = ".", limits: Limits = .default) {
        self.patterns = patterns
        self.root = root
        self.limits = limits
    }

    /// What is wrong with a `screenshots:` pattern, or `nil`: it must be relative, and fill in
    /// `{name}` or `{type}` and no other placeholder.
    public static func problem(inPattern pattern: String) -> String? {
        if pattern.hasPrefix("/") { return "`\(pattern)` must be relative to the configuration's folder" }
        var rest = Substring(pattern)
        var placeholders: [Substring] = []
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            placeholders.append(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
        }
        if let unknown = placeholders.first(where: { $0 != "name" && $0 != "type" }) {
            return "`\(pattern)`: `{\(unknown)}` is no placeholder; use `{name}` or `{type}`"
        }
        if placeholders.isEmpty { return "`\(pattern)` must hold `{name}` or `{type}`, or every screen gets the same image" }
        return nil
    }

    /// The images of `flow`'s screens, and the problems with those asked for.
    public func resolve(_ flow: Flow, lookup: (String) -> Lookup) -> ScreenImages {
        var result = ScreenImages()
        var total = 0
        // A file several screens show counts once toward the flow's total.
        var counted: Set<String> = []
        for screen in flow.screens where result.images[screen.name] == nil {
            let candidates = self.candidates(for: screen)
            for candidate in candidates {
                let found = candidate.path.map(lookup) ?? .refused(candidate.refusal)
                let reason: String
                switch found {
                case .missing:
                    guard candidate.isWritten else { continue }
                    reason = "does not exist"
                case .refused(let why):
                    reason = why
                case .file(let path, let data):
                    let adding = counted.contains(path) ? 0 : data.count
                    switch check(data, total: total + adding) {
                    case .success(let header):
                        total += adding
                        counted.insert(path)
                        result.images[screen.name] = ScreenImage(
                            screen: screen.name, path: path, shownPath: candidate.shown, format: header.format,
                            width: header.width, height: header.height, data: data)
                        reason = ""
                    case .failure(let why):
                        reason = why.message
                    }
                }
                if !reason.isEmpty {
                    result.problems.append(
                        ScreenImages.Problem(screen: screen.name, range: candidate.range, reason: reason, shownPath: candidate.shown))
                }
                break
            }
        }
        return result
    }

    private struct Candidate {
        /// The path to look up, or `nil` when it is refused as written.
        var path: String?
        var refusal = ""
        var shown: String
        var range: SourceRange
        /// Whether the flow names the file (so that its absence is a problem), rather than a pattern.
        var isWritten: Bool
    }

    private struct Refusal: Error {
        var message: String
    }

    private func candidates(for screen: Screen) -> [Candidate] {
        if let written = screen.screenshot {
            let text = written.text
            guard !text.hasPrefix("/") else {
                return [Candidate(path: nil, refusal: "is an absolute path; write it relative to the flow file's folder", shown: text, range: written.range, isWritten: true)]
            }
            let file = screen.range.file
            let folder = file.lastIndex(of: "/").map { String(file[...$0]) } ?? ""
            return [Candidate(path: Self.normalized(folder + text), shown: text, range: written.range, isWritten: true)]
        }
        return patterns.compactMap { pattern in
            guard Self.problem(inPattern: pattern) == nil, let relative = Self.expand(pattern, for: screen) else { return nil }
            let base = root.hasSuffix("/") ? root : root + "/"
            return Candidate(path: Self.normalized(base + relative), shown: relative, range: screen.range, isWritten: false)
        }
    }

    /// `pattern` with the screen's name and type in it; `nil` when the pattern needs a type the
    /// screen lacks, or the name would leave its folder (`/`, `..`).
    static func expand(_ pattern: String, for screen: Screen) -> String? {
        let name = screen.name
        guard !name.contains("/"), !name.contains("\\"), name != "..", name != "." else { return nil }
        if pattern.contains("{type}") && screen.typeName == nil { return nil }
        return pattern.replacingOccurrences(of: "{name}", with: name)
            .replacingOccurrences(of: "{type}", with: screen.typeName ?? "")
    }

    /// `path` with `.` and empty components removed and `..` applied where it can be, lexically.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", path.hasPrefix("/") { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// Checks `data`, with `total` the bytes of the flow's images once it is taken.
    private func check(_ data: Data, total: Int) -> Result<ImageHeader, Refusal> {
        if data.count > limits.fileBytes { return .failure(Refusal(message: "is larger than \(Self.describe(limits.fileBytes))")) }
        guard let header = ImageHeader(data) else { return .failure(Refusal(message: "is not a PNG or JPEG image")) }
        if header.width > limits.side || header.height > limits.side || header.width * header.height > limits.pixels {
            return .failure(
                Refusal(
                    message: "is \(header.width) × \(header.height) pixels; an image may have at most \(limits.side) a side "
                        + "and \(limits.pixels % 1_000_000 == 0 ? "\(limits.pixels / 1_000_000) million" : "\(limits.pixels)") in all"))
        }
        if total > limits.totalBytes {
            return .failure(Refusal(message: "would take the flow's images past \(Self.describe(limits.totalBytes)) in all"))
        }
        return .success(header)
    }

    static func describe(_ bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
