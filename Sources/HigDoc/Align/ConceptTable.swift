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
        private let names: [String]
        /// The ranks of the concepts the group's rules mention, ascending. A concept's position here is its
        /// index in the table (`weights`, `UnitFeatures.conceptIndices`): the table holds the few concepts
        /// a group mentions, not every concept of the glossary, which may hold thousands.
        private let ranks: [Int]
        /// The weight of each mentioned concept, by index: 0 for the group's own bar.
        let weights: [Double]

        /// The table of `units`, whose concepts are ranks in `names`.
        init(_ units: [UnitFeatures], excluding bar: String?, names: [String]) {
            self.init(units, [], excluding: bar, names: names)
        }

        /// The table of `first + second`, without joining them (a copy of a unit retains its arrays):
        /// the English and the Chinese rules of a group.
        init(_ first: [UnitFeatures], _ second: [UnitFeatures], excluding bar: String?, names: [String]) {
            // Each unit lists a concept once, so a rank's count among all the lists is how many rules
            // mention it.
            var mentions: [Int] = []
            for units in [first, second] {
                for index in units.indices { mentions += units[index].concepts }
            }
            mentions.sort()
            var ranks: [Int] = []
            var frequency: [Int] = []
            for rank in mentions {
                if ranks.last == rank {
                    frequency[frequency.count - 1] += 1
                } else {
                    ranks.append(rank)
                    frequency.append(1)
                }
            }
            let total = Double(max(first.count + second.count, 1))
            self.names = names
            self.ranks = ranks
            weights = ranks.indices.map { index in
                names[ranks[index]] == bar ? 0 : log(1 + total / Double(frequency[index]))
            }
        }

        /// The concept id at `index` in the table.
        func name(_ index: Int) -> String { names[ranks[index]] }

        /// The concepts the group mentions, ascending, with their weights (what the table weighs).
        var mentioned: [(name: String, weight: Double)] {
            ranks.indices.map { (name($0), weights[$0]) }
        }

        /// The index in the table of the concept at `rank`, if the group mentions it.
        private func tableIndex(ofRank rank: Int) -> Int? {
            var low = 0
            var high = ranks.count
            while low < high {
                let middle = (low + high) / 2
                if ranks[middle] < rank { low = middle + 1 } else { high = middle }
            }
            return low < ranks.count && ranks[low] == rank ? low : nil
        }

        /// Sets each unit's concepts as indices in the table and their summed weights (`conceptWeight`, `leadConceptWeight`).
        func weigh(_ units: inout [UnitFeatures]) {
            for index in units.indices {
                // Ranks ascend and so do their indices: the lists stay ascending.
                units[index].conceptIndices = units[index].concepts.map { tableIndex(ofRank: $0)! }
                // A lead's concepts are among the whole rule's; a lead scanned on its own may hold one more,
                // which no rule of the group mentions as a whole: it is not weighed.
                units[index].leadConceptIndices = units[index].leadConcepts.compactMap { tableIndex(ofRank: $0) }
                units[index].conceptWeight = sum(units[index].conceptIndices)
                units[index].leadConceptWeight = sum(units[index].leadConceptIndices)
            }
        }

        /// The summed weight of concepts at `indices`, in their order.
        func sum(_ indices: [Int]) -> Double {
            indices.reduce(0) { $0 + weights[$1] }
        }

        /// How many concepts that carry weight two ascending lists of indices share, counted to 2.
        func sharedCount(_ a: [Int], _ b: [Int]) -> Int {
            var count = 0
            var i = 0
            var j = 0
            while i < a.count && j < b.count && count < 2 {
                if a[i] < b[j] {
                    i += 1
                } else if a[i] > b[j] {
                    j += 1
                } else {
                    if weights[a[i]] > 0 { count += 1 }
                    i += 1
                    j += 1
                }
            }
            return count
        }

        /// The indices two ascending lists share whose concept carries weight (when `listing`; none
        /// otherwise, and no list made), and their summed weight.
        func sharedWeight(_ a: [Int], _ b: [Int], listing: Bool = true) -> (Double, [Int]) {
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
                        if listing { shared.append(a[i]) }
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
