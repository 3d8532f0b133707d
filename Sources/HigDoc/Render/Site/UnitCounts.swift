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

    init(context: SiteContext) {
        let bars = context.graph.bars.map(\.id)
        for rule in context.graph.rules {
            guard let language = context.documentInfos[rule.document]?.lang else { continue }
            rules[language, default: 0] += 1
            // The rule's bars looked up once, not once per bar (`belongs(_:to:)` hashes the rule id).
            let ruleBars = context.bars(ofUnit: rule.id)
            for bar in bars where ruleBars.contains(bar) {
                rulesByBar[language, default: [:]][bar, default: 0] += 1
            }
        }
        for item in context.graph.systemItems {
            guard let language = context.documentInfos[item.document]?.lang else { continue }
            items[language, default: 0] += 1
            for bar in bars where item.bars.contains(bar) { itemsByBar[language, default: [:]][bar, default: 0] += 1 }
        }
    }

    func rules(_ language: Language, bar: String) -> Int { rulesByBar[language]?[bar] ?? 0 }
    func items(_ language: Language, bar: String) -> Int { itemsByBar[language]?[bar] ?? 0 }
}
