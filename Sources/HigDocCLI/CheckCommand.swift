import ArgumentParser
import HigDoc

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Cross-check the translations against their English sources."
    )

    @OptionGroup var options: ContentOptions

    func run() throws {
        _ = try options.loadCorpus()
    }
}
