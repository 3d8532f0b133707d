import Foundation

/// Findings known and accepted for now (`--baseline FILE`): they are left out of reports and exit codes.
///
/// Matched by fingerprint, which survives line shifts and message rewording; the code, file and message
/// are kept for the humans who review the baseline file.
public struct Baseline: Codable, Sendable {
    public struct Entry: Codable, Hashable, Sendable {
        public var fingerprint: String
        public var code: String
        public var file: String
        public var message: String
    }

    /// The version of the file, which is the version of the fingerprints it holds: 2 since fingerprints
    /// hash a file's path within the content directory (1 hashed the path as typed, so a baseline of
    /// version 1 matches nothing now and is refused rather than silently ignored).
    public static let formatVersion = 2

    public var version: Int
    public var findings: [Entry]
    /// The file the baseline was read from (`read(_:)`), as it was named; not part of the file. A SARIF
    /// log names it where it says why a finding is suppressed.
    public var file: String?

    enum CodingKeys: String, CodingKey {
        case version, findings
    }

    public init(diagnostics: [Diagnostic]) {
        version = Self.formatVersion
        findings = Set(
            diagnostics.map {
                Entry(fingerprint: $0.fingerprint, code: $0.code.rawValue, file: $0.location.file, message: $0.message)
            }
        )
        .sorted { ($0.file, $0.code, $0.fingerprint, $0.message) < ($1.file, $1.code, $1.fingerprint, $1.message) }
    }

    /// Whether the baseline knows `diagnostic`. To filter many findings, use `unsuppressed(_:)`: this
    /// reads every entry of the baseline on each call.
    public func suppresses(_ diagnostic: Diagnostic) -> Bool {
        findings.contains { $0.fingerprint == diagnostic.fingerprint }
    }

    /// The findings the baseline does not know, in their order, with the baseline's fingerprints read
    /// once (a baseline of a large corpus holds hundreds of thousands of them).
    public func unsuppressed(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        partition(diagnostics).unsuppressed
    }

    /// The findings the baseline does not know and those it knows, each in their order, with the
    /// baseline's fingerprints read once.
    public func partition(_ diagnostics: [Diagnostic]) -> (unsuppressed: [Diagnostic], suppressed: [Diagnostic]) {
        let known = Set(findings.map(\.fingerprint))
        var unsuppressed: [Diagnostic] = []
        var suppressed: [Diagnostic] = []
        unsuppressed.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            if known.contains(diagnostic.fingerprint) {
                suppressed.append(diagnostic)
            } else {
                unsuppressed.append(diagnostic)
            }
        }
        return (unsuppressed, suppressed)
    }

    public static func read(_ path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(path: path, "cannot read baseline file (\(SourceFile.reason(for: path)))")
        }
        func malformed(_ problem: DecodingErrorSummary.Problem) -> InputError {
            let advice = problem.isStrayKey ? "delete it" : "expected the JSON that --write-baseline writes"
            return InputError(path: path, line: problem.line, "malformed baseline file: \(problem.text) (\(advice))")
        }
        var baseline: Baseline
        do {
            baseline = try DecodingErrorSummary.decode(Baseline.self, from: data, shape: shape)
        } catch {
            throw malformed(error)
        }
        baseline.file = path
        guard baseline.version == formatVersion else {
            throw InputError(
                path: path, line: JSONLineLocator(data).line(of: [.key("version")]),
                baseline.version < formatVersion
                    ? "baseline of version \(baseline.version), whose fingerprints this higdoc no longer makes; write it again with --write-baseline"
                    : "baseline of version \(baseline.version), written by a newer higdoc (this one reads version \(formatVersion))"
            )
        }
        // A key the baseline does not have, or gives twice, would be lost, unsaid, when `--write-baseline`
        // writes it again.
        if let stray = DecodingErrorSummary.strayKey(in: data, shape: shape) { throw malformed(stray) }
        // A fingerprint higdoc never writes matches no finding: the entry would suppress nothing, unsaid.
        if let index = baseline.findings.firstIndex(where: { Fingerprint.value(ofHex: $0.fingerprint) == nil }) {
            throw InputError(
                path: path,
                line: JSONLineLocator(data).line(of: [.key("findings"), .index(index), .key("fingerprint")]),
                "malformed baseline file: the fingerprint '\(baseline.findings[index].fingerprint)' is not 16 hex digits (expected the JSON that --write-baseline writes)"
            )
        }
        return baseline
    }

    /// The keys of a baseline file.
    static let shape = JSONLineLocator.Shape.object([
        "version": .integer,
        "findings": .array(.object(["fingerprint": .value, "code": .value, "file": .value, "message": .value])),
    ])

    public func write(to path: String) throws {
        try AtomicFileStream.write(DeterministicJSON.encode(self), to: path)
    }
}
