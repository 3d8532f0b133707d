/// The SARIF log of a report (`SARIFFormatter`), written as
/// `DeterministicJSON.encode(SARIFFormatter.log(report, options: options))`
/// writes it — keys in UTF-8 byte order, nil optionals left out — straight from the report's findings,
/// on all cores, without the encoder or the log's values: at N = 10,000 pages the encoder took
/// 3.7 GB for 350,000 results. `SARIFWriterTests` compares the two.
extension PrettyJSONWriter {
    mutating func writeSARIF(_ report: CheckReport, options: SARIFFormatter.Options, columns: CodePointColumns) {
        let selection = SARIFResultSelection(report, limit: options.resultLimit)
        openObject()
        key("$schema")
        string(SARIFFormatter.schemaURI)
        key("runs")
        openArray()
        beginElement()
        openObject()
        key("columnKind")
        string(SARIFFormatter.columnKind)
        key("invocations")
        writeSARIFInvocations(report, selection: selection, options: options)
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
        if selection.leftOut.total > 0 {
            key("properties")
            writeSARIFLeftOut(selection, options: options)
        }
        key("results")
        let ruleIndex = Dictionary(uniqueKeysWithValues: DiagnosticCode.allCases.enumerated().map { ($1, $0) })
        let (findings, suppressed) = (report.diagnostics, report.baseline?.suppressed ?? [])
        let hasBaseline = report.baseline != nil
        let justification = SARIFFormatter.justification(baselineFile: report.baseline?.file)
        parallelArray(selection.entries, chunkSize: 512) { writer, entry in
            let diagnostic = entry.isSuppressed ? suppressed[entry.index] : findings[entry.index]
            writer.writeSARIFResult(
                diagnostic, ruleIndex: ruleIndex[diagnostic.code]!, columns: columns,
                baselineState: hasBaseline
                    ? (entry.isSuppressed ? SARIFFormatter.unchangedState : SARIFFormatter.newState) : nil,
                suppression: entry.isSuppressed ? justification : nil)
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

    /// The run's one invocation: it ran, whatever it found, and returns the exit status of the report;
    /// with the notification of the results left out, when there are any.
    private mutating func writeSARIFInvocations(
        _ report: CheckReport, selection: SARIFResultSelection, options: SARIFFormatter.Options
    ) {
        openArray()
        beginElement()
        openObject()
        key("executionSuccessful")
        bool(true)
        key("exitCode")
        number(SARIFFormatter.exitCode(report))
        key("exitCodeDescription")
        string(SARIFFormatter.exitCodeDescription(report, options: options))
        if selection.leftOut.total > 0 {
            key("toolExecutionNotifications")
            openArray()
            beginElement()
            openObject()
            key("level")
            string("warning")
            key("message")
            writeSARIFMessage(
                SARIFFormatter.leftOutNotice(
                    selection, limit: options.resultLimit, hasBaseline: report.baseline != nil))
            closeObject()
            closeArray()
        }
        closeObject()
        closeArray()
    }

    /// The run's properties when results were left out: the limit, how many results there are, and how
    /// many of each kind were left out.
    private mutating func writeSARIFLeftOut(_ selection: SARIFResultSelection, options: SARIFFormatter.Options) {
        openObject()
        key("resultLimit")
        number(options.resultLimit ?? 0)
        key("resultsFound")
        number(selection.found.total)
        key("resultsLeftOut")
        openObject()
        key("errors")
        number(selection.leftOut.errors)
        key("notes")
        number(selection.leftOut.notes)
        key("suppressed")
        number(selection.leftOut.suppressed)
        key("total")
        number(selection.leftOut.total)
        key("warnings")
        number(selection.leftOut.warnings)
        closeObject()
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

    /// A result; with a baseline, its `baselineState`, and for one the baseline knows, its suppression
    /// with `suppression` as the justification.
    private mutating func writeSARIFResult(
        _ diagnostic: Diagnostic, ruleIndex: Int, columns: CodePointColumns, baselineState: String?,
        suppression: String?
    ) {
        openObject()
        if let baselineState {
            key("baselineState")
            string(baselineState)
        }
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
        if let suppression {
            key("suppressions")
            openArray()
            beginElement()
            openObject()
            key("justification")
            string(suppression)
            key("kind")
            string(SARIFFormatter.suppressionKind)
            key("status")
            string(SARIFFormatter.suppressionStatus)
            closeObject()
            closeArray()
        }
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
