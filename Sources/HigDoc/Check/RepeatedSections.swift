/// The sections of a translation that repeat the section above them (a section pasted twice): the
/// nearest earlier section of the page with the same title and level whose rules, its subsections'
/// included, are the same as its own, one for one (lead and body). Each page's sections and rules are
/// indexed once, when one of its sections is first asked about: a page of thousands of extra sections
/// is read once, not once per section.
struct RepeatedSections {
    let context: CheckContext
    /// Per page: the positions of its sections by title and level, in page order.
    private var sectionsByKey: [String: [String: [Int]]] = [:]
    /// Per page: the sorted texts of the rules of each section's subtree, made only for a page with a
    /// section whose title and level an earlier one has.
    private var rulesBySection: [String: [String: [String]]] = [:]

    init(context: CheckContext) { self.context = context }

    /// The id of the section that the section `id` repeats, or nil when it repeats none.
    mutating func original(of id: String) -> String? {
        guard let position = context.sections.position(of: id) else { return nil }
        let sections = context.graph.sections
        let document = sections[position].document
        let byKey = sectionsByKey[document] ?? sectionIndex(document)
        sectionsByKey[document] = byKey
        guard
            let nearest = byKey[Self.key(sections[position].title, sections[position].level)]?
                .last(where: { $0 < position })
        else { return nil }
        let rules = rulesBySection[document] ?? ruleIndex(document)
        rulesBySection[document] = rules
        let copied = rules[id] ?? []
        return !copied.isEmpty && copied == rules[sections[nearest].id] ? sections[nearest].id : nil
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
