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
        #expect(Diagnostic.removingRepeats(findings.sorted()) == expected)
        #expect(expected.count == 6)
        #expect(Diagnostic.sortedByFile(findings) == findings.sorted())
        let bundled = TranslationChecker.run(corpus: TestSupport.bundled.corpus).diagnostics
        #expect(Diagnostic.sortedByFile(bundled.reversed()) == bundled.reversed().sorted())
    }

    /// Findings order by location, then code, then message: field by field, as their tuples compare.
    @Test func findingsCompareAsTheirLocationCodeAndMessage() {
        var findings: [Diagnostic] = []
        for file in ["a.md", "a.md-1", "b.md"] {
            for (line, column) in [(1, 1), (1, 2), (2, 1)] {
                for code in [DiagnosticCode.untranslatedProse, .inconsistentTermTranslation] {
                    for message in ["", "x", "y"] {
                        findings.append(
                            Diagnostic(
                                code: code, message: message,
                                location: DiagnosticLocation(file: file, line: line, column: column)))
                    }
                }
            }
        }
        #expect(findings.count == 54)
        for a in findings {
            for b in findings {
                #expect(
                    (a < b) == ((a.location, a.code.rawValue, a.message) < (b.location, b.code.rawValue, b.message)))
            }
        }
    }

    /// Ten thousand findings or more are sorted file by file on all cores: the same order as one stable sort.
    @Test func manyFindingsSortTheSameOnAllCores() {
        var findings: [Diagnostic] = []
        for index in 0..<12_000 {
            // Files, lines and messages repeat in a scrambled order; equal keys differ in their bar.
            findings.append(
                Diagnostic(
                    code: index % 3 == 0 ? .untranslatedProse : .inconsistentTermTranslation,
                    message: "m\(index * 7 % 5)",
                    location: DiagnosticLocation(file: "p\(index * 13 % 97).md", line: index * 31 % 11 + 1),
                    bar: "b\(index)"))
        }
        let sorted = Diagnostic.sortedByFile(findings)
        #expect(sorted == findings.sorted())
        #expect(sorted.map(\.bar) == findings.sorted().map(\.bar))
        #expect(Set(sorted.map(\.location.file)).count == 97)
    }
}
