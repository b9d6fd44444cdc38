/// The result of a save.
enum SaveOutcome: Sendable, Equatable {
    /// Written; the new contents.
    case saved(FileSnapshot)
    /// Not written: the file on disk is no longer the version the page started from. Carries what
    /// the disk holds now, so that the page can show both versions.
    case conflict(FileSnapshot)
    /// Not written: the file on disk is not UTF-8 text, so the page could not have shown it whole.
    case notText
    /// Not written: the file system refused (the reason, for a person).
    case failed(String)
}
