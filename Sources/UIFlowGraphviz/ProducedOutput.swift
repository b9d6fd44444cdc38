import Foundation

/// A flow in one ``OutputFormat``: its bytes, and what Graphviz said while drawing it.
public struct ProducedOutput: Sendable, Hashable {
    /// The bytes of the file.
    public var data: Data
    /// What Graphviz warned about (see ``Rendering/warnings``); empty for formats Graphviz does not
    /// draw.
    public var warnings: [GraphvizMessage]
    /// The settings the flow was drawn again with (see ``Rendering/fallbacks``).
    public var fallbacks: [Rendering.Fallback]

    /// Creates an output.
    public init(data: Data, warnings: [GraphvizMessage] = [], fallbacks: [Rendering.Fallback] = []) {
        self.data = data
        self.warnings = warnings
        self.fallbacks = fallbacks
    }
}
