import Foundation

/// Pairs the rules of a translation with those of its source, one-to-one, per bar, without assuming order.
///
/// Every English rule is scored against each Chinese rule of the same bar that shares evidence with it
/// (through a concept hundreds of its rules name, only against its neighbours: `EvidenceIndex`),
/// evidence that needs no machine translation — glossary concepts (weighted by how rare they are in the
/// bar), shared link targets, code identifiers, numbers, English terms kept in parentheses, then the rule
/// kind, relative position and length — and the best global pairing is chosen. Pairs below the threshold are not
/// forced: editions differ, and an honest "no counterpart" beats a wrong pair.
struct RuleAligner {
    let matcher: TermMatcher
    /// Minimum score of a pair.
    static let threshold = 0.3
    /// Minimum score from content signals (glossary, links, code, numbers, terms) before tie-breakers count.
    static let minimumEvidence = 0.15
    /// The most pairs of a group that are all scored; a larger group's English rules are scored against
    /// the Chinese ones they share evidence with (`EvidenceIndex`).
    static let pairsScoredWhole = 256

    func align(source: [Rule], sourceDocument: Document, translation: [Rule], translationDocument: Document)
        -> [AlignedPair]
    {
        var pairs: [AlignedPair] = []
        // Rules are read where they are, by position: a loop over them, a filtered copy of them or a rule
        // handed to a function copies each (a dozen strings retained and released).
        let groups = Set(source.indices.map { source[$0].bar } + translation.indices.map { translation[$0].bar })
            .sorted { ($0 ?? "") < ($1 ?? "") }
        for bar in groups {
            let english = source.indices.filter { source[$0].bar == bar }
            let chinese = translation.indices.filter { translation[$0].bar == bar }
            pairs += alignGroup(
                bar: bar, (source, english, sourceDocument), (translation, chinese, translationDocument))
        }
        return pairs
    }

    /// Aligns the rules of one bar: those at positions `english` of `source.rules`, and at `chinese` of
    /// `translation.rules`.
    private func alignGroup(
        bar: String?, _ source: (rules: [Rule], english: [Int], document: Document),
        _ translation: (rules: [Rule], chinese: [Int], document: Document)
    ) -> [AlignedPair] {
        let english = source.english
        // A translated rule that repeats an earlier one of its bar word for word (a section pasted twice)
        // is left out of the pairing when no English rule of the bar repeats another: it translates
        // nothing the first copy does not, and counted it moved the other rules' relative positions and
        // offered a second partner for the first copy's English rule (with the navigation bar's section
        // pasted, two English rules took the back button rule's two copies). It stays an extra rule.
        let copies = RuleCopies.repeats(translation.chinese, of: translation.rules)
        let chinese =
            copies.isEmpty || !RuleCopies.repeats(english, of: source.rules).isEmpty
            ? translation.chinese : translation.chinese.filter { !copies.contains($0) }
        var enFeatures = english.indices.map {
            features(source.rules, english[$0], index: $0, count: english.count, document: source.document)
        }
        var zhFeatures = chinese.indices.map {
            features(translation.rules, chinese[$0], index: $0, count: chinese.count, document: translation.document)
        }
        let weights = ConceptTable(enFeatures, zhFeatures, excluding: bar, names: matcher.conceptIDs)
        weights.weigh(&enFeatures)
        weights.weigh(&zhFeatures)
        // Every pair that shares evidence is scored (those of a small group all, as a pair that shares none
        // scores 0 and indexing costs more than scoring); only the chosen ones are explained (their
        // signals spelled out).
        var candidates: [(row: Int, column: Int, score: Double)] = []
        func consider(_ row: Int, _ column: Int) {
            let score = Self.score(enFeatures[row], zhFeatures[column], weights: weights)
            if score >= Self.threshold { candidates.append((row, column, score)) }
        }
        if english.count * chinese.count <= Self.pairsScoredWhole {
            for row in enFeatures.indices { for column in zhFeatures.indices { consider(row, column) } }
        } else {
            var index = EvidenceIndex(zhFeatures, weights: weights)
            for row in enFeatures.indices {
                for column in index.candidates(of: enFeatures[row], at: row) { consider(row, column) }
            }
        }
        let assignment = OptimalAssignment.maximize(
            rows: english.count, columns: chinese.count, pairs: candidates, threshold: Self.threshold)
        var pairs: [AlignedPair] = []
        var matched = Set<Int>()
        for row in english.indices {
            let id = source.rules[english[row]].id
            if let column = assignment[row] {
                matched.insert(column)
                let (score, signals) = Self.explainedScore(enFeatures[row], zhFeatures[column], weights: weights)
                pairs.append(
                    AlignedPair(
                        source: id, translation: translation.rules[chinese[column]].id, confidence: min(1, score),
                        signals: signals, bar: bar))
            } else {
                pairs.append(AlignedPair(source: id, translation: nil, confidence: 0, signals: [], bar: bar))
            }
        }
        // The unpaired translated rules in page order, the copies left out among them.
        let paired = Set(matched.map { chinese[$0] })
        for position in translation.chinese where !paired.contains(position) {
            pairs.append(
                AlignedPair(
                    source: nil, translation: translation.rules[position].id, confidence: 0, signals: [], bar: bar))
        }
        return pairs
    }

    /// The features of `rules[position]`, the `index`-th of `count` rules of its bar in `document`.
    func features(_ rules: [Rule], _ position: Int, index: Int, count: Int, document: Document) -> UnitFeatures {
        let lead = rules[position].lead
        let body = rules[position].body
        let text = lead + " " + body
        var inlines: [Inline] = []
        if let paragraph = document.ruleParagraph(
            blockIndex: rules[position].blockIndex, listItem: rules[position].listItem)
        {
            inlines = paragraph.inlines
        }
        var linkTargets = Set<String>()
        inlines.forEachLink { link in
            if let target = UnitFeatures.linkTarget(link.destination) { linkTargets.insert(target) }
        }
        return features(
            id: rules[position].id, lead: lead, body: body, text: text, language: document.language,
            linkTargets: linkTargets, identifiers: UnitFeatures.identifiers(in: inlines), kind: rules[position].kind,
            index: index, count: count)
    }

    /// The features of a unit's text, `lead + " " + body`, with what only its inlines tell (its links'
    /// targets and its code identifiers): a rule's, or a list item's (`ListItemAligner`), whose inlines
    /// the spec no longer has.
    func features(
        id: String, lead: String, body: String, text: String, language: Language, linkTargets: Set<String>,
        identifiers: Set<String>, kind: RuleKind?, index: Int, count: Int
    ) -> UnitFeatures {
        let concepts = matcher.conceptRanks(lead: lead, body: body, language: language)
        let oneScalarEach = Text.isOneScalarPerCharacter(text)
        return UnitFeatures(
            id: id, language: language,
            leadConcepts: concepts.lead,
            concepts: concepts.all,
            linkTargets: linkTargets,
            identifiers: identifiers,
            numbers: NumberExtractor.values(in: text, language: language, oneScalarEach: oneScalarEach),
            parenthesizedTerms: language == .en
                ? [] : UnitFeatures.parenthesizedTerms(in: text, oneScalarEach: oneScalarEach),
            kind: kind,
            position: count > 1 ? Double(index) / Double(count - 1) : 0.5,
            length: UnitFeatures.visibleLength(text, oneScalarEach: oneScalarEach),
            // Only an English unit's text is searched for terms (those a translation keeps in parentheses).
            foldedText: language == .en ? TermMatcher.fold(text) : "")
    }

    /// The weighted cosine of two units' concepts (`conceptIndices` or `leadConceptIndices`), given
    /// their summed weights, and (when `listing`) the concepts they share that carry weight, as positions
    /// in the table.
    static func cosine(
        _ a: [Int], weight weightA: Double, _ b: [Int], weight weightB: Double, weights: ConceptTable,
        listing: Bool = true
    ) -> (Double, [Int]) {
        let denominator = (weightA * weightB).squareRoot()
        guard denominator > 0 else { return (0, []) }
        let (sum, shared) = weights.sharedWeight(a, b, listing: listing)
        return (sum / denominator, shared)
    }

    /// How many elements two sets share, counted to `cap`: what a score adds for them, without making
    /// their intersection (every scored pair of a group asks, and few share any).
    @inline(__always)
    static func sharedCount<Element>(_ a: Set<Element>, _ b: Set<Element>, cap: Int = 2) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        let (small, large) = a.count <= b.count ? (a, b) : (b, a)
        var count = 0
        for element in small where large.contains(element) {
            count += 1
            if count == cap { break }
        }
        return count
    }

    /// The score of a candidate pair (0 below the evidence needed).
    static func score(_ en: UnitFeatures, _ zh: UnitFeatures, weights: ConceptTable) -> Double {
        var ignored = Explanation(collecting: false)
        return score(en, zh, weights: weights, explanation: &ignored)
    }

    /// The score of a chosen pair with the signals that earned it (`glossary:…`, `link:…`, `kind:…`).
    static func explainedScore(_ en: UnitFeatures, _ zh: UnitFeatures, weights: ConceptTable) -> (Double, [String]) {
        var explanation = Explanation(collecting: true)
        let score = score(en, zh, weights: weights, explanation: &explanation)
        return (score, explanation.hadEvidence ? explanation.signals : [])
    }

    /// The signals of a score, spelled out only when asked for: a pair's matrix of candidates needs the
    /// numbers alone.
    struct Explanation {
        let collecting: Bool
        var signals: [String] = []
        /// Whether the pair had the evidence for kind, position and length to count.
        var hadEvidence = false

        mutating func add<Values: Collection>(_ prefix: String, _ values: Values) where Values.Element: Comparable {
            guard collecting else { return }
            signals += values.sorted().map { "\(prefix):\($0)" }
        }
    }

    /// Both `score` and `explainedScore`: the same arithmetic in the same order, so a chosen pair's
    /// explained score equals the score the assignment saw.
    private static func score(
        _ en: UnitFeatures, _ zh: UnitFeatures, weights: ConceptTable, explanation: inout Explanation
    ) -> Double {
        let collecting = explanation.collecting
        let (all, sharedConcepts) = cosine(
            en.conceptIndices, weight: en.conceptWeight, zh.conceptIndices, weight: zh.conceptWeight,
            weights: weights, listing: collecting)
        let (lead, _) = cosine(
            en.leadConceptIndices, weight: en.leadConceptWeight, zh.leadConceptIndices,
            weight: zh.leadConceptWeight, weights: weights, listing: false)
        if collecting { explanation.add("glossary", sharedConcepts.map { weights.name($0) }) }
        var score = 0.45 * all + 0.45 * lead
        // Only a chosen pair's shared links, identifiers, numbers and terms are listed; a candidate's are
        // counted (to two, all a score counts).
        if collecting { explanation.add("link", en.linkTargets.intersection(zh.linkTargets)) }
        score += 0.5 * Double(sharedCount(en.linkTargets, zh.linkTargets))
        if collecting { explanation.add("code", en.identifiers.intersection(zh.identifiers)) }
        score += 0.4 * Double(sharedCount(en.identifiers, zh.identifiers))
        if collecting { explanation.add("number", en.numbers.intersection(zh.numbers)) }
        score += 0.25 * Double(sharedCount(en.numbers, zh.numbers))
        var termCount = 0
        if !zh.parenthesizedTerms.isEmpty {
            let terms = zh.parenthesizedTerms.filter { Text.containsWord($0, in: en.foldedText) }
            if collecting { explanation.add("term", terms) }
            termCount = min(2, terms.count)
        }
        score += 0.3 * Double(termCount)
        // One concept that neither lead names and nothing else backs is no evidence: a rule's body mentions
        // titles, space or controls in passing (a deleted translation's English rule was paired with an
        // unrelated extra rule on `title` alone, which hid both).
        if lead == 0, all > 0, score == 0.45 * all, weights.sharedCount(en.conceptIndices, zh.conceptIndices) < 2 {
            return 0
        }
        // Kind, position and length only break ties between candidates that share real evidence.
        guard score >= minimumEvidence else { return 0 }
        explanation.hadEvidence = true
        if let enKind = en.kind, let zhKind = zh.kind {
            if enKind == zhKind {
                score += 0.1
                if explanation.collecting { explanation.signals.append("kind:\(enKind.rawValue)") }
            } else {
                score -= 0.1
            }
        }
        score += 0.1 * (1 - abs(en.position - zh.position))
        // Chinese text runs at about a third of the English character count.
        if en.length > 0, zh.length > 0 {
            let ratio = Double(zh.length) / Double(en.length)
            score += 0.05 * max(0, 1 - abs(log(ratio / 0.35)) / log(4))
        }
        return max(0, score)
    }
}
