import ArgumentParser
import Foundation
import HigDoc

@main
struct HigDocCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "higdoc",
        abstract: "A bilingual documentation compiler for Apple Human Interface Guidelines content.",
        discussion: """
            higdoc reads English and Chinese guideline markdown (content/en, content/zh), builds a typed \
            guideline graph (bars, rules, system items, sections, notes, links, images), cross-checks the \
            two translations, and emits a static bilingual site, a JSON spec, and translation-QA reports.
            """,
        version: HigDocVersion.current,
        subcommands: [
            BuildCommand.self, CheckCommand.self, ExportCommand.self, SchemaCommand.self, ExplainCommand.self,
            RenderCommand.self,
        ]
    )

    /// Runs a command; usage errors exit with status 2, like input errors (ArgumentParser's default is 64).
    /// A stop signal removes what the command had begun to write, then ends it (`StopSignalCleanup`).
    static func main() {
        AllocatorTuning.apply()
        StopSignalCleanup.install()
        do {
            var command = try parseAsRoot()
            try command.run()
            StopSignalCleanup.waitIfStopping()
        } catch {
            StopSignalCleanup.waitIfStopping()
            if exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
