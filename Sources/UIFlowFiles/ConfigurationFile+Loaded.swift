import Foundation
import UIFlowKit

extension ConfigurationFile {
    /// A configuration and where it came from.
    public struct Loaded: Sendable, Hashable {
        /// The configuration (the default one when there is no file).
        public var configuration: Configuration
        /// The directory its include and exclude globs are relative to: the file's, or the working
        /// directory when there is no file.
        public var directory: URL
        /// The file's path as named in diagnostics; `nil` when there is none.
        public var path: String?

        /// Creates a loaded configuration.
        public init(configuration: Configuration, directory: URL, path: String? = nil) {
            self.configuration = configuration
            self.directory = directory
            self.path = path
        }

        /// Reads the inputs as `uiflow lint` does: of the files found in directories, those the
        /// include and exclude globs allow (matched against their paths relative to ``directory``);
        /// files named directly are always read.
        public func loadSources(
            _ inputs: [String], limit: Int = SourceFile.defaultSizeLimit,
            workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        ) throws(InputError) -> [SourceFile] {
            try SourceFile.load(inputs, limit: limit) { path in
                includes(URL(fileURLWithPath: path, relativeTo: workingDirectory).standardizedFileURL.path, else: path)
            }
        }

        /// Whether the include and exclude globs allow the file at `absolute`, matched by its
        /// path relative to ``directory``, or as `fallback` when it is outside it.
        public func includes(_ absolute: String, else fallback: String) -> Bool {
            let base = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
            return configuration.includes(path: absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : fallback)
        }
    
        /// Whether an exclude glob leaves out the file at `absolute` (an app's Swift source),
        /// matched by its path relative to ``directory``, or as `fallback` when it is outside it.
        public func excludes(_ absolute: String, else fallback: String) -> Bool {
            let base = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
            let path = absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : fallback
            return configuration.excludes(path: path)
        }
    }
}
