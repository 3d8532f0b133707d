import Foundation

/// SARIF 2.1.0 output for code-scanning UIs.
///
/// Rule ids are the stable diagnostic codes (`HD0303`), and every result carries the finding's
/// fingerprint as `partialFingerprints`, so re-runs update alerts instead of duplicating them. Columns
/// count code points (`columnKind: unicodeCodePoints`), converted from higdoc's character columns with
/// the files' lines (`CodePointColumns`).
///
/// With a baseline, the findings it knows stay in the log as suppressed results (`suppressions` of kind
/// `external`, SARIF 2.1.0 §3.27.23): a log without them would have code scanning close their alerts as
/// fixed. Every result then has a `baselineState` (§3.27.24): `unchanged` for those the baseline knows,
/// `new` for the others. The run's one invocation says the check ran (`executionSuccessful`, findings or
/// not) and the exit status it returns. A log holds at most `Options.resultLimit` results
/// (`SARIFResultSelection` says which); the run's `properties` and a notification count those left out.
/// GitHub code scanning rejects a run of more than 25,000 results, and of those it accepts includes
/// (stores and shows) only the 5,000 most severe.
///
/// `format` writes the log straight from the report (`PrettyJSONWriter.writeSARIF`); the types below
/// describe it, and `log(_:)` encoded by `DeterministicJSON` gives the same bytes (the tests compare).
public enum SARIFFormatter {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let version = "2.1.0"
    static let columnKind = "unicodeCodePoints"
    /// What ends a line, as cmark and higdoc count lines: a lone CR too, which SARIF's default
    /// (`["\r\n", "\n"]`) leaves out.
    static let newlineSequences = ["\r\n", "\r", "\n"]
    static let informationURI = "https://github.com/higdoc/higdoc"
    /// The base of relative file names. Where it points is the consumer's to know (SARIF leaves out the
    /// `uri` of such a base): a file URI of the directory higdoc ran in would tie the log to one machine,
    /// and code-scanning services resolve relative names against their checkout.
    static let sourceRoot = "SRCROOT"
    static let sourceRootDescription = "The directory higdoc ran in: relative file names are relative to it."
    /// The message of a related location in another file (the other language's side).
    static let counterpart = "counterpart"
    /// The message of a related location in the finding's own file (another occurrence, another row).
    static let sameFile = "elsewhere in this file"
    /// Where a baseline's suppressions are kept: outside the files the results are in (§3.35.2).
    static let suppressionKind = "external"
    /// A suppression in effect (§3.35.3): the baseline accepted the finding for now.
    static let suppressionStatus = "accepted"
    /// The `baselineState` of a finding the baseline knows, and of one it does not (§3.27.24).
    static let unchangedState = "unchanged"
    static let newState = "new"

    /// Why a baseline's finding is suppressed: the baseline names it, by its file when it has one. A file
    /// in the directory higdoc ran in is named relative to it, as the log names files; any other by its
    /// name alone, since the log holds no path of the machine.
    static func justification(
        baselineFile: String?, workingDirectories: [String] = workingDirectories
    ) -> String {
        guard let file = baselineFile else { return "listed in the baseline (--baseline)" }
        let path = artifactPath(file, workingDirectories: workingDirectories)
        let name = isRelative(path) ? path : String(path.split(separator: "/").last ?? "")
        return "listed in the baseline \(name.isEmpty ? file : name) (--baseline)"
    }

    /// The exit status `higdoc check` returns with a report: 1 when a finding reaches `--fail-on`.
    static func exitCode(_ report: CheckReport) -> Int { report.summary.failed ? 1 : 0 }

    /// Why the run returns `exitCode(report)`: findings that reach `--fail-on`, none, or findings that do
    /// but were just written to a baseline.
    static func exitCodeDescription(_ report: CheckReport, options: Options = Options()) -> String {
        let failOn = "--fail-on \(report.summary.failOn.rawValue)"
        if report.summary.failed { return "findings reach \(failOn)" }
        if options.wroteBaseline && report.diagnostics.contains(where: { report.summary.failOn.fails($0.severity) }) {
            return "findings reach \(failOn), but the run passes: it wrote them to the baseline (--write-baseline)"
        }
        return "no finding fails the run (\(failOn))"
    }

    /// What the JSON report lists, which a log that left results out points to.
    static let jsonListsAll = "every finding"
    static let jsonListsAllButBaseline = "every finding but the baseline's, which it counts"

    /// The notification of a log that left results out: how many, which, and where all are.
    static func leftOutNotice(_ selection: SARIFResultSelection, limit: Int?, hasBaseline: Bool) -> String {
        let kept = selection.found.total - selection.leftOut.total
        let all = hasBaseline ? SARIFFormatter.jsonListsAllButBaseline : SARIFFormatter.jsonListsAll
        return "\(selection.leftOut.total) of \(selection.found.total) results are left out of this log, which holds "
            + "\(kept) (--sarif-max-results \(limit ?? kept); GitHub code scanning accepts at most "
            + "\(Options.gitHubResultLimit) results a run, and includes only the \(Options.gitHubIncludedResults) "
            + "most severe): \(selection.leftOut.description), the least severe first. "
            + "The JSON report (--format json) lists \(all)."
    }

    struct Log: Encodable {
        var schema = SARIFFormatter.schemaURI
        var version = SARIFFormatter.version
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var results: [Result]
        var columnKind = SARIFFormatter.columnKind
        var newlineSequences = SARIFFormatter.newlineSequences
        var originalUriBaseIds: [String: ArtifactLocation]
        var properties: RunProperties?
    }

    struct Invocation: Encodable {
        var executionSuccessful = true
        var exitCode: Int
        var exitCodeDescription: String
        var toolExecutionNotifications: [Notification]?
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
    }

    /// What a log whose results were limited left out.
    struct RunProperties: Encodable {
        var resultLimit: Int
        var resultsFound: Int
        var resultsLeftOut: LeftOut
    }

    struct LeftOut: Encodable {
        var errors: Int
        var warnings: Int
        var notes: Int
        var suppressed: Int
        var total: Int
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name = "higdoc"
        var version = HigDocVersion.current
        var semanticVersion = HigDocVersion.current
        var informationUri = SARIFFormatter.informationURI
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        /// What to do about a finding of the rule (`DiagnosticExplanation.fix`; `higdoc explain` has more).
        var help: Message
        var defaultConfiguration: Configuration
        var properties: [String: [String]]
    }

    struct Configuration: Encodable { var level: String }
    struct Message: Encodable { var text: String }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        var properties: [String: String]?
        var baselineState: String?
        var suppressions: [Suppression]?
    }

    struct Suppression: Encodable {
        var kind = SARIFFormatter.suppressionKind
        var status = SARIFFormatter.suppressionStatus
        var justification: String
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String?
        var uriBaseId: String?
        var description: Message?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// The tag of a code's rule: translation checks (`HD03…`) or content.
    static func tag(_ code: DiagnosticCode) -> String { code.rawValue.hasPrefix("HD03") ? "translation" : "content" }

    /// Whether a file name is relative to `sourceRoot` (else absolute).
    static func isRelative(_ file: String) -> Bool { !file.hasPrefix("/") }

    /// The directory higdoc runs in, which relative file names are relative to.
    static let workingDirectory = FileManager.default.currentDirectoryPath

    /// The directory higdoc runs in as the shell names it (`PWD`, through the links it was reached by:
    /// `/tmp` is `/private/tmp` on macOS) when that is the same directory, then as the system does.
    static let workingDirectories: [String] = {
        guard let logical = ProcessInfo.processInfo.environment["PWD"], logical.hasPrefix("/"),
            logical != workingDirectory, let real = realpath(logical, nil)
        else { return [workingDirectory] }
        defer { free(real) }
        return String(cString: real) == workingDirectory ? [logical, workingDirectory] : [workingDirectory]
    }()

    /// A file name as the log names it: relative to `sourceRoot` wherever it can be, so that a log does not
    /// depend on how `--content` was spelled nor on where the checkout lies (code scanning takes a new path
    /// for a new file, and closes the old one's alerts). The path is first made absolute and normal, as
    /// SARIF 2.1.0 §3.10.2 asks of `file` URIs: no `.` and no empty segments, and `..` resolved (`realpath`,
    /// through symbolic links, when the file is there; else by the path's text). A file inside
    /// `workingDirectory` is then named relative to it; any other by its absolute path.
    static func artifactPath(_ file: String, workingDirectory: String) -> String {
        artifactPath(file, workingDirectories: [workingDirectory])
    }

    /// `artifactPath(_:workingDirectory:)` for the first of `workingDirectories` the file lies in (the
    /// directory as the shell names it, then as the system does).
    static func artifactPath(_ file: String, workingDirectories: [String] = workingDirectories) -> String {
        guard !file.isEmpty, let first = workingDirectories.first else { return file }
        let path = normalPath(file.hasPrefix("/") ? file : first + "/" + file)
        let roots = workingDirectories.map { normalPath($0) }.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        // The root directory is a base only for a name given relative to it (`cd / && higdoc check
        // --content srv/content`): an absolute name there stays absolute, as it always did.
        guard let root = roots.first(where: { ($0 != "/" || !file.hasPrefix("/")) && path.hasPrefix($0) }) else {
            return path
        }
        return String(path.dropFirst(root.count))
    }

    /// An absolute path without `.` and empty segments, its `..` segments resolved: by `realpath` when the
    /// path has one and names something there (a `..` after a symbolic link leaves the link's target, not
    /// the directory the link is in), else by removing the segment before.
    static func normalPath(_ absolute: String) -> String {
        let segments = absolute.split(separator: "/", omittingEmptySubsequences: true)
        if segments.contains(".."), let real = realpath(absolute, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        var kept: [Substring] = []
        for segment in segments {
            switch segment {
            case ".": continue
            case "..": _ = kept.popLast()
            default: kept.append(segment)
            }
        }
        return "/" + kept.joined(separator: "/")
    }

    /// A file name as the URI reference SARIF asks for: an absolute path as a `file:` URI, a relative one
    /// as a relative reference; either with every byte but letters, digits, `-._~` and `/`
    /// percent-encoded (a space, a `%`, a `#`, non-ASCII names, a `:` that would read as a scheme).
    static func uri(_ file: String) -> String {
        let isSafe = { (byte: UInt8) in
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E, 0x2F: true
            default: false
            }
        }
        let prefix = isRelative(file) ? "" : "file://"
        guard !file.utf8.allSatisfy(isSafe) else { return prefix + file }
        let digits = Array("0123456789ABCDEF".utf8)
        var encoded = Array(prefix.utf8)
        for byte in file.utf8 {
            if isSafe(byte) {
                encoded.append(byte)
            } else {
                encoded += [0x25, digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// The message of a finding's related location: its counterpart in another file, or another place in
    /// its own file (the other renderings of a term, the other references to a table).
    static func relatedMessage(_ related: DiagnosticLocation, of location: DiagnosticLocation) -> String {
        related.file == location.file ? sameFile : counterpart
    }

    static func location(
        _ location: DiagnosticLocation, id: Int? = nil, message: String? = nil, columns: CodePointColumns = .none
    ) -> Location {
        Location(
            id: id,
            physicalLocation: PhysicalLocation(
                artifactLocation: ArtifactLocation(
                    uri: uri(artifactPath(location.file)),
                    uriBaseId: isRelative(artifactPath(location.file)) ? sourceRoot : nil),
                region: Region(startLine: max(1, location.line), startColumn: max(1, columns.column(location)))),
            message: message.map(Message.init))
    }

    /// The log of a report as values, which `format` writes without making; the columns read from the
    /// files unless given.
    static func log(_ report: CheckReport, options: Options = Options(), columns: CodePointColumns? = nil) -> Log {
        let columns = columns ?? CodePointColumns(report)
        let codes = DiagnosticCode.allCases
        let rules = codes.map { code in
            Rule(
                id: code.rawValue, name: code.name, shortDescription: Message(text: code.summary),
                fullDescription: Message(text: code.summary),
                help: Message(text: DiagnosticExplanation.of(code, in: .en).fix),
                defaultConfiguration: Configuration(level: level(code.defaultSeverity)),
                properties: ["tags": [tag(code)]])
        }
        let selection = SARIFResultSelection(report, limit: options.resultLimit)
        let justification = justification(baselineFile: report.baseline?.file)
        let results = selection.entries.map { entry in
            let diagnostic =
                entry.isSuppressed ? report.baseline!.suppressed[entry.index] : report.diagnostics[entry.index]
            return Result(
                ruleId: diagnostic.code.rawValue, ruleIndex: codes.firstIndex(of: diagnostic.code)!,
                level: level(diagnostic.severity),
                message: Message(text: diagnostic.message),
                locations: [location(diagnostic.location, columns: columns)],
                relatedLocations: diagnostic.related.isEmpty
                    ? nil
                    : diagnostic.related.enumerated().map {
                        location($1, id: $0 + 1, message: relatedMessage($1, of: diagnostic.location), columns: columns)
                    },
                partialFingerprints: ["higdocFingerprint/v2": diagnostic.fingerprint],
                properties: diagnostic.bar.map { ["bar": $0] },
                baselineState: report.baseline == nil ? nil : entry.isSuppressed ? unchangedState : newState,
                suppressions: entry.isSuppressed ? [Suppression(justification: justification)] : nil)
        }
        let leftOut = selection.leftOut
        let isLimited = leftOut.total > 0
        let invocation = Invocation(
            exitCode: exitCode(report), exitCodeDescription: exitCodeDescription(report, options: options),
            toolExecutionNotifications: isLimited
                ? [
                    Notification(
                        level: "warning",
                        message: Message(
                            text: leftOutNotice(
                                selection, limit: options.resultLimit, hasBaseline: report.baseline != nil)))
                ] : nil)
        return Log(runs: [
            Run(
                tool: Tool(driver: Driver(rules: rules)), invocations: [invocation], results: results,
                originalUriBaseIds: [
                    sourceRoot: ArtifactLocation(description: Message(text: sourceRootDescription))
                ],
                properties: isLimited
                    ? RunProperties(
                        resultLimit: options.resultLimit ?? 0, resultsFound: selection.found.total,
                        resultsLeftOut: LeftOut(
                            errors: leftOut.errors, warnings: leftOut.warnings, notes: leftOut.notes,
                            suppressed: leftOut.suppressed, total: leftOut.total)) : nil)
        ])
    }

    /// The SARIF log of a report, whole, its columns read from the files.
    public static func format(_ report: CheckReport, options: Options = Options()) -> Data {
        format(report, options: options, columns: CodePointColumns(report))
    }

    /// The SARIF log of a report, whole, with the columns given.
    static func format(_ report: CheckReport, options: Options = Options(), columns: CodePointColumns) -> Data {
        PrettyJSONWriter.document { $0.writeSARIF(report, options: options, columns: columns) }
    }

    /// The bytes of `format(report)`, handed to `output` a megabyte at a time. Stops at the first error
    /// `output` throws, and rethrows it.
    static func write(_ report: CheckReport, options: Options = Options(), to output: (Data) throws -> Void) throws {
        let columns = CodePointColumns(report)
        try PrettyJSONWriter.stream(to: output) { $0.writeSARIF(report, options: options, columns: columns) }
    }

    /// How many results a log of `report` leaves out, how many there are, and which were left out.
    static func leftOut(_ report: CheckReport, options: Options = Options()) -> (
        leftOut: Int, found: Int, description: String
    ) {
        let (found, leftOut) = SARIFResultSelection.tally(report, limit: options.resultLimit)
        return (leftOut.total, found.total, leftOut.description)
    }

    /// The line `higdoc check` writes to standard error when the log of `report` leaves results out; nil
    /// when it leaves none out.
    public static func leftOutWarning(_ report: CheckReport, options: Options = Options()) -> String? {
        let (found, leftOut) = SARIFResultSelection.tally(report, limit: options.resultLimit)
        guard leftOut.total > 0 else { return nil }
        let all = report.baseline == nil ? jsonListsAll : jsonListsAllButBaseline
        return "higdoc: warning: the SARIF log lists \(found.total - leftOut.total) of \(found.total) results "
            + "(--sarif-max-results \(options.resultLimit ?? 0)); left out: \(leftOut.description); "
            + "--format json lists \(all)"
    }
}
