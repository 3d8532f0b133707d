import ArgumentParser
import HigDoc

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the spec or of the check report.",
        discussion: """
            Examples:
              higdoc schema > higdoc-spec.schema.json
              higdoc schema --report > higdoc-report.schema.json
            """
    )

    @Flag(help: "Print the schema of `higdoc check --format json` instead of the spec's.")
    var report = false

    func run() throws {
        try StandardOutput.write(report ? SchemaDocuments.reportSchema : SchemaDocuments.spec)
    }
}
