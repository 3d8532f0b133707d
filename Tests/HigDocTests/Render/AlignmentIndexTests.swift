import Testing

@testable import HigDoc

/// `AlignmentIndex`: a unit's counterpart, status and confidence, as the alignments give them.
@Suite("Alignment index")
struct AlignmentIndexTests {
    @Test("Each unit has its counterpart, status and confidence; a later pair overrides the status only")
    func facts() {
        let first = DocumentAlignment(
            source: "en/a", translation: "zh/a",
            sections: [
                AlignedPair(source: "en/a/s1", translation: "zh/a/s1", confidence: 0.875, signals: [], bar: nil),
                AlignedPair(source: "en/a/s2", translation: nil, confidence: 0, signals: [], bar: nil),
            ],
            rules: [
                AlignedPair(source: nil, translation: "zh/a/r9", confidence: 0, signals: [], bar: "tab-bar"),
                AlignedPair(source: "en/a/r1", translation: "zh/a/r1", confidence: 0.5, signals: [], bar: "tab-bar"),
            ],
            systemItems: [])
        // A second alignment that names units of the first again: the English rule as missing, the
        // translated section aligned anew.
        let second = DocumentAlignment(
            source: "en/b", translation: "zh/b", sections: [],
            rules: [AlignedPair(source: "en/a/r1", translation: nil, confidence: 0, signals: [], bar: nil)],
            systemItems: [
                AlignedPair(source: "en/b/i1", translation: "zh/a/s1", confidence: 0.25, signals: [], bar: nil)
            ])
        let index = AlignmentIndex([first, second], structureOnly: ["en/a/s2": "zh/a/s1"])
        #expect(index.counterpart(of: "en/a/s1") == "zh/a/s1")
        #expect(index.status(of: "en/a/s1") == .aligned && index.confidence(of: "en/a/s1") == 0.88)
        #expect(index.counterpart(of: "en/a/s2") == nil && index.status(of: "en/a/s2") == .missing)
        #expect(index.confidence(of: "en/a/s2") == nil && index.carrier(ofHeadingOnly: "en/a/s2") == "zh/a/s1")
        #expect(index.status(of: "zh/a/r9") == .extra && index.counterpart(of: "zh/a/r9") == nil)
        // Missing in the second alignment, but still paired by the first.
        #expect(index.status(of: "en/a/r1") == .missing)
        #expect(index.counterpart(of: "en/a/r1") == "zh/a/r1" && index.confidence(of: "en/a/r1") == 0.5)
        #expect(index.counterpart(of: "zh/a/r1") == "en/a/r1")
        // Aligned again by the second: the last pair gives counterpart and confidence.
        #expect(index.counterpart(of: "zh/a/s1") == "en/b/i1" && index.confidence(of: "zh/a/s1") == 0.25)
        #expect(index.counterpart(of: "en/b/i1") == "zh/a/s1" && index.status(of: "en/b/i1") == .aligned)
        #expect(index.status(of: "en/none") == .unaligned && index.counterpart(of: "en/none") == nil)
        #expect(index.confidence(of: "en/none") == nil && index.carrier(ofHeadingOnly: "en/a/s1") == nil)
        #expect(index.alignment(covering: "zh/b")?.source == "en/b")
    }

    @Test(
        "A unit first named one-sided and aligned later has its counterpart; named one-sided after, only its status changes"
    )
    func oneSidedThenAligned() {
        let alignment = DocumentAlignment(
            source: "en/c", translation: "zh/c",
            sections: [AlignedPair(source: "en/c/s1", translation: nil, confidence: 0, signals: [], bar: nil)],
            rules: [
                AlignedPair(source: nil, translation: "zh/c/r1", confidence: 0, signals: [], bar: nil),
                AlignedPair(source: "en/c/s1", translation: "zh/c/r1", confidence: 0.731, signals: [], bar: nil),
            ],
            systemItems: [AlignedPair(source: nil, translation: "en/c/s1", confidence: 0, signals: [], bar: nil)])
        let index = AlignmentIndex([alignment])
        #expect(index.status(of: "en/c/s1") == .extra)
        #expect(index.counterpart(of: "en/c/s1") == "zh/c/r1" && index.confidence(of: "en/c/s1") == 0.73)
        #expect(index.status(of: "zh/c/r1") == .aligned && index.counterpart(of: "zh/c/r1") == "en/c/s1")
        // Ids compare as strings do: a canonically equivalent spelling finds the same unit.
        let decomposed = AlignmentIndex([
            DocumentAlignment(
                source: "en/d", translation: "zh/d", sections: [],
                rules: [
                    AlignedPair(source: "en/d/caf\u{E9}", translation: "zh/d/x", confidence: 1, signals: [], bar: nil)
                ],
                systemItems: [])
        ])
        #expect(decomposed.counterpart(of: "en/d/cafe\u{301}") == "zh/d/x")
    }

    @Test("On the bundled content every aligned unit's counterpart names it back")
    func bundledCounterparts() {
        let input = SiteTestSupport.bundled.builder.context.input
        let index = AlignmentIndex(input.alignments)
        var aligned = 0
        for alignment in input.alignments {
            for pair in alignment.sections + alignment.rules + alignment.systemItems {
                guard let source = pair.source, let translation = pair.translation else { continue }
                aligned += 1
                #expect(index.counterpart(of: source) == translation && index.counterpart(of: translation) == source)
                #expect(index.confidence(of: source) == pair.confidence)
            }
        }
        #expect(aligned == 56)
    }
}
