import Foundation
import UIFlowGraphviz
import UIFlowKit

/// How a preview is served.
public struct PreviewOptions: Sendable {
    /// The flow files, already expanded from directories: the only files the server reads or
    /// writes. One that does not exist yet starts empty, and saving creates it.
    public var files: [String]
    /// The address to listen on: an IPv4 or IPv6 literal, or `localhost`.
    public var host: String
    /// The port; 0 takes any free one.
    public var port: UInt16
    /// The lint configuration (severities, entry points).
    public var configuration: Configuration
    /// How the diagram looks (direction, font, attributes).
    public var style: DiagramStyle
    /// Graphviz's layout engine.
    public var engine: LayoutEngine
    /// The largest request body accepted; a larger one gets 413.
    public var maxBodyBytes: Int
    /// How often the files are looked at for changes made by other programs.
    public var pollInterval: Duration
    /// The version the page shows.
    public var toolVersion: String
    /// What a connection may send, and for how long it may take (docs/preview.md, "The server's
    /// limits").
    public var limits: Limits
    /// The project's root, inside which screens' pictures (`@screenshot`, `screenshots:`) are
    /// read and drawn in the diagram; `nil` draws none.
    public var imageRoot: URL?

    /// The address `uiflow preview` listens on unless told otherwise: loopback, this machine only.
    public static let defaultHost = "127.0.0.1"
    /// The default body limit: 16 MiB, far more than any flow a person edits.
    public static let defaultMaxBodyBytes = 16 * 1024 * 1024

    /// Creates options.
    public init(
        files: [String], host: String = defaultHost, port: UInt16 = 0, configuration: Configuration = Configuration(),
        style: DiagramStyle = DiagramStyle(), engine: LayoutEngine = .dot, maxBodyBytes: Int = defaultMaxBodyBytes,
        pollInterval: Duration = .milliseconds(250), toolVersion: String = "dev", limits: Limits = Limits(),
        imageRoot: URL? = nil
    ) {
        self.imageRoot = imageRoot
        self.files = files
        self.host = host
        self.port = port
        self.configuration = configuration
        self.style = style
        self.engine = engine
        self.maxBodyBytes = maxBodyBytes
        self.pollInterval = pollInterval
        self.toolVersion = toolVersion
        self.limits = limits
    }
}
