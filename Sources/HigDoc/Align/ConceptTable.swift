import Foundation

extension RuleAligner {
    /// The glossary concepts of one alignment group's rules, in the order of their ids, with the weight of
    /// each: the inverse of how many of the group's rules mention it, so that a concept every rule of the
    /// bar mentions (the bar itself) says nothing about which rule is which.
    ///
    /// Every candidate pair of a group is scored, so the concepts two rules share are found by merging
    /// two ascending lists of positions, and summed in that order, instead of intersecting two sets of
    /// strings and looking each shared one up by name.
    struct ConceptTable {
        /// The concept ids, ascending.
        let names: [String]
        /// The weight of each concept in `names`: 0 for the group's own bar.
        let weights: [Double]
        private let positions: [String: Int]

        init(_ units: [UnitFeatures], excluding bar: String?) {
            var frequency: [String: Int] = [:]
            for unit in units { for concept in unit.concepts { frequency[concept, default: 0] += 1 } }
            let total = Double(max(units.count, 1))
            names = frequency.keys.sorted()
            weights = names.map { $0 == bar ? 0 : log(1 + total / Double(frequency[$0]!)) }
            positions = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        }

        /// Sets each unit's concept positions and their summed weights (`conceptWeight`, `leadConceptWeight`).
        func weigh(_ units: inout [UnitFeatures]) {
            for index in units.indices {
                units[index].conceptIndices = units[index].concepts.map { positions[$0]! }.sorted()
                // A lead's concepts are among the whole rule's; a lead scanned on its own may hold one more.
                units[index].leadConceptIndices = units[index].leadConcepts.compactMap { positions[$0] }.sorted()
                units[index].conceptWeight = sum(units[index].conceptIndices)
                units[index].leadConceptWeight = sum(units[index].leadConceptIndices)
            }
        }

        /// The summed weight of concepts at `indices`, in their order.
        func sum(_ indices: [Int]) -> Double {
            indices.reduce(0) { $0 + weights[$1] }
        }

        /// The positions two ascending lists share whose concept carries weight, and their summed weight.
        func sharedWeight(_ a: [Int], _ b: [Int]) -> (Double, [Int]) {
            var shared: [Int] = []
            var total = 0.0
            var i = 0
            var j = 0
            while i < a.count && j < b.count {
                if a[i] < b[j] {
                    i += 1
                } else if a[i] > b[j] {
                    j += 1
                } else {
                    if weights[a[i]] > 0 {
                        shared.append(a[i])
                        total += weights[a[i]]
                    }
                    i += 1
                    j += 1
                }
            }
            return (total, shared)
        }
    }
}
