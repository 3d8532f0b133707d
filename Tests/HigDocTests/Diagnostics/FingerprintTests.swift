import Foundation
import Testing

@testable import HigDoc

/// Findings keep their fingerprint as a number; it must read, print and encode as the text it was.
@Suite("Fingerprints")
struct FingerprintTests {
    @Test("A finding's fingerprint is the hash of `code|file|subject` (the message without a subject)")
    func fingerprintOfParts() {
        let location = DiagnosticLocation(file: "content/zh/bars.md", line: 12, column: 3)
        let plain = Diagnostic(code: .missingRule, message: "missing rule: “Use a toolbar.”", location: location)
        #expect(plain.fingerprint == Fingerprint.of("HD0303|zh/bars.md|missing rule: “Use a toolbar.”"))
        let ranked = Diagnostic(code: .placeholderLink, message: "link 'text'", location: location, subject: "text#2")
        #expect(ranked.fingerprint == Fingerprint.of("HD0106|zh/bars.md|text#2"))
        #expect(Fingerprint.of("") == "cbf29ce484222325" && Fingerprint.of("a") == "af63dc4c8601ec8c")
        for diagnostic in BundledAlignmentTests.result.diagnostics + TestSupport.bundled.graph.diagnostics {
            #expect(diagnostic.fingerprint.utf8.count == 16)
            #expect(Fingerprint.value(ofHex: diagnostic.fingerprint) == diagnostic.fingerprintValue)
        }
    }

    @Test("The file a fingerprint hashes is its path within the content directory")
    func contentPath() {
        let cases: [(String, String)] = [
            ("content/zh/bars.md", "zh/bars.md"), ("/work/main/content/en/bars.md", "en/bars.md"),
            ("./content//en/bars.md", "en/bars.md"), ("en/bars.md", "en/bars.md"), ("bars.md", "bars.md"),
            ("content/glossary.yaml", "glossary.yaml"), ("/srv/en/glossary.yaml", "glossary.yaml"),
            ("/srv/docs/higdoc.lock", "higdoc.lock"), ("content/fr/bars.md", "bars.md"), ("content/zh/", "zh"),
            ("content/zh/notes.txt", "notes.txt"), ("zh/.md", "zh/.md"),
            ("", ""),
        ]
        for (path, expected) in cases { #expect(Fingerprint.contentPath(path) == expected, "\(path)") }
    }

    @Test("The same content checked from another place, named another way, keeps every fingerprint")
    func fingerprintsIgnoreWhereTheContentIs() throws {
        let root = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = root.appendingPathComponent("checkout/docs")
        try FileManager.default.createDirectory(
            at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.contentDirectory, toPath: copy.path)
        func fingerprints(_ content: String, in directory: URL) throws -> [String] {
            let result = try TestSupport.higdoc(["check", "--content", content, "--format", "json"], in: directory)
            #expect(result.status == 1, "\(result.stderr)")
            let report = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
            let findings = try #require(report["diagnostics"] as? [[String: Any]])
            return findings.compactMap { $0["fingerprint"] as? String }
        }
        let here = try fingerprints(TestSupport.contentDirectory, in: TestSupport.repoRoot)
        let there = try fingerprints("docs/", in: copy.deletingLastPathComponent())
        #expect(here.count == 107)
        #expect(Set(here).count == 107)
        #expect(here == there)
    }

    @Test("Sixteen lowercase hex digits read back; anything else is refused")
    func hexDigits() {
        for value: UInt64 in [0, 1, 0xF, 0xFFFF_FFFF_FFFF_FFFF, 0x0123_4567_89AB_CDEF] {
            #expect(Fingerprint.value(ofHex: Fingerprint.hex(value)) == value)
        }
        #expect(Fingerprint.hex(0xAB) == "00000000000000ab")
        for bad in ["", "ab", "00000000000000AB", "+0000000000000ab", "000000000000000ab", "00000000000000ag"] {
            #expect(Fingerprint.value(ofHex: bad) == nil, "\(bad)")
        }
    }

    @Test("Findings encode their fingerprint as text and decode back to equal findings")
    func codable() throws {
        let findings = BundledAlignmentTests.result.diagnostics
        let data = try JSONEncoder().encode(findings)
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(objects.count == findings.count)
        #expect(zip(objects, findings).allSatisfy { ($0["fingerprint"] as? String) == $1.fingerprint })
        #expect(try JSONDecoder().decode([Diagnostic].self, from: data) == findings)
        let text = try #require(String(data: try JSONEncoder().encode(findings[0]), encoding: .utf8))
        let broken = text.replacingOccurrences(of: findings[0].fingerprint, with: "not-a-fingerprint")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Diagnostic.self, from: Data(broken.utf8)) }
    }

    @Test("Findings of one file that share a fingerprint are numbered apart in order; the first keeps its own")
    func repeatedFingerprintsNumbered() {
        func finding(_ file: String, line: Int, code: DiagnosticCode = .pipeTableDelimiterMismatch) -> Diagnostic {
            Diagnostic(
                code: code, message: "pipe table delimiter row has 4 cells for a 3-cell header",
                location: DiagnosticLocation(file: file, line: line))
        }
        var findings = Diagnostic.sortedByFile([
            finding("a.md", line: 30), finding("a.md", line: 10), finding("b.md", line: 5), finding("a.md", line: 20),
            finding("a.md", line: 40, code: .pipeTableRowWidth),
        ])
        let before = findings.map(\.fingerprintValue)
        Diagnostic.numberRepeatedFingerprints(&findings)
        #expect(findings.map(\.location.file) == ["a.md", "a.md", "a.md", "a.md", "b.md"])
        #expect(findings.map(\.location.line) == [10, 20, 30, 40, 5])
        let subject = "|a.md|pipe table delimiter row has 4 cells for a 3-cell header"
        #expect(
            findings.map(\.fingerprint) == [
                Fingerprint.of("HD0101" + subject), Fingerprint.of("HD0101" + subject + "#2"),
                Fingerprint.of("HD0101" + subject + "#3"), Fingerprint.of("HD0102" + subject),
                Fingerprint.of("HD0101|b.md|pipe table delimiter row has 4 cells for a 3-cell header"),
            ])
        // Only the repeats changed, and nothing else about any finding.
        #expect(zip(before, findings).map { $0 == $1.fingerprintValue } == [true, false, false, true, true])
        #expect(Set(findings.map(\.fingerprint)).count == 5)
    }

    @Test("The bundled Chinese page's two identical pipe table recoveries no longer share a fingerprint")
    func bundledRecoveriesApart() throws {
        let graphFindings = TestSupport.bundled.graph.diagnostics.filter { $0.code == .pipeTableDelimiterMismatch }
        let findings = BundledAlignmentTests.result.diagnostics.filter { $0.code == .pipeTableDelimiterMismatch }
        #expect(findings.map(\.location.line) == [152, 223])
        // As the parser made them, the two are alike but for their place.
        #expect(Set(graphFindings.map(\.fingerprint)).count == 1)
        let first = try #require(graphFindings.first).fingerprintValue
        #expect(findings.map(\.fingerprintValue) == [first, Fingerprint.hash("#2", continuing: first)])
        let all = BundledAlignmentTests.result.diagnostics
        #expect(Set(all.map(\.fingerprint)).count == all.count)
        // A baseline that accepted the first before this change still accepts it, and only it.
        let baseline = Baseline(diagnostics: [findings[0]])
        #expect(baseline.unsuppressed(findings).map(\.location.line) == [223])
    }
}
