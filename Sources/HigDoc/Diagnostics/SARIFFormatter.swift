import Foundation

/// SARIF 2.1.0 output for code-scanning UIs.
///
/// Rule ids are the stable diagnostic codes (`HD0303`), and every result carries the finding's
/// fingerprint as `partialFingerprints`, so re-runs update alerts instead of duplicating them. Columns
/// count characters (`columnKind: unicodeCodePoints`).
public enum SARIFFormatter {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        var columnKind = "unicodeCodePoints"
        var originalUriBaseIds: [String: ArtifactLocation]
    }

    struct Tool: Encodable { var driver: Driver }

    struct Driver: Encodable {
        var name = "higdoc"
        var version = HigDocVersion.current
        var semanticVersion = HigDocVersion.current
        var informationUri = "https://github.com/higdoc/higdoc"
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
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

    static func location(_ location: DiagnosticLocation, id: Int? = nil, message: String? = nil) -> Location {
        let relative = !location.file.hasPrefix("/")
        return Location(
            id: id,
            physicalLocation: PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: location.file, uriBaseId: relative ? "SRCROOT" : nil),
                region: Region(startLine: max(1, location.line), startColumn: max(1, location.column))),
            message: message.map(Message.init))
    }

    public static func format(_ report: CheckReport) throws -> Data {
        let codes = DiagnosticCode.allCases
        let rules = codes.map { code in
            Rule(
                id: code.rawValue, name: code.name, shortDescription: Message(text: code.summary),
                fullDescription: Message(text: code.summary),
                defaultConfiguration: Configuration(level: level(code.defaultSeverity)),
                properties: ["tags": [code.rawValue.hasPrefix("HD03") ? "translation" : "content"]])
        }
        let results = report.diagnostics.map { diagnostic in
            Result(
                ruleId: diagnostic.code.rawValue, ruleIndex: codes.firstIndex(of: diagnostic.code)!,
                level: level(diagnostic.severity),
                message: Message(text: diagnostic.message), locations: [location(diagnostic.location)],
                relatedLocations: diagnostic.related.isEmpty
                    ? nil : diagnostic.related.enumerated().map { location($1, id: $0 + 1, message: "counterpart") },
                partialFingerprints: ["higdocFingerprint/v1": diagnostic.fingerprint],
                properties: diagnostic.bar.map { ["bar": $0] })
        }
        let log = Log(runs: [
            Run(
                tool: Tool(driver: Driver(rules: rules)), results: results,
                originalUriBaseIds: ["SRCROOT": ArtifactLocation(uri: "file:///", uriBaseId: nil)])
        ])
        return try DeterministicJSON.encode(log)
    }
}
