import ArgumentParser
import HigDoc

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the static bilingual site."
    )

    @OptionGroup var options: ContentOptions

    func run() throws {
        _ = try options.loadCorpus()
    }
}
