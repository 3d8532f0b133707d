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
            two translations, and emits a static bilingual site, a JSON spec, XLIFF 2.1 for translation tools, \
            and translation-QA reports.
            """,
        version: HigDocVersion.current,
        subcommands: [
            BuildCommand.self, CheckCommand.self, ExportCommand.self, SchemaCommand.self, ExplainCommand.self,
            RenderCommand.self,
        ]
    )

    /// Runs a command; usage errors exit with status 2, like input errors (ArgumentParser's default is 64).
    /// A stop signal removes what the command had begun to write, then ends it (`StopSignalCleanup`).
    /// An input or output error a command leaves to it (standard output that cannot be written) is printed
    /// as one line and exits with status 2; a reader of standard output that went away ends the process
    /// by SIGPIPE once the command has cleaned up (`StandardOutput`).
    static func main() {
        StandardDescriptors.reserveClosed()
        AllocatorTuning.apply()
        StopSignalCleanup.install()
        StandardOutput.ignoreBrokenPipeSignal()
        do {
            var command = try parseAsRoot()
            try command.run()
            StopSignalCleanup.waitIfStopping()
        } catch is StandardOutput.ReaderGone {
            StopSignalCleanup.waitIfStopping()
            StandardOutput.endAfterReaderWentAway()
        } catch let error as InputError {
            printError(error.description)
            Foundation.exit(2)
        } catch {
            StopSignalCleanup.waitIfStopping()
            if exitCode(for: error) == .validationFailure {
                printError(fullMessage(for: error))
                Foundation.exit(2)
            }
            // Help and the version go to standard output, which ArgumentParser writes with `print`.
            if exitCode(for: error) == .success {
                do {
                    try StandardOutput.write(fullMessage(for: error) + "\n")
                } catch is StandardOutput.ReaderGone {
                    StandardOutput.endAfterReaderWentAway()
                } catch {
                    printError(String(describing: error))
                    Foundation.exit(2)
                }
                Foundation.exit(0)
            }
            exit(withError: error)
        }
    }
}
