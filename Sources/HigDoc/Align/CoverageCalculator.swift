/// Counts, per document pair and per bar, how many English units the translation covers.
///
/// A section whose heading only is missing (structure-only) counts as covered: its content is there.
/// A table row that repeats another row of its table is not a unit of its own and is not counted.
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
            for bar in Glossary.barIDs {
                let inBar: (AlignedPair, [String]) -> Bool = { _, bars in bars.contains(bar) }
                let barSections = sections.filter { inBar($0, context.sections[$0.source!]?.bars ?? []) }
                let barRules = rules.filter { context.rules[$0.source!]?.bar == bar }
                let barItems = items.filter { inBar($0, context.items[$0.source!]?.bars ?? []) }
                var totals =
                    perBar[bar] ?? (
                        Coverage.Ratio(aligned: 0, total: 0), Coverage.Ratio(aligned: 0, total: 0),
                        Coverage.Ratio(aligned: 0, total: 0)
                    )
                totals.sections.aligned += barSections.filter(covered).count
                totals.sections.total += barSections.count
                totals.rules.aligned += barRules.filter(covered).count
                totals.rules.total += barRules.count
                totals.items.aligned += barItems.filter(covered).count
                totals.items.total += barItems.count
                perBar[bar] = totals
            }
        }
        if !context.alignments.isEmpty {
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
}
