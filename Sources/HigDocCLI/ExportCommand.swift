import ArgumentParser
import Foundation
import HigDoc

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the machine-readable JSON spec of the guideline graph.",
        discussion: """
            The spec holds documents, bars, sections, rules, system items, notes, links, images, \
            diagnostics, and the en↔zh alignments with their coverage. Ids are stable and the output \
            is byte-identical across runs. Its JSON Schema is printed by `higdoc schema`.
            Examples:
              higdoc export > higdoc-spec.json
              higdoc export --content content --output out/higdoc-spec.json
            """
    )

    @OptionGroup var options: ContentOptions

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        // Checked one document group at a time: the parsed corpus is never held whole.
        let index = try options.discoverContent()
        let spec = try options.exitingOnInputError { try SpecBuilder.spec(for: index) }
        keepUntilExit(index, spec)
        // Written a megabyte at a time: a large corpus's spec is more than a gigabyte.
        if let output {
            do {
                try AtomicFileStream.write(to: output) { try spec.writeDeterministicJSON(to: $0) }
            } catch let error as InputError {
                printError(error.description)
                throw ExitCode(2)
            }
        } else {
            try spec.writeDeterministicJSON { FileHandle.standardOutput.write($0) }
        }
    }
}
