import Foundation

/// A screen's image that is asked for and cannot be shown.
struct ScreenshotUnavailableRule: Rule {
    static let id: RuleID = "screenshot-unavailable"
    static let order = 112
    static let defaultSeverity = Severity.warning
    static let summary = "A screen's image (`@screenshot`, or a file a `screenshots:` pattern finds) that cannot be shown."
    static let rationale = """
        Checked when the images are read: by `uiflow lint`, `render` and `spec`, and the preview. \
        The file named by `@screenshot` (relative to the flow file's folder) does not exist, or a \
        file was found and refused: outside the project's root (the folder of `.uiflow.yml`, else \
        the working directory; symbolic links are followed first), not a regular file, larger than \
        8 MiB, more than 8,192 pixels a side or 40 million in all, past 64 MiB for all of a flow's \
        images, or not a PNG or JPEG image by its content (whatever its name says). The screen is \
        drawn without a picture. A `screenshots:` pattern that finds no file for a screen is no \
        finding: not every screen has a snapshot.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[Home]\n@screenshot 1️⃣screens/home.png\nLatest posts\n",
                expecting: ["1️⃣": "image `screens/home.png` of screen `Home` does not exist; the screen is drawn without it"]),
            .flow(
                "[Profile]\n@screenshot 2️⃣screens/profile.png\n",
                expecting: ["2️⃣": "image `screens/profile.png` of screen `Profile` is not a PNG or JPEG image; the screen is drawn without it"]),
        ],
        passing: [
            "[Home]\n@screenshot screens/home.jpg\nLatest posts\n",
            "[Settings]\n",
        ],
        images: [
            "screens/home.jpg": Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x03, 0x4C, 0x01, 0x86, 0x03]),
            "screens/profile.png": Data("Not found".utf8),
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        (context.images?.problems ?? []).map { problem in
            finding(
                "image `\(English.shown(problem.shownPath))` of screen `\(English.shown(problem.screen))` \(problem.reason); "
                    + "the screen is drawn without it",
                at: problem.range)
        }
    }
}
