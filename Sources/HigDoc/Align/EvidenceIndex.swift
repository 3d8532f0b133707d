extension RuleAligner {
    /// The Chinese units of one alignment group by each signal that can give a pair the evidence `score`
    /// needs (a glossary concept the group's table weighs, a link target, a code identifier, a number, an
    /// English term kept in parentheses), so that an English unit is scored only against the units it
    /// shares one with: a pair that shares none scores 0, whatever its kind, position and length.
    ///
    /// Scoring every pair of a group made a page of n rules under one heading cost n² in time and in
    /// memory (the matrix of scores: 20,000 rules took 150 s and 3.2 GB); a page's units share few
    /// signals but their bar, which the table does not weigh.
    ///
    /// A concept that more than `frequentConceptUnits` units carry proposes to an English unit only the
    /// `frequentConceptReach` units nearest its place on either side; its rarer concepts, links, code,
    /// numbers and terms still propose every unit that shares them. Where that many rules name one
    /// concept, it weighs little, and the pairs it alone backs are told apart only by kind, length and
    /// place, evidence too weak to pair a rule with one 64 rules away. Without that, 4,000 rules a side
    /// that all name "control" made every pair a candidate (16 million scores: 4.2 s and 1 GB, now
    /// 0.2 s and 85 MiB); on pages of 300 and 1,500 such rules, with rules dropped or swapped up to 40
    /// places, the pairs are the same as when every pair was scored.
    struct EvidenceIndex {
        /// The most units a concept proposes all of.
        static let frequentConceptUnits = 128
        /// How many units on either side of an English unit's place a more frequent concept proposes.
        static let frequentConceptReach = 64
        /// Each unit's place in its group (`UnitFeatures.position`), which grows with its index.
        private let positions: [Double]
        private var byConcept: [Int: [Int]] = [:]
        private var byLinkTarget: [String: [Int]] = [:]
        private var byIdentifier: [String: [Int]] = [:]
        private var byNumber: [Int: [Int]] = [:]
        /// Each term the units keep in parentheses with the units that keep it, in the order first met: an
        /// English unit is their candidate when its text contains the term as a word (`score`'s test).
        private var byTerm: [(term: String, units: [Int])] = []
        /// The terms (positions in `byTerm`) that start with a letter, by their first run of letters: in a
        /// text whose characters are one scalar each, a term found as a word starts one of the text's runs
        /// of letters, and that run is the term's first (a letter cannot follow it, in the term or after
        /// it). So such a text is tested only for the terms its runs lead to, not for every term: a page
        /// of thousands of rules each keeping a term of its own is not quadratic in the tests.
        private var termsByFirstRun: [String: [Int]] = [:]
        /// The terms that do not start with a letter, tested against every text.
        private var otherTerms: [Int] = []
        /// For each unit, the last English unit it was found a candidate of (`candidates(of:at:)`), so
        /// that a unit sharing two signals is listed once.
        private var lastFound: [Int]

        /// The index of `units`, their concepts weighed by `weights` (`ConceptTable.weigh`).
        init(_ units: [UnitFeatures], weights: ConceptTable) {
            lastFound = [Int](repeating: -1, count: units.count)
            positions = units.map(\.position)
            var termPositions: [String: Int] = [:]
            for index in units.indices {
                for concepts in [units[index].conceptIndices, units[index].leadConceptIndices] {
                    for concept in concepts where weights.weights[concept] > 0 && byConcept[concept]?.last != index {
                        byConcept[concept, default: []].append(index)
                    }
                }
                for target in units[index].linkTargets { byLinkTarget[target, default: []].append(index) }
                for identifier in units[index].identifiers { byIdentifier[identifier, default: []].append(index) }
                for number in units[index].numbers { byNumber[number, default: []].append(index) }
                for term in units[index].parenthesizedTerms {
                    if let position = termPositions[term] {
                        byTerm[position].units.append(index)
                    } else {
                        termPositions[term] = byTerm.count
                        if term.first?.isLetter == true {
                            termsByFirstRun[String(term.prefix(while: \.isLetter)), default: []].append(byTerm.count)
                        } else {
                            otherTerms.append(byTerm.count)
                        }
                        byTerm.append((term, [index]))
                    }
                }
            }
        }

        /// The positions of the indexed units that share a signal with `unit`, the `row`-th English unit
        /// asked about (rows asked in turn, each once), ascending.
        mutating func candidates(of unit: UnitFeatures, at row: Int) -> [Int] {
            var found: [Int] = []
            func add(_ units: (some Collection<Int>)?) {
                guard let units else { return }
                for index in units where lastFound[index] != row {
                    lastFound[index] = row
                    found.append(index)
                }
            }
            func addNearest(_ units: [Int]?) {
                guard let units, units.count > Self.frequentConceptUnits else { return add(units) }
                // The first unit at or after the English unit's place, and its neighbours.
                var (low, high) = (0, units.count)
                while low < high {
                    let middle = (low + high) / 2
                    if positions[units[middle]] < unit.position { low = middle + 1 } else { high = middle }
                }
                let reach = Self.frequentConceptReach
                add(units[max(0, low - reach)..<min(units.count, low + reach)])
            }
            for concept in unit.conceptIndices { addNearest(byConcept[concept]) }
            for concept in unit.leadConceptIndices { addNearest(byConcept[concept]) }
            if !unit.linkTargets.isEmpty { for target in unit.linkTargets { add(byLinkTarget[target]) } }
            if !unit.identifiers.isEmpty { for identifier in unit.identifiers { add(byIdentifier[identifier]) } }
            if !unit.numbers.isEmpty { for number in unit.numbers { add(byNumber[number]) } }
            if !byTerm.isEmpty {
                for position in termPositions(for: unit.foldedText)
                where Text.containsWord(byTerm[position].term, in: unit.foldedText) {
                    add(byTerm[position].units)
                }
            }
            return found.sorted()
        }

        /// The positions in `byTerm` of the terms `text` may contain as words: those its runs of letters
        /// lead to and those that do not start with a letter, when its characters are one scalar each
        /// (where a found term starts and ends between characters); every term otherwise.
        private func termPositions(for text: String) -> [Int] {
            guard termsByFirstRun.count > 1, Text.isOneScalarPerCharacter(text) else { return Array(byTerm.indices) }
            var positions = otherTerms
            var run = ""
            for character in text {
                if character.isLetter {
                    run.append(character)
                    continue
                }
                if !run.isEmpty, let terms = termsByFirstRun[run] { positions += terms }
                run = ""
            }
            if !run.isEmpty, let terms = termsByFirstRun[run] { positions += terms }
            return positions
        }
    }
}
