/// The sections of a translation that repeat the section above them (a section pasted twice): the
/// nearest earlier section of the page with the same title and level whose rules, its subsections'
/// included, are the same as its own, one for one (lead and body); else the nearest earlier one of
/// the same level with those rules under another title (the copy's heading renamed: `导航栏（续）`).
/// Each page's sections and rules are indexed once, when one of its sections is first asked about: a
/// page of thousands of extra sections is read once, not once per section.
struct RepeatedSections {
    let context: CheckContext
    /// Per page: the positions of its sections by title and level, in page order.
    private var sectionsByKey: [String: [String: [Int]]] = [:]
    /// Per page: the sorted texts of the rules of each section's subtree, made only for a page with an
    /// extra section that has rules.
    private var rulesBySection: [String: [String: [String]]] = [:]
    /// Per page: the positions of the sections with rules by level and rule texts, in page order.
    private var sectionsByRules: [String: [RulesKey: [Int]]] = [:]
    /// Per page: whether a rule of it repeats another, word for word.
    private var pagesWithCopies: [String: Bool] = [:]

    /// A section's level and its subtree's sorted rule texts.
    private struct RulesKey: Hashable {
        var level: Int
        var texts: [String]
    }

    init(context: CheckContext) { self.context = context }

    /// The id of the section that the section `id` repeats, or nil when it repeats none.
    mutating func original(of id: String) -> String? {
        guard let position = context.sections.position(of: id) else { return nil }
        let sections = context.graph.sections
        let document = sections[position].document
        let byKey = sectionsByKey[document] ?? sectionIndex(document)
        sectionsByKey[document] = byKey
        if let nearest = byKey[Self.key(sections[position].title, sections[position].level)]?
            .last(where: { $0 < position })
        {
            let rules = rulesBySection[document] ?? ruleIndex(document)
            rulesBySection[document] = rules
            if let copied = rules[id], !copied.isEmpty, copied == rules[sections[nearest].id] {
                return sections[nearest].id
            }
        }
        // Under another title: the nearest earlier section of the level with the same rules. Only a page
        // with a rule stated twice can have one (indexing every page's rule texts for it cost the check
        // 11% at N = 100, where most pairs have extra sections).
        if pagesWithCopies[document] == nil {
            let rules = context.graph.rules
            pagesWithCopies[document] =
                !RuleCopies.repeats(rules.indices.lazy.filter { rules[$0].document == document }, of: rules).isEmpty
        }
        guard pagesWithCopies[document] == true else { return nil }
        let rules = rulesBySection[document] ?? ruleIndex(document)
        rulesBySection[document] = rules
        guard let copied = rules[id], !copied.isEmpty else { return nil }
        let byRules = sectionsByRules[document] ?? rulesIndex(document, rules)
        sectionsByRules[document] = byRules
        return byRules[RulesKey(level: sections[position].level, texts: copied)]?.last(where: { $0 < position })
            .map { sections[$0].id }
    }

    /// The page's sections that have rules, by level and rule texts.
    private func rulesIndex(_ document: String, _ rules: [String: [String]]) -> [RulesKey: [Int]] {
        let sections = context.graph.sections
        var byRules: [RulesKey: [Int]] = [:]
        for position in sections.indices where sections[position].document == document {
            guard let texts = rules[sections[position].id] else { continue }
            byRules[RulesKey(level: sections[position].level, texts: texts), default: []].append(position)
        }
        return byRules
    }

    /// The page's sections by title and level.
    private func sectionIndex(_ document: String) -> [String: [Int]] {
        // Units read where they are, by position (a loop over them copies each: a dozen strings).
        let sections = context.graph.sections
        var byKey: [String: [Int]] = [:]
        for position in sections.indices where sections[position].document == document {
            byKey[Self.key(sections[position].title, sections[position].level), default: []].append(position)
        }
        return byKey
    }

    /// The sorted rule texts of each section's subtree on the page.
    private func ruleIndex(_ document: String) -> [String: [String]] {
        let rules = context.graph.rules
        var texts: [String: [String]] = [:]
        for position in rules.indices where rules[position].document == document {
            let text = rules[position].lead + "\u{1F}" + rules[position].body
            let section = rules[position].section
            for holder in [section] + context.ancestors(of: section) { texts[holder, default: []].append(text) }
        }
        return texts.mapValues { $0.sorted() }
    }

    /// A section's title and level as one key (titles hold no U+001F).
    private static func key(_ title: String, _ level: Int) -> String { "\(level)\u{1F}\(title)" }
}
