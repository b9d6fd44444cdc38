/// What a report may need besides the findings.
public struct ReportContext: Sendable, Hashable {
    /// The tool's name, for SARIF.
    public var toolName: String
    /// The tool's version, for SARIF.
    public var toolVersion: String
    /// Every rule, for SARIF's rule list.
    public var rules: [RuleDescription]
    /// The directory paths are made relative to (SARIF and GitHub want repository-relative paths).
    public var workingDirectory: String?

    /// Creates a context.
    public init(
        toolName: String = "uiflow", toolVersion: String, rules: [RuleDescription] = Analyzer.rules,
        workingDirectory: String? = nil
    ) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.rules = rules
        self.workingDirectory = workingDirectory
    }

    /// `path` relative to the working directory when it lies inside it, without a leading `./`.
    public func relativePath(_ path: String) -> String {
        var path = path
        if let directory = workingDirectory, path.hasPrefix("/") {
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            if path.hasPrefix(prefix) { path = String(path.dropFirst(prefix.count)) }
        }
        while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        return path
    }
}
