import Foundation
import UIFlowFiles
import UIFlowKit

/// One flow of the editor's workspace: the files below a folder, which is the nearest folder with
/// a `.uiflow.yml` above the documents it holds (up to the workspace folder), else the workspace
/// folder itself; or, without a workspace folder, the open documents alone. Several flows in one
/// repository (a folder each, with its `.uiflow.yml`) are so checked apart, each with its own
/// configuration, as `uiflow lint` checks each folder it is given.
struct LSPFlowRoot {
    /// What the flow reads from disk.
    let project: LSPProject
    /// The documents and files, as one flow.
    var workspace = EditorWorkspace()
    /// The configuration as read, with its folder.
    var loaded: ConfigurationFile.Loaded
    /// The findings of ``EditorWorkspace/generation``.
    private var findings: (generation: Int, findings: [Diagnostic])?

    /// The flow below `folder` (none: the open documents alone), read from disk; what could not be
    /// read goes to `log`.
    init(folder: URL?, log: (String, Int) -> Void) {
        project = LSPProject(root: folder)
        loaded = ConfigurationFile.Loaded(configuration: Configuration(), directory: folder ?? URL(fileURLWithPath: "/"))
        loadConfiguration(log: log)
        loadFlowFiles(log: log)
        loadCode(log: log)
    }

    mutating func loadConfiguration(log: (String, Int) -> Void) {
        let (loaded, file, problem) = project.configuration()
        if let problem { log(problem, 1) }
        workspace.setConfiguration(loaded.configuration, file: file)
        self.loaded = loaded
    }

    mutating func loadFlowFiles(log: (String, Int) -> Void) {
        let (files, problem) = project.flowFiles(loaded)
        if let problem { log(problem, 2) }
        workspace.setDiskFiles(files)
    }

    /// Reads the app's Swift code again: when a Swift file changes, never on a keystroke.
    mutating func loadCode(log: (String, Int) -> Void) {
        let (code, problem) = project.code(loaded)
        if let problem { log(problem, 2) }
        workspace.setCode(code)
    }

    /// The findings, analysed once per change.
    mutating func currentFindings() -> [Diagnostic] {
        if let findings, findings.generation == workspace.generation { return findings.findings }
        let fresh = workspace.analyze()
        findings = (workspace.generation, fresh)
        return fresh
    }

    /// The folder of the flow a file at `path` belongs to, inside `workspaceFolder`: the nearest
    /// with a `.uiflow.yml`, else the workspace folder; `nil` outside it or without one.
    static func folder(of path: String, in workspaceFolder: URL?) -> URL? {
        guard let workspaceFolder else { return nil }
        let top = workspaceFolder.standardizedFileURL.path
        var directory = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
        guard directory.path == top || directory.path.hasPrefix(top.hasSuffix("/") ? top : top + "/") else { return nil }
        while directory.path.count > top.count {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(ConfigurationFile.name).path) { return directory }
            directory = directory.deletingLastPathComponent().standardizedFileURL
        }
        return workspaceFolder.standardizedFileURL
    }
}
