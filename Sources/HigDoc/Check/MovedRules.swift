/// The missing rules (HD0303) and extra rules (HD0304) of one page pair that say the same thing under
/// different bars: a translation that moved a guideline into another bar's section. The rule aligner pairs
/// rules within a bar only, so such a rule was reported as missing in one section and as extra in another,
/// each finding silent about the other, and HD0304's advice sent the translator to retranslate a sentence
/// that was right.
///
/// A missing and an extra rule of different bars are taken as one moved rule when the translated rule
/// names the English rule's bar and not the bar of the section it sits in (a guideline moved keeps its
/// words: “避免在状态栏后面放置干扰性内容。” under 导航栏 still says 状态栏), and each is the other's best
/// match by the rule aligner's own score (`RuleAligner.score`, over the leftover rules alone, no bar's
/// concept weighed down), which reaches `threshold`. Without the bar's evidence a deleted rule was tied to
/// an unrelated one of a newer edition that shared one word with it (“Think twice before hiding the status
/// bar.” and “考虑隐藏导航栏…”).
struct MovedRules {
    /// The least score of a moved rule: above the aligner's own threshold (0.3), for a pair across bars is
    /// taken without the evidence a bar gives (the aligner sees only one bar's rules at a time).
    static let threshold = 0.6

    /// Each moved rule's counterpart, both ways: an English rule's id to the Chinese one, and back.
    private var counterparts: [String: String] = [:]

    /// No rule moved.
    init() {}

    /// The moved rules among `missing` (English rule ids) and `extra` (Chinese ones) of `alignment`.
    init(missing: [String], extra: [String], alignment: DocumentAlignment, context: CheckContext) {
        guard !missing.isEmpty, !extra.isEmpty,
            let english = context.corpus.documents.first(where: { $0.key == alignment.source }),
            let chinese = context.corpus.documents.first(where: { $0.key == alignment.translation })
        else { return }
        let rules = context.graph.rules
        // The bars each translated rule's text names, by the bytes of the glossary's Chinese terms: a
        // first sieve, wider than the matcher's (a term the matcher finds is in the bytes), so that the
        // features (most of the cost) are worked out only for rules that may have moved.
        let barTerms = Glossary.barIDs.map { bar in
            (bar, context.corpus.glossary.concept(bar)?.zh.filter { !$0.isEmpty } ?? [])
        }
        func barsNamed(_ position: Int) -> Set<String> {
            let text = rules[position].lead + rules[position].body
            return Set(barTerms.filter { $0.1.contains { Text.containsBytes($0, in: text) } }.map(\.0))
        }
        var chinesePositions: [Int] = []
        var named = Set<String>()
        for id in extra {
            guard let position = context.rules.position(of: id), let own = rules[position].bar else { continue }
            let bars = barsNamed(position).subtracting([own])
            if bars.isEmpty { continue }
            chinesePositions.append(position)
            named.formUnion(bars)
        }
        // Only English rules of a bar a translated rule of another bar names.
        let englishPositions = missing.compactMap { context.rules.position(of: $0) }.filter {
            rules[$0].bar.map(named.contains) ?? false
        }
        guard !englishPositions.isEmpty else { return }
        let aligner = RuleAligner(matcher: context.matcher)
        var englishFeatures = englishPositions.enumerated().map { index, position in
            aligner.features(rules, position, index: index, count: englishPositions.count, document: english)
        }
        var chineseFeatures = chinesePositions.enumerated().map { index, position in
            aligner.features(rules, position, index: index, count: chinesePositions.count, document: chinese)
        }
        // Whether each translated rule names a bar: a concept rank of the bar's id (`conceptIDs` is sorted).
        let conceptIDs = context.matcher.conceptIDs
        var rankOfBar: [String: Int] = [:]
        for bar in Glossary.barIDs { rankOfBar[bar] = conceptIDs.firstIndex(of: bar) }
        func names(_ bar: String?, _ features: UnitFeatures) -> Bool {
            guard let bar, let rank = rankOfBar[bar] else { return false }
            return features.concepts.contains(rank)
        }
        let namesItsOwnBar = chinesePositions.indices.map {
            names(rules[chinesePositions[$0]].bar, chineseFeatures[$0])
        }
        let weights = RuleAligner.ConceptTable(
            englishFeatures, chineseFeatures, excluding: nil, names: context.matcher.conceptIDs)
        weights.weigh(&englishFeatures)
        weights.weigh(&chineseFeatures)
        // Each English rule is scored only against the translated rules it shares evidence with (as the
        // aligner scores a large group), and only each row's and each column's best is kept: all against
        // all, 8,000 rules a side took 29 s and 577 MB.
        var index = RuleAligner.EvidenceIndex(chineseFeatures, weights: weights)
        var rowBest: [(column: Int, score: Double)?] = Array(repeating: nil, count: englishPositions.count)
        var columnBest: [(row: Int, score: Double)?] = Array(repeating: nil, count: chinesePositions.count)
        for row in englishPositions.indices {
            let bar = rules[englishPositions[row]].bar
            // Candidates in order, so that a tie goes to the earlier rule.
            for column in index.candidates(of: englishFeatures[row], at: row).sorted()
            where rules[chinesePositions[column]].bar != bar && !namesItsOwnBar[column]
                && names(bar, chineseFeatures[column])
            {
                let score = RuleAligner.score(englishFeatures[row], chineseFeatures[column], weights: weights)
                guard score >= Self.threshold else { continue }
                if score > rowBest[row]?.score ?? 0 { rowBest[row] = (column, score) }
                if score > columnBest[column]?.score ?? 0 { columnBest[column] = (row, score) }
            }
        }
        for row in englishPositions.indices {
            guard let column = rowBest[row]?.column, columnBest[column]?.row == row else { continue }
            let (en, zh) = (rules[englishPositions[row]].id, rules[chinesePositions[column]].id)
            counterparts[en] = zh
            counterparts[zh] = en
        }
    }

    /// The rule on the other side that `id` (a missing or an extra rule) moved from or to, if any.
    func counterpart(of id: String) -> String? { counterparts[id] }
}
