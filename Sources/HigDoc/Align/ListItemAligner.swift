/// Pairs the items of an aligned rule's list with the items of its translation's list, by what they say.
///
/// Each item's signals are what the rule aligner reads in a text (`RuleAligner.features`): its glossary
/// concepts, numbers, code identifiers, and the English terms a translation keeps in parentheses (found in
/// the English item's text). A list item is plain text in the spec, so its links are not compared. Only
/// signals that tell one item from another count, not one every item of either list carries (the rule's
/// bar, or hiding in `Hide it at launch.`, `Hide it on scroll.`). Two items are
/// candidates when they share such a signal and do not state different numbers (`10 rows` is not
/// `12 rows`). A candidate pair is taken when each is the other's only best: an item with two equally good
/// candidates is left unpaired (a translation that merged two items into one pairs neither).
///
/// An item the signals do not pair is paired by its place only when nothing speaks against it: both lists
/// are as long, no candidate pair of any item lies off its place (the translation kept the list's order),
/// the item at the same place is free, and the two do not both carry telling signals (they would share
/// one). So a list of plain prose (no numbers, glossary terms or code that differ between its items) is
/// paired by place when both sides list as many items, as translators keep a list's order.
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

    /// The pairing of each of `source`'s items with one of `translation`'s, in `source`'s order.
    func pair(_ source: [String], _ translation: [String]) -> [Pairing] {
        guard !source.isEmpty, !translation.isEmpty else { return source.map { _ in .none } }
        let rules = RuleAligner(matcher: matcher)
        let english = source.indices.map { features(rules, source, $0, language: .en) }
        let chinese = translation.indices.map { features(rules, translation, $0, language: .zh) }
        let terms = Set(chinese.flatMap(\.parenthesizedTerms))
        var englishSignals = english.map { signals($0, terms: terms) }
        var chineseSignals = chinese.map { signals($0, terms: terms) }
        // A signal every item of a list carries tells none of them from another.
        let common = Self.everywhere(englishSignals).union(Self.everywhere(chineseSignals))
        for index in englishSignals.indices { englishSignals[index].subtract(common) }
        for index in chineseSignals.indices { chineseSignals[index].subtract(common) }

        // How many telling signals each pair shares, for the pairs that share one and whose numbers do not
        // differ (every other pair shares 0): found through the items that carry each signal, so that a
        // list of thousands of items is not a table of millions of pairs.
        var carriers: [String: [Int]] = [:]
        for column in chineseSignals.indices {
            for signal in chineseSignals[column] { carriers[signal, default: []].append(column) }
        }
        var shared: [[(column: Int, count: Int)]] = []
        var columnBest = [Int](repeating: 0, count: translation.count)
        var columnBestRows = [Int](repeating: 0, count: translation.count)
        for row in englishSignals.indices {
            var counts: [Int: Int] = [:]
            for signal in englishSignals[row] {
                for column in carriers[signal] ?? [] { counts[column, default: 0] += 1 }
            }
            let pairs = counts.filter { !Self.contradicts(englishSignals[row], chineseSignals[$0.key]) }
                .map { (column: $0.key, count: $0.value) }.sorted { $0.column < $1.column }
            for pair in pairs {
                if pair.count > columnBest[pair.column] {
                    (columnBest[pair.column], columnBestRows[pair.column]) = (pair.count, 1)
                } else if pair.count == columnBest[pair.column] {
                    columnBestRows[pair.column] += 1
                }
            }
            shared.append(pairs)
        }
        var pairings = [Pairing](repeating: .none, count: source.count)
        for row in shared.indices {
            // The row's only best column, which no other row shares as much with.
            guard let best = shared[row].map(\.count).max(), shared[row].filter({ $0.count == best }).count == 1,
                let column = shared[row].first(where: { $0.count == best })?.column,
                columnBest[column] == best, columnBestRows[column] == 1
            else { continue }
            pairings[row] = .content(
                column, signals: englishSignals[row].intersection(chineseSignals[column]).sorted())
        }
        guard source.count == translation.count else { return pairings }
        // A candidate off its place shows the translation reordered or merged its items: a place then says
        // nothing of the rest.
        guard shared.indices.allSatisfy({ row in shared[row].allSatisfy { $0.column == row } }) else { return pairings }
        for row in pairings.indices where pairings[row] == .none {
            // Two items that both carry telling signals and share none are not each other's.
            if !englishSignals[row].isEmpty && !chineseSignals[row].isEmpty { continue }
            pairings[row] = .place(row)
        }
        return pairings
    }

    /// An item's signals as the note spells them (`glossary:toolbar`, `number:3`, `code:UIBarMetrics`,
    /// `term:done`): on an English item, the translation's parenthesized `terms` its text contains.
    private func signals(_ item: UnitFeatures, terms: Set<String>) -> Set<String> {
        var found = Set<String>()
        for concept in item.concepts { found.insert("glossary:\(matcher.conceptIDs[concept])") }
        for number in item.numbers { found.insert("number:\(number)") }
        for identifier in item.identifiers { found.insert("code:\(identifier)") }
        if item.language == .en {
            for term in terms where Text.containsWord(term, in: item.foldedText) { found.insert("term:\(term)") }
        } else {
            for term in item.parenthesizedTerms { found.insert("term:\(term)") }
        }
        return found
    }

    /// The signals all of a list's `items` carry, for a list of two items or more.
    private static func everywhere(_ items: [Set<String>]) -> Set<String> {
        guard items.count > 1, var common = items.first else { return [] }
        for item in items.dropFirst() { common.formIntersection(item) }
        return common
    }

    /// Whether two items state numbers and share none of them.
    private static func contradicts(_ en: Set<String>, _ zh: Set<String>) -> Bool {
        let numbers = (en.filter { $0.hasPrefix("number:") }, zh.filter { $0.hasPrefix("number:") })
        return !numbers.0.isEmpty && !numbers.1.isEmpty && numbers.0.isDisjoint(with: numbers.1)
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
}
