import Testing

@testable import HigDoc

/// The bar a finding is grouped under comes from the section its line falls in.
@Suite struct SectionBarIndexTests {
    /// What the index answers, by a pass over every section: the last heading at or before the line,
    /// the first in graph order among those on that line.
    static func scanned(_ sections: [Section], line: Int, document: String) -> String? {
        sections.filter { $0.document == document && $0.location.line <= line }.max {
            $0.location.line < $1.location.line
        }?.bars.first
    }

    @Test func everyLineOfTheBundledPagesFallsInTheSectionAPassFinds() {
        let sections = TestSupport.bundled.graph.sections
        let index = SectionBarIndex(sections)
        var answered = 0
        var barred = 0
        for document in TestSupport.bundled.corpus.documents {
            let last = sections.filter { $0.document == document.key }.map(\.location.line).max() ?? 0
            for line in 0...(last + 2) {
                let expected = Self.scanned(sections, line: line, document: document.key)
                #expect(index.bar(at: line, document: document.key) == expected, "\(document.key):\(line)")
                answered += 1
                if expected != nil { barred += 1 }
            }
        }
        #expect(answered > 1_000)
        #expect(barred > 500)
        #expect(index.bar(at: 10, document: "no/such/document") == nil)
    }

    @Test func theFirstSectionOfALineWins() {
        func section(_ id: String, line: Int, bars: [String]) -> Section {
            Section(
                id: id, document: "d", title: id, level: 2, anchor: nil, concept: nil, isBarSection: false,
                bars: bars, parent: nil, location: SourceLocation(line: line, column: 1), blockStart: 0, blockEnd: 1)
        }
        let sections = [
            section("b", line: 9, bars: ["toolbar"]), section("a", line: 3, bars: []),
            section("c", line: 9, bars: ["tab-bar"]), section("d", line: 3, bars: ["status-bar"]),
        ]
        let index = SectionBarIndex(sections)
        #expect([1, 3, 5, 9, 12].map { index.bar(at: $0, document: "d") } == [nil, nil, nil, "toolbar", "toolbar"])
        for line in 0...12 {
            #expect(index.bar(at: line, document: "d") == Self.scanned(sections, line: line, document: "d"))
        }
    }
}
