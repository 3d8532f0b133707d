import Foundation
import Testing

@testable import HigDoc

/// `ReportJSONWriter` must write what `DeterministicJSON.encode` writes, byte for byte.
@Suite struct ReportJSONWriterTests {
    @Test func bundledReportMatchesTheEncoder() throws {
        let bundled = TestSupport.bundled
        let result = TranslationChecker.run(corpus: bundled.corpus, graph: bundled.graph)
        for failOn in CheckReport.FailOn.allCases {
            let report = CheckReport.make(corpus: bundled.corpus, result: result, failOn: failOn)
            #expect(report.diagnostics.count > 10 && !report.alignments.isEmpty)
            #expect(ReportJSONWriter.encode(report) == (try DeterministicJSON.encode(report)))
        }
    }

    @Test func escapesAndNumbersMatchTheEncoder() throws {
        let awkward =
            "quote \" backslash \\ slash / tab \t nl \n cr \r bs \u{8} ff \u{C} nul \u{0} us \u{1F} del \u{7F} “中文” \u{2028} é"
        let location = DiagnosticLocation(file: "a/\(awkward).md", line: 3, column: 7)
        let diagnostics = [
            Diagnostic(
                code: .untranslatedProse, message: awkward, location: location, related: [location], bar: "toolbar"),
            Diagnostic(code: .placeholderLink, message: "", location: location),
        ]
        let pairs = [
            AlignedPair(source: "en/\(awkward)", translation: nil, confidence: 0.123456, signals: [awkward], bar: nil),
            AlignedPair(source: nil, translation: "zh/x", confidence: 1, signals: [], bar: "tab-bar"),
            AlignedPair(source: "en/y", translation: "zh/y", confidence: 0.000_01, signals: ["a", "b"], bar: nil),
            AlignedPair(source: "en/z", translation: "zh/z", confidence: 123_456_789_012, signals: [], bar: nil),
        ]
        let ratio = Coverage.Ratio(aligned: 0, total: -3)
        let report = CheckReport(
            documents: [
                CheckReport.DocumentPair(
                    source: "en/a", translation: "zh/a", sourcePath: awkward, translationPath: "/p/zh/a.md",
                    sourceEdition: "iOS 7", translationEdition: "")
            ],
            coverage: [
                Coverage(scope: .bar, id: awkward, language: .zh, sections: ratio, rules: ratio, systemItems: ratio)
            ],
            alignments: [
                DocumentAlignment(source: "en/a", translation: "zh/a", sections: [], rules: pairs, systemItems: [])
            ],
            diagnostics: diagnostics, suppressed: 2, failOn: .never)
        #expect(ReportJSONWriter.encode(report) == (try DeterministicJSON.encode(report)))
        let empty = CheckReport(
            documents: [], coverage: [], alignments: [], diagnostics: [], suppressed: 0, failOn: .warning)
        #expect(ReportJSONWriter.encode(empty) == (try DeterministicJSON.encode(empty)))
    }
}
