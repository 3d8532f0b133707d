import Foundation
import Testing

@testable import HigDoc

/// `SARIFFormatter.format` writes the log straight from the report; it must be, byte for byte, what
/// `DeterministicJSON` makes of `SARIFFormatter.log`.
@Suite("SARIF writer")
struct SARIFWriterTests {
    static func expectSameAsEncoder(_ report: CheckReport) throws {
        let written = SARIFFormatter.format(report)
        #expect(written == (try DeterministicJSON.encode(SARIFFormatter.log(report))))
        var streamed = Data()
        try SARIFFormatter.write(report) { streamed.append($0) }
        #expect(streamed == written)
    }

    @Test("The bundled report, under every failure policy")
    func bundled() throws {
        let bundled = TestSupport.bundled
        let result = TranslationChecker.run(corpus: bundled.corpus, graph: bundled.graph)
        for failOn in CheckReport.FailOn.allCases {
            let report = CheckReport.make(corpus: bundled.corpus, result: result, failOn: failOn)
            #expect(report.diagnostics.count == 89)
            try Self.expectSameAsEncoder(report)
        }
        // More results than one chunk of the writer's (512), written side by side.
        let many = CheckReport(
            documents: [], coverage: [], alignments: [],
            diagnostics: Array(repeating: result.diagnostics, count: 13).flatMap { $0 }, suppressed: 0,
            failOn: .error)
        #expect(many.diagnostics.count == 1_157)
        try Self.expectSameAsEncoder(many)
        let log = try JSONSerialization.jsonObject(with: SARIFFormatter.format(many)) as? [String: Any]
        let run = (log?["runs"] as? [[String: Any]])?.first
        #expect((run?["results"] as? [Any])?.count == 1_157)
    }

    @Test("Escapes, absolute and relative files, related locations, bars, positions below 1, no findings")
    func awkward() throws {
        let awkward = "quote \" backslash \\ slash / tab \t nl \n “中文” \u{2028} é \u{0}"
        let relative = DiagnosticLocation(file: "content/zh/\(awkward).md", line: 0, column: -2)
        let absolute = DiagnosticLocation(file: "/abs/en/bars.md", line: 12, column: 3)
        let diagnostics = [
            Diagnostic(
                code: .untranslatedProse, message: awkward, location: relative, related: [absolute, relative],
                bar: "toolbar"),
            Diagnostic(code: .placeholderLink, message: "", location: absolute),
        ]
        try Self.expectSameAsEncoder(
            CheckReport(
                documents: [], coverage: [], alignments: [], diagnostics: diagnostics, suppressed: 1, failOn: .never))
        try Self.expectSameAsEncoder(
            CheckReport(documents: [], coverage: [], alignments: [], diagnostics: [], suppressed: 0, failOn: .warning))
    }
}
