/// The English pages no page of the corpus translates, with how many of their units each bar has: what
/// a bar's parallel view cannot show as rows (there is no pair to align), but must not leave unsaid.
///
/// Units count as the QA report's coverage counts them (`CoverageCalculator`): sections and table rows
/// by their bars, rules by their bar.
public struct UntranslatedPageUnits: Sendable {
    public struct Page: Sendable, Equatable {
        public var document: String
        public var sections: Int
        public var rules: Int
        public var systemItems: Int
    }

    /// Per bar, its untranslated pages in key order; a page without a unit of the bar is left out.
    public let pagesByBar: [String: [Page]]

    public init(graph: GuidelineGraph, translatedSources: Set<String>) {
        let untranslated = Set(
            graph.documents.filter { $0.lang == .en && !translatedSources.contains($0.key) }.map(\.key))
        guard !untranslated.isEmpty else {
            pagesByBar = [:]
            return
        }
        // Per bar and page: sections, rules, system items.
        var counts: [String: [String: (Int, Int, Int)]] = [:]
        let (sections, rules, items) = (graph.sections, graph.rules, graph.systemItems)
        for index in sections.indices where untranslated.contains(sections[index].document) {
            for bar in sections[index].bars {
                counts[bar, default: [:]][sections[index].document, default: (0, 0, 0)].0 += 1
            }
        }
        for index in rules.indices where untranslated.contains(rules[index].document) {
            if let bar = rules[index].bar {
                counts[bar, default: [:]][rules[index].document, default: (0, 0, 0)].1 += 1
            }
        }
        for index in items.indices where untranslated.contains(items[index].document) {
            for bar in items[index].bars { counts[bar, default: [:]][items[index].document, default: (0, 0, 0)].2 += 1 }
        }
        pagesByBar = counts.mapValues { pages in
            pages.keys.sorted().map { key in
                let (sections, rules, items) = pages[key]!
                return Page(document: key, sections: sections, rules: rules, systemItems: items)
            }
        }
    }
}
