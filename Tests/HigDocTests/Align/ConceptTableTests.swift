import Foundation
import Testing

@testable import HigDoc

/// The rule aligner's concept table: the weights and the shared concepts that the sets of concept ids gave.
@Suite("concept table")
struct ConceptTableTests {
    /// A unit whose concepts (and lead concepts) are the given ids, as ranks in `names`.
    static func unit(_ concepts: Set<String>, lead: Set<String> = [], names: [String]) -> UnitFeatures {
        func ranks(_ ids: Set<String>) -> [Int] { ids.map { names.firstIndex(of: $0)! }.sorted() }
        return UnitFeatures(
            id: "u", language: .en, leadConcepts: ranks(lead), concepts: ranks(concepts), linkTargets: [],
            identifiers: [], numbers: [], parenthesizedTerms: [], kind: nil, position: 0, length: 0, foldedText: "")
    }

    @Test("Weights are the inverse frequency among the group's rules, 0 for the group's bar")
    func weights() {
        let names = ["bar-buttons", "search-bar", "tint", "toolbar"]
        let units = [
            Self.unit(["toolbar", "bar-buttons"], names: names), Self.unit(["toolbar", "tint"], names: names),
            Self.unit(["toolbar"], lead: ["search-bar"], names: names),
        ]
        let table = RuleAligner.ConceptTable(units, excluding: "toolbar", names: names)
        #expect(table.mentioned.map(\.name) == ["bar-buttons", "tint", "toolbar"])
        #expect(table.mentioned.map(\.weight) == [log(1 + 3.0 / 1), log(1 + 3.0 / 1), 0])
        var weighed = units
        table.weigh(&weighed)
        // Indices in the table, which holds the mentioned concepts only (bar-buttons, tint, toolbar).
        #expect(weighed.map(\.conceptIndices) == [[0, 2], [1, 2], [2]])
        #expect(weighed[0].conceptWeight == log(4.0))
        #expect(weighed[2].conceptWeight == 0)
        // A concept only a lead names, which no rule of the group names as a whole, is not weighed.
        #expect(weighed[2].leadConcepts == [1] && weighed[2].leadConceptIndices.isEmpty)
    }

    @Test("Shared concepts and cosines equal those of the sets, on pseudo-random groups")
    func againstSets() {
        var generator = SplitMix(seed: 7)
        let pool = (0..<12).map { "concept-\($0)" }
        let names = (pool + ["lead-only"]).sorted()
        for _ in 0..<200 {
            let sets = (0..<6).map { _ -> (concepts: Set<String>, lead: Set<String>) in
                let concepts = Set(pool.filter { _ in generator.next() % 3 == 0 })
                // A lead scanned alone may name a concept the whole rule's scan did not.
                let lead = Set(concepts.filter { _ in generator.next() % 2 == 0 } + ["lead-only"])
                return (concepts, lead)
            }
            let units = sets.map { Self.unit($0.concepts, lead: $0.lead, names: names) }
            let bar = pool[Int(generator.next() % 12)]
            let table = RuleAligner.ConceptTable(units, excluding: bar, names: names)
            // The table of a group's two languages, given apart, is the table of them joined.
            let split = Int(generator.next() % 7)
            let apart = RuleAligner.ConceptTable(
                Array(units[..<split]), Array(units[split...]), excluding: bar, names: names)
            #expect(apart.mentioned.map(\.name) == table.mentioned.map(\.name))
            #expect(apart.mentioned.map(\.weight) == table.mentioned.map(\.weight))
            var weighed = units
            table.weigh(&weighed)
            let byName = Dictionary(uniqueKeysWithValues: table.mentioned.map { ($0.name, $0.weight) })
            #expect(byName["lead-only"] == nil)
            func weight(_ set: Set<String>) -> Double { set.sorted().reduce(0) { $0 + (byName[$1] ?? 0) } }
            for (a, aSets) in zip(weighed, sets) {
                #expect(abs(a.conceptWeight - weight(aSets.concepts)) < 1e-12)
                #expect(abs(a.leadConceptWeight - weight(aSets.lead)) < 1e-12)
                for (b, bSets) in zip(weighed, sets) {
                    let (cosine, shared) = RuleAligner.cosine(
                        a.conceptIndices, weight: a.conceptWeight, b.conceptIndices, weight: b.conceptWeight,
                        weights: table)
                    let expectedShared = aSets.concepts.intersection(bSets.concepts).filter { (byName[$0] ?? 0) > 0 }
                    #expect(Set(shared.map { table.name($0) }) == expectedShared)
                    let denominator = (weight(aSets.concepts) * weight(bSets.concepts)).squareRoot()
                    let expected = denominator > 0 ? weight(expectedShared) / denominator : 0
                    #expect(abs(cosine - expected) < 1e-12)
                }
            }
        }
    }
}

/// A small deterministic generator for the tests' pseudo-random groups.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
