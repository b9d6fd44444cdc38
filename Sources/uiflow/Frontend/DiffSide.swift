import ArgumentParser
import Foundation
import UIFlowFiles
import UIFlowKit

/// Reading one side of `uiflow diff`: files and directories from the working tree, or `REV:PATH`
/// from git.
enum DiffSide {
    /// `REV:./PATH`: `path` at `revision`, relative to the current directory as git reads it.
    static func gitSpec(_ revision: String, _ path: String) -> String {
        if path.hasPrefix("/") { return revision + ":" + path }
        let trimmed = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        return revision + ":./" + (trimmed == "." ? "" : trimmed)
    }

    /// The repository's root, asked of git once.
    private static func repositoryRoot(_ root: inout String?) throws(InputError) -> String {
        if let root { return root }
        let top = try GitFiles.topLevel()
        root = top
        return top
    }

    /// The flow files of `paths`: at `revision` when there is one, else each path as a file or
    /// directory when it exists, else as `REV:PATH`. Directories are filtered by the
    /// configuration's include and exclude globs. With `missingIsEmpty`, a path that is not
    /// there (a directory the change deletes, or adds) gives no files. Exits with
    /// ``ExitStatus/cannotReadInput`` when something cannot be read.
    static func load(
        _ paths: [String], revision: String?, configuration loaded: ConfigurationFile.Loaded, limit: Int,
        missingIsEmpty: Bool = false
    ) throws(ExitCode) -> [SourceFile] {
        var sources: [SourceFile] = []
        do throws(InputError) {
            var root: String?
            for path in paths {
                if let revision {
                    let top = try repositoryRoot(&root)
                    sources += try GitFiles.load(gitSpec(revision, path), limit: limit, missingIsEmpty: true) { fullName in
                        loaded.includes(top + "/" + fullName, else: fullName)
                    }
                } else if FileManager.default.fileExists(atPath: path) || path == SourceFile.standardInputPath {
                    sources += try loaded.loadSources([path], limit: limit)
                } else if missingIsEmpty {
                    continue
                } else if path.contains(":") {
                    let top = try repositoryRoot(&root)
                    sources += try GitFiles.load(path, limit: limit) { fullName in
                        loaded.includes(top + "/" + fullName, else: fullName)
                    }
                } else {
                    throw InputError(path: path, reason: "no such file or directory")
                }
            }
        } catch {
            try Console.printError(error.description)
            throw ExitStatus.exit(ExitStatus.cannotReadInput)
        }
        return sources
    }
}
