import ArgumentParser
import UIFlowFiles
import UIFlowKit

@main
struct UIFlowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uiflow",
        abstract: "Screen-transition diagrams, specs and lint checks from UI Flows text.",
        discussion: """
            A flow file describes screens and the ways between them:

              [Sign in]
              Email and password fields
              --
              Tap "Sign in"
              ==push=> Home

            Without a subcommand, `uiflow` renders, so the original tool's \
            `uiflow -i app.txt -f dot -o app.dot` still works.

            \(ExitStatus.helpText)
            """,
        version: UIFlowVersion.current,
        subcommands: [Render.self, Lint.self, Format.self, Spec.self, Diff.self, Generate.self, Extract.self, Preview.self, LanguageServerCommand.self],
        defaultSubcommand: Render.self
    )

    /// The process's policy, set before anything else runs: the standard streams are open (see
    /// ``Console/guardStandardStreams()``), interrupts are blocked in every thread, so that each
    /// command decides where an interrupt may end it (``Interrupts``), and one that does ends it
    /// with status 130 (Ctrl-C) or 128 + its number.
    static func main() {
        Console.guardStandardStreams()
        Interrupts.blockInEveryThread()
        Interrupts.exitWhenInterrupted()
        main(nil)
    }
}
