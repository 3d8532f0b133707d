import ArgumentParser
import Foundation
import HigDoc

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the machine-readable JSON spec of the guideline graph, or the translations as XLIFF.",
        discussion: """
            The spec holds documents, bars, sections, rules, system items, notes, links, images, \
            diagnostics, and the en↔zh alignments with their coverage. Ids are stable and the output \
            is byte-identical across runs. Its JSON Schema is printed by `higdoc schema`.
            --format xliff writes an XLIFF 2.1 document for translators' tools instead: per English \
            page, its sections, rules and table rows as units, the aligned Chinese as targets \
            (missing ones and outdated ones in state initial), the glossary's terms each unit uses, \
            and locations and findings as notes.
            Examples:
              higdoc export > higdoc-spec.json
              higdoc export --content content --output out/higdoc-spec.json
              higdoc export --format xliff --output out/higdoc.xlf
            """
    )

    @OptionGroup var options: ContentOptions

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Output format: json (the spec) or xliff (XLIFF 2.1).", valueName: "format"))
    var format: ExportFormat = .json

    func run() throws {
        // An output inside the content, or where no file could be made, is refused before any content is read.
        if let output {
            try options.exitingOnInputError {
                try AtomicFileStream.refuseReplacingInputs(
                    output, option: "--output", contentDirectory: options.content)
                try AtomicFileStream.checkWritable(output)
            }
        }
        // Checked one document group at a time: the parsed corpus is never held whole.
        let index = try options.discoverContent()
        let spec = try options.exitingOnInputError { try SpecBuilder.spec(for: index) }
        keepUntilExit(index, spec)
        // Written a megabyte at a time: a large corpus's spec is more than a gigabyte.
        let write: ((Data) throws -> Void) throws -> Void =
            switch format {
            case .json: { try spec.writeDeterministicJSON(to: $0) }
            case .xliff: { try XLIFFDocumentBuilder.write(spec, glossary: index.glossary, to: $0) }
            }
        do {
            if let output {
                try AtomicFileStream.write(to: output, write)
            } else {
                try write(StandardOutput.write)
            }
        } catch let error as InputError {
            printError(error.description)
            throw ExitCode(2)
        } catch is XLIFFWriter.NothingToTranslate {
            printError(
                InputError(
                    path: options.content, "nothing to translate: no English page has a section, rule or table row"
                )
                .description)
            throw ExitCode(2)
        }
    }
}
