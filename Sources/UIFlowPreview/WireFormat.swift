import Foundation
import UIFlowGraphviz
import UIFlowKit

/// The JSON the server sends, in one place (docs/preview.md documents it).
enum WireFormat {
    /// A file as the page knows it.
    struct File: Encodable {
        var id: String
        /// The path as given on the command line.
        var name: String
        var exists: Bool
        /// Whether the page may edit and save it (it is UTF-8 text).
        var editable: Bool
        /// The contents; `null` when they are not UTF-8.
        var text: String?
        var version: String

        init(_ snapshot: FileSnapshot) {
            id = snapshot.id
            name = snapshot.path
            exists = snapshot.exists
            editable = snapshot.isEditable
            text = snapshot.text
            version = snapshot.version
        }

        private enum CodingKeys: String, CodingKey { case id, name, exists, editable, text, version }

        /// Writes `text` as `null` when there is none, rather than leaving it out.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(exists, forKey: .exists)
            try container.encode(editable, forKey: .editable)
            try container.encode(text, forKey: .text)
            try container.encode(version, forKey: .version)
        }
    }

    struct Session: Encodable {
        var tool: String
        var files: [File]
        var maxBodyBytes: Int
        /// The names `/api/export/FORMAT` takes.
        var exportFormats: [String]
        /// The same formats, with what the page's export buttons say of them.
        var exports: [Export]
    }

    /// An export format as the page offers it: a button.
    struct Export: Encodable {
        /// The name `/api/export/FORMAT` takes: the format's usual file extension.
        var format: String
        /// The button's text.
        var label: String
        /// The button's tooltip.
        var title: String

        init(_ format: OutputFormat) {
            self.format = format.fileExtension
            label = format.displayName
            title = format.summary
        }
    }

    struct FileEvent: Encodable {
        var type = "file"
        /// `disk` for a change by another program, `save` for a save from a page.
        var origin: String
        var file: File
    }

    struct Hello: Encodable {
        struct Version: Encodable {
            var id: String
            var version: String
        }

        var type = "hello"
        var files: [Version]
    }

    struct Saved: Encodable {
        var file: File
    }

    struct Conflict: Encodable {
        var error: String
        /// What the disk holds now.
        var file: File
    }

    struct Failure: Encodable {
        var error: String
    }

    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data(#"{"error":"cannot encode the answer"}"#.utf8)
    }

    /// A file's new state, for the event stream: it supersedes any older one of the same file
    /// that a page has not been sent yet.
    static func fileEvent(_ snapshot: FileSnapshot, origin: String) -> EventMessage {
        EventMessage(key: "file:" + snapshot.id, json: encode(FileEvent(origin: origin, file: File(snapshot))))
    }

    static func hello(_ snapshots: [FileSnapshot]) -> EventMessage {
        EventMessage(key: "hello", json: encode(Hello(files: snapshots.map { Hello.Version(id: $0.id, version: $0.version) })))
    }
}
