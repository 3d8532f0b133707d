/// The SARIF log of a report (`SARIFFormatter`), written as `DeterministicJSON.encode(SARIFFormatter.log(report))`
/// writes it — keys in UTF-8 byte order, nil optionals left out — straight from the report's findings,
/// on all cores, without the encoder or the log's values: at N = 10,000 pages the encoder took
/// 3.7 GB for 350,000 results. `SARIFWriterTests` compares the two.
extension PrettyJSONWriter {
    mutating func writeSARIF(_ report: CheckReport, columns: CodePointColumns) {
        openObject()
        key("$schema")
        string(SARIFFormatter.schemaURI)
        key("runs")
        openArray()
        beginElement()
        openObject()
        key("columnKind")
        string(SARIFFormatter.columnKind)
        key("newlineSequences")
        array(SARIFFormatter.newlineSequences)
        key("originalUriBaseIds")
        openObject()
        dynamicKey(SARIFFormatter.sourceRoot)
        openObject()
        key("description")
        writeSARIFMessage(SARIFFormatter.sourceRootDescription)
        closeObject()
        closeObject()
        key("results")
        let ruleIndex = Dictionary(uniqueKeysWithValues: DiagnosticCode.allCases.enumerated().map { ($1, $0) })
        parallelArray(report.diagnostics, chunkSize: 512) {
            $0.writeSARIFResult($1, ruleIndex: ruleIndex[$1.code]!, columns: columns)
        }
        key("tool")
        openObject()
        key("driver")
        writeSARIFDriver()
        closeObject()
        closeObject()
        closeArray()
        key("version")
        string(SARIFFormatter.version)
        closeObject()
    }

    private mutating func writeSARIFDriver() {
        openObject()
        key("informationUri")
        string(SARIFFormatter.informationURI)
        key("name")
        string("higdoc")
        key("rules")
        array(DiagnosticCode.allCases) { writer, code in
            writer.openObject()
            writer.key("defaultConfiguration")
            writer.openObject()
            writer.key("level")
            writer.string(SARIFFormatter.level(code.defaultSeverity))
            writer.closeObject()
            writer.key("fullDescription")
            writer.writeSARIFMessage(code.summary)
            writer.key("help")
            writer.writeSARIFMessage(DiagnosticExplanation.of(code, in: .en).fix)
            writer.key("id")
            writer.string(code.rawValue)
            writer.key("name")
            writer.string(code.name)
            writer.key("properties")
            writer.openObject()
            writer.key("tags")
            writer.array([SARIFFormatter.tag(code)])
            writer.closeObject()
            writer.key("shortDescription")
            writer.writeSARIFMessage(code.summary)
            writer.closeObject()
        }
        key("semanticVersion")
        string(HigDocVersion.current)
        key("version")
        string(HigDocVersion.current)
        closeObject()
    }

    private mutating func writeSARIFResult(_ diagnostic: Diagnostic, ruleIndex: Int, columns: CodePointColumns) {
        openObject()
        key("level")
        string(SARIFFormatter.level(diagnostic.severity))
        key("locations")
        openArray()
        beginElement()
        writeSARIFLocation(diagnostic.location, id: nil, message: nil, column: columns.column(diagnostic.location))
        closeArray()
        key("message")
        writeSARIFMessage(diagnostic.message)
        key("partialFingerprints")
        openObject()
        key("higdocFingerprint/v2")
        string(diagnostic.fingerprint)
        closeObject()
        if let bar = diagnostic.bar {
            key("properties")
            openObject()
            key("bar")
            string(bar)
            closeObject()
        }
        if !diagnostic.related.isEmpty {
            key("relatedLocations")
            openArray()
            for (number, location) in diagnostic.related.enumerated() {
                beginElement()
                writeSARIFLocation(
                    location, id: number + 1,
                    message: SARIFFormatter.relatedMessage(location, of: diagnostic.location),
                    column: columns.column(location))
            }
            closeArray()
        }
        key("ruleId")
        string(diagnostic.code.rawValue)
        key("ruleIndex")
        number(ruleIndex)
        closeObject()
    }

    private mutating func writeSARIFLocation(_ location: DiagnosticLocation, id: Int?, message: String?, column: Int) {
        openObject()
        if let id {
            key("id")
            number(id)
        }
        if let message {
            key("message")
            writeSARIFMessage(message)
        }
        key("physicalLocation")
        openObject()
        key("artifactLocation")
        openObject()
        key("uri")
        let file = SARIFFormatter.artifactPath(location.file)
        string(SARIFFormatter.uri(file))
        if SARIFFormatter.isRelative(file) {
            key("uriBaseId")
            string(SARIFFormatter.sourceRoot)
        }
        closeObject()
        key("region")
        openObject()
        key("startColumn")
        number(max(1, column))
        key("startLine")
        number(max(1, location.line))
        closeObject()
        closeObject()
        closeObject()
    }

    private mutating func writeSARIFMessage(_ text: String) {
        openObject()
        key("text")
        string(text)
        closeObject()
    }
}
