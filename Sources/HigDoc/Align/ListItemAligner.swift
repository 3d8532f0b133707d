/// Pairs the items of an aligned rule's list with the items of its translation's list, by what they say.
///
/// Each English item is scored against each translated item by the rule aligner's own scorer
/// (`RuleAligner.score`, over `RuleAligner.features` of the item's text: its glossary concepts weighed
/// within the two lists, its numbers, code identifiers and the English terms a translation keeps in
/// parentheses; a list item is plain text in the spec, so its links are not compared), and the best
/// one-to-one pairing is chosen (`OptimalAssignment`). The rule itself is already aligned, so any content
/// evidence the scorer counts (`RuleAligner.minimumEvidence`) is enough to pair two of its items, where a
/// rule needs more (`RuleAligner.threshold`) to be told from a whole bar's other rules.
///
/// An item the signals do not pair is paired by its place only when nothing speaks against it: both lists
/// are as long, every pair the signals made keeps its place (the translation kept the list's order), the
/// item at the same place is free, and the two items do not both carry signals that they fail to share.
/// So a list whose items carry no signals at all (plain prose, without numbers, glossary terms or code)
/// is paired by place when both sides list as many items, as translators keep a list's order.
struct ListItemAligner {
    let matcher: TermMatcher

    /// How an English item found its counterpart among the translation's items.
    enum Pairing: Equatable {
        /// By the signals the two items share (`number:3`, `glossary:toolbar`), as the scorer spells them.
        case content(Int, signals: [String])
        /// By place alone, as nothing speaks against it.
        case place(Int)
        /// None: the signals pair no item with it and its place is no evidence.
        case none

        /// The translated item's index, if any.
        var index: Int? {
            switch self {
            case .content(let index, _), .place(let index): index
            case .none: nil
            }
        }
    }

    /// The pairing of each of `source`'s items with one of `translation`'s, in `source`'s order; `bar` is
    /// the rule's bar, a concept that says nothing about which item is which.
    func pair(_ source: [String], _ translation: [String], bar: String?) -> [Pairing] {
        guard !source.isEmpty, !translation.isEmpty else { return source.map { _ in .none } }
        let rules = RuleAligner(matcher: matcher)
        var english = source.indices.map { features(rules, source, $0, language: .en) }
        var chinese = translation.indices.map { features(rules, translation, $0, language: .zh) }
        let weights = RuleAligner.ConceptTable(english, chinese, excluding: bar, names: matcher.conceptIDs)
        weights.weigh(&english)
        weights.weigh(&chinese)
        let englishSignals = english.map(Self.carriesSignals)
        let chineseSignals = chinese.map(Self.carriesSignals)

        var pairings = [Pairing](repeating: .none, count: source.count)
        // A pair scores only on a signal of the translated item, shared by the English one (whose text is
        // searched for the translation's parenthesized terms): a list of prose skips the assignment.
        if chineseSignals.contains(true)
            && (englishSignals.contains(true) || chinese.contains { !$0.parenthesizedTerms.isEmpty })
        {
            let scores = english.map { en in chinese.map { RuleAligner.score(en, $0, weights: weights) } }
            let assignment = OptimalAssignment.maximize(scores, threshold: RuleAligner.minimumEvidence)
            for (row, column) in assignment.enumerated() {
                guard let column else { continue }
                let (_, signals) = RuleAligner.explainedScore(english[row], chinese[column], weights: weights)
                pairings[row] = .content(column, signals: signals)
            }
        }
        guard source.count == translation.count else { return pairings }
        // Once the signals show the translation reordered its items, a place says nothing of the rest; in
        // order, the item at an unpaired item's place is unpaired too.
        guard pairings.indices.allSatisfy({ row in pairings[row].index.map { $0 == row } ?? true }) else {
            return pairings
        }
        for row in pairings.indices where pairings[row] == .none {
            // Two items that both carry signals and share none are not each other's, whatever their place.
            if englishSignals[row] && chineseSignals[row] { continue }
            pairings[row] = .place(row)
        }
        return pairings
    }

    /// The features of `items[index]`: the item is one sentence, its own lead.
    private func features(_ rules: RuleAligner, _ items: [String], _ index: Int, language: Language)
        -> UnitFeatures
    {
        let text = items[index]
        return rules.features(
            id: String(index), lead: text, body: "", text: text, language: language, linkTargets: [],
            identifiers: UnitFeatures.identifiers(inText: text), kind: nil, index: index, count: items.count)
    }

    /// Whether an item says something another item could be matched by: a glossary concept that carries
    /// weight among the two lists, a number, a code identifier or an English term kept in parentheses.
    private static func carriesSignals(_ item: UnitFeatures) -> Bool {
        item.conceptWeight > 0 || !item.numbers.isEmpty || !item.identifiers.isEmpty
            || !item.parenthesizedTerms.isEmpty
    }
}
