import Foundation
import Testing

@testable import HigDoc

/// The index that finds a large group's candidate pairs: every pair that scores above 0 is a candidate.
@Suite struct EvidenceIndexTests {
    @Test("Every pair of pseudo-random groups that scores is among the English unit's candidates")
    func candidatesHoldEveryScoringPair() {
        // The same groups on every run.
        var sequence = SeededSequence(seed: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { sequence.next(bound) }
        let names = (0..<8).map { "concept-\($0)" }
        let words = ["navigation controller", "toolbar", "done", "tint color"]
        func unit(_ language: Language, index: Int) -> UnitFeatures {
            let concepts = names.indices.filter { _ in next(4) == 0 }
            let terms = Set(words.filter { _ in next(5) == 0 })
            return UnitFeatures(
                id: "\(language)-\(index)", language: language, leadConcepts: concepts.filter { _ in next(2) == 0 },
                concepts: concepts, linkTargets: Set(["SW\(next(12))"].filter { _ in next(3) == 0 }),
                identifiers: Set(["UIBar\(next(12))"].filter { _ in next(3) == 0 }),
                numbers: Set([next(20)].filter { _ in next(2) == 0 }),
                parenthesizedTerms: language == .zh ? terms : [], kind: nil, position: Double(next(100)) / 100,
                length: 10 + next(90), foldedText: language == .en ? terms.sorted().joined(separator: " and ") : "")
        }
        var (scoring, candidates, pairs) = (0, 0, 0)
        for _ in 0..<100 {
            var english = (0..<(1 + next(12))).map { unit(.en, index: $0) }
            var chinese = (0..<(1 + next(12))).map { unit(.zh, index: $0) }
            let weights = RuleAligner.ConceptTable(english, chinese, excluding: names[next(8)], names: names)
            weights.weigh(&english)
            weights.weigh(&chinese)
            var index = RuleAligner.EvidenceIndex(chinese, weights: weights)
            for row in english.indices {
                let found = index.candidates(of: english[row], at: row)
                #expect(found == Array(Set(found)).sorted())
                let scored = chinese.indices.filter {
                    RuleAligner.score(english[row], chinese[$0], weights: weights) > 0
                }
                #expect(Set(scored).isSubset(of: found), "\(english[row].id): \(scored) not all in \(found)")
                (scoring, candidates, pairs) = (scoring + scored.count, candidates + found.count, pairs + chinese.count)
            }
        }
        // The groups have pairs that score, and pairs the index leaves out.
        #expect(scoring > 200 && candidates < pairs)
    }
}
