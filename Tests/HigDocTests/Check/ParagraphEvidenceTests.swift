import Foundation
import Testing

@testable import HigDoc

/// The placing of a prose paragraph at its translation (HD0322, HD0327).
@Suite struct ParagraphEvidenceTests {
    /// A paragraph stating `numbers` (in words the extractor reads), naming `identifiers` and linking to
    /// `targets`.
    static func paragraph(_ line: Int, numbers: [Int], identifiers: [String], targets: [String])
        -> SectionProse.Paragraph
    {
        let location = SourceLocation(line: line, column: 1)
        var inlines: [Inline] = [.text("Step " + numbers.map(String.init).joined(separator: " and ") + " uses ")]
        inlines.append(.text(identifiers.joined(separator: " ") + ". "))
        for target in targets {
            inlines.append(
                .link(Inline.Link(destination: "\(target).html", children: [.text("see")], location: location)))
        }
        return SectionProse.Paragraph(inlines: inlines, location: location)
    }

    /// What `counterpart` is meant to find, by scoring every candidate against the paragraph.
    static func scoredOneByOne(_ index: Int, _ side: inout ParagraphEvidence, _ candidates: inout ParagraphEvidence)
        -> Int?
    {
        let (numbers, links, identifiers) = (side.numbers(index), side.links(index), side.identifiers(index))
        let scores = candidates.paragraphs.indices.map {
            numbers.intersection(candidates.numbers($0)).count + links.intersection(candidates.links($0)).count
                + identifiers.intersection(candidates.identifiers($0)).count
        }
        guard let best = scores.max(), best > 0 else { return nil }
        let tied = scores.indices.filter { scores[$0] == best }
        guard tied.count > 1 else { return tied[0] }
        func position(_ index: Int, of count: Int) -> Double { count > 1 ? Double(index) / Double(count - 1) : 0.5 }
        let distances = tied.map {
            abs(position($0, of: candidates.paragraphs.count) - position(index, of: side.paragraphs.count))
        }
        let closest = tied.indices.filter { distances[$0] == distances.min()! }
        return closest.count == 1 ? tied[closest[0]] : nil
    }

    /// Seeded pages of up to 40 paragraphs a side, sharing numbers, identifiers and link targets at random
    /// (ties and paragraphs sharing nothing among them): the candidates a search scores through its
    /// indexes are the ones scoring every candidate finds.
    @Test("A paragraph's counterpart, found through the candidates' indexes, is the one scoring each finds")
    func indexedSearchFindsWhatScoringEachFinds() {
        var seed: UInt64 = 62
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var found = 0
        for _ in 0..<200 {
            func side(_ count: Int) -> [SectionProse.Paragraph] {
                (0..<count).map { line in
                    Self.paragraph(
                        line + 1, numbers: (0..<next(3)).map { _ in 10 + next(6) },
                        identifiers: (0..<next(3)).map { _ in "UIThing\(next(5))" },
                        targets: (0..<next(3)).map { _ in "page\(next(6))" })
                }
            }
            let (english, chinese) = (side(1 + next(40)), side(1 + next(40)))
            var enIndexed = ParagraphEvidence(english, language: .en, numbers: nil)
            var zhIndexed = ParagraphEvidence(chinese, language: .en, numbers: nil)
            var enScored = ParagraphEvidence(english, language: .en, numbers: nil)
            var zhScored = ParagraphEvidence(chinese, language: .en, numbers: nil)
            for index in english.indices {
                let indexed = ParagraphEvidence.counterpart(of: index, in: &enIndexed, among: &zhIndexed)
                #expect(indexed == Self.scoredOneByOne(index, &enScored, &zhScored))
                if indexed != nil { found += 1 }
            }
            for index in chinese.indices {
                #expect(
                    ParagraphEvidence.counterpart(of: index, in: &zhIndexed, among: &enIndexed)
                        == Self.scoredOneByOne(index, &zhScored, &enScored))
            }
        }
        // Most paragraphs have a counterpart; the rest share nothing or tie.
        #expect(found > 1_000)
    }
}
