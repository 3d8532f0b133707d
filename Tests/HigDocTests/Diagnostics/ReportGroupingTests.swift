import Foundation
import Testing

@testable import HigDoc

/// The text, Markdown and JUnit reports list each group's findings most severe first.
@Suite("Report grouping")
struct ReportGroupingTests {
    /// The order the groups promise: severity descending, then the findings' own order.
    static func reference(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted {
            if $0.severity != $1.severity { return $0.severity > $1.severity }
            return $0 < $1
        }
    }

    @Test("Sorted findings are taken severity by severity, each in its order; unsorted ones are sorted")
    func mostSevereFirst() {
        let codes: [DiagnosticCode] = [.missingRule, .missingSection, .numberMismatch]
        let severities: [Severity] = [.note, .error, .warning, .warning, .note]
        var findings: [Diagnostic] = []
        for line in 1...12 {
            for (offset, code) in codes.enumerated() {
                findings.append(
                    Diagnostic(
                        code: code, severity: severities[(line + offset) % severities.count],
                        message: "finding \(line % 4)",
                        location: DiagnosticLocation(file: "content/zh/page-\(line % 3).md", line: line % 5 + 1)))
            }
        }
        let sorted = findings.sorted()
        let grouped = ReportGrouping.mostSevereFirst(sorted)
        #expect(grouped == Self.reference(sorted))
        #expect(grouped.count == 36)
        #expect(grouped.prefix(while: { $0.severity == .error }).count == 7)
        #expect(grouped.filter { $0.severity == .warning }.count == 16)
        #expect(grouped.last?.severity == .note)
        // In the report's order, not sorted: sorted all the same.
        #expect(ReportGrouping.mostSevereFirst(findings) == Self.reference(findings))
        #expect(ReportGrouping.mostSevereFirst(findings.reversed()) == Self.reference(findings.reversed()))
        #expect(ReportGrouping.mostSevereFirst([]) == [])
    }

    @Test("The bundled check's groups list their findings most severe first, in report order within")
    func bundledGroups() {
        let report = CheckReport.make(
            corpus: TestSupport.bundled.corpus, result: BundledAlignmentTests.result, baseline: nil, failOn: .error)
        let groups = ReportGrouping.groups(report)
        #expect(groups.reduce(0) { $0 + $1.diagnostics.count } == report.diagnostics.count)
        #expect(report.diagnostics.count == 107)
        // Groups where severities mix, so that the order within them is tested.
        #expect(groups.filter { Set($0.diagnostics.map(\.severity)).count > 1 }.count >= 3)
        for group in groups { #expect(group.diagnostics == Self.reference(group.diagnostics)) }
    }

    @Test("A large group is listed in order, its notes of one kind beyond three counted on one line")
    func largeGroupText() {
        let file = "content/zh/page-00001.md"
        let warnings = (1...5_000).map { line in
            Diagnostic(
                code: .missingRule, severity: .warning, message: "missing rule \(line)",
                location: DiagnosticLocation(file: file, line: line),
                related: (0..<(line % 6)).map { DiagnosticLocation(file: "content/en/page-00001.md", line: $0 + 1) },
                bar: "toolbar")
        }
        let notes = (1...10).map { line in
            Diagnostic(
                code: .structureOnlySection, message: "structure only \(line)",
                location: DiagnosticLocation(file: file, line: 10_000 + line), bar: "toolbar")
        }
        let result = TranslationChecker.Result(
            alignments: [], coverage: [], diagnostics: (warnings + notes).sorted(),
            acceptedLock: TranslationLock(entries: []))
        let report = CheckReport.make(corpus: TestSupport.bundled.corpus, result: result, failOn: .never)
        let listed = TextReportFormatter.listing(
            ReportGrouping.groups(report).first { $0.bar == "toolbar" }!.diagnostics)
        #expect(listed.count == 5_004)
        #expect(listed.last == .moreNotes(.structureOnlySection, 7))
        let text = TextReportFormatter(color: false).format(report)
        var expected = ""
        for warning in warnings {
            expected += "  \(file):\(warning.location.line):1: warning: \(warning.message) [HD0303]\n"
            for related in warning.related.prefix(3) { expected += "      ↳ \(related)\n" }
            if warning.related.count > 3 { expected += "      ↳ … and \(warning.related.count - 3) more\n" }
        }
        for note in notes.prefix(3) { expected += "  \(note.location): note: \(note.message) [HD0318]\n" }
        expected += "  … and 7 more structure-only-section notes [HD0318] (all are in --format json)\n"
        #expect(text.contains("Toolbar · 工具栏\n" + expected + "\n"))
        // Without errors, the first warning's code is the example.
        #expect(
            text.hasSuffix(
                "0 errors, 5000 warnings, 10 notes\n"
                    + "What a code means and what to do: higdoc explain HD0303 (or any other code)\n"))
        // Written in pieces, the same text.
        var pieces = 0
        var joined = Data()
        TextReportFormatter(color: false).write(report) {
            pieces += 1
            joined += $0
        }
        #expect(String(decoding: joined, as: UTF8.self) == text)
        #expect(pieces > 2)
    }
}
