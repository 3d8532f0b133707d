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
        /// Every concept id, ascending (`TermMatcher.conceptIDs`): a concept's rank is its position here.
        let names: [String]
        /// The weight of each concept, by rank: 0 for the group's own bar and for a concept none of the
        /// group's rules mentions.
        let weights: [Double]
        /// Whether any of the group's rules mentions the concept, by rank.
        private let isMentioned: [Bool]

        /// The table of `units`, whose concepts are ranks in `names`.
        init(_ units: [UnitFeatures], excluding bar: String?, names: [String]) {
            self.init(units, [], excluding: bar, names: names)
        }

        /// The table of `first + second`, without joining them (a copy of a unit retains its arrays):
        /// the English and the Chinese rules of a group.
        init(_ first: [UnitFeatures], _ second: [UnitFeatures], excluding bar: String?, names: [String]) {
            var frequency = [Int](repeating: 0, count: names.count)
            for units in [first, second] {
                for index in units.indices { for concept in units[index].concepts { frequency[concept] += 1 } }
            }
            let total = Double(max(first.count + second.count, 1))
            self.names = names
            weights = names.indices.map { rank in
                frequency[rank] == 0 || names[rank] == bar ? 0 : log(1 + total / Double(frequency[rank]))
            }
            isMentioned = frequency.map { $0 > 0 }
        }

        /// The concepts the group mentions, ascending, with their weights (what the table weighs).
        var mentioned: [(name: String, weight: Double)] {
            names.indices.filter { isMentioned[$0] }.map { (names[$0], weights[$0]) }
        }

        /// Sets each unit's concept positions and their summed weights (`conceptWeight`, `leadConceptWeight`).
        func weigh(_ units: inout [UnitFeatures]) {
            for index in units.indices {
                units[index].conceptIndices = units[index].concepts
                // A lead's concepts are among the whole rule's; a lead scanned on its own may hold one more,
                // which no rule of the group mentions as a whole: it is not weighed.
                units[index].leadConceptIndices = units[index].leadConcepts.filter { isMentioned[$0] }
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
