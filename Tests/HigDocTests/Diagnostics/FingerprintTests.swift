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
        #expect(plain.fingerprint == Fingerprint.of("HD0303|content/zh/bars.md|missing rule: “Use a toolbar.”"))
        let ranked = Diagnostic(code: .placeholderLink, message: "link 'text'", location: location, subject: "text#2")
        #expect(ranked.fingerprint == Fingerprint.of("HD0106|content/zh/bars.md|text#2"))
        #expect(Fingerprint.of("") == "cbf29ce484222325" && Fingerprint.of("a") == "af63dc4c8601ec8c")
        for diagnostic in BundledAlignmentTests.result.diagnostics + TestSupport.bundled.graph.diagnostics {
            #expect(diagnostic.fingerprint.utf8.count == 16)
            #expect(Fingerprint.value(ofHex: diagnostic.fingerprint) == diagnostic.fingerprintValue)
        }
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
}
