/// The report's own types, keys in UTF-8 byte order; alignments, coverage and diagnostics are written
/// as the spec writes them (`PrettyJSONWriter+Spec.swift`).
extension PrettyJSONWriter {
    mutating func write(_ report: CheckReport) {
        openObject()
        key("alignments")
        parallelArray(report.alignments, chunkSize: 64) { $0.write($1) }
        key("coverage")
        array(report.coverage) { $0.write($1) }
        key("diagnostics")
        parallelArray(report.diagnostics, chunkSize: 512) { $0.write($1) }
        key("documents")
        array(report.documents) { $0.write($1) }
        key("generator")
        openObject()
        key("name")
        string(report.generator.name)
        key("version")
        string(report.generator.version)
        closeObject()
        key("schemaVersion")
        string(report.schemaVersion)
        key("summary")
        write(report.summary)
        closeObject()
    }

    private mutating func write(_ pair: CheckReport.DocumentPair) {
        openObject()
        key("source")
        string(pair.source)
        key("sourceEdition")
        string(pair.sourceEdition)
        key("sourcePath")
        string(pair.sourcePath)
        key("translation")
        string(pair.translation)
        key("translationEdition")
        string(pair.translationEdition)
        key("translationPath")
        string(pair.translationPath)
        closeObject()
    }

    private mutating func write(_ summary: CheckReport.Summary) {
        openObject()
        key("errors")
        number(summary.errors)
        key("failOn")
        string(summary.failOn.rawValue)
        key("failed")
        bool(summary.failed)
        key("notes")
        number(summary.notes)
        key("suppressed")
        number(summary.suppressed)
        key("warnings")
        number(summary.warnings)
        closeObject()
    }
}
