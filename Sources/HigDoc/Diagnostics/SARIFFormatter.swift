import Foundation

/// SARIF 2.1.0 output for code-scanning UIs.
///
/// Rule ids are the stable diagnostic codes (`HD0303`), and every result carries the finding's
/// fingerprint as `partialFingerprints`, so re-runs update alerts instead of duplicating them. Columns
/// count characters (`columnKind: unicodeCodePoints`).
///
/// `format` writes the log straight from the report (`PrettyJSONWriter.writeSARIF`); the types below
/// describe it, and `log(_:)` encoded by `DeterministicJSON` gives the same bytes (the tests compare).
public enum SARIFFormatter {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let version = "2.1.0"
    static let columnKind = "unicodeCodePoints"
    static let informationURI = "https://github.com/higdoc/higdoc"
    /// The base of relative file names, and where it points.
    static let sourceRoot = "SRCROOT"
    static let sourceRootURI = "file:///"
    /// The message of a related location.
    static let counterpart = "counterpart"

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
        var results: [Result]
        var columnKind = SARIFFormatter.columnKind
        var originalUriBaseIds: [String: ArtifactLocation]
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
        var uri: String
        var uriBaseId: String?
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

    static func location(_ location: DiagnosticLocation, id: Int? = nil, message: String? = nil) -> Location {
        Location(
            id: id,
            physicalLocation: PhysicalLocation(
                artifactLocation: ArtifactLocation(
                    uri: location.file, uriBaseId: isRelative(location.file) ? sourceRoot : nil),
                region: Region(startLine: max(1, location.line), startColumn: max(1, location.column))),
            message: message.map(Message.init))
    }

    /// The log of a report as values, which `format` writes without making.
    static func log(_ report: CheckReport) -> Log {
        let codes = DiagnosticCode.allCases
        let rules = codes.map { code in
            Rule(
                id: code.rawValue, name: code.name, shortDescription: Message(text: code.summary),
                fullDescription: Message(text: code.summary),
                help: Message(text: DiagnosticExplanation.of(code, in: .en).fix),
                defaultConfiguration: Configuration(level: level(code.defaultSeverity)),
                properties: ["tags": [tag(code)]])
        }
        let results = report.diagnostics.map { diagnostic in
            Result(
                ruleId: diagnostic.code.rawValue, ruleIndex: codes.firstIndex(of: diagnostic.code)!,
                level: level(diagnostic.severity),
                message: Message(text: diagnostic.message), locations: [location(diagnostic.location)],
                relatedLocations: diagnostic.related.isEmpty
                    ? nil : diagnostic.related.enumerated().map { location($1, id: $0 + 1, message: counterpart) },
                partialFingerprints: ["higdocFingerprint/v1": diagnostic.fingerprint],
                properties: diagnostic.bar.map { ["bar": $0] })
        }
        return Log(runs: [
            Run(
                tool: Tool(driver: Driver(rules: rules)), results: results,
                originalUriBaseIds: [sourceRoot: ArtifactLocation(uri: sourceRootURI, uriBaseId: nil)])
        ])
    }

    /// The SARIF log of a report, whole.
    public static func format(_ report: CheckReport) -> Data {
        PrettyJSONWriter.document { $0.writeSARIF(report) }
    }

    /// The bytes of `format(report)`, handed to `output` a megabyte at a time. Stops at the first error
    /// `output` throws, and rethrows it.
    static func write(_ report: CheckReport, to output: (Data) throws -> Void) throws {
        try PrettyJSONWriter.stream(to: output) { $0.writeSARIF(report) }
    }
}
