/// How many rules and system items each bar has in each language, and each language in all: what the
/// home pages show, counted in one pass over the units instead of once per bar and page.
struct UnitCounts: Sendable {
    /// Per language, per bar id: the rules that belong to the bar (`SiteContext.belongs(_:to:)`).
    private(set) var rulesByBar: [Language: [String: Int]] = [:]
    /// Per language, per bar id: the system items that name the bar.
    private(set) var itemsByBar: [Language: [String: Int]] = [:]
    /// Per language: all its rules and all its system items.
    private(set) var rules: [Language: Int] = [:]
    private(set) var items: [Language: Int] = [:]

    /// Each unit's bars as a mask (one bit per bar of `Glossary.barIDs`, `UnitBars`), read in place,
    /// its language looked up once per run of units of one document.
    init(context: SiteContext) {
        let graph = context.graph
        let counted = UnitBars.mask(graph.bars.map(\.id))
        // The document looked up last and its language (units of one document follow each other).
        var last: (document: String, language: Language?)?
        func languageOf(_ document: String) -> Language? {
            if let last, last.document == document { return last.language }
            let found = context.documentInfos[document]?.lang
            last = (document, found)
            return found
        }
        func add(_ mask: UInt8, to counts: inout [String: Int]) {
            let bars = mask & counted
            guard bars != 0 else { return }
            for (index, bar) in Glossary.barIDs.enumerated() where bars & 1 << index != 0 {
                counts[bar, default: 0] += 1
            }
        }
        for index in graph.rules.indices {
            guard let language = languageOf(graph.rules[index].document) else { continue }
            rules[language, default: 0] += 1
            add(context.barMask(ofRuleAt: index), to: &rulesByBar[language, default: [:]])
        }
        for index in graph.systemItems.indices {
            guard let language = languageOf(graph.systemItems[index].document) else { continue }
            items[language, default: 0] += 1
            add(UnitBars.mask(graph.systemItems[index].bars), to: &itemsByBar[language, default: [:]])
        }
    }

    func rules(_ language: Language, bar: String) -> Int { rulesByBar[language]?[bar] ?? 0 }
    func items(_ language: Language, bar: String) -> Int { itemsByBar[language]?[bar] ?? 0 }
}
