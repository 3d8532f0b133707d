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

    @Test(
        "Terms kept in parentheses: an English text is a candidate of exactly the units whose term it holds as a word")
    func keptTermCandidates() {
        // Terms that start with letters, digits, punctuation and ideographs, of one word and of several,
        // and texts that hold them as words, inside words, next to digits, and with a combining mark.
        let terms = [
            "tab bar", "tab", "bar", "3d touch", "touch", "ui-kit", "uikit", "x", ".net", "搜索", "navigation bar",
            "done", "e", "gadget1x", "gadget1", "a b", "émoji",
        ]
        let texts = [
            "use the tab bar here", "a tabbar is not a tab", "3d touch and touch", "see ui-kit, not uikit2",
            "x-ray", "the .net way", "搜索栏", "gadget1x2 and gadget12", "cafe\u{301}", "a  b then a b",
            "émoji and e\u{301}moji", "done.", "", "bar", "navigation bars", "ex",
        ]
        let names = ["concept-0"]
        let chinese = terms.indices.map { index in
            UnitFeatures(
                id: "zh-\(index)", language: .zh, leadConcepts: [], concepts: [], linkTargets: [], identifiers: [],
                numbers: [], parenthesizedTerms: [terms[index]], kind: nil, position: 0.5, length: 10, foldedText: "")
        }
        let weights = RuleAligner.ConceptTable([], chinese, excluding: nil, names: names)
        var index = RuleAligner.EvidenceIndex(chinese, weights: weights)
        var found = 0
        for (row, text) in texts.enumerated() {
            let english = UnitFeatures(
                id: "en-\(row)", language: .en, leadConcepts: [], concepts: [], linkTargets: [], identifiers: [],
                numbers: [], parenthesizedTerms: [], kind: nil, position: 0.5, length: 10, foldedText: text)
            let expected = terms.indices.filter { Text.containsWord(terms[$0], in: text) }
            #expect(index.candidates(of: english, at: row) == expected, "\(text)")
            found += expected.count
        }
        #expect(found == 17)
    }

    @Test("A candidate's score, counted without listing what the pair shares, is its explained score")
    func scoreIsExplainedScore() {
        var sequence = SeededSequence(seed: 0x2545_F491_4F6C_DD1D)
        func next(_ bound: Int) -> Int { sequence.next(bound) }
        let names = (0..<6).map { "concept-\($0)" }
        let words = ["navigation controller", "toolbar", "done"]
        func unit(_ language: Language, index: Int) -> UnitFeatures {
            let concepts = names.indices.filter { _ in next(3) == 0 }
            let terms = Set(words.filter { _ in next(3) == 0 })
            // Up to three shared links, identifiers and numbers: a score counts two of each.
            return UnitFeatures(
                id: "\(language)-\(index)", language: language, leadConcepts: concepts.filter { _ in next(2) == 0 },
                concepts: concepts, linkTargets: Set((0..<next(4)).map { _ in "SW\(next(4))" }),
                identifiers: Set((0..<next(4)).map { _ in "UIBar\(next(4))" }),
                numbers: Set((0..<next(4)).map { _ in next(5) }), parenthesizedTerms: language == .zh ? terms : [],
                kind: [RuleKind.do, .dont, nil][next(3)], position: Double(next(100)) / 100, length: 10 + next(90),
                foldedText: language == .en ? terms.sorted().joined(separator: " and ") : "")
        }
        var (pairs, scoring) = (0, 0)
        for _ in 0..<60 {
            var english = (0..<(1 + next(8))).map { unit(.en, index: $0) }
            var chinese = (0..<(1 + next(8))).map { unit(.zh, index: $0) }
            let weights = RuleAligner.ConceptTable(english, chinese, excluding: nil, names: names)
            weights.weigh(&english)
            weights.weigh(&chinese)
            for en in english {
                for zh in chinese {
                    let score = RuleAligner.score(en, zh, weights: weights)
                    #expect(score == RuleAligner.explainedScore(en, zh, weights: weights).0)
                    pairs += 1
                    if score > 0 { scoring += 1 }
                }
            }
        }
        #expect(pairs > 1_000)
        #expect(scoring > pairs / 4)
    }

    @Test("A concept hundreds of units carry proposes only the units nearest an English unit's place")
    func frequentConceptProposesNeighbours() {
        // 400 Chinese units name concept 0; every 50th also names the rarer concept 1, and unit 7 links.
        let names = ["concept-0", "concept-1"]
        let count = 400
        var chinese = (0..<count).map { index in
            UnitFeatures(
                id: "zh-\(index)", language: .zh, leadConcepts: [], concepts: index % 50 == 0 ? [0, 1] : [0],
                linkTargets: index == 7 ? ["SW7"] : [], identifiers: [], numbers: [], parenthesizedTerms: [],
                kind: nil, position: Double(index) / Double(count - 1), length: 10, foldedText: "")
        }
        func english(at index: Int, concepts: [Int], links: Set<String> = []) -> UnitFeatures {
            UnitFeatures(
                id: "en-\(index)", language: .en, leadConcepts: [], concepts: concepts, linkTargets: links,
                identifiers: [], numbers: [], parenthesizedTerms: [], kind: nil,
                position: Double(index) / Double(count - 1), length: 30, foldedText: "")
        }
        var englishUnits = [
            english(at: 200, concepts: [0]), english(at: 3, concepts: [0]), english(at: 399, concepts: [0, 1]),
            english(at: 390, concepts: [0], links: ["SW7"]),
        ]
        let weights = RuleAligner.ConceptTable(englishUnits, chinese, excluding: nil, names: names)
        weights.weigh(&englishUnits)
        weights.weigh(&chinese)
        #expect(count > RuleAligner.EvidenceIndex.frequentConceptUnits)
        let reach = RuleAligner.EvidenceIndex.frequentConceptReach
        var index = RuleAligner.EvidenceIndex(chinese, weights: weights)
        // In the middle, as many on either side; at an end, only those there are.
        #expect(index.candidates(of: englishUnits[0], at: 0) == Array((200 - reach)..<(200 + reach)))
        #expect(index.candidates(of: englishUnits[1], at: 1) == Array(0..<(3 + reach)))
        // A rarer concept and a link still propose every unit that carries them, however far.
        let rare = stride(from: 0, to: count, by: 50)
        #expect(
            index.candidates(of: englishUnits[2], at: 2)
                == Array(Set(rare).union((399 - reach)..<count)).sorted())
        #expect(index.candidates(of: englishUnits[3], at: 3) == [7] + Array((390 - reach)..<count))
    }

    @Test("Shared elements are counted to the cap")
    func sharedCount() {
        #expect(RuleAligner.sharedCount(Set([1, 2, 3]), Set([2, 3, 4])) == 2)
        #expect(RuleAligner.sharedCount(Set([1, 2, 3]), Set([3, 4])) == 1)
        #expect(RuleAligner.sharedCount(Set([1, 2, 3]), Set([1, 2, 3]), cap: 5) == 3)
        #expect(RuleAligner.sharedCount(Set<Int>(), Set([1])) == 0)
        #expect(RuleAligner.sharedCount(Set(["a"]), Set(["b"])) == 0)
    }
}
