import Yams

extension ConfigurationFile {
    /// Why a configuration file was refused: its path, where in it, and what to change.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The path as given.
        public var path: String
        /// The 1-based line.
        public var line: Int
        /// The 1-based column.
        public var column: Int
        /// What is wrong, for a person.
        public var message: String

        /// Creates a failure.
        public init(path: String, line: Int, column: Int, message: String) {
            self.path = path
            self.line = line
            self.column = column
            self.message = message
        }

        /// `path:line:column: error: message`.
        public var description: String { "\(path):\(line):\(column): error: \(message)" }
    }
}

extension ConfigurationFile.Failure {
    init(path: String, node: Node, _ message: String) {
        self.init(path: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message: message)
    }
}
