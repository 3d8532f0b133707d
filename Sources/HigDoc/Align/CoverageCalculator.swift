/// Counts, per document pair and per bar, how many English units the translation covers.
///
/// A section whose heading only is missing (structure-only) counts as covered: its content is there.
/// A table row that repeats another row of its table is not a unit of its own and is not counted. A bar's
/// figure also counts the units of English pages that no page translates (HD0314), none of them covered:
/// the Search Bar's guidance is not 100% translated when its two pages of their own are not translated
/// at all.
enum CoverageCalculator {
    static func coverage(_ context: CheckContext) -> [Coverage] {
        let duplicates = Set(context.duplicateRows.map(\.duplicate.id))
        var result: [Coverage] = []
        var perBar: [String: (sections: Coverage.Ratio, rules: Coverage.Ratio, items: Coverage.Ratio)] = [:]
        var language = Language.zh
        for alignment in context.alignments {
            language = context.documents[alignment.translation]?.language ?? .zh
            let carried = Set(context.folding[alignment.translation]?.structureOnlySource.values.flatMap { $0 } ?? [])
            let sections = alignment.sections.filter { $0.source != nil }
            let rules = alignment.rules.filter { $0.source != nil }
            let items = alignment.systemItems.filter { $0.source.map { !duplicates.contains($0) } ?? false }
            let covered: (AlignedPair) -> Bool = { $0.translation != nil || carried.contains($0.source!) }
            func ratio(_ pairs: [AlignedPair]) -> Coverage.Ratio {
                Coverage.Ratio(aligned: pairs.filter(covered).count, total: pairs.count)
            }
            result.append(
                Coverage(
                    scope: .document, id: "\(alignment.source)→\(alignment.translation)", language: language,
                    sections: ratio(sections), rules: ratio(rules), systemItems: ratio(items)))
            // Each unit's bars looked up once, not once per bar (and read in place, not copied).
            let sectionBars = sections.map { context.sections.read($0.source!) { $0.bars } ?? [] }
            let ruleBars = rules.map { context.rules.read($0.source!) { $0.bar } ?? nil }
            let itemBars = items.map { context.items.read($0.source!) { $0.bars } ?? [] }
            /// The pairs of `pairs` whose unit is in the bar, and how many of them are covered.
            func tally(_ pairs: [AlignedPair], _ isInBar: (Int) -> Bool) -> (aligned: Int, total: Int) {
                var tally = (aligned: 0, total: 0)
                for index in pairs.indices where isInBar(index) {
                    tally.total += 1
                    if covered(pairs[index]) { tally.aligned += 1 }
                }
                return tally
            }
            for bar in Glossary.barIDs {
                let barSections = tally(sections) { sectionBars[$0].contains(bar) }
                let barRules = tally(rules) { ruleBars[$0] == bar }
                let barItems = tally(items) { itemBars[$0].contains(bar) }
                var totals =
                    perBar[bar] ?? (
                        Coverage.Ratio(aligned: 0, total: 0), Coverage.Ratio(aligned: 0, total: 0),
                        Coverage.Ratio(aligned: 0, total: 0)
                    )
                totals.sections.aligned += barSections.aligned
                totals.sections.total += barSections.total
                totals.rules.aligned += barRules.aligned
                totals.rules.total += barRules.total
                totals.items.aligned += barItems.aligned
                totals.items.total += barItems.total
                perBar[bar] = totals
            }
        }
        let untranslated = untranslatedUnitBars(context)
        if !untranslated.sections.isEmpty || !untranslated.rules.isEmpty || !untranslated.items.isEmpty {
            for bar in Glossary.barIDs {
                var totals =
                    perBar[bar] ?? (
                        Coverage.Ratio(aligned: 0, total: 0), Coverage.Ratio(aligned: 0, total: 0),
                        Coverage.Ratio(aligned: 0, total: 0)
                    )
                totals.sections.total += untranslated.sections.filter { $0.contains(bar) }.count
                totals.rules.total += untranslated.rules.filter { $0 == bar }.count
                totals.items.total += untranslated.items.filter { $0.contains(bar) }.count
                perBar[bar] = totals
            }
        }
        if !perBar.isEmpty {
            for bar in Glossary.barIDs {
                guard let totals = perBar[bar] else { continue }
                result.append(
                    Coverage(
                        scope: .bar, id: bar, language: language, sections: totals.sections, rules: totals.rules,
                        systemItems: totals.items))
            }
        }
        return result
    }

    /// The bars of every section, rule and table row (not counting repeated rows) of the English pages
    /// that no page of the corpus translates.
    private static func untranslatedUnitBars(_ context: CheckContext) -> (
        sections: [[String]], rules: [String?], items: [[String]]
    ) {
        let pages = Set(context.untranslatedEnglishDocuments.map(\.key))
        guard !pages.isEmpty else { return ([], [], []) }
        let duplicates = Set(context.duplicateRows.map(\.duplicate.id))
        let graph = context.graph
        return (
            graph.sections.filter { pages.contains($0.document) }.map(\.bars),
            graph.rules.filter { pages.contains($0.document) }.map(\.bar),
            graph.systemItems.filter { pages.contains($0.document) && !duplicates.contains($0.id) }.map(\.bars)
        )
    }
}
