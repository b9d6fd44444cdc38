import Foundation
import UIFlowFiles
import UIFlowKit

/// What the inputs look like now: each file's identity and state, or why they cannot be listed.
struct InputSnapshot: Equatable, CustomStringConvertible {
    /// A file and its stamp.
    struct FileState: Equatable {
        var path: String
        var stamp: FileStamp
    }

    var files: [FileState] = []
    var problem: String?

    init(_ inputs: [String]) {
        do {
            for path in try SourceFile.expand(inputs) {
                let stamp = FileStamp(path: path)
                guard stamp.exists else {
                    problem = "\(path): no such file"
                    continue
                }
                files.append(FileState(path: path, stamp: stamp))
            }
        } catch {
            problem = error.description
        }
    }

    var description: String { files.count == 1 ? "1 file" : "\(files.count) files" }
}
