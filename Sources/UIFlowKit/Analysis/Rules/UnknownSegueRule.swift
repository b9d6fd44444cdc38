/// Code that asks the storyboards for a segue or a scene by an identifier none of them declares.
struct UnknownSegueRule: Rule {
    static let id: RuleID = "unknown-segue"
    static let order = 105
    static let defaultSeverity = Severity.error
    static let summary = "A `performSegue(withIdentifier:)` or `instantiateViewController(withIdentifier:)` whose identifier no storyboard of the sources declares."
    static let rationale = """
        Checked only with the app's Swift sources, when they hold Interface Builder files \
        (`.storyboard`, `.xib`). A segue or a scene asked for by a string that no storyboard \
        declares crashes the app when the code runs (`NSInvalidArgumentException: Receiver has no \
        segue with identifier`): the identifier was misspelt, or renamed in Interface Builder \
        and not in the code. Only string literals are checked; an identifier built at run time is \
        not, and neither is a call made by a type that is no screen of the flow. The finding is \
        located at the screen whose type makes the call, with a note at the call. Fix the \
        identifier in the code or in the storyboard.
        """
    static let examples = RuleExamples(
        failing: [
            .flow(
                "[1️⃣Profile]\n@type ProfileViewController\n",
                expecting: ["1️⃣": "the code asks for the segue `showAbuot`, which no storyboard of the sources declares; did you mean `showAbout`?"]),
        ],
        passing: [
            "[Feed]\n@type FeedViewController\n"
        ],
        swift: """
            final class ProfileViewController: UIViewController {
                @IBAction func about(_ sender: Any) { performSegue(withIdentifier: "showAbuot", sender: sender) }
            }

            final class FeedViewController: UIViewController {}

            """,
        storyboard: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="profile">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="profile" customClass="ProfileViewController" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="about" kind="presentation" identifier="showAbout" id="seg-1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="about" customClass="AboutViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """)

    func check(_ context: RuleContext) -> [Diagnostic] {
        guard let code = context.code, code.index.interfaceBuilderFileCount > 0 else { return [] }
        let index = code.index
        var findings: [Diagnostic] = []
        for request in index.storyboardRequests where request.kind != .storyboard {
            let declared = request.kind == .segue ? index.segueIdentifiers : index.sceneIdentifiers
            guard !declared.contains(request.identifier) else { continue }
            let what = request.kind == .segue ? "segue" : "scene with the storyboard identifier"
            // The function that makes the call: the last one of the file that starts before it.
            let owner = index.functions.filter { $0.range.file == request.range.file && $0.range.start.line <= request.range.start.line }
                .max { $0.range.start.line < $1.range.start.line }?.owner
            // Reported at the screen whose type asks; a type that is no screen of the flow is not
            // the flow's to answer for.
            guard let place = context.flow.screens.indices.first(where: { position in owner != nil && code.types[position]?.name == owner })
            else { continue }
            let suggestion = NameSuggester(names: declared.sorted()).suggestions(for: request.identifier).first.map { "; did you mean `\(English.shown($0))`?" } ?? ""
            findings.append(
                finding(
                    "the code asks for the \(what) `\(English.shown(request.identifier))`, which no storyboard of the sources declares\(suggestion)",
                    at: context.flow.screens[place].range,
                    notes: [Diagnostic.Note(message: "asked for here", range: request.range)]))
        }
        return findings
    }
}
