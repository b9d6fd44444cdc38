import ArgumentParser

/// `uiflow generate`: code made from a flow. One language so far.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate code from a flow: typed destinations, deep links and exits.",
        subcommands: [GenerateSwift.self, GenerateTests.self, GenerateStoryboards.self]
    )
}
