import Testing

@testable import HigDoc

/// Findings of several groups are merged by sorting, then dropping repeats.
@Suite struct MergeFindingsTests {
    @Test func droppingRepeatsAfterSortingKeepsWhatDroppingThemBeforeKept() {
        func diagnostic(_ file: String, _ line: Int, _ message: String, bar: String? = nil, related: Int = 0)
            -> Diagnostic
        {
            Diagnostic(
                code: .untranslatedProse, message: message,
                location: DiagnosticLocation(file: file, line: line, column: 1),
                related: related == 0 ? [] : [DiagnosticLocation(file: "r", line: related)], bar: bar)
        }
        // Same location, code and message, differing elsewhere: these must keep their first-seen order.
        let findings = [
            diagnostic("b.md", 2, "x", bar: "toolbar"), diagnostic("a.md", 1, "x"), diagnostic("b.md", 2, "x"),
            diagnostic("b.md", 2, "x", bar: "toolbar"), diagnostic("b.md", 2, "x", related: 3),
            diagnostic("a.md", 1, "x"), diagnostic("b.md", 2, "x", bar: "tab-bar"), diagnostic("b.md", 2, "x"),
            diagnostic("c.md", 9, "y"), diagnostic("b.md", 2, "x", related: 3),
        ]
        var seen = Set<Diagnostic>()
        let expected = findings.filter { seen.insert($0).inserted }.sorted()
        #expect(TranslationChecker.removingRepeats(findings.sorted()) == expected)
        #expect(expected.count == 6)
        #expect(Diagnostic.sortedByFile(findings) == findings.sorted())
        let bundled = TranslationChecker.run(corpus: TestSupport.bundled.corpus).diagnostics
        #expect(Diagnostic.sortedByFile(bundled.reversed()) == bundled.reversed().sorted())
    }
}
