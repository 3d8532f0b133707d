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
        #expect(report.diagnostics.count == 89)
        // Groups where severities mix, so that the order within them is tested.
        #expect(groups.filter { Set($0.diagnostics.map(\.severity)).count > 1 }.count >= 3)
        for group in groups { #expect(group.diagnostics == Self.reference(group.diagnostics)) }
    }
}
